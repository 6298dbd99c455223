import Foundation

extension DeviceProfile {
    /// The window of one Slide Over or Split View arrangement, or nil where the device has none.
    public func multitaskingLayout(_ size: MultitaskingSize, in orientation: DeviceOrientation) -> MultitaskingLayout? {
        multitasking[orientation][size]
    }

    /// The arrangements the device offers in an orientation, in `MultitaskingSize` order.
    public func multitaskingSizes(in orientation: DeviceOrientation) -> [MultitaskingSize] {
        MultitaskingSize.allCases.filter { multitasking[orientation][$0] != nil }
    }

    /// The app window's size: the screen at full screen (`multitasking == nil`), else the arrangement's width.
    ///
    /// Every arrangement keeps the screen's height, Slide Over included: its real height on iPadOS 13+
    /// is unconfirmed (see Documentation/Deviations.md).
    public func windowSize(
        _ orientation: DeviceOrientation, multitasking size: MultitaskingSize? = nil
    ) throws(DeviceLookupError) -> CGSize {
        let screen = screenSize(orientation)
        guard let size else { return screen }
        return CGSize(width: try layout(size, in: orientation).width, height: screen.height)
    }

    /// The window's size classes: full-screen ones, or the arrangement's.
    public func sizeClasses(
        _ orientation: DeviceOrientation, multitasking size: MultitaskingSize? = nil
    ) throws(DeviceLookupError) -> SizeClasses {
        guard let size else { return sizeClasses[orientation] }
        return try layout(size, in: orientation).sizeClasses
    }

    private func layout(_ size: MultitaskingSize, in orientation: DeviceOrientation) throws(DeviceLookupError)
        -> MultitaskingLayout
    {
        if let layout = multitaskingLayout(size, in: orientation) { return layout }
        // A device with no arrangement in any orientation is a phone; asking it for Split View is a
        // different mistake from asking an iPad for 1/2 in portrait.
        guard !multitasking.portrait.isEmpty || !multitasking.landscape.isEmpty else {
            throw .multitaskingUnsupported(device: name)
        }
        let available = multitaskingSizes(in: orientation)
        throw .multitaskingSizeUnavailable(device: name, size: size, orientation: orientation, available: available)
    }
}
