import Foundation

/// A search field with an optional prompt, cancel button and scope bar, like UIKit's `UISearchBar`.
///
/// A standalone bar is 56 points tall (a 36-point field with its margins; see Deviations.md) and
/// has no intrinsic width.
@MainActor
open class UISearchBar: UIView {
    /// A search bar's background look, like UIKit's `UISearchBar.Style` (raw values as UIKit's).
    public enum Style: Int, Sendable, Hashable {
        /// The system's choice (prominent).
        case `default` = 0
        /// A translucent background behind an opaque field.
        case prominent = 1
        /// No background; the field alone.
        case minimal = 2
    }

    /// The bar's height (56 in Interface Builder's canvas).
    static let height: CGFloat = 56
    /// The search field's height since iOS 11 (28 before; as measured, Apple gives no size).
    static let fieldHeight: CGFloat = 36

    /// The text typed in.
    open var text: String?
    /// The gray text shown while the field is empty.
    open var placeholder: String?
    /// A single line of text above the field.
    open var prompt: String?
    /// Whether the Cancel button shows (false by default).
    open var showsCancelButton = false
    /// The background look (`.default`).
    open var searchBarStyle: Style = .default
    /// The titles of the scope bar's buttons.
    open var scopeButtonTitles: [String]?
    /// The selected scope button.
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows (false by default).
    open var showsScopeBar = false
    /// The bar's background tint (nil: the default bar).
    open var barTintColor: UIColor?

    /// The object told of editing, typing and the bar's buttons.
    open weak var delegate: (any UISearchBarDelegate)?

    // MARK: Text input traits (a search bar's defaults)

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// A search bar's Return key says Search.
    open var returnKeyType: UIReturnKeyType = .search
    open var enablesReturnKeyAutomatically = true
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    /// The view shown above the keyboard while the bar is edited.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputAccessoryView: UIView?
    /// Whether the bar's field is being edited.
    private var isEditingText = false

    /// A search bar takes text: it can become first responder (standing for its search field).
    open override var canBecomeFirstResponder: Bool { true }

    /// Starts editing: `searchBarShouldBeginEditing` may refuse; then the bar takes first-responder status (the
    /// keyboard shows) and `searchBarTextDidBeginEditing` follows.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard responderWindow != nil, delegate?.searchBarShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        isEditingText = true
        delegate?.searchBarTextDidBeginEditing(self)
        return true
    }

    /// Ends editing: `searchBarShouldEndEditing` may refuse unless forced; then `searchBarTextDidEndEditing`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditingText else { return super.resignFirstResponder() }
        if !UIResponder.isForcingResignation, !(delegate?.searchBarShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        isEditingText = false
        delegate?.searchBarTextDidEndEditing(self)
        return true
    }

    /// A tap on the bar starts editing, as a tap on UIKit's search field does.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isFirstResponder { becomeFirstResponder() }
    }

    /// Types text at the end of the field: `searchBar(_:shouldChangeTextIn:replacementText:)` may refuse;
    /// otherwise the text changes and `searchBar(_:textDidChange:)` follows.
    func insertTypedText(_ typed: String) {
        replaceText((text ?? "").endInsertionRange, with: typed)
    }

    /// Deletes the last character of the field.
    func deleteTypedCharacter() {
        if let range = (text ?? "").lastCharacterRange { replaceText(range, with: "") }
    }

    private func replaceText(_ range: NSRange, with string: String) {
        guard delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: string) ?? true,
            let changed = (text ?? "").replacing(range, with: string)
        else { return }
        text = changed
        delegate?.searchBar(self, textDidChange: changed)
    }

    /// The keyboard's Search key: `searchBarSearchButtonClicked`.
    func searchKeyPressed() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// No intrinsic width; 56 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    /// The offered width (or the current one), 56 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.height)
    }
}
