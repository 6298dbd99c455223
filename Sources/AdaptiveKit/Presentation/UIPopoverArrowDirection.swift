import Foundation

/// Which way a popover's arrow points, like UIKit's `UIPopoverArrowDirection` (SDK raw values).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The arrow points up: the popover sits below its anchor.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover sits above its anchor.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover sits to the right of its anchor.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover sits to the left of its anchor.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Every direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet (before the popover is laid out) or not shown as a popover.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// Something a popover can point at, like UIKit's `UIPopoverPresentationControllerSourceItem` (iOS 16).
///
/// Views conform; a bar button item conforms where bars exist.
@MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {
    /// The item's frame in `referenceView`'s coordinates, or nil when it is not on screen.
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    public func frame(in referenceView: UIView) -> CGRect? {
        guard window != nil, window === referenceView.window else { return nil }
        return referenceView.convert(convert(bounds, to: nil), from: nil)
    }
}

/// Hears about a popover's presentation, like UIKit's `UIPopoverPresentationControllerDelegate`.
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called before the popover is presented, to configure it.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}
