import Foundation

/// A button in a navigation bar or toolbar, like UIKit's `UIBarButtonItem`.
///
/// The target–action pair of UIKit becomes a closure (`primaryAction`), since Linux has no selectors.
@MainActor
open class UIBarButtonItem: NSObject {
    /// A system item kind, like UIKit's `UIBarButtonItem.SystemItem` (SDK raw values).
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    /// The item's style, like UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        case plain = 0
        case done = 2
    }

    open var title: String?
    open var style: Style = .plain
    open var isEnabled = true
    /// The system item this was made as, if any.
    package let systemItem: SystemItem?
    /// Runs when the item is tapped.
    open var primaryAction: (@MainActor (UIBarButtonItem) -> Void)?

    public override init() {
        systemItem = nil
        super.init()
    }

    /// A titled item.
    public convenience init(title: String?, style: Style, primaryAction: (@MainActor (UIBarButtonItem) -> Void)? = nil)
    {
        self.init()
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }

    /// A system item (Done, Cancel, …); Done items use the done style.
    public init(systemItem: SystemItem, primaryAction: (@MainActor (UIBarButtonItem) -> Void)? = nil) {
        self.systemItem = systemItem
        super.init()
        self.primaryAction = primaryAction
        style = systemItem == .done ? .done : .plain
        title = systemItem == .done ? "Done" : systemItem == .cancel ? "Cancel" : nil
    }
}

/// What a navigation bar shows for a controller, like UIKit's `UINavigationItem`.
@MainActor
open class UINavigationItem: NSObject {
    /// When a large title shows, like UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0, always, never
    }

    open var title: String?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var backBarButtonItem: UIBarButtonItem?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// Whether the back button is hidden.
    open var hidesBackButton = false

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() { super.init() }
}
