import VisualFormat

/// A `<barButtonItem>` or `<tabBarItem>`: what a navigation bar, toolbar or tab bar shows for a controller.
public struct IBBarItem: Hashable, Sendable {
    /// `barButtonItem` or `tabBarItem`.
    public var elementName: String
    /// The object id (segues and outlets name it; a popover can anchor to it).
    public var id: String
    /// The property it fills (`leftBarButtonItem`, `backBarButtonItem`, `tabBarItem`), nil inside a list.
    public var key: String?
    /// `title`.
    public var title: String?
    /// `image`.
    public var image: String?
    /// `systemItem` (`add`, `action`, `flexibleSpace`, ...).
    public var systemItem: String?
    /// `style` (`plain`, `done`).
    public var style: String?
    /// A custom view (`<segmentedControl key="customView">`).
    public var customView: IBView?
    /// The item's outlets and actions (`<action selector="showProfile:" destination=...>`), in file order.
    public var connections: [IBConnection] = []
    /// Where the element starts.
    public var location: TextLocation

    /// Creates an item.
    public init(
        elementName: String, id: String, key: String? = nil, title: String? = nil, image: String? = nil,
        systemItem: String? = nil, style: String? = nil, customView: IBView? = nil,
        location: TextLocation = TextLocation(line: 0, column: 0)
    ) {
        self.elementName = elementName
        self.id = id
        self.key = key
        self.title = title
        self.image = image
        self.systemItem = systemItem
        self.style = style
        self.customView = customView
        self.location = location
    }
}
