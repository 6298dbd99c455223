import Foundation

/// The bar at the bottom of a tab bar controller, like UIKit's `UITabBar`.
@MainActor
open class UITabBar: UIView {
    /// The items, one per tab.
    public internal(set) var items: [UITabBarItem]?
    /// The selected item.
    public internal(set) weak var selectedItem: UITabBarItem?
    /// The bar's background tint, like UIKit's `barTintColor` (kept for rendering; nil is the default bar).
    open var barTintColor: UIColor? {
        didSet { appearancePropertyDidChange("barTintColor") }
    }

    /// A finger lifted on one of the bar's buttons taps it; elsewhere the touch goes on up the responder chain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, handleTap(at: touch.location(in: self)) else {
            return super.touchesEnded(touches, with: event)
        }
    }
}

/// A tab bar controller's delegate, like UIKit's `UITabBarControllerDelegate`.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tap on a tab may select it.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    /// Called after a tap selected a tab.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Tabs of controllers with a bar at the bottom, like UIKit's `UITabBarController`.
///
/// Only the selected controller's view is in the hierarchy. The bar is 49 points on phones (32 in
/// compact height) and 50 on iPad, above the home indicator's inset (see Deviations.md).
@MainActor
open class UITabBarController: UIViewController, ContainerLayout {
    /// The bar at the bottom.
    public let tabBar = UITabBar()
    /// Told about taps on tabs.
    open weak var delegate: (any UITabBarControllerDelegate)?
    private var tabs: [UIViewController] = []
    private var selection = 0
    /// Whether `setViewControllers(_:animated:)` is removing tabs itself (`childDidLeave` then leaves them).
    private var replacingTabs = false

    open override func loadView() {
        let container = makeContainerView()
        container.addSubview(tabBar)
        view = container
        if let selected = selectedViewController { install(selected) }
    }

    /// The tabs' controllers; setting replaces them without animation and keeps the selection in range.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs, like UIKit's `setViewControllers(_:animated:)`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        let new = viewControllers ?? []
        let visible = isVisibleForAppearance && viewIfLoaded?.window != nil
        for controller in tabs where !new.contains(where: { $0 === controller }) {
            if controller === old, visible { controller.beginManagedAppearance(false, animated: false) }
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            replacingTabs = true
            controller.removeFromParent()
            replacingTabs = false
            if controller === old, visible { controller.endManagedAppearance() }
        }
        for controller in new where !tabs.contains(where: { $0 === controller }) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabs = new
        tabBar.items = new.map { $0.tabBarItem }
        selection = min(selection, max(new.count - 1, 0))
        if let selected = selectedViewController, selected !== old {
            show(tab: selected, replacing: old !== selected && tabs.contains { $0 === old } ? old : nil)
        }
    }

    /// A child that left (moved to another parent, or removed) leaves the tabs; when it was selected, the
    /// tab that takes its index (or the last) shows.
    override func childDidLeave(_ child: UIViewController) {
        guard !replacingTabs, let index = tabs.firstIndex(where: { $0 === child }) else { return }
        let wasSelected = index == selection
        tabs.remove(at: index)
        tabBar.items = tabs.map { $0.tabBarItem }
        if index < selection { selection -= 1 }
        selection = min(selection, max(tabs.count - 1, 0))
        guard let view = viewIfLoaded else { return }
        if wasSelected {
            if child.viewIfLoaded?.superview === view { child.viewIfLoaded?.removeFromSuperview() }
            if let selected = selectedViewController { show(tab: selected, replacing: nil) }
        }
        view.setNeedsLayout()
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard tabs.indices.contains(newValue), newValue != selection else { return }
            let old = selectedViewController
            selection = newValue
            show(tab: tabs[newValue], replacing: old)
        }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// What a tap on a tab does (see `DeviceSimulator.tap(tabAt:of:)`): the delegate may refuse, and is told
    /// after the selection.
    package func handleTap(onTabAt index: Int) {
        guard tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// The bar's height above the bottom safe area.
    package var tabBarHeight: CGFloat {
        if traitCollection.userInterfaceIdiom == .pad { return 50 }
        return traitCollection.verticalSizeClass == .compact ? 32 : 49
    }

    override func safeAreaInsets(forChild child: UIViewController) -> UIEdgeInsets {
        guard !tabBar.isHidden, child === selectedViewController else { return .zero }
        return UIEdgeInsets(top: 0, left: 0, bottom: tabBarHeight, right: 0)
    }

    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    func layoutContainer() {
        guard let view = viewIfLoaded else { return }
        let bottom = view.safeAreaInsets.bottom
        let height = tabBarHeight + bottom
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        tabBar.selectedItem = selectedViewController?.tabBarItem
        if let content = selectedViewController?.viewIfLoaded, content.superview === view {
            content.frame = view.bounds
        }
        view.bringSubviewToFront(tabBar)
    }

    private func install(_ controller: UIViewController) {
        guard let view = viewIfLoaded else { return }
        let content = controller.view!
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(content, belowSubview: tabBar)
    }

    /// A tab switch, in the order UIKit calls it: the new tab loads and will appear, the old one
    /// will and did disappear, then the new one did appear.
    private func show(tab new: UIViewController, replacing old: UIViewController?) {
        let visible = isVisibleForAppearance && viewIfLoaded?.window != nil
        new.loadViewIfNeeded()
        if visible { new.beginManagedAppearance(true, animated: false) }
        if let old, old !== new {
            if visible { old.beginManagedAppearance(false, animated: false) }
            old.viewIfLoaded?.removeFromSuperview()
            if visible { old.endManagedAppearance() }
        }
        install(new)
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
        if visible { new.endManagedAppearance() }
    }
}
