import Foundation

/// A single-line text input, like UIKit's `UITextField`: a control that becomes first responder when tapped,
/// asks its delegate before each change, sends the editing events and posts UIKit's notifications.
@MainActor
open class UITextField: UIControl, UIKeyInput {
    /// Why editing ended, like UIKit's `UITextField.DidEndEditingReason` (raw values as UIKit's).
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
        /// Editing was cancelled (tvOS).
        case cancelled = 1
    }

    /// Posted after a field began editing; the object is the field.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted after the text changed by typing; the object is the field.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after a field ended editing; the object is the field.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")

    /// The text typed in (setting it sends no event and does not ask the delegate, as in UIKit).
    open var text: String?
    /// The gray text shown while empty.
    open var placeholder: String?
    /// The font of the text; UIKit's default is the 17-point system font.
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// The color of the text.
    open var textColor: UIColor? = .label
    /// How the text is aligned in the field.
    open var textAlignment: NSTextAlignment = .natural
    /// The field's border: none by default (Interface Builder's new fields are `.roundedRect`).
    open var borderStyle: UITextField.BorderStyle = .none
    /// The image behind the field (ignored with `.roundedRect`).
    open var background: UIImage?
    /// The image behind the field while it is disabled.
    open var disabledBackground: UIImage?
    /// When the clear button shows.
    open var clearButtonMode: UITextField.ViewMode = .never
    /// Whether editing starts by removing the text (the delegate's `textFieldShouldClear` is asked).
    open var clearsOnBeginEditing = false
    /// Whether typing replaces the text rather than adding to it.
    open var clearsOnInsertion = false
    /// Whether the user may change the text's attributes.
    open var allowsEditingTextAttributes = false
    /// Whether the font shrinks, down to `minimumFontSize`, to fit the text in the field.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest size the font shrinks to when `adjustsFontSizeToFitWidth` is on.
    open var minimumFontSize: CGFloat = 0
    /// Whether the font follows the content size category.
    open var adjustsFontForContentSizeCategory = false

    /// The view at the field's leading edge (an icon), shown as `leftViewMode` says.
    open var leftView: UIView? {
        didSet { overlayViewDidChange(from: oldValue, to: leftView) }
    }
    /// When the left view shows (`.never` by default).
    open var leftViewMode: UITextField.ViewMode = .never {
        didSet { setNeedsLayout() }
    }
    /// The view at the field's trailing edge, shown as `rightViewMode` says.
    open var rightView: UIView? {
        didSet { overlayViewDidChange(from: oldValue, to: rightView) }
    }
    /// When the right view shows (`.never` by default).
    open var rightViewMode: UITextField.ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// The object told of editing and asked before changes.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is being edited (it is the first responder).
    open private(set) var isEditing = false

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
    /// Whether the text is hidden (a password field).
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    /// The view shown in place of the keyboard while the field is edited (nil: the system keyboard).
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    /// The view shown above the keyboard while the field is edited.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputView: UIView?
    private var customInputAccessoryView: UIView?

    /// UIKit's default text field is as tall as a line of body text with its padding.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 24) }

    // MARK: Becoming and resigning first responder

    /// An enabled field can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing, as UIKit's field does: the delegate's `textFieldShouldBeginEditing` may refuse; then the
    /// field takes first-responder status (the keyboard shows), `textFieldDidBeginEditing`, `.editingDidBegin` and
    /// `textDidBeginEditingNotification` follow.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard responderWindow != nil, canBecomeFirstResponder,
            delegate?.textFieldShouldBeginEditing(self) ?? true
        else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true { text = "" }
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing, as UIKit's field does: the delegate's `textFieldShouldEndEditing` may refuse (unless the end
    /// is forced); then the field gives up first-responder status (the keyboard hides), and
    /// `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd` and `textDidEndEditingNotification` follow.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        if !UIResponder.isForcingResignation, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// A tap that ends inside the field starts editing.
    override func touchUpInsideDidEnd() {
        if !isFirstResponder { becomeFirstResponder() }
    }

    // MARK: Typing (UIKeyInput)

    /// Whether the field holds text.
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Types text at the end of the field, as the keyboard does: the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` may refuse; otherwise the text changes and
    /// `.editingChanged` and `textDidChangeNotification` follow.
    open func insertText(_ text: String) {
        let current = self.text ?? ""
        replace(
            clearsOnInsertion ? NSRange(location: 0, length: current.utf16.count) : current.endInsertionRange,
            with: text)
    }

    /// Deletes the last character, as the keyboard's delete key does (asking the delegate as typing does).
    open func deleteBackward() {
        if let range = (text ?? "").lastCharacterRange { replace(range, with: "") }
    }

    /// Replaces a range of the text with a string if the delegate agrees, then tells of the change.
    func replace(_ range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true,
            let changed = (text ?? "").replacing(range, with: string)
        else { return }
        text = changed
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// What the Return key does: the delegate's `textFieldShouldReturn` may ignore it; otherwise the field sends
    /// `.editingDidEndOnExit` and `.primaryActionTriggered`, and ends editing when something handles the former.
    func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsOnExit = actionRegistrations.contains { $0.events.contains(.editingDidEndOnExit) }
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if endsOnExit, isFirstResponder { resignFirstResponder() }
    }

    /// Whether the clear button shows now, as `clearButtonMode` says (only over text).
    var isClearButtonVisible: Bool {
        guard hasText else { return false }
        return Self.shows(clearButtonMode, editing: isEditing)
    }

    /// What a tap on the clear button does: the delegate's `textFieldShouldClear` may refuse; otherwise the text
    /// empties, with `.editingChanged` and `textDidChangeNotification`.
    func clearButtonTapped() {
        guard isClearButtonVisible, delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Layout of the overlay views

    /// Whether an overlay view with a mode shows.
    static func shows(_ mode: ViewMode, editing: Bool) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: editing
        case .unlessEditing: !editing
        }
    }

    /// The left view's rectangle: at the leading edge, its own size, centered vertically, like UIKit's.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = overlaySize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: at the trailing edge, its own size, centered vertically, like UIKit's.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = overlaySize(rightView)
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The rectangle the text is drawn in: the bounds less the overlay views that show (see Deviations.md for the
    /// border's padding).
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds
        if leftView != nil, Self.shows(leftViewMode, editing: isEditing) {
            let width = leftViewRect(forBounds: bounds).width
            rect.origin.x += width
            rect.size.width -= width
        }
        if rightView != nil, Self.shows(rightViewMode, editing: isEditing) {
            rect.size.width -= rightViewRect(forBounds: bounds).width
        }
        return rect
    }

    /// The rectangle the text is edited in: the text rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle the placeholder is drawn in: the text rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let leftView {
            leftView.isHidden = !Self.shows(leftViewMode, editing: isEditing)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !Self.shows(rightViewMode, editing: isEditing)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }

    private func overlaySize(_ view: UIView) -> CGSize {
        guard view.frame.size == .zero else { return view.frame.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(
            width: intrinsic.width == UIView.noIntrinsicMetric ? 0 : intrinsic.width,
            height: intrinsic.height == UIView.noIntrinsicMetric ? 0 : intrinsic.height)
    }

    private func overlayViewDidChange(from old: UIView?, to new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
    }
}
