import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

extension LaunchScreen {
    /// The launch screen laid out on a device and drawn as SVG: the screen alone, without the
    /// device outline or the safe-area guide, since a launch image is the screen's pixels.
    /// Nil when no simulator can be made for the configuration.
    @MainActor
    public static func image(of document: IBDocument, on device: DeviceProfile, orientation: DeviceOrientation)
        -> String?
    {
        let controller = PreviewSubject.rootController(of: document, identifier: nil)
        guard
            let simulator = try? DeviceSimulator(
                device: device, orientation: orientation, rootViewController: controller)
        else { return nil }
        simulator.window.layoutIfNeeded()
        var renderer = SVGRenderer()
        renderer.showsSafeArea = false
        return renderer.render(simulator.window)
    }
}
