import VisualFormat

/// An outlet or action from `<connections>`: how IB wires objects to code after loading.
public struct IBConnection: Hashable, Sendable {
    /// What the connection does.
    public enum Kind: String, Hashable, Sendable {
        /// `<outlet property= destination=>`: sets a property of the source to the destination.
        case outlet
        /// `<outletCollection property= destination=>`: appends the destination to an array property.
        case outletCollection
        /// `<action selector= destination= eventType=>`: a target-action from a control.
        case action
    }

    /// The kind.
    public var kind: Kind
    /// The object id.
    public var id: String
    /// The id of the object that holds `<connections>`.
    public var sourceID: String
    /// The other object's id (the outlet's value, the action's target).
    public var destination: String
    /// The outlet's property name; nil for an action.
    public var property: String?
    /// The action's selector (`buttonTapped:`); nil for an outlet.
    public var selector: String?
    /// The action's control event (`touchUpInside`, `valueChanged`).
    public var eventType: String?
    /// Where the element starts.
    public var location: TextLocation

    /// Creates a connection.
    public init(
        kind: Kind, id: String, sourceID: String, destination: String, property: String? = nil,
        selector: String? = nil, eventType: String? = nil,
        location: TextLocation = TextLocation(line: 0, column: 0)
    ) {
        self.kind = kind
        self.id = id
        self.sourceID = sourceID
        self.destination = destination
        self.property = property
        self.selector = selector
        self.eventType = eventType
        self.location = location
    }
}
