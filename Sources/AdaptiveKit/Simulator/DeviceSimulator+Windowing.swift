import Foundation

/// Resizable windows (Stage Manager, iPadOS 26 windowing): the app's window takes any size the iPad
/// allows, with the size classes of that size, through the same transition as a Split View resize.
extension DeviceSimulator {
    /// Resizes the app's window to `size`, as dragging a Stage Manager or iPadOS 26 window's corner does.
    ///
    /// The window keeps the screen's top-leading corner and the device's safe area; its size classes
    /// are those UIKit gives that size (`DeviceProfile.sizeClasses(forWindowSize:)`). UIKit's
    /// sequence runs: `willTransition(to:with:)` when the traits change, `viewWillTransition(to:with:)`,
    /// `traitCollectionDidChange(_:)`, the alongside animations with the layout, completions.
    /// Throws, changing nothing, on a phone or for a size below `DeviceProfile.minimumResizableWindowSize`
    /// or larger than the screen in the current orientation. `resize(to:)` goes back to full screen
    /// or a Split View arrangement.
    public func resizeWindow(to size: CGSize, completing: Bool = true) throws(DeviceLookupError) {
        try device.validateWindowSize(size, in: orientation)
        guard size != window.bounds.size || multitasking != nil || resizedWindowSize == nil else { return }
        performTransition(
            multitasking: .some(nil), windowSize: size, duration: 0.3, completing: completing)
    }

    /// A resized window after a rotation: as large as before where the rotated screen has room, else as large as it.
    func fittingWindowSize(_ size: CGSize, in orientation: DeviceOrientation) -> CGSize {
        let screen = device.screenSize(orientation)
        return CGSize(width: min(size.width, screen.width), height: min(size.height, screen.height))
    }
}
