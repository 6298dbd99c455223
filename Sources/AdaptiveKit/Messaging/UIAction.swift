import Foundation

/// What an action runs, like UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action, like UIKit's `UIAction`: a menu element with a title and image for menus and buttons,
/// and a handler that controls, bar button items and menus call in place of a target–action pair.
@MainActor
open class UIAction: UIMenuElement {
    /// An action's identity, like UIKit's `UIAction.Identifier`: adding an action with the same
    /// identifier to a control replaces the earlier one.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier (a fresh unique one unless given).
    public let identifier: Identifier
    /// A longer title for the keyboard shortcut overlay, like UIKit's `discoverabilityTitle`.
    open var discoverabilityTitle: String?
    /// How the action looks and behaves in a menu (disabled, destructive, hidden, keeps the menu presented).
    open var attributes: UIMenuElement.Attributes
    /// The check mark a menu shows beside the action.
    open var state: UIMenuElement.State
    /// The image a button shows while it is selected (iOS 17).
    open var selectedImage: UIImage?
    /// The object that sent the action while its handler runs, like UIKit's `sender`; nil otherwise.
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    /// Creates an action, like UIKit's
    /// `UIAction(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`
    /// (each of its shorter forms is this one with defaults).
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` set, as UIKit does when a control, a bar button item or a menu triggers it.
    func perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
