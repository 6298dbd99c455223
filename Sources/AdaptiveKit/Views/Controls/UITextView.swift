import Foundation

/// A scrollable, multi-line text region, like UIKit's `UITextView` (a `UIScrollView`).
///
/// While it scrolls it has no intrinsic size; with `isScrollEnabled` false it sizes to its text
/// as a label does: the unwrapped text's width, and the height of the text wrapped at its
/// current width, plus `textContainerInset` and 5 points of line padding a side.
@MainActor
open class UITextView: UIScrollView, UIKeyInput {
    /// Posted after a text view began editing; the object is the text view.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted after the text changed by typing; the object is the text view.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after a text view ended editing; the object is the text view.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")

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

    /// Whether the text view is being edited (it is the first responder and editable).
    private var isEditingText = false

    // MARK: Text input traits (UIKit's defaults)

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    /// The view shown in place of the keyboard while the text view is edited (nil: the system keyboard).
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    /// The view shown above the keyboard while the text view is edited.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputView: UIView?
    private var customInputAccessoryView: UIView?

    /// The delegate as a text view delegate (UIKit's `delegate` is typed so; here it is the scroll view's).
    private var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// A selectable or editable text view can become first responder; only an editable one takes the keyboard.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Starts editing, as UIKit's text view does: an editable view asks `textViewShouldBeginEditing`, takes
    /// first-responder status (the keyboard shows), then `textViewDidBeginEditing` and
    /// `textDidBeginEditingNotification` follow.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard responderWindow != nil, canBecomeFirstResponder else { return false }
        if isEditable, !(textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        guard isEditable else { return true }
        isEditingText = true
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing: `textViewShouldEndEditing` may refuse unless the end is forced; then `textViewDidEndEditing`
    /// and `textDidEndEditingNotification` follow.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditingText else { return super.resignFirstResponder() }
        if !UIResponder.isForcingResignation, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) {
            return false
        }
        guard super.resignFirstResponder() else { return false }
        isEditingText = false
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// A tap on the text view starts editing (or selecting), as UIKit's text view does.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isFirstResponder { becomeFirstResponder() }
    }

    /// Whether the text view holds text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types text at the end, as the keyboard does (Return types a newline): `textView(_:shouldChangeTextIn:
    /// replacementText:)` may refuse; otherwise the text changes, then `textViewDidChange` and
    /// `textDidChangeNotification`.
    open func insertText(_ text: String) {
        guard isEditable else { return }
        replace(storedText.endInsertionRange, with: text)
    }

    /// Deletes the last character, as the keyboard's delete key does.
    open func deleteBackward() {
        guard isEditable, let range = storedText.lastCharacterRange else { return }
        replace(range, with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true,
            let changed = storedText.replacing(range, with: string)
        else { return }
        text = changed
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        textViewDelegate?.textViewDidChangeSelection(self)
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
