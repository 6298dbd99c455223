import Foundation

/// Shows a menu when the user presses and holds a view, like UIKit's `UIContextMenuInteraction`.
///
/// Added to a view, it installs a long-press recognizer there. When the press is recognized, the delegate is
/// asked for a configuration at the touch's location (nil shows nothing); the configuration's providers make the
/// preview and the menu, the delegate hears `willDisplayMenuFor`, and the menu shows above the window's content
/// (`DeviceSimulator.openMenu` lists it). Choosing an element or tapping outside closes it (`willEndFor`); tapping
/// the preview tells the delegate `willPerformPreviewActionForMenuWith` first.
@MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the menu appears, like UIKit's `UIContextMenuInteraction.Appearance` (SDK raw values).
    public enum Appearance: Int, Hashable, Sendable {
        case unknown = 0
        /// Modal, with a preview if there is one.
        case rich = 1
        /// Without a preview, as with a pointer.
        case compact = 2
    }

    /// The object that provides the configuration and hears the menu's life.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?
    /// How the menu appears: rich while it shows, unknown otherwise.
    public var menuAppearance: Appearance { presentation != nil ? .rich : .unknown }

    /// How long a press takes before the menu opens (UIKit does not document it; see Deviations.md).
    static let pressDuration: TimeInterval = 0.5

    private lazy var target = ClosureTarget { [weak self] recognizer in
        guard let self, recognizer.state == .began else { return }
        self.present(at: recognizer.location(in: nil))
    }
    private(set) lazy var gestureRecognizer: UILongPressGestureRecognizer = {
        let recognizer = UILongPressGestureRecognizer(target: target, action: ClosureTarget.action)
        recognizer.minimumPressDuration = Self.pressDuration
        recognizer.name = "com.apple.UIKit.contextMenuInteraction"
        return recognizer
    }()
    /// The menu shown now.
    weak var presentation: MenuPresentation?
    /// Where the last press was, in window coordinates.
    private var lastLocation: CGPoint?

    /// Creates an interaction, like UIKit's `UIContextMenuInteraction(delegate:)`.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// The point of the press that opened the menu, in a view's coordinates, like UIKit's `location(in:)`.
    public func location(in view: UIView?) -> CGPoint {
        let point = lastLocation ?? .zero
        return view?.convert(point, from: nil) ?? point
    }

    /// Closes the menu, like UIKit's `dismissMenu()`; the delegate hears `willEndFor`.
    public func dismissMenu() {
        presentation?.dismiss()
    }

    /// Replaces the menu shown now with what `block` makes of it, like UIKit's `updateVisibleMenu(_:)`.
    public func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        presentation?.replaceMenu(with: block)
    }

    public func willMove(to view: UIView?) {
        if view == nil { self.view?.removeGestureRecognizer(gestureRecognizer) }
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(gestureRecognizer)
    }

    /// Opens the menu for a press at a point in window coordinates.
    func present(at windowPoint: CGPoint) {
        guard let view, let window = view.window else { return }
        lastLocation = windowPoint
        let location = view.convert(windowPoint, from: nil)
        guard let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        else { return }
        MenuPresentation.present(
            in: window, source: .interaction(self, configuration), anchor: windowPoint,
            sourceFrame: view.convert(view.bounds, to: nil))
    }
}

/// Provides a context menu interaction's configuration and hears its menu's life, like UIKit's
/// `UIContextMenuInteractionDelegate`; every method but the first is optional.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The preview and menu for a press at a location in the interaction's view; nil shows nothing.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The user tapped the preview.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
    /// The menu is about to show.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to close.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}
