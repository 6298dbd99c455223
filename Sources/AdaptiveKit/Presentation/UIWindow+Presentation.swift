import Foundation

extension UIWindow {
    /// Every presentation in the window, bottom to top (for the renderer and report).
    package var presentationControllers: [UIPresentationController] {
        (rootViewController?.presentationStack ?? []).compactMap { $0.presentationState.controller }
    }

    /// The controller shown on top of everything: the last presented one, or the root.
    public var topmostViewController: UIViewController? {
        presentationControllers.last?.shownViewController ?? rootViewController
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

    /// A deterministic dump of the presentation stack: style, adapted style, frame and what stays behind.
    public func presentationDescription() -> String {
        var lines = ["root: \(rootViewController?.debugName ?? "nil")"]
        for (index, presentation) in presentationControllers.enumerated() {
            let frame = presentation.presentedView?.frame ?? .zero
            let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { "\($0)" }
            var line = String(repeating: "  ", count: index + 1)
            line += "\(presentation.shownViewController.debugName) \(presentation.requestedStyle)"
            if let adapted = presentation.adaptedStyle { line += " adapted to \(adapted)" }
            line += " frame (\(numbers[0]) \(numbers[1]); \(numbers[2]) \(numbers[3]))"
            if presentation.removedPresenterView != nil { line += " presenter removed" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
