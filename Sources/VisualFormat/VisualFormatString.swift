/// The syntax tree of one visual format string, the value UIKit parses before it creates any constraint.
///
/// It follows the appendix's grammar:
/// `(<orientation>:)?(<superview><connection>)?<view>(<connection><view>)*(<connection><superview>)?`.
/// Every node keeps its ``VisualFormat/SourceRange`` so that a later stage can point at the text it came from.
public struct VisualFormatString: Sendable, Hashable {
    /// The text that was parsed.
    public var format: String
    /// `H:` or `V:`; horizontal when the string names none, as in UIKit.
    public var orientation: Orientation
    /// Where `H:` or `V:` is written (colon included), or `nil` when the orientation is the default.
    public var orientationRange: VisualFormat.SourceRange?
    /// A leading `|` and its connection to the first view.
    public var leadingSuperview: SuperviewEdge?
    /// The views in the order they are written; never empty.
    public var views: [View]
    /// `connections[i]` joins `views[i]` to `views[i + 1]`, so there is one fewer connection than views.
    public var connections: [Connection]
    /// A trailing `|` and the connection from the last view to it.
    public var trailingSuperview: SuperviewEdge?

    /// Creates a syntax tree; ``VisualFormat/parse(_:)`` is the usual way to get one.
    public init(
        format: String,
        orientation: Orientation,
        orientationRange: VisualFormat.SourceRange?,
        leadingSuperview: SuperviewEdge?,
        views: [View],
        connections: [Connection],
        trailingSuperview: SuperviewEdge?
    ) {
        precondition(!views.isEmpty, "A visual format string has at least one view")
        precondition(connections.count == views.count - 1, "One connection joins each pair of neighbouring views")
        self.format = format
        self.orientation = orientation
        self.orientationRange = orientationRange
        self.leadingSuperview = leadingSuperview
        self.views = views
        self.connections = connections
        self.trailingSuperview = trailingSuperview
    }

    /// The axis a format string lays views out along, like `NSLayoutConstraint.Axis`.
    public enum Orientation: Int, Sendable, Hashable, CaseIterable {
        /// `H:`, along the x axis (leading to trailing by default).
        case horizontal = 0
        /// `V:`, along the y axis, top to bottom.
        case vertical = 1
    }

    /// The superview bar `|` at either end, with the connection between it and the nearest view.
    public struct SuperviewEdge: Sendable, Hashable {
        /// Where the `|` is written.
        public var range: VisualFormat.SourceRange
        /// The spacing between the bar and the view next to it.
        public var connection: Connection

        /// Creates a superview edge.
        public init(range: VisualFormat.SourceRange, connection: Connection) {
            self.range = range
            self.connection = connection
        }
    }

    /// A view, `[name(predicates)]`: the name is a key of the views dictionary, the predicates size it along the axis.
    public struct View: Sendable, Hashable {
        /// The key of the views dictionary.
        public var name: String
        /// Where the name is written.
        public var nameRange: VisualFormat.SourceRange
        /// The width (`H:`) or height (`V:`) predicates, if the view has any.
        public var predicates: PredicateList?
        /// From `[` to `]` inclusive.
        public var range: VisualFormat.SourceRange

        /// Creates a view node.
        public init(
            name: String,
            nameRange: VisualFormat.SourceRange,
            predicates: PredicateList?,
            range: VisualFormat.SourceRange
        ) {
            self.name = name
            self.nameRange = nameRange
            self.predicates = predicates
            self.range = range
        }
    }

    /// The spacing between two neighbours: nothing (flush), `-` (standard) or `-predicates-`.
    public struct Connection: Sendable, Hashable {
        /// Which of the three forms the connection takes.
        public var kind: Kind
        /// From the first `-` to the last; empty (at the position between the neighbours) when flush.
        public var range: VisualFormat.SourceRange

        /// Creates a connection node.
        public init(kind: Kind, range: VisualFormat.SourceRange) {
            self.kind = kind
            self.range = range
        }

        /// The three connections of the grammar: `e | -<predicateList>- | -`.
        public enum Kind: Sendable, Hashable {
            /// The empty connection: the neighbours touch (`[a][b]`, `|[a]`).
            case flush
            /// A lone `-`: Interface Builder's standard spacing, 8 between views and 20 to the superview.
            case standard
            /// `-8-`, `-metric-` or `-(>=8,<=20)-`.
            case predicates(PredicateList)
        }
    }

    /// Either a simple predicate (`8`, `metric`) or a parenthesized list (`(>=8@750,<=20)`).
    public struct PredicateList: Sendable, Hashable {
        /// The predicates in the order written; never empty.
        public var predicates: [Predicate]
        /// Whether the list is written in parentheses, as a view's list and any list of several predicates must be.
        public var isParenthesized: Bool
        /// The whole list, parentheses included.
        public var range: VisualFormat.SourceRange

        /// Creates a predicate list node.
        public init(predicates: [Predicate], isParenthesized: Bool, range: VisualFormat.SourceRange) {
            self.predicates = predicates
            self.isParenthesized = isParenthesized
            self.range = range
        }
    }

    /// `(<relation>)?<objectOfPredicate>(@<priority>)?`, one constraint's worth of text.
    public struct Predicate: Sendable, Hashable {
        /// The relation, `==` when none is written.
        public var relation: VisualFormat.Relation
        /// Where the relation is written, or `nil` when it is the default.
        public var relationRange: VisualFormat.SourceRange?
        /// The constant or the name the predicate compares with.
        public var object: Operand
        /// Where the object is written.
        public var objectRange: VisualFormat.SourceRange
        /// The `@` priority: a number or a metric name.
        public var priority: Operand?
        /// Where the priority is written, after the `@`.
        public var priorityRange: VisualFormat.SourceRange?
        /// The whole predicate.
        public var range: VisualFormat.SourceRange

        /// Creates a predicate node.
        public init(
            relation: VisualFormat.Relation,
            relationRange: VisualFormat.SourceRange?,
            object: Operand,
            objectRange: VisualFormat.SourceRange,
            priority: Operand?,
            priorityRange: VisualFormat.SourceRange?,
            range: VisualFormat.SourceRange
        ) {
            self.relation = relation
            self.relationRange = relationRange
            self.object = object
            self.objectRange = objectRange
            self.priority = priority
            self.priorityRange = priorityRange
            self.range = range
        }
    }

    /// A number or a name, as a predicate's object or priority.
    ///
    /// A name is a metric, or, for a view's own predicate, possibly a view: the grammar spells both as C
    /// identifiers, so resolution decides with the dictionaries (metrics first).
    public enum Operand: Sendable, Hashable {
        /// A number as `strtod` reads it in the C locale, restricted to decimal notation.
        case number(Double)
        /// A key of the metrics dictionary or, in a view's own predicate, of the views dictionary.
        case name(String)
    }
}
