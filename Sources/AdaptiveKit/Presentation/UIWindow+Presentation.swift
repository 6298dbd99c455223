import Foundation

extension UIWindow {
    /// Every presentation in the window, bottom to top (for the renderer and report).
    package var presentationControllers: [UIPresentationController] {
        (rootViewController?.presentationStack ?? []).compactMap { $0.presentationState.controller }
    }

    /// A rotation or resize is starting: each presentation hears `willTransition(to:with:)` for its new
    /// environment (and re-evaluates adaptation), after the root controller's tree.
    func presentationsWillTransition(
        to traits: UITraitCollection, safeArea: UIEdgeInsets,
        with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for presentation in presentationControllers where presentation.state == .presented {
            presentation.environmentWillTransition(to: traits, safeArea: safeArea, with: coordinator)
        }
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            for presentation in self?.presentationControllers ?? [] { presentation.environmentTransitionDidEnd() }
        }
    }

    /// The window's size is changing: each presentation forwards `viewWillTransition(to:with:)`.
    func presentationsWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for presentation in presentationControllers where presentation.state == .presented {
            let containerSize = presentation.coversWindow ? size : presentation.containerView?.bounds.size ?? size
            presentation.viewWillTransition(to: containerSize, with: coordinator)
        }
    }
}
