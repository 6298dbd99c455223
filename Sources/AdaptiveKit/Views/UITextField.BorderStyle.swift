extension UITextField {
    /// The border a text field draws, like UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable, Hashable {
        /// No border.
        case none
        /// A thin rectangle.
        case line
        /// A bezeled rectangle.
        case bezel
        /// A rounded rectangle, what Interface Builder gives a new field.
        case roundedRect
    }
}
