import VisualFormat

/// A `<segue>`: a relationship between containers and children, or a transition a controller performs.
public struct IBSegue: Hashable, Sendable {
    /// A segue's `kind`, in IB's spelling.
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        /// `relationship`: a container's child (`rootViewController`, `viewControllers`, ...), not a transition.
        case relationship
        /// `show`: `show(_:sender:)`, a push in a navigation controller.
        case show
        /// `showDetail`: `showDetailViewController(_:sender:)`.
        case showDetail
        /// `presentation`: a modal presentation.
        case presentation
        /// `popoverPresentation`: a popover anchored to a view or bar item.
        case popoverPresentation
        /// `embed`: a container view's child.
        case embed
        /// `unwind`: back to an earlier controller's unwind action.
        case unwind
        /// `custom`: an app-defined `customClass`.
        case custom
        /// Pre-iOS 8 kinds: `push`, `modal`, `popover`, `replace` (split view detail).
        case push, modal, popover, replace
        /// A kind this reader does not know, verbatim.
        case other(String)

        /// Reads IB's spelling.
        public init(_ text: String) {
            switch text {
            case "relationship": self = .relationship
            case "show": self = .show
            case "showDetail": self = .showDetail
            case "presentation": self = .presentation
            case "popoverPresentation": self = .popoverPresentation
            case "embed": self = .embed
            case "unwind": self = .unwind
            case "custom": self = .custom
            case "push": self = .push
            case "modal": self = .modal
            case "popover": self = .popover
            case "replace": self = .replace
            default: self = .other(text)
            }
        }

        /// IB's spelling.
        public var description: String {
            switch self {
            case .relationship: "relationship"
            case .show: "show"
            case .showDetail: "showDetail"
            case .presentation: "presentation"
            case .popoverPresentation: "popoverPresentation"
            case .embed: "embed"
            case .unwind: "unwind"
            case .custom: "custom"
            case .push: "push"
            case .modal: "modal"
            case .popover: "popover"
            case .replace: "replace"
            case .other(let text): text
            }
        }

        /// Whether IB knows this kind.
        public var isKnown: Bool {
            if case .other = self { return false }
            return true
        }

        /// Whether the segue presents its destination (modally or as a popover).
        public var isPresentation: Bool {
            [.presentation, .popoverPresentation, .modal, .popover].contains(self)
        }
    }

    /// The object id.
    public var id: String
    /// The kind.
    public var kind: Kind
    /// The destination controller's id (for `unwind`, the scene's exit placeholder).
    public var destination: String
    /// `identifier`, what `performSegue(withIdentifier:sender:)` names.
    public var identifier: String?
    /// For a relationship: `rootViewController`, `viewControllers`, `masterViewController`, `detailViewController`, ...
    public var relationship: String?
    /// `modalPresentationStyle` (`formSheet`, `pageSheet`, `overFullScreen`, ...), nil for the default.
    public var modalPresentationStyle: String?
    /// `modalTransitionStyle` (`crossDissolve`, `flipHorizontal`, ...), nil for the default.
    public var modalTransitionStyle: String?
    /// `animates`, true when absent.
    public var animates: Bool
    /// A popover's anchor view id (`popoverAnchorView`, legacy `anchorView`).
    public var anchorView: String?
    /// A popover's permitted arrow directions (`up`, `down`, `left`, `right`), empty when IB wrote none (any).
    public var permittedArrowDirections: [String]
    /// A popover's anchor bar button item id (`popoverAnchorBarButtonItem`).
    public var anchorBarButtonItem: String?
    /// An unwind segue's action (`unwindToList:`).
    public var unwindAction: String?
    /// A custom segue's class and module.
    public var customClass: String?
    /// The module of `customClass`.
    public var customModule: String?
    /// The id of the control or cell that triggers it; nil when the controller holds it (manual).
    public var triggerID: String?
    /// Every attribute without a typed property above, verbatim (`splitViewControllerTargetIndex`, ...).
    public var properties: [String: String]
    /// Where the `<segue>` starts.
    public var location: TextLocation

    /// Creates a segue.
    public init(
        id: String, kind: Kind, destination: String, identifier: String? = nil, relationship: String? = nil,
        modalPresentationStyle: String? = nil, modalTransitionStyle: String? = nil, animates: Bool = true,
        anchorView: String? = nil, anchorBarButtonItem: String? = nil, permittedArrowDirections: [String] = [],
        unwindAction: String? = nil,
        customClass: String? = nil, customModule: String? = nil, triggerID: String? = nil,
        properties: [String: String] = [:], location: TextLocation = TextLocation(line: 0, column: 0)
    ) {
        self.id = id
        self.kind = kind
        self.destination = destination
        self.identifier = identifier
        self.relationship = relationship
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.animates = animates
        self.anchorView = anchorView
        self.anchorBarButtonItem = anchorBarButtonItem
        self.permittedArrowDirections = permittedArrowDirections
        self.unwindAction = unwindAction
        self.customClass = customClass
        self.customModule = customModule
        self.triggerID = triggerID
        self.properties = properties
        self.location = location
    }
}
