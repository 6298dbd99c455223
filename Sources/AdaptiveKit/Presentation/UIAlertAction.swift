import Foundation

/// A button of an alert, like UIKit's `UIAlertAction`.
@MainActor
open class UIAlertAction: NSObject {
    /// How an action looks and behaves, like UIKit's `UIAlertAction.Style` (SDK raw values).
    public enum Style: Int, Sendable, Hashable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be tapped.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// Makes an action; `handler` runs after the alert is dismissed when the user taps it.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
