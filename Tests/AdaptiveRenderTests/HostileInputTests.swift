import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

@testable import AdaptiveRender

/// Storyboards built in memory to break the tools: views nested very deep, and numbers no designer writes.
enum HostileStoryboard {
    /// A scene whose root view holds a chain of `depth` views, each pinned to its parent's top leading corner,
    /// the innermost holding a label; `numbers` replaces the attributes the families below name.
    static func make(depth: Int, numbers: [String: String] = [:]) -> Data {
        func value(_ name: String, _ fallback: String) -> String { numbers[name] ?? fallback }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" "#
                + #"targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" "#
                + #"initialViewController="vc0">"#,
            #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            #"<scenes><scene sceneID="s0"><objects><viewController id="vc0" sceneMemberID="viewController">"#,
            #"<view key="view" contentMode="scaleToFill" id="root">"#,
            #"<rect key="frame" x="0.0" y="0.0" width="414" height="896"/>"#,
        ]
        let frame =
            #"<rect key="frame" x="\#(value("x", "0"))" y="0" width="\#(value("width", "414"))" "#
            + #"height="\#(value("height", "896"))"/>"#
        for level in 0..<depth {
            lines.append(
                #"<subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" "#
                    + #"tag="\#(value("tag", "0"))" alpha="\#(value("alpha", "1"))" id="v\#(level)">"# + frame)
        }
        lines.append(
            #"<subviews><label text="Deep" numberOfLines="\#(value("numberOfLines", "0"))" "#
                + #"translatesAutoresizingMaskIntoConstraints="NO" id="label">"# + frame
                + #"<fontDescription key="fontDescription" type="system" pointSize="\#(value("pointSize", "17"))"/>"#
                + "</label></subviews>")
        for level in (0..<depth).reversed() {
            let parent = level == 0 ? "root" : "v\(level - 1)"
            let child = level == depth - 1 ? "label" : "v\(level + 1)"
            lines.append(
                #"<constraints><constraint firstItem="\#(child)" firstAttribute="leading" secondItem="v\#(level)" "#
                    + #"secondAttribute="leading" constant="\#(value("constant", "0"))" "#
                    + #"multiplier="\#(value("multiplier", "1"))" priority="\#(value("priority", "1000"))" "#
                    + #"id="c\#(level)"/></constraints></view></subviews>"#)
            _ = parent
        }
        lines += [
            #"<constraints><constraint firstItem="v0" firstAttribute="top" secondItem="root" secondAttribute="top" "#
                + #"id="top"/></constraints>"#,
            "</view></viewController>",
            #"<placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>"#,
            "</objects></scene></scenes></document>",
        ]
        return Data(lines.joined(separator: "\n").utf8)
    }

    /// Every numeric attribute family the generator can set.
    static let families = [
        "x", "width", "height", "tag", "alpha", "numberOfLines", "pointSize", "constant", "multiplier", "priority",
    ]
    /// Values no designer writes: huge, not a number, infinite, negative zero, one past Int64.
    static let extremes = ["1e308", "nan", "inf", "-0", "9223372036854775808"]
}

/// Every input path survives deep nesting and extreme numbers, with warnings instead of crashes.
@MainActor
@Suite struct HostileInputTests {
    private let phone = PreviewConfiguration.matrix(
        models: [try! PreviewConfiguration.model(named: "iPhone 15 Pro")], orientations: [.portrait],
        multitasking: false)

    /// Load, instantiate and lay out on one device, render, and compare frames; returns the lint and compare texts.
    private func runEverything(_ data: Data, name: String) throws -> (
        document: IBDocument, lint: String, compare: String
    ) {
        let document = try IBDocument(data: data)
        let session = LintSession(path: name, document: document, configurations: phone)
        let lint = session.layoutFindings().text
        let compare = session.compareFrames(tolerance: 0.5)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        let result = try PreviewRunner(subject: .interfaceBuilderFiles(at: url), configurations: phone).run()
        #expect(result.tiles.count == 1)
        return (document, lint, compare)
    }

    @Test func viewsNestedDeepLoadLayOutRenderAndLint() throws {
        let (document, lint, compare) = try runEverything(HostileStoryboard.make(depth: 150), name: "deep.storyboard")
        #expect(document.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(lint.contains("0 conflicts"))
        // Every chained view is stored at 414 × 896 but pinned only at its corner: the root and the controller match.
        #expect(compare.hasPrefix("viewController [vc0, device]: 2 of 152 match"), "\(compare.prefix(200))")
    }

    @Test func viewsNestedJustUnderTheLimitLoad() throws {
        // Each nested view is two elements (`<view>`, `<subviews>`); the scene's own elements take seven more.
        let depth = (IBElement.maximumDepth - 10) / 2
        let document = try IBDocument(data: HostileStoryboard.make(depth: depth))
        var count = 0
        document.scenes.first?.viewController?.view?.forEachView { _ in count += 1 }
        #expect(count == depth + 2)
    }

    @Test(arguments: [1_000, 10_000])
    func viewsNestedPastTheLimitAreRefusedWithTheirLocation(depth: Int) {
        #expect {
            _ = try IBDocument(data: HostileStoryboard.make(depth: depth))
        } throws: { error in
            guard case .nestedTooDeep(let limit, let location) = error as? InterfaceBuilderError else { return false }
            // Line 6 holds the root view's frame; every later line opens one nested view and its subviews.
            return limit == IBElement.maximumDepth && location.line == 6 + (IBElement.maximumDepth - 6) / 2
                && "\(error)".contains("error: elements nest more than \(IBElement.maximumDepth) deep")
        }
    }

    @Test(arguments: HostileStoryboard.families)
    func extremeNumbersNeverCrashAndNonFiniteOnesAreWarnings(family: String) throws {
        for value in HostileStoryboard.extremes {
            let data = HostileStoryboard.make(depth: 3, numbers: [family: value])
            let (document, lint, compare) = try runEverything(data, name: "numbers.storyboard")
            #expect(lint.contains("conflicts"), "\(family)=\(value)")
            #expect(compare.contains("matched"), "\(family)=\(value)")
            let warned = document.diagnostics.filter { $0.message.contains("'\(value)'") }
            if ["x", "width", "height", "constant", "priority"].contains(family), value == "nan" || value == "inf" {
                #expect(!warned.isEmpty, "\(family)=\(value): \(document.diagnostics)")
                #expect(warned.allSatisfy { $0.location.line > 1 })
            }
        }
    }

    /// A damaged file: a navigation controller that is its own root, and two views sharing an id so each is the
    /// other's superview. Reading, instantiating and linting it used to loop or recurse without end.
    @Test func loopsOfControllersAndViewsEnd() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="nav">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                    <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="nav" kind="relationship" relationship="rootViewController" id="r1"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s0">
                        <objects>
                            <viewController id="vc0" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="a">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="a" firstAttribute="width" constant="5" id="w"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="top" id="t"/>
                                    </constraints>
                                </view>
                                <connections>
                                    <segue destination="vc0" kind="show" id="loop"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (document, lint, compare) = try runEverything(Data(text.utf8), name: "loops.storyboard")
        #expect(document.viewControllers.map(\.id) == ["nav", "vc0"])
        #expect(lint.hasSuffix("0 conflicts, 0 ambiguous views"), "\(lint)")
        #expect(!compare.isEmpty)
    }
}
