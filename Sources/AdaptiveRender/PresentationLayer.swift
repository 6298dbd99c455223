import AdaptiveKit
import Foundation

/// One presented controller as the renderer and the report see it: its adapted style, where its
/// view sits in the window, and how it covers what is below.
///
/// AdaptiveKit's presentation system is not in this tree yet, so nothing produces layers on its
/// own: `PresentationLayer.layers(in:)` returns none. When `UIPresentationController` lands, that
/// function walks `presentedViewController` chains and fills these values; drawing (dimming,
/// sheet corners, popover arrows, alert cards) and the report's `presentations` already use them.
public struct PresentationLayer {
    /// An arrow's direction, like `UIPopoverArrowDirection` (the side of the popover it points from).
    public enum ArrowDirection: String, Sendable, Hashable, Encodable {
        case up, down, left, right
    }

    /// The style the presentation adapted to, spelled as `UIModalPresentationStyle` (`pageSheet`,
    /// `formSheet`, `popover`, `fullScreen`, `overFullScreen`) or `alert`/`actionSheet`.
    public var style: String
    /// The presented view, drawn with its subviews.
    public var view: UIView
    /// The presented view's frame in window coordinates.
    public var frame: CGRect
    /// The dimming view's alpha behind the presented view (0: none).
    public var dimming: CGFloat
    /// For popovers: the arrow's direction and the point in window coordinates it touches.
    public var arrow: (direction: ArrowDirection, tip: CGPoint)?
    /// The presented controller's class, for the report.
    public var controllerClass: String

    public init(
        style: String, view: UIView, frame: CGRect, dimming: CGFloat = 0,
        arrow: (direction: ArrowDirection, tip: CGPoint)? = nil, controllerClass: String
    ) {
        self.style = style
        self.view = view
        self.frame = frame
        self.dimming = dimming
        self.arrow = arrow
        self.controllerClass = controllerClass
    }

    /// The presentations showing in a window, bottom first.
    ///
    /// Empty until AdaptiveKit presents controllers (SPEC P1–P6); this is the one place to wire them.
    @MainActor
    public static func layers(in window: UIWindow) -> [PresentationLayer] { [] }
}
