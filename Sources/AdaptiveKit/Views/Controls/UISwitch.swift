import Foundation

/// An on/off control, like UIKit's `UISwitch`: 51 × 31 points whatever frame it is given.
@MainActor
open class UISwitch: UIControl {
    /// The size UIKit's switch has on every iOS since 7 (measured: Interface Builder's canvases and
    /// a runtime view tree).
    static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on (off by default).
    open var isOn = false {
        didSet { if isOn != oldValue { setNeedsLayout() } }
    }
    /// The track's color while on (nil: the system green).
    open var onTintColor: UIColor?
    /// The knob's color (nil: white).
    open var thumbTintColor: UIColor?

    /// Creates a switch; like UIKit's, it ignores the rectangle's size and takes its own.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.size
    }

    /// Turns the switch on or off; like UIKit's, this sends no `.valueChanged` (only the user's toggle does).
    /// A tap flips the switch: `.valueChanged`, then `.primaryActionTriggered`.
    override func touchUpInsideDidEnd() {
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51 × 31, UIKit's switch size.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// 51 × 31 whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }
}
