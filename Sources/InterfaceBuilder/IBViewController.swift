import Foundation
import VisualFormat

/// A view controller element (`viewController`, `navigationController`, `splitViewController`, ...).
public struct IBViewController: Hashable, Sendable {
    /// The element name, which names the UIKit class (`tabBarController` is `UITabBarController`).
    public var elementName: String
    /// The object id, what segues and `initialViewController` name.
    public var id: String
    /// `customClass`, the app's subclass.
    public var customClass: String?
    /// The module of `customClass`.
    public var customModule: String?
    /// `storyboardIdentifier`, what `instantiateViewController(withIdentifier:)` takes.
    public var storyboardIdentifier: String?
    /// `title`.
    public var title: String?
    /// The name shown in IB's outline (`userLabel`).
    public var userLabel: String?
    /// The root view (`<view key="view">`, a table view controller's `<tableView key="view">`).
    public var view: IBView?
    /// The legacy top and bottom layout guides (`<viewControllerLayoutGuide type="top|bottom">`).
    public var layoutGuides: [IBLayoutGuide]
    /// `<navigationItem key="navigationItem">`.
    public var navigationItem: IBNavigationItem?
    /// `<tabBarItem key="tabBarItem">`, what a tab bar controller shows for this child.
    public var tabBarItem: IBBarItem?
    /// `<toolbarItems>`, what a navigation controller's toolbar shows for this child.
    public var toolbarItems: [IBBarItem] = []
    /// `<userDefinedRuntimeAttributes>` of the controller, set by key path when it is made.
    public var userDefinedRuntimeAttributes: [IBRuntimeAttribute] = []
    /// Views the controller holds by key (a navigation controller's `navigationBar`, a tab bar).
    public var keyedViews: [IBView]
    /// Every segue of the scene that starts here: relationships, manual segues and those its controls trigger.
    public var segues: [IBSegue]
    /// The controller's own outlets and actions (its views keep theirs).
    public var connections: [IBConnection]
    /// The freeform size IB simulated for the scene (`<size key="freeformSize">`), if any.
    public var freeformSize: CGSize?
    /// The orientation IB simulated for the scene (`landscapeRight`), nil for the document's.
    public var simulatedOrientation: String?
    /// IB simulated a freeform size (`<freeformSimulatedSizeMetrics>`): stored frames need not match the device.
    public var isFreeform: Bool = false
    /// The bars IB drew on the canvas, by key (`simulatedTopBarMetrics` → `simulatedNavigationBarMetrics`), the
    /// element name followed by ` prompted` and ` opaque` where IB wrote `prompted="YES"` and `translucent="NO"`.
    ///
    /// They do not exist at run time, but the stored frames were laid out below them.
    public var simulatedBars: [String: String] = [:]
    /// The `simulatedBars` value of a bar the file sets to None (`<nil key="simulatedStatusBarMetrics"/>`).
    public static let noSimulatedBar = "none"
    /// For a storyboard reference (`viewControllerPlaceholder`): the storyboard it opens.
    public var storyboardReference: IBStoryboardReference?
    /// Every attribute without a typed property above, verbatim.
    public var properties: [String: String]
    /// Where the element starts.
    public var location: TextLocation

    /// Creates a controller with no view, segues or connections.
    public init(elementName: String, id: String, location: TextLocation = TextLocation(line: 0, column: 0)) {
        self.elementName = elementName
        self.id = id
        self.layoutGuides = []
        self.keyedViews = []
        self.segues = []
        self.connections = []
        self.properties = [:]
        self.location = location
    }

    /// The container relationships (`kind="relationship"`), in file order.
    public var relationships: [IBSegue] { segues.filter { $0.kind == .relationship } }

    /// The destinations of the relationships named `relationship` (`viewControllers` may have several).
    public func children(_ relationship: String) -> [String] {
        relationships.filter { $0.relationship == relationship }.map(\.destination)
    }

    /// The segue with this `identifier`, what `performSegue(withIdentifier:)` looks up.
    public func segue(withIdentifier identifier: String) -> IBSegue? {
        segues.first { $0.identifier == identifier }
    }

    /// The legacy top layout guide's id.
    public var topLayoutGuideID: String? { layoutGuides.first { $0.type == "top" }?.id }
    /// The legacy bottom layout guide's id.
    public var bottomLayoutGuideID: String? { layoutGuides.first { $0.type == "bottom" }?.id }

    /// The name to show: the user label, else the custom class, else the element name.
    public var displayName: String { userLabel ?? customClass ?? elementName }

    /// Every view tree the controller holds: its view, keyed views (bars), the title view and bar items' custom views.
    public var rootViews: [IBView] {
        var result = (view.map { [$0] } ?? []) + keyedViews
        if let item = navigationItem {
            result += item.titleView.map { [$0] } ?? []
            let items = item.leftBarButtonItems + item.rightBarButtonItems + (item.backBarButtonItem.map { [$0] } ?? [])
            result += items.compactMap(\.customView)
        }
        result += toolbarItems.compactMap(\.customView)
        return result
    }
}

/// `<navigationItem>`: the title and bar items a navigation controller shows for a child.
public struct IBNavigationItem: Hashable, Sendable {
    /// The object id.
    public var id: String
    /// `title`.
    public var title: String?
    /// `prompt`.
    public var prompt: String?
    /// `largeTitleDisplayMode` (`always`, `never`), nil for automatic.
    public var largeTitleDisplayMode: String?
    /// A custom `<view key="titleView">`.
    public var titleView: IBView?
    /// Left items (`leftBarButtonItem` or `<leftBarButtonItems>`), leading first.
    public var leftBarButtonItems: [IBBarItem] = []
    /// Right items (`rightBarButtonItem` or `<rightBarButtonItems>`), trailing first as UIKit orders them.
    public var rightBarButtonItems: [IBBarItem] = []
    /// `backBarButtonItem`.
    public var backBarButtonItem: IBBarItem?

    /// Creates an item.
    public init(
        id: String, title: String? = nil, prompt: String? = nil, largeTitleDisplayMode: String? = nil,
        titleView: IBView? = nil
    ) {
        self.id = id
        self.title = title
        self.prompt = prompt
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.titleView = titleView
    }
}

/// A storyboard reference: a scene that stands for a controller of another storyboard.
public struct IBStoryboardReference: Hashable, Sendable {
    /// `storyboardName`, without the extension; nil for the same storyboard.
    public var storyboardName: String?
    /// `referencedIdentifier`, a storyboard identifier there; nil for its initial controller.
    public var referencedIdentifier: String?
    /// `bundleIdentifier`, when the storyboard lives in another bundle.
    public var bundleIdentifier: String?

    /// Creates a reference.
    public init(storyboardName: String?, referencedIdentifier: String?, bundleIdentifier: String? = nil) {
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.bundleIdentifier = bundleIdentifier
    }
}
