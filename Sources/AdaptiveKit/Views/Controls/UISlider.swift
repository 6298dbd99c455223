import Foundation

/// A control that picks a value from a continuous range by dragging a thumb, like UIKit's `UISlider`.
///
/// It has an intrinsic height (31 points, what Interface Builder drew on iOS 11; see Deviations.md)
/// and no intrinsic width: constraints or the frame give its length.
@MainActor
open class UISlider: UIControl {
    /// The slider's height (31 in Interface Builder for iOS 7–12; iOS 13+ not measured).
    static let height: CGFloat = 31

    /// The value, kept between `minimumValue` and `maximumValue` (0 by default).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0
    /// The value at the leading end (0 by default).
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
        }
    }
    /// The value at the trailing end (1 by default).
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
        }
    }
    /// Whether value changes are sent while dragging (true) or only when the drag ends.
    open var isContinuous = true
    /// The track's color before the thumb (nil: the tint color).
    open var minimumTrackTintColor: UIColor?
    /// The track's color after the thumb (nil: the system gray).
    open var maximumTrackTintColor: UIColor?
    /// The thumb's color (nil: white).
    open var thumbTintColor: UIColor?

    /// Moves the thumb; like UIKit's, this sends no `.valueChanged` (only the user's drag does).
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = clamped(value.isNaN ? minimumValue : value)
        setNeedsLayout()
    }

    /// No intrinsic width; 31 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    /// The offered width (or the current one when none is offered), 31 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.height)
    }

    // MARK: Tracking a finger

    /// The thumb's width (unconfirmed; see Deviations.md): its centre travels from half of it inside one end of
    /// the bounds to half of it inside the other.
    static let thumbWidth: CGFloat = 28
    /// How far from the thumb's centre a finger grabbed it.
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    /// The x of the thumb's centre for a value, in the slider's bounds.
    package final func thumbCenterX(for value: Float) -> CGFloat {
        let travel = max(0, bounds.width - Self.thumbWidth)
        let fraction =
            maximumValue > minimumValue ? CGFloat((clamped(value) - minimumValue) / (maximumValue - minimumValue)) : 0
        return bounds.minX + Self.thumbWidth / 2 + travel * fraction
    }

    /// A finger that comes down on the thumb grabs it; elsewhere on the track it does nothing, as on iOS.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        let thumb = thumbCenterX(for: value)
        guard abs(x - thumb) <= Self.thumbWidth / 2 else { return false }
        grabOffset = x - thumb
        valueAtTouchDown = value
        return true
    }

    /// The thumb follows the finger; a continuous slider sends `.valueChanged` with each change.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let travel = bounds.width - Self.thumbWidth
        guard travel > 0 else { return true }
        let x = touch.location(in: self).x - grabOffset
        let fraction = Float(min(max((x - bounds.minX - Self.thumbWidth / 2) / travel, 0), 1))
        let newValue = minimumValue + fraction * (maximumValue - minimumValue)
        guard newValue != value else { return true }
        setValue(newValue, animated: false)
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    /// A slider that is not continuous sends `.valueChanged` once, when the finger lifts, if the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    /// Where the value sits between the ends, 0…1 (0 when the range is empty).
    package var fraction: CGFloat {
        maximumValue > minimumValue ? CGFloat((storedValue - minimumValue) / (maximumValue - minimumValue)) : 0
    }

    private func clamped(_ value: Float) -> Float { min(max(value, minimumValue), maximumValue) }
}
