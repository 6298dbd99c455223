import VisualFormat

/// One XML element of an Interface Builder file, before it is given a meaning.
///
/// The typed document is built from this tree, so the tree keeps everything the file said
/// (attributes, children in order, text) with the location of each element for diagnostics.
public struct IBElement: Hashable, Sendable {
    /// The element's name (`view`, `constraint`, `segue`, ...).
    public var name: String
    /// The element's attributes by name.
    public var attributes: [String: String]
    /// The child elements, in file order.
    public var children: [IBElement]
    /// The character data directly inside the element (the text of `<string key="text">`).
    public var text: String
    /// Where the element starts.
    public var location: TextLocation

    /// Creates an element.
    public init(
        name: String, attributes: [String: String] = [:], children: [IBElement] = [], text: String = "",
        location: TextLocation = TextLocation(line: 0, column: 0)
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.location = location
    }

    /// The value of an attribute, or nil when absent.
    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child with this name, optionally with this `key` attribute.
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The children with this name, in file order.
    public func children(named name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }

    /// Every element of the subtree, this one first, depth first in file order.
    ///
    /// The walk keeps its own stack, so an element tree made in code may nest past the reader's depth limit.
    public func forEachDescendant(_ body: (IBElement) -> Void) {
        body(self)
        // Each level's children with the index of the next one to visit: no copy of a subtree is made.
        var pending: [(children: [IBElement], next: Int)] = [(children, 0)]
        while let (siblings, next) = pending.last {
            guard next < siblings.count else {
                pending.removeLast()
                continue
            }
            pending[pending.count - 1].next = next + 1
            let element = siblings[next]
            body(element)
            if !element.children.isEmpty { pending.append((element.children, 0)) }
        }
    }
}
