import Foundation

/// Who presents whom: kept on each controller (stored in the class body; Swift extensions cannot store).
struct PresentationState {
    /// On a presenting controller: the controller it presents.
    var presented: UIViewController?
    /// On a presented controller: the controller that presents it.
    weak var presenting: UIViewController?
    /// On a presented controller: its presentation controller (made lazily when asked for before presenting).
    var controller: UIPresentationController?
    /// On the controller a presentation shows (the presented one, or the delegate's replacement for an
    /// adapted style): the presentation its traits come through.
    weak var hostingPresentation: UIPresentationController?
    /// The presentation or dismissal in flight that involves this controller.
    var coordinator: TransitionCoordinator?
}

extension UIViewController {
    /// The controller this one (or an ancestor) presents, like UIKit's property of that name.
    ///
    /// While a delegate's replacement controller shows an adapted presentation, that is the replacement.
    public var presentedViewController: UIViewController? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if let presented = controller.presentationState.presented {
                return presented.presentationState.controller?.shownViewController ?? presented
            }
            candidate = controller.parent
        }
        return nil
    }

    /// The controller that presented this one (or the presented ancestor this one is inside).
    public var presentingViewController: UIViewController? {
        presentedAncestor?.presentationState.presenting
    }

    /// The presentation controller that manages this controller's presentation, made on first use like UIKit's.
    ///
    /// Asked for before presenting (to set a delegate), it is made for the current
    /// `modalPresentationStyle`; presenting with another style makes a new one that keeps the delegate.
    public var presentationController: UIPresentationController? {
        if let controller = presentedAncestor?.presentationState.controller { return controller }
        if let controller = presentationState.controller { return controller }
        let controller = makePresentationController(
            style: resolvedPresentationStyle(for: .iOS13), presenting: nil, source: nil)
        presentationState.controller = controller
        return controller
    }

    /// The popover presentation controller, when the style is `.popover` (made on first use, like UIKit's).
    public var popoverPresentationController: UIPopoverPresentationController? {
        if let controller = presentationState.controller as? UIPopoverPresentationController { return controller }
        guard modalPresentationStyle == .popover, presentationState.controller?.state ?? .idle == .idle else {
            return nil
        }
        let controller = makePresentationController(style: .popover, presenting: nil, source: nil)
        controller.delegate = presentationState.controller?.delegate
        presentationState.controller = controller
        return controller as? UIPopoverPresentationController
    }

    /// The coordinator of the presentation or dismissal this controller (or an ancestor) takes part in.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if let coordinator = controller.presentationState.coordinator { return coordinator }
            candidate = controller.parent
        }
        return nil
    }

    // MARK: Internals

    /// This controller or the nearest ancestor that is presented.
    var presentedAncestor: UIViewController? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if controller.presentationState.presenting != nil { return controller }
            candidate = controller.parent
        }
        return nil
    }

    /// The top of this controller's parent chain.
    var topOfParentChain: UIViewController {
        var top: UIViewController = self
        while let parent = top.parent { top = parent }
        return top
    }

    /// `modalPresentationStyle` with `.automatic` made concrete.
    func resolvedPresentationStyle(for behavior: PresentationBehavior) -> UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? automaticPresentationStyle(for: behavior) : modalPresentationStyle
    }

    /// A presentation controller for `style`: the transitioning delegate's for `.custom`, else the system's.
    func makePresentationController(
        style: UIModalPresentationStyle, presenting: UIViewController?, source: UIViewController?
    ) -> UIPresentationController {
        if style == .custom, let delegate = transitioningDelegate,
            let controller = delegate.presentationController(
                forPresented: self, presenting: presenting, source: source ?? presenting ?? self)
        {
            controller.adaptation.requestedStyle = .custom
            return controller
        }
        let controller = makeSystemPresentationController(style: style, presenting: presenting)
        controller.adaptation.requestedStyle = style
        return controller
    }

    /// The controllers this one's subtree presents, bottom to top, through every level of the chain.
    var presentationStack: [UIViewController] {
        var stack: [UIViewController] = []
        // An explicit stack, in the recursion's order (what a controller presents, then its children): a
        // controller tree made in code may nest deeper than the thread's stack.
        var pending = [self]
        while let controller = pending.popLast() {
            pending.append(contentsOf: controller.children.reversed())
            if let presented = controller.presentationState.presented {
                stack.append(presented)
                pending.append(presented.presentationState.controller?.shownViewController ?? presented)
            }
        }
        return stack
    }

    /// Whether this controller or any controller it contains forbids interactive dismissal.
    var isModalInPresentationIncludingChildren: Bool {
        var pending = [self]
        while let controller = pending.popLast() {
            if controller.isModalInPresentation { return true }
            pending.append(contentsOf: controller.children)
        }
        return false
    }
}
