@_exported import AdaptiveKit
import AdaptiveRender
import Foundation
@_exported import SnapshotTesting

#if canImport(Testing)
    import Testing
#endif

/// Where a snapshot is taken: a device model (as Xcode names its simulator), an orientation, an iPad
/// multitasking size, and the traits the user chose (interface style, text size, layout direction).
public struct SnapshotDevice: Hashable, Sendable {
    /// The model, spelled as `adaptive devices` lists it (case and spacing do not matter).
    public var model: String
    /// Portrait or landscape.
    public var orientation: DeviceOrientation
    /// An iPad Split View or Slide Over size; nil for full screen.
    public var multitasking: MultitaskingSize?
    /// Only the user's settings are read: `userInterfaceStyle`, `preferredContentSizeCategory` and
    /// `layoutDirection` when specified; size classes and idiom come from the device.
    public var traits: UITraitCollection

    /// A device in an orientation and arrangement with the user's settings.
    public init(
        _ model: String, orientation: DeviceOrientation = .portrait, multitasking: MultitaskingSize? = nil,
        traits: UITraitCollection = UITraitCollection()
    ) {
        self.model = model
        self.orientation = orientation
        self.multitasking = multitasking
        self.traits = traits
    }

    /// `iPhone-15-Pro-landscape`, `iPad-Air-13-inch-M2-portrait-half`: the name a matrix gives the snapshot.
    public var name: String {
        let words = [model, orientation.rawValue, multitasking?.rawValue].compactMap { $0 }.joined(separator: " ")
        return words.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
    }

    /// A simulator showing the controller, laid out; or why none could be made.
    @MainActor
    func simulator(showing controller: UIViewController) -> Result<DeviceSimulator, DeviceLookupError> {
        let style = traits.userInterfaceStyle
        let category = traits.preferredContentSizeCategory
        do {
            let simulator = try DeviceSimulator(
                deviceNamed: model, orientation: orientation, multitasking: multitasking,
                contentSizeCategory: category == .unspecified ? .large : category,
                userInterfaceStyle: style == .unspecified ? .light : style, rootViewController: controller)
            if traits.layoutDirection != .unspecified { simulator.setLayoutDirection(traits.layoutDirection) }
            simulator.runUntilIdle()
            simulator.window.layoutIfNeeded()
            return .success(simulator)
        } catch {
            return .failure(error)
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller on a device drawn by `SVGRenderer` (device outline, status bar, presentations);
    /// reference files are SVG text, compared and diffed line by line.
    public static func svg(
        on device: String, orientation: DeviceOrientation = .portrait, multitasking: MultitaskingSize? = nil,
        traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        svg(on: SnapshotDevice(device, orientation: orientation, multitasking: multitasking, traits: traits))
    }

    /// The controller on a device drawn as SVG.
    public static func svg(on device: SnapshotDevice) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (controller: UIViewController) in
            MainActor.assumeIsolated {
                AdaptiveSnapshot.take(controller, on: device) { SVGRenderer().render($0) }
            }
        }.withPathExtension("svg")
    }

    /// A text dump of the laid-out controller on a device: traits, the controller tree, the presentation
    /// stack and every view's frame (`LayoutDump`), the most reviewable form of a layout.
    public static func layout(
        on device: String, orientation: DeviceOrientation = .portrait, multitasking: MultitaskingSize? = nil,
        traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        layout(on: SnapshotDevice(device, orientation: orientation, multitasking: multitasking, traits: traits))
    }

    /// A text dump of the laid-out controller on a device.
    public static func layout(on device: SnapshotDevice) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (controller: UIViewController) in
            MainActor.assumeIsolated {
                AdaptiveSnapshot.take(controller, on: device) { LayoutDump.text(of: $0) }
            }
        }.withPathExtension("txt")
    }
}

