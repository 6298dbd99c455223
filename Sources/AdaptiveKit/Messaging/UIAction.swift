import Foundation

/// A closure-based action, like UIKit's `UIAction`: a title and image for menus and buttons, and a
/// handler that controls and bar button items call in place of a target–action pair.
@MainActor
open class UIAction: NSObject {
    /// An action's identity, like UIKit's `UIAction.Identifier`: adding an action with the same
    /// identifier to a control replaces the earlier one.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title a button or menu shows.
    open var title: String
    /// The image a button or menu shows.
    open var image: UIImage?
    /// The identifier (a fresh unique one unless given).
    public let identifier: Identifier
    /// The object that sent the action while its handler runs, like UIKit's `sender`; nil otherwise.
    public internal(set) var sender: Any?
    let handler: @MainActor (UIAction) -> Void

    /// Creates an action, like `UIAction(title:image:identifier:handler:)`.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping @MainActor (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set, as UIKit does when a control or bar button item triggers it.
    func perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
