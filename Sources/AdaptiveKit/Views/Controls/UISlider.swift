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

    /// Where the value sits between the ends, 0…1 (0 when the range is empty).
    package var fraction: CGFloat {
        maximumValue > minimumValue ? CGFloat((storedValue - minimumValue) / (maximumValue - minimumValue)) : 0
    }

    private func clamped(_ value: Float) -> Float { min(max(value, minimumValue), maximumValue) }
}
