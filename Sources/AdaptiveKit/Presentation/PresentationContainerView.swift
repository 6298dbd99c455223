import Foundation

/// The view a presentation happens in (UIKit's `UITransitionView`): it covers the window, or the
/// presentation context, above the presenter, and asks its presentation controller to lay out.
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    init(presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init(frame: .zero)
        accessibilityIdentifier = "presentation container"
        addGestureRecognizer(SwipeToDismissGestureRecognizer(presentationController: presentationController))
    }

    /// The system's pan that swipes a sheet away.
    var swipeToDismissGesture: SwipeToDismissGestureRecognizer? {
        gestureRecognizers?.lazy.compactMap { $0 as? SwipeToDismissGestureRecognizer }.first
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        guard let presentationController else { return super.layoutSubviews() }
        presentationController.containerViewWillLayoutSubviews()
        presentationController.layoutPresentationViews()
        super.layoutSubviews()
        presentationController.containerViewDidLayoutSubviews()
    }
}
