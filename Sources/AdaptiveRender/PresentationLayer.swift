import AdaptiveKit
import Foundation

/// One presented controller as the renderer and the report see it: its adapted style, where its
/// view sits in the window, and how it covers what is below.
///
/// `layers(in:)` reads them off the window's presentation controllers; drawing (dimming, sheet
/// corners, popover arrows, alert cards) and the report's `presentations` use them.
public struct PresentationLayer {
    /// An arrow's direction, like `UIPopoverArrowDirection` (the side of the popover it points from).
    public enum ArrowDirection: String, Sendable, Hashable, Encodable {
        case up, down, left, right
    }

    /// The style a presentation adapted to: a `UIModalPresentationStyle` case, or an alert
    /// controller's `alert`/`actionSheet`. Raw values are the names the SVG classes and the report use.
    public enum Style: String, Sendable, Hashable, CaseIterable, Codable {
        case automatic, none, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen
        case overCurrentContext, popover, alert, actionSheet

        /// The case of the same name.
        public init(_ style: UIModalPresentationStyle) {
            self =
                switch style {
                case .automatic: .automatic
                case .none: .none
                case .fullScreen: .fullScreen
                case .pageSheet: .pageSheet
                case .formSheet: .formSheet
                case .currentContext: .currentContext
                case .custom: .custom
                case .overFullScreen: .overFullScreen
                case .overCurrentContext: .overCurrentContext
                case .popover: .popover
                }
        }
    }

    /// The style the presentation adapted to.
    public var style: Style
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
        style: Style, view: UIView, frame: CGRect, dimming: CGFloat = 0,
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
    /// Sheets and form sheets dim what is behind them (UIKit's 0.4 black), alerts less (0.2);
    /// full-screen and "over" styles, popovers and custom presentations draw no dimming of their own.
    @MainActor
    public static func layers(in window: UIWindow) -> [PresentationLayer] {
        window.presentationControllers.compactMap { presentation in
            guard let view = presentation.presentedView, view.window === window else { return nil }
            let shown = presentation.shownViewController
            var style = Style(presentation.effectivePresentationStyle)
            var dimming: CGFloat = 0
            switch presentation.effectivePresentationStyle {
            // A sheet at or below its largest undimmed detent hides its dimming view.
            case .pageSheet, .formSheet: dimming = presentation.systemDimmingView?.isHidden == true ? 0 : 0.4
            default: break
            }
            if let alert = shown as? UIAlertController {
                style = alert.preferredStyle == .alert ? .alert : .actionSheet
                dimming = 0.2
            }
            var arrow: (direction: ArrowDirection, tip: CGPoint)?
            if let popover = presentation as? UIPopoverPresentationController,
                presentation.effectivePresentationStyle == .popover,
                let source = popover.sourceView
            {
                let rect = source.convert(popover.sourceRect.isNull ? source.bounds : popover.sourceRect, to: nil)
                switch popover.arrowDirection {
                case .up: arrow = (.up, CGPoint(x: rect.midX, y: rect.maxY))
                case .down: arrow = (.down, CGPoint(x: rect.midX, y: rect.minY))
                case .left: arrow = (.left, CGPoint(x: rect.maxX, y: rect.midY))
                case .right: arrow = (.right, CGPoint(x: rect.minX, y: rect.midY))
                default: break
                }
            }
            return PresentationLayer(
                style: style, view: view, frame: view.convert(view.bounds, to: nil), dimming: dimming, arrow: arrow,
                controllerClass: String(describing: type(of: shown)))
        }
    }
}
