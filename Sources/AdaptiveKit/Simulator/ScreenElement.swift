import Foundation

/// An accessibility element as VoiceOver and UI tests see it on screen: a view or a `UIAccessibilityElement`
/// with what it said about itself when the screen was read. UIKit has no such type (XCTest's `XCUIElement` is
/// the nearest); a `DeviceSimulator` finds them (see `DeviceSimulator+Queries.swift`).
public struct ScreenElement: CustomStringConvertible {
    /// The view or `UIAccessibilityElement` itself.
    public let object: AnyObject
    /// Its `accessibilityLabel`.
    public let label: String?
    /// Its `accessibilityValue`.
    public let value: String?
    /// Its `accessibilityHint`.
    public let hint: String?
    /// Its `accessibilityIdentifier`.
    public let identifier: String?
    /// Its `accessibilityTraits`.
    public let traits: UIAccessibilityTraits
    /// Its `accessibilityFrame`, in screen coordinates.
    public let frame: CGRect
    /// The part of `frame` that is on screen (not scrolled away or clipped).
    public let visibleFrame: CGRect
    /// Where a finger taps it, in screen coordinates: its activation point, moved into the visible part.
    public let activationPoint: CGPoint

    /// The view, when the element is one.
    public var view: UIView? { object as? UIView }

    @MainActor
    init(_ object: AnyObject, visible: CGRect) {
        self.object = object
        if let view = object as? UIView {
            (label, value, hint, identifier, traits) = (
                view.accessibilityLabel, view.accessibilityValue, view.accessibilityHint,
                view.accessibilityIdentifier, view.accessibilityTraits
            )
            frame = view.accessibilityFrame
            activationPoint = Self.point(view.accessibilityActivationPoint, within: frame.intersection(visible))
        } else if let element = object as? UIAccessibilityElement {
            (label, value, hint, identifier, traits) = (
                element.accessibilityLabel, element.accessibilityValue, element.accessibilityHint,
                element.accessibilityIdentifier, element.accessibilityTraits
            )
            frame = element.accessibilityFrame
            activationPoint = Self.point(element.accessibilityActivationPoint, within: frame.intersection(visible))
        } else {
            (label, value, hint, identifier, traits) = (nil, nil, nil, nil, .none)
            frame = .zero
            activationPoint = .zero
        }
        visibleFrame = frame.intersection(visible)
    }

    /// The point itself when it is in the visible part, else that part's middle (as a UI test taps a
    /// partly scrolled-away element).
    private static func point(_ point: CGPoint, within visible: CGRect) -> CGPoint {
        guard !visible.isNull, !visible.contains(point) else { return point }
        return CGPoint(x: visible.midX, y: visible.midY)
    }

    /// One line naming the element for failure messages:
    /// `UIButton "Send" [.button] id "send" value "1" at (16, 100, 80, 44)`.
    public var description: String {
        var parts = [object is UIAccessibilityElement ? "element" : String(describing: type(of: object))]
        parts.append(label.map { "\"\($0)\"" } ?? "(no label)")
        if traits != .none { parts.append(traits.description) }
        if let identifier { parts.append("id \"\(identifier)\"") }
        if let value { parts.append("value \"\(value)\"") }
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(Self.number)
        parts.append("at (" + numbers.joined(separator: ", ") + ")")
        return parts.joined(separator: " ")
    }

    private static func number(_ value: CGFloat) -> String {
        value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
}
