import Foundation

/// A single-line text input, like UIKit's `UITextField`: its text, placeholder and look as a storyboard or code
/// sets them; no editing, keyboard or delegate.
@MainActor
open class UITextField: UIView {
    /// The text typed in.
    open var text: String?
    /// The gray text shown while empty.
    open var placeholder: String?
    /// Whether the text is hidden (a password field).
    open var isSecureTextEntry = false
    /// The font of the text; UIKit's default is the 17-point system font.
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// The color of the text.
    open var textColor: UIColor? = .label
    /// How the text is aligned in the field.
    open var textAlignment: NSTextAlignment = .natural
    /// The field's border: none by default (Interface Builder's new fields are `.roundedRect`).
    open var borderStyle: UITextField.BorderStyle = .none
    /// When the clear button shows.
    open var clearButtonMode: UITextField.ViewMode = .never
    /// Whether editing starts by removing the text.
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks, down to `minimumFontSize`, to fit the text in the field.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest size the font shrinks to when `adjustsFontSizeToFitWidth` is on.
    open var minimumFontSize: CGFloat = 0
    /// Whether the font follows the content size category.
    open var adjustsFontForContentSizeCategory = false

    /// UIKit's default text field is as tall as a line of body text with its padding.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 24) }
}
