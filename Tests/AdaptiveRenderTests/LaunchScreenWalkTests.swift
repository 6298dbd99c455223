import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing
import VisualFormat

@testable import AdaptiveRender

/// The launch-screen check walks a view tree with its own stack, each view's findings before its
/// subviews', subviews then keyed views then cells, as the recursion did; a document made in code, which
/// no reader limit bounds, may nest its views past the reader's limit.
@MainActor
@Suite struct LaunchScreenWalkTests {
    static func xib(_ root: IBView) -> IBDocument {
        var document = IBDocument(kind: .xib)
        document.isLaunchScreen = true
        document.objects = [.view(root)]
        return document
    }

    /// Every view at one location: the findings keep the walk's order (the final sort is by location only).
    @Test func S4_findingsComeInTheWalksOrder() {
        var root = IBView(elementName: "view", id: "root")
        root.customClass = "A"
        root.userDefinedRuntimeAttributes = [IBRuntimeAttribute(keyPath: "r", type: "string", value: "x")]
        var first = IBView(elementName: "view", id: "s1")
        first.customClass = "B"
        first.subviews = [IBView(elementName: "webView", id: "s1a")]
        var keyed = IBView(elementName: "view", id: "k1")
        keyed.customClass = "C"
        var cell = IBView(elementName: "tableViewCell", id: "c1")
        cell.userDefinedRuntimeAttributes = [IBRuntimeAttribute(keyPath: "c", type: "string", value: "y")]
        root.subviews = [first, IBView(elementName: "view", id: "s2")]
        root.keyedViews = [keyed]
        root.cells = [cell]
        let messages = LaunchScreen.check(Self.xib(root)).map(\.message)
        #expect(
            messages == [
                "custom class \"A\": a launch screen may use UIKit's classes only (no app code runs yet)",
                "user-defined runtime attribute \"r\": launch screens are shown without running the app's code, "
                    + "so runtime attributes are not applied",
                "custom class \"B\": a launch screen may use UIKit's classes only (no app code runs yet)",
                "<webView> is not a UIKit view; a launch screen may use UIKit's classes only",
                "custom class \"C\": a launch screen may use UIKit's classes only (no app code runs yet)",
                "user-defined runtime attribute \"c\": launch screens are shown without running the app's code, "
                    + "so runtime attributes are not applied",
            ])
    }

    /// 5 000 views nested (the reader stops at 600), a custom class every 1 000 levels: found, in order.
    @Test func S4_aLaunchScreenNested5000DeepIsChecked() {
        let depth = 5_000
        var view = IBView(elementName: "view", id: "v\(depth)", location: TextLocation(line: depth + 1, column: 1))
        view.customClass = "Deepest"
        for level in stride(from: depth - 1, through: 0, by: -1) {
            var parent = IBView(
                elementName: "view", id: "v\(level)", location: TextLocation(line: level + 1, column: 1))
            if level % 1_000 == 0 { parent.customClass = "Level\(level)" }
            parent.subviews = [view]
            view = parent
        }
        let findings = LaunchScreen.check(Self.xib(view))
        #expect(findings.map(\.location.line) == [1, 1_001, 2_001, 3_001, 4_001, 5_001])
        #expect(findings.last?.message.contains("\"Deepest\"") == true)
    }
}
