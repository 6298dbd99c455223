import Foundation

/// A spinner that shows a task is under way, like UIKit's `UIActivityIndicatorView`.
///
/// Medium indicators are 20 × 20 points and large ones 37 × 37. With `hidesWhenStopped` (the
/// default) the view is hidden whenever it is not animating, as UIKit's is.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and color scheme, like UIKit's `UIActivityIndicatorView.Style` (raw values as UIKit's).
    public enum Style: Int, Sendable, Hashable {
        /// Large and white (deprecated in iOS 13 for `.large`).
        case whiteLarge = 0
        /// Medium and white (deprecated in iOS 13 for `.medium`).
        case white = 1
        /// Medium and gray (deprecated in iOS 13 for `.medium`).
        case gray = 2
        /// The medium indicator of iOS 13 and later.
        case medium = 100
        /// The large indicator of iOS 13 and later.
        case large = 101

        /// Whether this is one of the large styles.
        package var isLarge: Bool { self == .large || self == .whiteLarge }
    }

    /// The style (`.medium` unless made with `init(style:)`).
    open var style: Style = .medium {
        didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The spinner's color (nil: the style's, gray for `.medium` and `.large`).
    open var color: UIColor?
    /// Whether the view hides itself while stopped (true by default).
    open var hidesWhenStopped = true {
        didSet { updateHidden() }
    }
    /// Whether the spinner is turning.
    open private(set) var isAnimating = false

    /// Creates an indicator of a style.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        updateHidden()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        updateHidden()
    }

    /// Starts the spinner and shows the view.
    open func startAnimating() {
        isAnimating = true
        updateHidden()
    }

    /// Stops the spinner; hides the view when `hidesWhenStopped` is true.
    open func stopAnimating() {
        isAnimating = false
        updateHidden()
    }

    /// 20 × 20 for the medium styles, 37 × 37 for the large ones.
    open override var intrinsicContentSize: CGSize { Self.size(of: style) }

    /// The style's size whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: style) }

    /// 20 × 20 (Interface Builder's medium/gray) and 37 × 37 (large/whiteLarge), as measured: Apple gives no sizes.
    static func size(of style: Style) -> CGSize {
        style.isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    /// Stopped, the view is hidden exactly when `hidesWhenStopped` is true; animating, it is shown.
    private func updateHidden() {
        isHidden = !isAnimating && hidesWhenStopped
    }
}
