import Foundation

/// A button in a navigation bar or toolbar, like UIKit's `UIBarButtonItem`.
///
/// A tap sends `action` to `target` (up the responder chain when the target is nil) through
/// `UIApplication.shared.sendAction(_:to:from:for:)`, or runs `primaryAction`, which wins when set.
@MainActor
open class UIBarButtonItem: UIBarItem {
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

    open var style: Style = .plain
    /// A view the item shows in place of its title or image, like UIKit's `customView`.
    open var customView: UIView?
    /// The system item this was made as, if any.
    package let systemItem: SystemItem?
    /// The object that receives `action`, held weakly as in UIKit; nil sends it up the responder chain.
    open weak var target: AnyObject?
    /// The action method a tap sends.
    open var action: Selector?
    /// The segues a storyboard connected to the item, which a tap performs when no action is set.
    package final var storyboardTrigger: StoryboardTrigger?
    /// The action a tap runs in place of `target` and `action`, like UIKit's `primaryAction`.
    open var primaryAction: UIAction? {
        didSet { if let primaryAction, systemItem == nil, !primaryAction.title.isEmpty { title = primaryAction.title } }
    }

    /// The menu a tap shows when the item has no action, like UIKit's `menu` (nil by default).
    open var menu: UIMenu?

    public override init() {
        systemItem = nil
        super.init()
    }

    /// A titled item that sends `action` to `target`, like `UIBarButtonItem(title:style:target:action:)`.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// An item with an image that sends `action` to `target`, like `UIBarButtonItem(image:style:target:action:)`.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    /// An item that shows a view of its own, like `UIBarButtonItem(customView:)`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// An item that runs an action and shows its title, like `UIBarButtonItem(primaryAction:)`.
    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
        if let title = primaryAction?.title, !title.isEmpty { self.title = title }
        image = primaryAction?.image
    }

    /// A titled item that runs an action or shows a menu, like `UIBarButtonItem(title:image:primaryAction:menu:)`.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.primaryAction = primaryAction
        self.menu = menu
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
    }

    /// A system item (Done, Cancel, …) that sends `action` to `target`, like
    /// `UIBarButtonItem(barButtonSystemItem:target:action:)`; Done items use the done style.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init(systemItem: systemItem, primaryAction: nil)
        self.target = target
        self.action = action
    }

    /// A system item that runs an action or shows a menu, like `UIBarButtonItem(systemItem:primaryAction:menu:)`.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        super.init()
        self.primaryAction = primaryAction
        self.menu = menu
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
    /// The leading item, the first of `leftBarButtonItems`, like UIKit's `leftBarButtonItem`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The trailing item, the first of `rightBarButtonItems`, like UIKit's `rightBarButtonItem`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The leading items, from the leading edge inward, like UIKit's `leftBarButtonItems`.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The trailing items, from the trailing edge inward, like UIKit's `rightBarButtonItems`.
    open var rightBarButtonItems: [UIBarButtonItem]?
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
