extension UITextField {
    /// When a text field's overlay view (its clear button) shows, like UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable, Hashable {
        /// Never.
        case never
        /// Only while the text is edited.
        case whileEditing
        /// Only while the text is not edited.
        case unlessEditing
        /// Always.
        case always
    }
}
