/// One top-down walk that brings a subtree's traits up to date, visiting each environment once.
///
/// Controllers come first, parents before children and presenters before what they present, so a
/// view always reads its controller's new traits (UIKit's order: every controller's
/// `traitCollectionDidChange(_:)` before its views'). Then the views, in view-tree order from the
/// pass's root view. While walking the controllers the pass notes each loaded root view the view walk
/// cannot reach (a child's view not in a superview yet, or placed outside the root view) and walks
/// those right after the view tree. A controller shown without containment takes its traits from its
/// view's superview, so the view walk updates it, with its children, when it reaches that view.
///
/// A presented controller's view is left to the view walk: it gets its traits when its presentation
/// puts it in the container view.
@MainActor
struct TraitPass {
    /// The subtree the view walk covers.
    private let viewRoot: UIView?
    /// Loaded root views of updated controllers that the view walk does not reach, in controller order.
    private var offTreeViews: [UIView] = []

    private init(viewRoot: UIView?) { self.viewRoot = viewRoot }

    /// The window's traits, then its controllers', then its views'.
    static func run(from window: UIWindow) {
        var pass = TraitPass(viewRoot: window)
        window.updateOwnTraits()
        if let root = window.rootViewController { pass.updateControllers(from: root, notingViews: true) }
        for subview in window.subviews { pass.updateViews(from: subview) }
        pass.updateOffTreeViews()
    }

    /// A controller's traits and its descendants', then their views'.
    static func run(from controller: UIViewController) {
        let view = controller.viewIfLoaded
        var pass = TraitPass(viewRoot: view)
        pass.updateControllers(from: controller, notingViews: true)
        if let view { pass.updateViews(from: view, updatingOwner: false) }
        pass.updateOffTreeViews()
    }

    /// A view's traits and its subviews'.
    static func run(from view: UIView) {
        var pass = TraitPass(viewRoot: view)
        pass.updateViews(from: view)
        pass.updateOffTreeViews()
    }

    /// One step of the controller walk: a controller, or what it presents once its children are done.
    private enum ControllerStep {
        case controller(UIViewController, notingViews: Bool)
        case presentation(of: UIViewController)
    }

    /// A controller, its children, then what it presents, each subtree before the next, with an explicit
    /// stack: a controller tree made in code may nest deeper than the thread's stack.
    private mutating func updateControllers(from root: UIViewController, notingViews: Bool) {
        var pending = [ControllerStep.controller(root, notingViews: notingViews)]
        while let step = pending.popLast() {
            switch step {
            case .controller(let controller, let notingViews):
                controller.updateOwnTraits()
                if notingViews, let view = controller.viewIfLoaded, !isReached(view) { offTreeViews.append(view) }
                pending.append(.presentation(of: controller))
                for child in controller.children.reversed() {
                    pending.append(.controller(child, notingViews: notingViews))
                }
            case .presentation(let controller):
                guard let presentation = controller.presentationState.presented?.presentationState.controller else {
                    continue
                }
                presentation.updateTraits()
                pending.append(.controller(presentation.shownViewController, notingViews: false))
            }
        }
    }

    /// The view walk, parents first, with an explicit stack: a hierarchy built in code may nest deeper
    /// than the thread's stack would allow a recursion.
    private mutating func updateViews(from view: UIView, updatingOwner: Bool = true) {
        var pending = [(view, updatingOwner)]
        while let (view, updatingOwner) = pending.popLast() {
            if updatingOwner, let controller = view.owningViewController, controller.inheritsTraitsFromItsView {
                updateControllers(from: controller, notingViews: true)
            }
            view.updateOwnTraits()
            pending.append(contentsOf: view.subviews.reversed().lazy.map { ($0, true) })
        }
    }

    private mutating func updateOffTreeViews() {
        var walked: [UIView] = []
        var index = 0
        // Walking a view can reach a controller shown without containment, which notes more views.
        while index < offTreeViews.count {
            let view = offTreeViews[index]
            index += 1
            guard !walked.contains(where: { view.isDescendant(of: $0) }) else { continue }
            walked.append(view)
            updateViews(from: view, updatingOwner: false)
        }
    }

    private func isReached(_ view: UIView) -> Bool {
        guard let viewRoot else { return false }
        return view.isDescendant(of: viewRoot)
    }
}
