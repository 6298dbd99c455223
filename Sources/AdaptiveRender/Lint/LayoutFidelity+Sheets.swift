import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

/// Scenes IB draws as sheets: shorter than the screen, inside a navigation controller whose stored bar starts at
/// the top of the scene.
extension LayoutFidelity {
    /// The navigation bar frame IB stored for the navigation controller holding `controllerID` as a child.
    static func storedNavigationBarFrame(holding controllerID: String, in document: IBDocument) -> CGRect? {
        let navigation = document.viewControllers.first { container in
            container.elementName == "navigationController"
                && (container.children("rootViewController") + container.children("viewControllers"))
                    .contains(controllerID)
        }
        return navigation?.keyedViews.first { $0.key == "navigationBar" }?.frame
    }

    /// Lays a sheet-sized scene out inside its containers, in a window of the scene's stored size, under the
    /// navigation bar IB stored for its navigation controller; nil when the scene is not one.
    ///
    /// IB draws a scene that a modal segue presents as a page or form sheet (the default presentation since
    /// iOS 13) shorter than the screen, without a status bar, and its navigation controller's bar at the sheet's
    /// top, 56 points tall as UIKit's sheet bars are: the stored `navigationBar` frame (y = 0) says so. The
    /// child's safe area starts below that bar. The canvases of Xcode 16 store a sheet's bar lower (GoMap's, at
    /// y = 16, 54 points tall), still above the canvas's status bar's bottom, where no full-screen bar can start:
    /// the child's safe area starts at the stored bar's bottom too. A guess from stored frames: see Deviations.md.
    static func sheetUnderBar(
        _ controller: IBViewController, root: IBView, top: UIViewController?, document: IBDocument,
        profile: DeviceProfile, orientation: DeviceOrientation, objects made: UIViewController
    ) -> IBSceneFrameReport? {
        let screen = profile.screenSize(orientation)
        guard let top, let navigation = made.navigationController, !navigation.isNavigationBarHidden,
            let frame = root.frame, frame.origin == .zero, frame.width == screen.width, frame.height < screen.height,
            let bar = storedNavigationBarFrame(holding: controller.id, in: document), bar.height > 0,
            bar.minY == 0 || (bar.minY > 0 && bar.minY < canvasStatusBarBottom(document, profile, orientation))
        else { return nil }
        let window = UIWindow(screen: UIScreen(device: profile, orientation: orientation))
        window.frame = CGRect(origin: .zero, size: frame.size)
        window.traitOverrides.displayScale = profile.scale
        window.rootViewController = top
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // No status bar above a sheet: the window's own insets go, and the child starts below the stored bar.
        top.additionalSafeAreaInsets.top = -window.safeAreaInsets.top
        window.layoutIfNeeded()
        made.additionalSafeAreaInsets.top += bar.maxY - made.view.safeAreaInsets.top
        window.layoutIfNeeded()
        guard made.view.frame.size == frame.size else { return nil }
        return report(root, name: controller.displayName, id: controller.id, mode: .sheet, objects: made)
    }

    /// Where the design canvas's status bar ends (its top safe area inset), doubled where Xcode 16 doubles a
    /// notched phone's.
    private static func canvasStatusBarBottom(
        _ document: IBDocument, _ profile: DeviceProfile, _ orientation: DeviceOrientation
    ) -> CGFloat {
        let insets = profile.safeAreaInsets[orientation]
        let top =
            document.device.flatMap { canvasSafeAreaTop(device: $0.id, toolsVersion: document.toolsVersion) }
            ?? insets.top
        let notched = insets.bottom > 0 && profile.idiom == .phone
        return notched && doublesNotchedInsets(document.toolsVersion) ? 2 * top : top
    }
}

extension LayoutFidelity {
    /// Lays a scene that a container view embeds, shorter than the screen, out at the top of the design device's
    /// screen under the canvas's status bar; nil when it is not one.
    ///
    /// IB draws such a scene (sized to its container view) from the top of a device canvas, with the status bar its simulated metrics infer: its top layout guide and safe area start
    /// below that bar, as a xib's smaller owner's view does (`Mode.screenTop`).
    static func atScreenTop(
        _ controller: IBViewController, root: IBView, document: IBDocument, profile: DeviceProfile,
        orientation: DeviceOrientation, objects made: UIViewController
    ) -> IBSceneFrameReport? {
        let screen = profile.screenSize(orientation)
        guard let frame = root.frame, frame.origin == .zero, frame.width == screen.width,
            frame.height < screen.height,
            document.viewControllers.contains(where: { scene in
                scene.segues.contains { $0.kind == .embed && $0.destination == controller.id }
            })
        else { return nil }
        let host = UIViewController()
        guard let simulator = try? DeviceSimulator(device: profile, orientation: orientation, rootViewController: host)
        else { return nil }
        matchCanvasSafeArea(
            of: host, in: simulator, document: document, orientation: orientation,
            noStatusBar: simulatesNoStatusBar(controller.id, in: document))
        made.view.removeFromSuperview()
        made.view.frame = frame
        host.view.addSubview(made.view)
        simulator.window.layoutIfNeeded()
        return withExtendedLifetime(simulator) {
            report(root, name: controller.displayName, id: controller.id, mode: .screenTop, objects: made)
        }
    }
}
