import Foundation

/// The view a presentation happens in (UIKit's `UITransitionView`): it covers the window, or the
/// presentation context, above the presenter, and asks its presentation controller to lay out.
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    init(presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init(frame: .zero)
        accessibilityIdentifier = "presentation container"
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
