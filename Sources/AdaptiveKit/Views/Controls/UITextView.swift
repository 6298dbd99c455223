import Foundation

/// A scrollable, multi-line text region, like UIKit's `UITextView` (a `UIScrollView`).
///
/// While it scrolls it has no intrinsic size; with `isScrollEnabled` false it sizes to its text
/// as a label does: the unwrapped text's width, and the height of the text wrapped at its
/// current width, plus `textContainerInset` and 5 points of line padding a side.
@MainActor
open class UITextView: UIScrollView {
    /// The text (empty by default).
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            invalidateIntrinsicContentSize()
        }
    }
    private var storedText = ""
    /// The font (nil: the 12-point system font, UIKit's default).
    open var font: UIFont? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The text color (nil: the label color).
    open var textColor: UIColor?
    /// The alignment of the text (`.natural` by default).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the user can edit the text (true by default).
    open var isEditable = true
    /// Whether the user can select the text (true by default).
    open var isSelectable = true
    /// Whether the text follows the Dynamic Type size (false by default).
    open var adjustsFontForContentSizeCategory = false
    /// The space around the text container (8 points above and below by default, as UIKit's).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The padding UIKit's text container leaves at each end of a line (`lineFragmentPadding`).
    static let lineFragmentPadding: CGFloat = 5

    /// Scrolling on removes the intrinsic size; off, the view sizes to its text.
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    open override var frame: CGRect {
        didSet { if frame.width != oldValue.width, !isScrollEnabled { invalidateIntrinsicContentSize() } }
    }

    /// The font text is measured and drawn with.
    package var effectiveFont: UIFont { font ?? UIFont.systemFont(ofSize: 12) }

    /// None while scrolling; otherwise the text's size plus the insets and line padding.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return textSize(width: bounds.width > 0 ? bounds.width : nil)
    }

    /// The text's size wrapped at the offered width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(width: size.width > 0 ? size.width : nil)
    }

    private func textSize(width: CGFloat?) -> CGSize {
        let horizontal = textContainerInset.left + textContainerInset.right + 2 * Self.lineFragmentPadding
        let measure = TextMeasurement(font: effectiveFont)
        let unwrapped = measure.layout(storedText, maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let wrapped = measure.layout(
            storedText, maxWidth: width.map { max(1, $0 - horizontal) }, numberOfLines: 0,
            lineBreakMode: .byWordWrapping)
        // An empty text view still holds one line for the caret.
        let lines = max(1, wrapped.lineCount)
        return CGSize(
            width: ceilToPixel(unwrapped.width + horizontal),
            height: ceilToPixel(
                CGFloat(lines) * effectiveFont.lineHeight + textContainerInset.top
                    + textContainerInset.bottom))
    }

    private func ceilToPixel(_ value: CGFloat) -> CGFloat {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        return ((value * scale) - 1e-6).rounded(.up) / scale
    }
}
