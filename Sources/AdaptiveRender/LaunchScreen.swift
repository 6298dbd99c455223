import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import VisualFormat

/// A launch storyboard or xib: the rules iOS holds it to, and the legacy launch image each
/// device and orientation would have needed.
///
/// iOS shows the launch screen before any of the app's code runs, so it may use UIKit's own
/// classes only: no custom classes, no user-defined runtime attributes, and one root (one
/// scene in a storyboard, one top-level view in a xib).
public enum LaunchScreen {
    /// Element names of views that live outside UIKit (WebKit, MapKit, SceneKit, SpriteKit, ...).
    static let nonUIKitElements: Set<String> = [
        "wkWebView", "webView", "mapView", "sceneKitView", "skView", "glkView", "mtkView", "arscnView", "arskView",
        "avPlayerView",
    ]

    /// What breaks the launch-screen rules in a document, in document order, with locations.
    public static func check(_ document: IBDocument) -> [IBDiagnostic] {
        var findings: [IBDiagnostic] = []
        let origin = TextLocation(line: 1, column: 1)
        if !document.isLaunchScreen {
            findings.append(
                IBDiagnostic(
                    .warning, "the document is not marked as a launch screen (launchScreen=\"YES\")", at: origin))
        }
        switch document.kind {
        case .storyboard:
            let controllers = document.viewControllers
            if controllers.count != 1 {
                findings.append(
                    IBDiagnostic(
                        .error,
                        "a launch storyboard has exactly one scene; this one has \(controllers.count)",
                        at: controllers.dropFirst().first?.location ?? origin))
            }
            for controller in controllers {
                if let customClass = controller.customClass {
                    findings.append(customClassFinding(customClass, at: controller.location))
                }
                if let view = controller.view { findings += check(view) }
            }
        default:
            let views = document.topLevelViews
            if views.count != 1 {
                findings.append(
                    IBDiagnostic(
                        .error, "a launch xib has exactly one top-level view; this one has \(views.count)",
                        at: views.dropFirst().first?.location ?? origin))
            }
            for view in views { findings += check(view) }
        }
        return findings.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// The findings of a view and its subviews, each view's before its subviews', in file order, with an explicit
    /// stack: a document made in code has no reader's depth limit, and may nest deeper than a recursion's stack.
    private static func check(_ root: IBView) -> [IBDiagnostic] {
        var findings: [IBDiagnostic] = []
        var pending = [root]
        while let view = pending.popLast() {
            if let customClass = view.customClass {
                findings.append(customClassFinding(customClass, at: view.location))
            }
            if nonUIKitElements.contains(view.elementName) {
                findings.append(
                    IBDiagnostic(
                        .error,
                        "<\(view.elementName)> is not a UIKit view; a launch screen may use UIKit's classes only",
                        at: view.location))
            }
            for attribute in view.userDefinedRuntimeAttributes {
                findings.append(
                    IBDiagnostic(
                        .error,
                        "user-defined runtime attribute \"\(attribute.keyPath)\": launch screens are shown without "
                            + "running the app's code, so runtime attributes are not applied",
                        at: view.location))
            }
            pending += (view.subviews + view.keyedViews + view.cells).reversed()
        }
        return findings
    }

    private static func customClassFinding(_ name: String, at location: TextLocation) -> IBDiagnostic {
        IBDiagnostic(
            .error, "custom class \"\(name)\": a launch screen may use UIKit's classes only (no app code runs yet)",
            at: location)
    }

    /// The legacy launch image a device and orientation needed before launch storyboards, after
    /// Apple's names: `Default@2x.png` (3.5-inch), `Default-568h@2x.png`, `Default-736h@3x.png`,
    /// `Default-Landscape-736h@3x.png`, `Default-Portrait@2x~ipad.png`. Screens that came after
    /// launch images (every iPhone from the X, iPads larger than 1024×768) follow the same pattern
    /// with their portrait height, so each canvas gets one distinct name.
    public static func legacyImageName(for device: DeviceProfile, orientation: DeviceOrientation) -> String {
        let scale = device.scale > 1 ? "@\(Int(device.scale))x" : ""
        let height = Int(device.portraitSize.height)
        if device.idiom == .pad {
            let side = orientation == .portrait ? "Portrait" : "Landscape"
            let size = height == 1024 ? "" : "-\(height)h"
            return "Default-\(side)\(size)\(scale)~ipad.png"
        }
        let side = orientation == .portrait ? "" : "-Landscape"
        let size = height == 480 ? "" : "-\(height)h"
        return "Default\(side)\(size)\(scale).png"
    }
}
