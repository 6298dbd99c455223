import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

/// What Interface Builder's canvas draws differently from a device at run time, read from the
/// document's own attributes (device, tools version) so that stored frames can be reproduced.
extension LayoutFidelity {
    /// The top safe area inset of IB's portrait canvas where it differs from the device's today.
    ///
    /// Notched phones of the canvases of Xcode 11 to 13 had a 44-point top inset (the catalog has
    /// iOS 14's 48 for the 6.1-inch iPhone 11), which later canvases (tools version 21000, Xcode 14,
    /// and up) no longer draw: they take the device's, and the 5.8-inch canvas is the 13 mini's 50 points
    /// from tools version 22000 (files of tools versions 22155 and 22505, in two repositories of the
    /// validation set store 50; the corpus's start at 23094). Home-button phones show a 20-point status bar in the canvases of Xcode 10.1
    /// and earlier (tools version below 14810) and of Xcode 14.3 and later (21701 and up), and none in
    /// between; so do iPads without a home indicator (their stored navigation bars sit at y = 20 up to
    /// Xcode 10 and at 0 in Xcode 11). Measured on the stored frames of ib-samples and ib-corpus; see Documentation/Deviations.md.
    static func canvasSafeAreaTop(device: String, toolsVersion: String?) -> CGFloat? {
        switch device {
        case "retina5_9", "retina6_1", "retina6_5":
            guard let version = IBDocument.xcodeBuild(toolsVersion), version >= 21000 else { return 44 }
            return device == "retina5_9" && version >= 22000 ? 50 : nil
        case "retina3_5", "retina4_0", "retina4_7", "retina5_5", "ipad9_7", "ipad10_2", "ipad10_5", "ipad12_9":
            guard let version = IBDocument.xcodeBuild(toolsVersion) else { return 0 }
            return version < 14810 || version >= 21701 ? 20 : 0
        default: return nil
        }
    }

    /// Whether the canvas draws a notched phone's safe area insets twice over, top and bottom (118 and 68
    /// points on the 6.1-inch iPhone 15), as the stored frames of every Xcode 16 file (tools version 23727
    /// up to the 32700 of later Xcodes) in ib-corpus show. Home-button phones and iPads keep theirs.
    static func doublesNotchedInsets(_ toolsVersion: String?) -> Bool {
        guard let version = IBDocument.xcodeBuild(toolsVersion) else { return false }
        return (23727..<32700).contains(version)
    }

    /// Shifts the root controller's safe area so that it is the canvas's (additional insets may be negative).
    ///
    /// With `noStatusBar` (the scene's simulated status bar is None) a home-button device's canvas has no top
    /// inset in the files of Xcode 10.1 and earlier (tools version below 14810), whose inspector offered the
    /// choice: the status bar was the only inset. A notched phone keeps the sensor housing's, and the canvases of
    /// Xcode 14.3 and later draw the 20-point bar whatever the file says (OsmAnd's wizard, Xcode 15). A guess from
    /// stored frames: see Deviations.md.
    static func matchCanvasSafeArea(
        of controller: UIViewController, in simulator: DeviceSimulator, document: IBDocument,
        orientation: DeviceOrientation, noStatusBar: Bool = false
    ) {
        if (IBDocument.xcodeBuild(document.toolsVersion) ?? .max) < 14000 { useLegacyPadBars(in: controller) }
        guard orientation == .portrait, let id = document.device?.id else { return }
        simulator.window.layoutIfNeeded()
        let device = simulator.window.safeAreaInsets
        var top = canvasSafeAreaTop(device: id, toolsVersion: document.toolsVersion) ?? device.top
        if noStatusBar, device.bottom == 0, (IBDocument.xcodeBuild(document.toolsVersion) ?? .max) < 14810 { top = 0 }
        var bottom = device.bottom
        let notchedPhone = device.bottom > 0 && simulator.window.traitCollection.userInterfaceIdiom == .phone
        if notchedPhone, doublesNotchedInsets(document.toolsVersion) {
            top *= 2
            bottom *= 2
            lowerNavigationBarContent(in: controller, by: 10)
        }
        controller.additionalSafeAreaInsets.top = top - device.top
        controller.additionalSafeAreaInsets.bottom = bottom - device.bottom
    }

