import Foundation

/// An action a swipe on a row reveals, like UIKit's `UIContextualAction`.
@MainActor
open class UIContextualAction: NSObject {
    /// How the action's button looks, like UIKit's `UIContextualAction.Style` (SDK raw values).
    public enum Style: Int, Hashable, Sendable {
        case normal = 0
        /// A destructive action: a red button, and the row is expected to go.
        case destructive = 1
    }

    /// What the action runs: the action, the view that showed it, and a completion to call with whether the
    /// action was performed, like UIKit's `UIContextualAction.Handler`.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// The button's style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's image.
    open var image: UIImage?
    /// What the action runs.
    public let handler: Handler
    private var customBackgroundColor: UIColor?

    /// The button's color: by default red for a destructive action and gray for a normal one (UIKit documents only
    /// that the style decides it; see Deviations.md); setting nil goes back to the default.
    open var backgroundColor: UIColor! {
        get { customBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { customBackgroundColor = newValue }
    }

    /// Creates an action, like UIKit's `UIContextualAction(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The actions a swipe on one edge of a row reveals, like UIKit's `UISwipeActionsConfiguration`: the first is
/// nearest the edge, and a full swipe performs it unless `performsFirstActionWithFullSwipe` is false.
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the edge inward.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (true by default).
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration, like UIKit's `UISwipeActionsConfiguration(actions:)`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
