import Foundation

/// An object that adapts its content to size and trait changes, like UIKit's `UIContentContainer`.
///
/// View controllers and presentation controllers adopt it; their default implementations
/// forward transitions to their children.
@MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container's content prefers.
    var preferredContentSize: CGSize { get }
    /// Called when a child's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// Called when a child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size to give a child when the container becomes `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// Called before the container's size changes.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// Called before the container's traits change.
    func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}
