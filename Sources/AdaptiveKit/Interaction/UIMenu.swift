import Foundation

/// A group of menu elements, like UIKit's `UIMenu`: shown as a submenu, or inline among its parent's elements
/// with `.displayInline`.
@MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identity, like UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, like UIKit's `UIMenu.Options` (SDK raw values).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children appear in the parent menu, set off by separators, instead of in a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is shown in the destructive style.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is in the on state (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of small items (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the children are drawn, like UIKit's `UIMenu.ElementSize` (SDK raw values).
    public enum ElementSize: Int, Hashable, Sendable {
        case small = 0
        case medium = 1
        case large = 2
        case automatic = -1
    }

    /// The menu's identifier (a fresh unique one unless given).
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The elements of the menu, in order.
    public let children: [UIMenuElement]
    /// How large the children are drawn.
    open var preferredElementSize: ElementSize

    /// Creates a menu, like UIKit's `UIMenu(title:subtitle:image:identifier:options:preferredElementSize:children:)`
    /// (each of its shorter forms is this one with defaults).
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children, like UIKit's `replacingChildren(_:)`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions and commands of the menu and its submenus that are on, like UIKit's `selectedElements`.
    public var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let menu = child as? UIMenu { return menu.selectedElements }
            return child.menuState == .on ? [child] : []
        }
    }
}

extension UIMenuElement {
    /// The attributes of an action or command; none for menus and deferred elements.
    var menuAttributes: UIMenuElement.Attributes {
        (self as? UIAction)?.attributes ?? (self as? UICommand)?.attributes ?? []
    }

    /// The state of an action or command; off for menus and deferred elements.
    var menuState: UIMenuElement.State {
        get { (self as? UIAction)?.state ?? (self as? UICommand)?.state ?? .off }
        set {
            (self as? UIAction)?.state = newValue
            (self as? UICommand)?.state = newValue
        }
    }
}
