import Foundation

/// An item of a menu, like UIKit's `UIMenuElement`: the common base of actions, commands, menus and deferred
/// elements, with the title, subtitle and image a menu shows.
@MainActor
open class UIMenuElement: NSObject {
    /// How an action or command looks and behaves in a menu, like UIKit's `UIMenuElement.Attributes` (SDK raw
    /// values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in the destructive style (red).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The check mark an action or command shows, like UIKit's `UIMenuElement.State` (SDK raw values).
    public enum State: Int, Hashable, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    /// The title the menu shows.
    open var title: String
    /// A second line under the title (iOS 15).
    open var subtitle: String?
    /// The image shown beside the title.
    open var image: UIImage?

    init(title: String, subtitle: String? = nil, image: UIImage? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}
