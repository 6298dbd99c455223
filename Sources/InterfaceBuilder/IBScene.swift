import Foundation
import VisualFormat

/// A storyboard `<scene>`: one view controller with its placeholders and extra objects.
public struct IBScene: Hashable, Sendable {
    /// `sceneID`.
    public var sceneID: String
    /// The scene's controller (`sceneMemberID="viewController"`), nil for a scene without one.
    public var viewController: IBViewController?
    /// The other objects of the scene: First Responder and Exit placeholders, gesture recognizers, custom objects.
    public var objects: [IBObject]
    /// Where IB draws the scene on the storyboard canvas.
    public var canvasLocation: CGPoint?
    /// Where the `<scene>` starts.
    public var location: TextLocation

    /// Creates a scene.
    public init(
        sceneID: String, viewController: IBViewController?, objects: [IBObject] = [], canvasLocation: CGPoint? = nil,
        location: TextLocation = TextLocation(line: 0, column: 0)
    ) {
        self.sceneID = sceneID
        self.viewController = viewController
        self.objects = objects
        self.canvasLocation = canvasLocation
        self.location = location
    }
}

/// A top-level object of a xib or an extra object of a scene.
public enum IBObject: Hashable, Sendable {
    /// A view (a xib's root view or a cell).
    case view(IBView)
    /// A view controller (a xib can hold one).
    case viewController(IBViewController)
    /// Any other object: `placeholder` (File's Owner, First Responder), `exit`, `customObject`, gesture recognizers.
    case other(IBPlaceholder)

    /// The object id.
    public var id: String {
        switch self {
        case .view(let view): view.id
        case .viewController(let controller): controller.id
        case .other(let object): object.id
        }
    }
}

/// An object IB instantiates or refers to without a view: File's Owner, First Responder, Exit, a custom object.
public struct IBPlaceholder: Hashable, Sendable {
    /// The element name (`placeholder`, `exit`, `customObject`, `tapGestureRecognizer`).
    public var elementName: String
    /// The object id.
    public var id: String
    /// `placeholderIdentifier` (`IBFilesOwner`, `IBFirstResponder`).
    public var placeholderIdentifier: String?
    /// `customClass`.
    public var customClass: String?
    /// `userLabel`.
    public var userLabel: String?
    /// Outlets and actions it holds.
    public var connections: [IBConnection]
    /// Where the element starts.
    public var location: TextLocation

    /// Creates an object.
    public init(
        elementName: String, id: String, placeholderIdentifier: String? = nil, customClass: String? = nil,
        userLabel: String? = nil, connections: [IBConnection] = [],
        location: TextLocation = TextLocation(line: 0, column: 0)
    ) {
        self.elementName = elementName
        self.id = id
        self.placeholderIdentifier = placeholderIdentifier
        self.customClass = customClass
        self.userLabel = userLabel
        self.connections = connections
        self.location = location
    }
}
