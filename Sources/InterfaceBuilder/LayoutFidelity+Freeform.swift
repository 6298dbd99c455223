import AdaptiveKit
import Foundation

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
}
