import AdaptiveKit

/// The live objects one instantiation made, by Interface Builder object id.
///
/// UIKit keeps no such map (ids are not identifiers at run time); tests and tools use it to
/// find the view a document value describes, e.g. to compare its frame with the stored one.
@MainActor
public final class IBObjectMap {
    private var objects: [String: AnyObject] = [:]
    /// Controllers, held weakly: each controller keeps this map (to load its view and find its segues), so a
    /// strong entry would keep every controller of an instantiation alive forever.
    private var controllers: [String: WeakController] = [:]
    /// The scene's map, for a prototype cell's own map: connections from the cell to the scene resolve there.
    /// Held weakly: the scene's map keeps the cell's (`instantiations`).
    private weak var parent: IBObjectMap?
    /// The map of the latest object made from each prototype (a cell or a reusable view), by prototype id.
    private var instantiations: [String: IBObjectMap] = [:]

    /// Creates an empty map.
    public init() { parent = nil }

    /// Creates an empty map whose lookups fall back to a parent's.
    init(parent: IBObjectMap) { self.parent = parent }

    /// Records an object under its id; a later object with the same id (another instantiation of a scene) wins.
    func record(_ object: AnyObject, id: String) {
        if let controller = object as? UIViewController {
            objects[id] = nil
            controllers[id] = WeakController(controller: controller)
        } else {
            controllers[id] = nil
            objects[id] = object
        }
    }

    /// The object made for an id: a view, a controller (while something else keeps it) or a constraint.
    public subscript(id: String) -> AnyObject? { objects[id] ?? controllers[id]?.controller ?? parent?[id] }

    /// The view made for an id.
    public func view(withIBID id: String) -> UIView? { self[id] as? UIView }

    /// The controller made for an id.
    public func viewController(withIBID id: String) -> UIViewController? { self[id] as? UIViewController }

    /// The constraint made for an id (the one active now when per-class multipliers made several).
    public func constraint(withIBID id: String) -> NSLayoutConstraint? { self[id] as? NSLayoutConstraint }

    /// The id of an object this map holds, nil for others.
    public func ibID(of object: AnyObject) -> String? {
        if object is UIViewController { return controllers.first { $0.value.controller === object }?.key }
        return objects.first { $0.value === object }?.key
    }

    /// Records the map of a new instance of a prototype; it replaces the previous instance's.
    func recordInstantiation(ofPrototype id: String, objects: IBObjectMap) { instantiations[id] = objects }

    /// The map of the latest instance of a prototype cell or reusable view (UIKit keeps none: tools use it to find
    /// the views a dequeued cell was made with).
    package func latestInstantiation(ofPrototype id: String) -> IBObjectMap? { instantiations[id] }

    /// Every id with an object, sorted.
    public var ids: [String] {
        (objects.keys + controllers.compactMap { $0.value.controller == nil ? nil : $0.key }).sorted()
    }
}

/// A controller an object map names without keeping it.
@MainActor
private struct WeakController {
    weak var controller: UIViewController?
}
