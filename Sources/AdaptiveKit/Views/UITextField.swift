import Foundation

/// A single-line text input, like UIKit's `UITextField`; here just enough for alert text fields.
@MainActor
open class UITextField: UIView {
    /// The text typed in.
    open var text: String?
    /// The gray text shown while empty.
    open var placeholder: String?
    /// Whether the text is hidden (a password field).
    open var isSecureTextEntry = false

    /// UIKit's default text field is as tall as a line of body text with its padding.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 24) }
}
