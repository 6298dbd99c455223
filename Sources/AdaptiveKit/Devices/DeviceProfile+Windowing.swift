import Foundation

/// Resizable windows: Stage Manager (iPadOS 16–18) and iPadOS 26 windowing, where an app's window
/// can take any size the screen allows rather than the four Split View widths.
///
/// Apple publishes neither the smallest window nor the width at which a window turns horizontally
/// regular; the values here and why they were chosen are in Documentation/Deviations.md ("Devices").
extension DeviceProfile {
    /// The smallest window AdaptiveKit lets a simulator resize to: the narrowest Split View width.
    public static let minimumResizableWindowSize = CGSize(width: 320, height: 320)

    /// The narrowest iPad window UIKit reports as horizontally regular. Every measured arrangement
    /// 639 pt wide or narrower is compact and every one 678 pt or wider is regular; nothing was
    /// measured between, so the measured regular edge is used.
    public static let regularWindowWidth: CGFloat = 678

    /// Whether windows can be resized on this device (iPad only).
    public var supportsResizableWindows: Bool { idiom == .pad }

    /// The smallest and largest window in an orientation: `minimumResizableWindowSize` and the screen.
    public func resizableWindowSizes(
        in orientation: DeviceOrientation
    ) throws(DeviceLookupError) -> (minimum: CGSize, maximum: CGSize) {
        guard supportsResizableWindows else { throw .windowResizingUnsupported(device: name) }
        return (Self.minimumResizableWindowSize, screenSize(orientation))
    }

    /// The size classes UIKit gives an iPad window of `size`: compact width below `regularWindowWidth`,
    /// regular from there; regular height at every size (no iPad arrangement was ever measured
    /// compact in height).
    public func sizeClasses(forWindowSize size: CGSize) -> SizeClasses {
        SizeClasses(horizontal: size.width < Self.regularWindowWidth ? .compact : .regular, vertical: .regular)
    }

    /// Checks that a window of `size` fits the device in an orientation, throwing the reason when it does not.
    public func validateWindowSize(_ size: CGSize, in orientation: DeviceOrientation) throws(DeviceLookupError) {
        let range = try resizableWindowSizes(in: orientation)
        guard size.width >= range.minimum.width, size.height >= range.minimum.height,
            size.width <= range.maximum.width, size.height <= range.maximum.height
        else {
            throw .windowSizeOutOfRange(
                device: name, size: size, orientation: orientation, minimum: range.minimum, maximum: range.maximum)
        }
    }
}
