import Foundation

/// Makes the menu of a context menu from the elements the system suggests, like UIKit's
/// `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the controller a context menu previews, like UIKit's `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: a preview and a menu, like UIKit's `UIContextMenuConfiguration`. The providers
/// are called when the menu is about to show.
@MainActor
open class UIContextMenuConfiguration: NSObject {
    /// In which order the menu lists its elements, like UIKit's `UIContextMenuConfiguration.ElementOrder` (SDK raw
    /// values).
    public enum ElementOrder: Int, Hashable, Sendable {
        case automatic = 0
        /// The first element nearest the touch.
        case priority = 1
        /// The order of the children.
        case fixed = 2
    }

    /// The configuration's identity (a fresh unique string unless given).
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?
    /// In which order the menu lists its elements.
    open var preferredMenuElementOrder = ElementOrder.automatic

    /// Creates a configuration, like UIKit's `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}

/// The animations that run while a context menu appears or disappears, like UIKit's
/// `UIContextMenuInteractionAnimating`; here they run at once and the completions when the menu has appeared or
/// gone.
@MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The controller the menu previews, if any.
    var previewViewController: UIViewController? { get }
    /// Adds changes to make alongside the menu's animation.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a block to run when the animation is over.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// How the preview leaves when the user taps it, like UIKit's `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Hashable, Sendable {
    /// The preview shrinks back into the view.
    case dismiss = 0
    /// The preview grows into the screen the app shows next.
    case pop = 1
}

/// The animations that run when the user taps a context menu's preview, like UIKit's
/// `UIContextMenuInteractionCommitAnimating`.
@MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves (`.pop` by default).
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The one animator a context menu hands its delegate: changes run when added, completions when the menu is done.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
    private var completions: [@MainActor () -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { animations() }

    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    func complete() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
