/// Which generation of UIKit's presentation rules a simulated app follows.
///
/// Apps built against the iOS 12 SDK keep the older behaviour on newer systems, so both stay
/// available: set `DeviceSimulator.presentationBehavior` before presenting. The default is `.iOS13`.
public enum PresentationBehavior: String, Sendable, Hashable, CaseIterable {
    /// iOS 8–12: `.automatic` means fullScreen; sheets and popovers become fullScreen in a horizontally
    /// compact environment; no card sheets and no swipe-to-dismiss.
    case iOS12
    /// iOS 13 and later: `.automatic` means pageSheet; card sheets in compact width, fullScreen in
    /// compact height; sheets can be swiped away.
    case iOS13
}

extension UIWindow {
    /// The presentation rules of the window's simulator; iOS 13+ for a window made without one.
    var presentationBehavior: PresentationBehavior { simulator?.presentationBehavior ?? .iOS13 }

    /// The clock presentations animate on: the simulator's, or nil to finish at once.
    var presentationClock: VirtualClock? { clock ?? simulator?.clock }
}
