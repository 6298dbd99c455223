import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

/// Freeform scenes (`<freeformSimulatedSizeMetrics>`, `<size key="freeformSize">`) that IB drew under a
/// navigation bar.
extension LayoutFidelity {
    /// The outermost container of a controller.
    static func topmost(of controller: UIViewController) -> UIViewController {
        var top = controller
        while let parent = top.parent { top = parent }
        return top
    }

    /// Lays a freeform scene out inside its containers, in a window of the scene's stored size, when a
    /// navigation bar shows above it; nil when there is none or the canvas's status bar is not known for the
    /// device.
    ///
    /// A freeform canvas has no device screen, but IB still draws the scene's simulated (or inferred)
    /// navigation bar over its root view and moves the safe area below it, as `UINavigationController` does;
    /// above the bar it draws the status bar the device's canvas draws (`canvasSafeAreaTop`). Laid out alone,
    /// the root view would have no safe area at all.
    static func freeformUnderBar(
        _ controller: IBViewController, root: IBView, top: UIViewController?, document: IBDocument,
        profile: DeviceProfile, orientation: DeviceOrientation, objects made: UIViewController
    ) -> IBSceneFrameReport? {
        guard let top, let navigation = made.navigationController, !navigation.isNavigationBarHidden,
            let frame = root.frame, frame.origin == .zero, let device = document.device?.id,
            let statusBar = canvasSafeAreaTop(device: device, toolsVersion: document.toolsVersion)
        else { return nil }
        // The design device's screen gives the traits (a phone's bars, not those of the last simulated device).
        let window = UIWindow(screen: UIScreen(device: profile, orientation: orientation))
        window.frame = CGRect(origin: .zero, size: frame.size)
        window.traitOverrides.displayScale = profile.scale
        top.additionalSafeAreaInsets.top = statusBar
        window.rootViewController = top
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        guard made.view.frame.size == frame.size else { return nil }
        return report(root, name: controller.displayName, id: controller.id, mode: .freeform, objects: made)
    }

    /// Lays a freeform top-level view of a xib out as the root view of a controller in a window of its stored size
    /// with the safe area a notched phone's canvas draws (`canvasSafeAreaTop`, and the device's bottom inset); nil
    /// on other canvases.
    ///
    /// In a document without safe area guides (`useSafeAreas` off), IB draws a freeform view on a notched phone's
    /// canvas with the device's insets, top and bottom, in its layout margins, with a root view's side margins
    /// (SwiftMessages' message views store their content 44 points below the top margin's zero and 34 above the
    /// bottom's on the 6.1-inch canvas of Xcode 12). With safe area guides the canvas gives such a view none
    /// (Simplenote's bars in ib-samples), and home-button canvases none either (their status bar does not show
    /// over a freeform view). A guess from stored frames: see Deviations.md.
    static func freeformOnNotchedCanvas(
        _ value: IBView, view: UIView, document: IBDocument, profile: DeviceProfile, orientation: DeviceOrientation,
        objects: IBObjectMap
    ) -> IBSceneFrameReport? {
        guard !document.useSafeAreas, orientation == .portrait, let frame = value.frame, frame.origin == .zero,
            view.superview == nil,
            let device = document.device?.id,
            let top = canvasSafeAreaTop(device: device, toolsVersion: document.toolsVersion)
        else { return nil }
        // A window of another size than the screen has no safe area of its own: the controller adds the canvas's.
        let insets = profile.safeAreaInsets[orientation]
        guard insets.bottom > 0, profile.idiom == .phone else { return nil }
        let window = UIWindow(screen: UIScreen(device: profile, orientation: orientation))
        window.frame = CGRect(origin: .zero, size: frame.size)
        window.traitOverrides.displayScale = profile.scale
        let controller = UIViewController()
        controller.view = view
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: top, left: 0, bottom: insets.bottom, right: 0)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        guard view.frame.size == frame.size else { return nil }
        return report(value, name: value.displayName, id: value.id, mode: .freeform, objects: objects)
    }
}
