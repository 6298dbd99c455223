import Foundation

@testable import AdaptiveKit

/// The invariants the UIKit model keeps after every step of a model-based test.
///
/// They live here, in test support, rather than in the product: they read internals (trait parents,
/// the presentation state, the layout engine) that only `@testable` code may see. Each check returns
/// one sentence per violation, naming the objects, so a failing step says what broke.
@MainActor
enum ModelInvariants {
    /// Every controller the window holds: the root, children (depth first, in `children` order) and
    /// what each presents, each once.
    static func controllers(in window: UIWindow) -> [UIViewController] {
        var found: [UIViewController] = []
        var stack: [UIViewController] = window.rootViewController.map { [$0] } ?? []
        while let controller = stack.popLast() {
            guard !found.contains(where: { $0 === controller }) else { continue }
            found.append(controller)
            if let presented = controller.presentationState.presented { stack.append(presented) }
            stack.append(contentsOf: controller.children.reversed())
        }
        return found
    }

    /// Every view in the window's tree, the window first, superviews before subviews.
    static func views(in window: UIWindow) -> [UIView] {
        var found: [UIView] = []
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            found.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return found
    }

    /// The checks that hold at any moment, even while a transition or a presentation is under way:
    /// windows, links both ways, the presentation chain and the constraints.
    static func structuralViolations(in window: UIWindow) -> [String] {
        var problems: [String] = []
        let views = views(in: window)
        for view in views {
            if view.window !== window { problems.append("\(name(view)).window is not the root's window") }
            for subview in view.subviews where subview.superview !== view {
                problems.append("\(name(subview)) is in \(name(view)).subviews but its superview is another")
            }
            if let superview = view.superview, !superview.subviews.contains(where: { $0 === view }) {
                problems.append("\(name(view)).superview \(name(superview)) does not list it")
            }
            for constraint in view.constraints where constraint.isActive {
                for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                    guard let itemView = owningView(of: item), itemView.window !== window else { continue }
                    problems.append(
                        "active constraint \(constraint.layoutDescription) on \(name(view)) references "
                            + "\(name(itemView)) outside the window")
                }
            }
        }
        for controller in controllers(in: window) {
            problems += controllerLinkViolations(controller)
            problems += presentationViolations(controller, window: window)
        }
        return problems
    }

    /// The checks that hold once everything has settled: the structural ones, then traits by the rule
    /// and frames as solved.
    static func violations(in window: UIWindow) -> [String] {
        structuralViolations(in: window) + traitViolations(in: window) + frameViolations(in: window)
            + collapseViolations(in: window)
    }

    /// Parent and child links between controllers agree both ways.
    private static func controllerLinkViolations(_ controller: UIViewController) -> [String] {
        var problems: [String] = []
        for child in controller.children where child.parent !== controller {
            problems.append("\(name(child)) is a child of \(name(controller)) but its parent is another")
        }
        if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
            problems.append("\(name(controller)).parent \(name(parent)) does not list it")
        }
        let duplicates = Set(controller.children.map(ObjectIdentifier.init)).count != controller.children.count
        if duplicates { problems.append("\(name(controller)) lists a child twice") }
        if let view = controller.viewIfLoaded, view.owningViewController !== controller {
            problems.append("\(name(controller)).view does not name it as its controller")
        }
        return problems
    }

    /// One presented controller per presenter, named back by it; a presented controller has no parent
    /// and, once presented, its view is in the window.
    private static func presentationViolations(_ controller: UIViewController, window: UIWindow) -> [String] {
        var problems: [String] = []
        let state = controller.presentationState
        if let presented = state.presented {
            if presented.presentationState.presenting !== controller {
                problems.append("\(name(controller)) presents \(name(presented)), which names another presenter")
            }
            if presented.parent != nil { problems.append("presented \(name(presented)) has a parent") }
            // The top of a settled chain is on screen; those below may be covered and taken out of the window.
            if presented.presentationState.presented == nil,
                presented.presentationState.controller?.state == .presented,
                presented.viewIfLoaded?.window !== window
            {
                problems.append("presented \(name(presented)) is not in the window")
            }
        }
        if let presenting = state.presenting, presenting.presentationState.presented !== controller {
            problems.append("\(name(controller)) names \(name(presenting)) as presenter, which presents another")
        }
        if controller.presentedViewController != nil,
            controller.presentedViewController?.presentingViewController == nil
        {
            problems.append("\(name(controller)).presentedViewController has no presentingViewController")
        }
        return problems
    }

    /// A split view in the window is collapsed exactly when it is horizontally compact.
    static func collapseViolations(in window: UIWindow) -> [String] {
        controllers(in: window).compactMap { controller in
            guard let split = controller as? UISplitViewController, split.viewIfLoaded?.window === window else {
                return nil
            }
            let compact = split.traitCollection.horizontalSizeClass == .compact
            guard split.isCollapsed != compact else { return nil }
            return
                "\(name(split)) is \(split.isCollapsed ? "collapsed" : "expanded") at \(split.traitCollection.sizeClasses)"
        }
    }

    /// Every controller's and view's traits are `TraitResolution.resolve` applied to its trait parent's.
    static func traitViolations(in window: UIWindow) -> [String] {
        var problems: [String] = []
        for controller in controllers(in: window) where controller.traitState.hasDelivered {
            let expected = controller.resolvedTraitCollection
            if controller.traitCollection != expected {
                problems.append(
                    "\(name(controller)) has \(controller.traitCollection.sizeClasses), the rule gives \(expected.sizeClasses)"
                )
            }
        }
        for view in views(in: window) {
            let expected = TraitResolution.resolve(
                inherited: view.inheritedTraitCollection, own: view.traitOverridesStorage)
            if view.traitCollection != expected {
                problems.append(
                    "\(name(view)) has \(view.traitCollection.sizeClasses), the rule gives \(expected.sizeClasses)")
            }
        }
        return problems
    }

    /// Every Auto Layout view's frame is what the window's engine solved, and the engine holds only
    /// views of the window.
    static func frameViolations(in window: UIWindow) -> [String] {
        guard let engine = window.layoutEngine else { return [] }
        var problems: [String] = []
        for view in engine.views where view !== engine.root {
            if view.window !== window {
                problems.append("the layout engine holds \(name(view)), which is outside the window")
                continue
            }
            guard !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
                let solved = engine.frame(of: view, relativeTo: superview)
            else { continue }
            if solved != view.frame {
                problems.append("\(name(view)).frame is \(view.frame), the solver gives \(solved)")
            }
        }
        return problems
    }

    private static func owningView(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide.owningView }
        return nil
    }

    static func name(_ controller: UIViewController) -> String {
        let title = controller.title.map { " '\($0)'" } ?? ""
        return "<\(type(of: controller))\(title)>"
    }

    static func name(_ view: UIView) -> String {
        if let controller = view.owningViewController { return "\(name(controller)).view" }
        return "<\(type(of: view))\(view.accessibilityIdentifier.map { " '\($0)'" } ?? "")>"
    }
}

extension UITraitCollection {
    /// The size classes, which are what a step of the model changes, in a short form for messages.
    fileprivate var sizeClasses: String { "\(horizontalSizeClass)/\(verticalSizeClass)" }
}
