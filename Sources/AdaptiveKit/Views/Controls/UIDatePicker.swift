import Foundation

/// A control for picking a date, a time or a countdown, like UIKit's `UIDatePicker`; here sizes and values only.
///
/// `.automatic` resolves to `.compact` (iOS 14 and later). Wheels are 216 points tall; the compact
/// and inline styles have no intrinsic size here (no measured size of them was found).
@MainActor
open class UIDatePicker: UIControl {
    /// What the picker picks, like UIKit's `UIDatePicker.Mode` (raw values as UIKit's).
    public enum Mode: Int, Sendable, Hashable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
    }

    /// How the picker looks, like UIKit's `UIDatePickerStyle` (raw values as UIKit's).
    public enum Style: Int, Sendable, Hashable {
        case automatic = 0
        case wheels = 1
        case compact = 2
        case inline = 3
    }

    /// The wheels' height (Interface Builder's canvas; as the picker view's).
    static let wheelsHeight: CGFloat = 216

    /// What the picker picks (`.dateAndTime` by default).
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The style asked for (`.automatic` by default).
    open var preferredDatePickerStyle: Style = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The style shown: the preferred one, with `.automatic` resolved to `.compact`.
    open var datePickerStyle: Style { preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle }
    /// The date shown (the date the picker was made by default); setting it sends no `.valueChanged`.
    open var date = Date()
    /// The earliest date that can be picked (nil: none).
    open var minimumDate: Date?
    /// The latest date that can be picked (nil: none).
    open var maximumDate: Date?
    /// The minute wheel's step, 1…30 and a divisor of 60 (1 by default; other values count as 1).
    open var minuteInterval = 1 {
        didSet { if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 } }
    }
    /// A countdown's duration in seconds (0 by default).
    open var countDownDuration: TimeInterval = 0
    /// The locale of the shown date (nil: the current one).
    open var locale: Locale?

    /// Shows a date; clamped to the minimum and maximum dates.
    open func setDate(_ date: Date, animated: Bool) {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        self.date = date
    }

    /// Wheels: no intrinsic width, 216 points tall; other styles: none.
    open override var intrinsicContentSize: CGSize {
        CGSize(
            width: UIView.noIntrinsicMetric,
            height: datePickerStyle == .wheels ? Self.wheelsHeight : UIView.noIntrinsicMetric)
    }
}