extension Snapshotting where Value == UIViewController, Format == Data {
    /// The controller's SVG turned into PNG by `rsvg-convert`, compared with a tolerance like the
    /// library's image strategies: `precision` is the share of pixels that must match,
    /// `perceptualPrecision` how close (CIE94 ΔE) a pixel must be to match. Where `rsvg-convert` is
    /// missing the strategy records `SVGRasterizer.unavailableMessage` as an issue: guard such tests
    /// with `.enabled(if: SVGRasterizer.isAvailable, ...)` so they are skipped, not failed.
    public static func image(
        on device: String, orientation: DeviceOrientation = .portrait, multitasking: MultitaskingSize? = nil,
        traits: UITraitCollection = UITraitCollection(), precision: Float = 1, perceptualPrecision: Float = 1,
        scale: Double = 1
    ) -> Snapshotting {
        image(
            on: SnapshotDevice(device, orientation: orientation, multitasking: multitasking, traits: traits),
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
    }

    /// The controller on a device as a PNG image, compared with a tolerance.
    public static func image(
        on device: SnapshotDevice, precision: Float = 1, perceptualPrecision: Float = 1, scale: Double = 1
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .png(precision: precision, perceptualPrecision: perceptualPrecision),
            snapshot: { (controller: UIViewController) -> Data in
                let svg = MainActor.assumeIsolated {
                    AdaptiveSnapshot.take(controller, on: device) { SVGRenderer().render($0) }
                }
                do {
                    return try SVGRasterizer.png(from: svg, zoom: scale)
                } catch {
                    AdaptiveSnapshot.recordIssue("\(error)")
                    return Data()
                }
            })
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view filling a plain controller's view on a device, drawn as SVG.
    public static func svg(
        on device: String, orientation: DeviceOrientation = .portrait, multitasking: MultitaskingSize? = nil,
        traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        Snapshotting<UIViewController, String>.svg(
            on: device, orientation: orientation, multitasking: multitasking, traits: traits
        ).pullback(AdaptiveSnapshot.host)
    }

    /// The view filling a plain controller's view on a device, as a layout dump.
    public static func layout(
        on device: String, orientation: DeviceOrientation = .portrait, multitasking: MultitaskingSize? = nil,
        traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        Snapshotting<UIViewController, String>.layout(
            on: device, orientation: orientation, multitasking: multitasking, traits: traits
        ).pullback(AdaptiveSnapshot.host)
    }
}

extension Snapshotting where Value == UIView, Format == Data {
    /// The view filling a plain controller's view on a device, as a PNG image compared with a tolerance.
    public static func image(
        on device: String, orientation: DeviceOrientation = .portrait, multitasking: MultitaskingSize? = nil,
        traits: UITraitCollection = UITraitCollection(), precision: Float = 1, perceptualPrecision: Float = 1,
        scale: Double = 1
    ) -> Snapshotting {
        Snapshotting<UIViewController, Data>.image(
            on: device, orientation: orientation, multitasking: multitasking, traits: traits, precision: precision,
            perceptualPrecision: perceptualPrecision, scale: scale
        ).pullback(AdaptiveSnapshot.host)
    }
}

extension Diffing where Value == Data {
    /// PNG files compared pixel by pixel with a tolerance (see `Snapshotting.image(on:)`).
    public static func png(precision: Float, perceptualPrecision: Float) -> Diffing {
        Diffing.diff(toData: { $0 }, fromData: { $0 }) { reference, taken in
            if reference == taken { return nil }
            do {
                let old = try PNGImage(data: reference)
                let new = try PNGImage(data: taken)
                guard
                    let message = ImageComparison.mismatch(
                        old, new, precision: precision, perceptualPrecision: perceptualPrecision)
                else { return nil }
                return (message, [])
            } catch {
                return ("Could not compare the images: \(error)", [])
            }
        }
    }
}

extension Snapshotting {
    fileprivate func withPathExtension(_ pathExtension: String) -> Snapshotting {
        var copy = self
        copy.pathExtension = pathExtension
        return copy
    }
}

/// What the strategies share: putting a controller on a simulator and reporting what went wrong.
enum AdaptiveSnapshot {
    @MainActor
    static func take(
        _ controller: UIViewController, on device: SnapshotDevice, _ body: @MainActor (DeviceSimulator) -> String
    ) -> String {
        switch device.simulator(showing: controller) {
        case .success(let simulator):
            return body(simulator)
        case .failure(let error):
            let message = "No simulator for \(device.name): \(error)"
            recordIssue(message)
            return message + "\n"
        }
    }

    /// A plain controller whose view holds the view, resized with it.
    static func host(_ view: UIView) -> UIViewController {
        MainActor.assumeIsolated {
            let controller = UIViewController()
            view.frame = controller.view.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            controller.view.addSubview(view)
            return controller
        }
    }

    static func recordIssue(_ message: String) {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(Comment(rawValue: message))
                return
            }
        #endif
        print("error: \(message)")
    }
}