    /// Whether the scene's simulated status bar is None (`<nil key="simulatedStatusBarMetrics"/>`), set on it or,
    /// where it leaves the bar inferred, on the nearest container that sets one.
    static func simulatesNoStatusBar(_ id: String, in document: IBDocument) -> Bool {
        var current = id
        var seen: Set<String> = [id]
        while let scene = document.viewController(withID: current) {
            if let bar = scene.simulatedBars["simulatedStatusBarMetrics"] {
                return bar == IBViewController.noSimulatedBar
            }
            guard
                let container = document.viewControllers.first(where: { container in
                    (container.children("rootViewController") + container.children("viewControllers"))
                        .contains(current)
                }), seen.insert(container.id).inserted
            else { return false }
            current = container.id
        }
        return false
    }

    /// Moves the safe area top of every navigation controller's children from `controller` down by `extra`: the
    /// navigation bars of those Xcode 16 canvases are 54 points tall (stored in every such file), not 44.
    static func lowerNavigationBarContent(in controller: UIViewController, by extra: CGFloat) {
        var pending = [controller]
        while let controller = pending.popLast() {
            if let navigation = controller as? UINavigationController, !navigation.isNavigationBarHidden {
                for child in navigation.viewControllers { child.additionalSafeAreaInsets.top += extra }
            }
            pending.append(contentsOf: controller.children.reversed())
        }
    }

    /// Gives every navigation controller from `controller` down the 44-point iPad bars of the iOS 11 SDK, which
    /// canvases before Xcode 10 (tools version 14000) draw; later ones draw iOS 12's 50.
    static func useLegacyPadBars(in controller: UIViewController) {
        var pending = [controller]
        while let controller = pending.popLast() {
            (controller as? UINavigationController)?.usesPreIOS12PadBarHeights = true
            pending.append(contentsOf: controller.children)
        }
    }

    /// The layout margins IB's canvas gives a standalone top-level view, where the file gives none: a root
    /// view's system minimum margins for its width (none above and below, 16 points on the sides, 20 from 414
    /// wide, as `UIViewController.systemMinimumLayoutMargins` documents), and from Xcode 9 (iOS 11, tools
    /// version 13000) a table view cell's content view those sides with 11 points above and below (15 from Xcode 26)
    /// (earlier canvases keep a plain view's 8 all round).
    static func applyCanvasMargins(to value: IBView, objects: IBObjectMap, toolsVersion: String?) {
        guard let view = objects.view(withIBID: value.id) else { return }
        let side: CGFloat = view.bounds.width >= 414 ? 20 : 16
        if value.layoutMargins == nil, value.directionalLayoutMargins == nil {
            view.layoutMargins = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
        guard value.elementName == "tableViewCell", (IBDocument.xcodeBuild(toolsVersion) ?? .max) >= 13000 else {
            return
        }
        // A cell's sides follow its own width: 20 points once it is wider than 375 (cells of 380 points on
        // 414-point canvases, and rows of 388 to 393 points in tables, keep 20; 375-point cells keep 16).
        let cellSide: CGFloat = view.bounds.width > 375 ? 20 : 16
        for content in value.keyedViews where content.key == "contentView" {
            guard content.layoutMargins == nil, content.directionalLayoutMargins == nil,
                let contentView = objects.view(withIBID: content.id)
            else { continue }
            let vertical = IBCellAttributes.canvasCellVerticalMargin(IBDocument.xcodeBuild(toolsVersion) ?? 13000)
            contentView.layoutMargins = UIEdgeInsets(top: vertical, left: cellSide, bottom: vertical, right: cellSide)
        }
    }
}
