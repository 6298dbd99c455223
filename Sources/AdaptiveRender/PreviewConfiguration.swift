import AdaptiveKit
import Foundation

/// One tile of the gallery: a device model, an orientation and an iPad multitasking size.
public struct PreviewConfiguration: Hashable, Sendable {
    /// The model as Xcode names its simulator.
    public var model: String
    public var device: DeviceProfile
    public var orientation: DeviceOrientation
    /// An iPad Split View or Slide Over size; nil for full screen.
    public var multitasking: MultitaskingSize?
    /// A resizable window's size (Stage Manager, iPadOS 26 windowing); nil for full screen or `multitasking`.
    public var windowSize: CGSize?

    public init(
        model: String, device: DeviceProfile, orientation: DeviceOrientation, multitasking: MultitaskingSize?,
        windowSize: CGSize? = nil
    ) {
        self.model = model
        self.device = device
        self.orientation = orientation
        self.multitasking = multitasking
        self.windowSize = windowSize
    }

    /// `iPhone-15-Pro-landscape`, `iPad-Pro-11-inch-4th-generation-landscape-half`,
    /// `iPad-Pro-11-inch-4th-generation-landscape-600x800`: the SVG's file name stem.
    public var id: String {
        SVGFormat.slug(
            [model, orientation.rawValue, multitasking?.rawValue, windowSizeName].compactMap { $0 }.joined(
                separator: " "))
    }

    /// `iPhone 15 Pro · landscape · half`, `iPad Pro (11-inch) (4th generation) · portrait · 600x800`.
    public var title: String {
        [model, orientation.rawValue, multitasking?.rawValue, windowSizeName].compactMap { $0 }.joined(separator: " · ")
    }

    /// `600x800`: the window size as `--sizes` writes it.
    public var windowSizeName: String? {
        windowSize.map { "\(SVGFormat.number($0.width))x\(SVGFormat.number($0.height))" }
    }

    /// Every canvas of the catalog once, by its first model.
    public static var everyCanvas: [(model: String, device: DeviceProfile)] {
        DeviceCatalog.all.map { (model: $0.models.first ?? $0.name, device: $0) }
    }

    /// A model spelled as the catalog spells it (case and spacing as typed do not matter); a canvas
    /// name stands for its first model. An unknown name throws with the closest names.
    public static func model(named name: String) throws(DeviceLookupError) -> (model: String, device: DeviceProfile) {
        let device = try DeviceCatalog.profile(named: name)
        let key = DeviceCatalog.lookupKey(name)
        let model = device.models.first { $0.lowercased() == key } ?? device.models.first ?? device.name
        return (model, device)
    }

    /// Every model × orientation, and with `multitasking` every Split View and Slide Over size an
    /// iPad offers in that orientation after its full-screen tile, then on iPads a resizable window
    /// of each of `windowSizes` (check them with `validateWindowSize()`).
    public static func matrix(
        models: [(model: String, device: DeviceProfile)], orientations: [DeviceOrientation], multitasking: Bool,
        windowSizes: [CGSize] = []
    ) -> [PreviewConfiguration] {
        var configurations: [PreviewConfiguration] = []
        for (model, device) in models {
            for orientation in orientations {
                configurations.append(
                    PreviewConfiguration(model: model, device: device, orientation: orientation, multitasking: nil))
                if multitasking {
                    for size in device.multitaskingSizes(in: orientation) {
                        configurations.append(
                            PreviewConfiguration(
                                model: model, device: device, orientation: orientation, multitasking: size))
                    }
                }
                guard device.supportsResizableWindows else { continue }
                for size in windowSizes {
                    configurations.append(
                        PreviewConfiguration(
                            model: model, device: device, orientation: orientation, multitasking: nil, windowSize: size)
                    )
                }
            }
        }
        return configurations
    }

    /// Throws when the device cannot show `windowSize` in the orientation (too small, or larger than the screen).
    public func validateWindowSize() throws(DeviceLookupError) {
        guard let windowSize else { return }
        try device.validateWindowSize(windowSize, in: orientation)
    }
}
