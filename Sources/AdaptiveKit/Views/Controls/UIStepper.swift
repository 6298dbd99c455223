import Foundation

/// A control of two buttons that step a value up and down, like UIKit's `UIStepper` (94 × 32 points).
@MainActor
open class UIStepper: UIControl {
    /// The stepper's size since iOS 13 (94 × 29 before; measured on Interface Builder's canvas).
    static let size = CGSize(width: 94, height: 32)

    /// The value, kept between `minimumValue` and `maximumValue` (0 by default).
    open var value: Double = 0 {
        didSet { value = clamped(value) }
    }
    /// The lowest value (0 by default); UIKit raises if it is not below `maximumValue`.
    open var minimumValue: Double = 0 {
        didSet {
            guard minimumValue < maximumValue else {
                DiagnosticLog.raise("minimumValue must be less than maximumValue")
                minimumValue = oldValue
                return
            }
            value = clamped(value)
        }
    }
    /// The highest value (100 by default); UIKit raises if it is not above `minimumValue`.
    open var maximumValue: Double = 100 {
        didSet {
            guard maximumValue > minimumValue else {
                DiagnosticLog.raise("maximumValue must be greater than minimumValue")
                maximumValue = oldValue
                return
            }
            value = clamped(value)
        }
    }
    /// How much one tap changes the value (1 by default; UIKit raises for 0 or less).
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue > 0 else {
                DiagnosticLog.raise("stepValue must be greater than 0")
                stepValue = oldValue
                return
            }
        }
    }
    /// Whether holding a button repeats the step (true by default).
    open var autorepeat = true
    /// Whether value changes are sent while the user holds a button (true by default).
    open var isContinuous = true
    /// Whether stepping past one end continues from the other (false by default).
    open var wraps = false

    /// 94 × 32, UIKit's stepper size.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// 94 × 32 whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    private func clamped(_ value: Double) -> Double { min(max(value, minimumValue), maximumValue) }

    /// A finger down on the left half (−) or the right half (+) steps the value at once, within the range or
    /// wrapping around with `wraps`, and sends `.valueChanged` when it changed. Holding does not repeat here
    /// (`autorepeat` is stored only; see Deviations.md).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let increment = touch.location(in: self).x >= bounds.midX
        let old = value
        var stepped = old + (increment ? stepValue : -stepValue)
        if wraps {
            if stepped > maximumValue { stepped = minimumValue }
            if stepped < minimumValue { stepped = maximumValue }
        }
        value = stepped
        if value != old { sendActions(for: .valueChanged) }
        return true
    }
}
