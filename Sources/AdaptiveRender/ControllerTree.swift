import AdaptiveKit
import Foundation

/// The view controllers of a window, root first (depth first, children in order), with stable
/// paths and a map from each loaded root view back to its controller.
///
/// UIKit's view-to-controller link is private; walking the public containment tree gives the same
/// answer for every controller reachable from the window's root.
@MainActor
struct ControllerTree {
    struct Entry {
        var controller: UIViewController
        /// `AppController/UISplitViewController/UINavigationController[1]`: class names from the
        /// root, with the child index where a parent has several children.
        var path: String
        var depth: Int
    }

    private(set) var entries: [Entry] = []
    private var byView: [ObjectIdentifier: Int] = [:]

    init(window: UIWindow) {
        guard let root = window.rootViewController else { return }
        visit(root, path: Self.className(root), depth: 0)
    }

    private mutating func visit(_ controller: UIViewController, path: String, depth: Int) {
        if let view = controller.viewIfLoaded { byView[ObjectIdentifier(view)] = entries.count }
        entries.append(Entry(controller: controller, path: path, depth: depth))
        let children = controller.children
        for (index, child) in children.enumerated() {
            let suffix = children.count > 1 ? "[\(index)]" : ""
            visit(child, path: path + "/" + Self.className(child) + suffix, depth: depth + 1)
        }
    }

    /// The controller whose root view this is, if any.
    func controller(owning view: UIView) -> UIViewController? {
        byView[ObjectIdentifier(view)].map { entries[$0].controller }
    }

    /// The path of a controller of this tree.
    func path(of controller: UIViewController) -> String? {
        entries.first { $0.controller === controller }?.path
    }

    static func className(_ object: AnyObject) -> String { String(describing: type(of: object)) }
}
