import Foundation

/// The bar at the top of a navigation controller, like UIKit's `UINavigationBar`.
@MainActor
open class UINavigationBar: UIView {
    /// Whether titles show large (96 points in regular height, as in iOS 11's large-title bar).
    open var prefersLargeTitles = false {
        didSet { superview?.setNeedsLayout() }
    }
    /// Whether the bar is translucent, like UIKit's `isTranslucent` (true by default): content extends under a
    /// translucent bar, and ends at an opaque one unless its controller's `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true {
        didSet { superview?.setNeedsLayout() }
    }
    /// The title the bar shows: its navigation controller's top item.
    package internal(set) var topItemTitle: String?
    /// The bar's background tint, like UIKit's `barTintColor` (kept for rendering; nil is the default bar).
    open var barTintColor: UIColor? {
        didSet { appearancePropertyDidChange("barTintColor") }
    }
    /// Attributes of the title text, like UIKit's `titleTextAttributes` (kept, not drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { appearancePropertyDidChange("titleTextAttributes") }
    }

    /// The navigation controller that manages the bar: its stack gives the items.
    package final weak var managingController: UINavigationController?
    private var ownItems: [UINavigationItem] = []

    /// The items on the bar's stack, root first, like UIKit's `items`: for a navigation controller's bar,
    /// its controllers' navigation items.
    open var items: [UINavigationItem]? {
        get { managingController.map { $0.viewControllers.map(\.navigationItem) } ?? ownItems }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top of the stack, like UIKit's `topItem`.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one, whose title the back button shows, like UIKit's `backItem`.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the stack of items, like UIKit's `setItems(_:animated:)`; a bar managed by a navigation
    /// controller refuses, with UIKit's exception.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard allowsDirectChange("setItems:animated:") else { return }
        ownItems = items ?? []
        superview?.setNeedsLayout()
    }
    /// Pushes an item, like UIKit's `pushItem(_:animated:)`.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard allowsDirectChange("pushNavigationItem:animated:") else { return }
        ownItems.append(item)
        superview?.setNeedsLayout()
    }
    /// Pops the top item, like UIKit's `popItem(animated:)`.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard allowsDirectChange("popNavigationItemAnimated:") else { return nil }
        superview?.setNeedsLayout()
        return ownItems.popLast()
    }

    /// A finger lifted on one of the bar's buttons taps it; elsewhere the touch goes on up the responder chain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, handleTap(at: touch.location(in: self)) else {
            return super.touchesEnded(touches, with: event)
        }
    }

    /// UIKit's guard: a navigation controller's bar changes only with its stack.
    private func allowsDirectChange(_ selector: String) -> Bool {
        guard managingController != nil else { return true }
        DiagnosticLog.raise(
            "Cannot call \(selector) directly on a UINavigationBar managed by a controller.",
            name: "NSInternalInconsistencyException")
        return false
    }
}

/// A navigation controller's delegate, like UIKit's `UINavigationControllerDelegate`.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before a controller's view is shown.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after a controller's view was shown.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// Lays out a container controller's view by asking the controller, so subclasses that override
/// `viewWillLayoutSubviews` without calling `super` still get their chrome placed.
final class ContainerView: UIView {
    weak var layoutDelegate: ContainerLayout?

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutDelegate?.layoutContainer()
    }
}

/// A container controller that places its children and chrome in its view.
@MainActor
protocol ContainerLayout: AnyObject {
    func layoutContainer()
}

extension ContainerLayout where Self: UIViewController {
    /// The root view of a container controller: screen-sized, resizing with its superview, laid out by us.
    func makeContainerView() -> ContainerView {
        let container = ContainerView(frame: UIScreen.main.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.layoutDelegate = self
        return container
    }
}
