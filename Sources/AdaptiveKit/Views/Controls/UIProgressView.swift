import Foundation

/// A bar that shows how far a task has come, like UIKit's `UIProgressView` (a view, not a control).
///
/// It has an intrinsic height (4 points for the default style since iOS 13, 2.5 for the bar style)
/// and no intrinsic width.
@MainActor
open class UIProgressView: UIView {
    /// The look of a progress view, like UIKit's `UIProgressView.Style` (raw values as UIKit's).
    public enum Style: Int, Sendable, Hashable {
        /// The standard look.
        case `default` = 0
        /// The look for a toolbar.
        case bar = 1
    }

    /// The style (`.default` unless made with `init(progressViewStyle:)`).
    open var progressViewStyle: Style = .default {
        didSet { if progressViewStyle != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The progress, 0…1 (values outside are pinned).
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0
    /// The filled part's color (nil: the tint color).
    open var progressTintColor: UIColor?
    /// The unfilled part's color (nil: the system's light gray).
    open var trackTintColor: UIColor?

    /// Creates a progress view of a style.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets the progress, pinned to 0…1.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isNaN ? 0 : min(max(progress, 0), 1)
    }

    /// No intrinsic width; 4 points tall (2.5 for `.bar`).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }
}
