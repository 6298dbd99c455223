/// Decides how a presentation adapts and hears about interactive dismissal, like UIKit's
/// `UIAdaptivePresentationControllerDelegate`.
///
/// UIKit's methods are optional and UIKit behaves differently when one is not implemented
/// (`adaptivePresentationStyle(for:traitCollection:)` falls back to `adaptivePresentationStyle(for:)`,
/// which falls back to the default adaptation). Swift has no optional requirements off the
/// Objective-C runtime, so the default implementations below mark themselves as "not
/// implemented" (`DelegateDefaults`) and the presentation controller treats a marked answer as
/// absent. A conforming type simply implements the methods it needs, as with UIKit.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in the current environment; `.none` keeps the presentation as it is.
    ///
    /// Only `.none`, `.fullScreen`, `.overFullScreen` and `.formSheet` are honoured, as in UIKit.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to for a trait collection; called in preference to `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// A controller to show instead of the presented one in the adapted style (e.g. a navigation
    /// controller around it); nil shows the presented controller.
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// Called before the presentation shows (or switches to) its adaptive style; `.none` when it does not adapt.
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    )
    /// Whether the user may swipe the sheet away now (true when not implemented).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called when a swipe-to-dismiss begins; again after a cancelled swipe when the user tries again.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called after a swipe-to-dismiss finished and the sheet is gone.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called when a swipe was refused (`isModalInPresentation`, or `presentationControllerShouldDismiss` said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

/// Marks answers that came from the protocol's default implementations, meaning "not implemented".
@MainActor
enum DelegateDefaults {
    static var answeredByDefault = false

    /// Runs `body` and returns its answer, or nil when a default implementation gave it.
    static func implemented<T>(_ body: () -> T) -> T? {
        answeredByDefault = false
        let answer = body()
        defer { answeredByDefault = false }
        return answeredByDefault ? nil : answer
    }
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        DelegateDefaults.answeredByDefault = true
        return .none
    }

    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        DelegateDefaults.answeredByDefault = true
        return .none
    }

    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        nil
    }

    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {}

    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
