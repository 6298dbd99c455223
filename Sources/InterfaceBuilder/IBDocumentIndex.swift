/// What a constraint's item id names: a view, a view's layout guide, or a controller's legacy guide.
public enum IBConstraintItem: Hashable, Sendable {
    /// A view, by id.
    case view(String)
    /// A view's guide (`safeArea`, `contentLayoutGuide`, `frameLayoutGuide`) and the view that owns it.
    case layoutGuide(key: String, ownerID: String)
    /// A controller's `topLayoutGuide` or `bottomLayoutGuide` (`type` is `top` or `bottom`).
    case viewControllerLayoutGuide(type: String, controllerID: String)
}

/// Lookups over a document by id, built once: views, controllers, superviews, constraint items.
///
/// The document is a tree of values; the next stage resolves ids (constraint items, segue
/// destinations, outlets) many times, so the index turns each into a dictionary lookup.
public struct IBDocumentIndex: Hashable, Sendable {
    /// Every view by id (unresolved: all size classes' subviews and constraints).
    public private(set) var views: [String: IBView] = [:]
    /// Every controller by id.
    public private(set) var viewControllers: [String: IBViewController] = [:]
    /// The superview id of every subview (keyed views and cells name their holder).
    public private(set) var superviewIDs: [String: String] = [:]
    /// The controller whose root view (or keyed view) each top view is.
    public private(set) var controllerIDs: [String: String] = [:]
    /// What each constraint item id names.
    public private(set) var items: [String: IBConstraintItem] = [:]
    /// The controls, cells and bar button items that segues start from (a tap performs them).
    public private(set) var segueTriggerIDs: Set<String> = []

    /// Builds the index of a document.
    public init(_ document: IBDocument) {
        for controller in document.viewControllers {
            viewControllers[controller.id] = controller
            for segue in controller.segues where segue.kind != .embed && segue.kind != .relationship {
                if let trigger = segue.triggerID { segueTriggerIDs.insert(trigger) }
            }
            for guide in controller.layoutGuides {
                items[guide.id] = .viewControllerLayoutGuide(type: guide.type ?? "", controllerID: controller.id)
            }
            for root in controller.rootViews {
                controllerIDs[root.id] = controller.id
                add(root)
            }
        }
        for view in document.sceneViews + document.topLevelViews { add(view) }
    }

    private mutating func add(_ root: IBView) {
        // Depth first in document order with an explicit stack: a file may nest views arbitrarily deep.
        var pending: [(view: IBView, superviewID: String?)] = [(root, nil)]
        while let (view, superviewID) = pending.popLast() {
            if let superviewID { superviewIDs[view.id] = superviewID }
            views[view.id] = view
            items[view.id] = .view(view.id)
            for guide in view.layoutGuides { items[guide.id] = .layoutGuide(key: guide.key ?? "", ownerID: view.id) }
            let children = view.keyedViews + view.subviews + view.sections.flatMap(\.cells) + view.cells
            pending.append(contentsOf: children.reversed().map { (view: $0, superviewID: Optional(view.id)) })
        }
    }

    /// The ancestors of a view, nearest first.
    public func ancestorIDs(of viewID: String) -> [String] {
        var result: [String] = []
        var seen: Set<String> = [viewID]
        var current = viewID
        // Views that share an id (a damaged file) can make the chain a loop; it ends where it would repeat.
        while let parent = superviewIDs[current], seen.insert(parent).inserted {
            result.append(parent)
            current = parent
        }
        return result
    }

    /// The controller that owns a view: the one whose root view is the view or one of its ancestors.
    public func controllerID(owning viewID: String) -> String? {
        for id in [viewID] + ancestorIDs(of: viewID) {
            if let controller = controllerIDs[id] { return controller }
        }
        return nil
    }
}

extension IBDocument {
    /// Lookups by id over this document.
    public func makeIndex() -> IBDocumentIndex { IBDocumentIndex(self) }
}
