import Foundation

extension UISplitViewController {
    /// UIKit's collapse: the delegate picks the primary, then may take the secondary; otherwise the
    /// primary's `collapseSecondaryViewController(_:for:)` folds it in (a navigation controller pushes it).
    func collapse(postingNotification: Bool) {
        isCollapsedStorage = true
        let visible = isShowingColumns
        let original = viewControllers
        guard let current = original.first else { return }
        let primary = delegate?.primaryViewController(forCollapsing: self) ?? current
        if primary !== current { viewControllers = [primary] + original.dropFirst() }
        if original.count > 1 {
            let secondary = original[1]
            remove(secondary, visible: visible)
            let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
            if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
        }
        if isViewLoaded {
            view.setNeedsLayout()
            layoutContainer()
        }
        TraitPropagation.invalidate(self)
        if postingNotification { postShowDetailTargetDidChange() }
    }

    /// UIKit's expand: the delegate may pick the primary and supply the secondary; otherwise the
    /// primary's `separateSecondaryViewController(for:)` gives it back (a navigation controller pops it).
    func expand() {
        isCollapsedStorage = false
        guard let current = viewControllers.first else { return }
        let primary = delegate?.primaryViewController(forExpanding: self) ?? current
        let secondary =
            delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? primary.separateSecondaryViewController(for: self)
        viewControllers = [primary] + (secondary.map { [$0] } ?? [])
        if isViewLoaded {
            view.setNeedsLayout()
            layoutContainer()
        }
        TraitPropagation.invalidate(self)
        postShowDetailTargetDidChange()
    }

    private func postShowDetailTargetDidChange() {
        NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
    }
}

extension UINavigationController {
    /// Pushes the secondary onto this stack (a secondary navigation controller's whole stack), so the
    /// detail stays on screen when a split view collapses.
    func foldCollapsedSecondary(_ secondaryViewController: UIViewController, animated: Bool = false) {
        let startIndex = viewControllers.count
        if let secondaryNavigation = secondaryViewController as? UINavigationController {
            let moved = secondaryNavigation.viewControllers
            secondaryNavigation.setViewControllers([], animated: false)
            setViewControllers(viewControllers + moved, animated: animated)
            collapsedSecondary = CollapsedSecondary(startIndex: startIndex, navigationController: secondaryNavigation)
        } else {
            setViewControllers(viewControllers + [secondaryViewController], animated: animated)
            collapsedSecondary = CollapsedSecondary(startIndex: startIndex, navigationController: nil)
        }
    }

    /// Pops what was pushed as detail (or, with no record, the top controller) and returns it as the
    /// secondary, back in its own navigation controller if it had one.
    func unfoldCollapsedSecondary() -> UIViewController? {
        let record = collapsedSecondary
        collapsedSecondary = nil
        let start = record.map { min($0.startIndex, viewControllers.count) } ?? viewControllers.count - 1
        guard start >= 1, start < viewControllers.count else { return nil }
        let detail = Array(viewControllers[start...])
        setViewControllers(Array(viewControllers[..<start]), animated: false)
        if let navigation = record?.navigationController {
            navigation.setViewControllers(detail, animated: false)
            return navigation
        }
        return detail.count == 1 ? detail[0] : UINavigationController.wrapping(detail)
    }

    static func wrapping(_ controllers: [UIViewController]) -> UINavigationController {
        let navigation = UINavigationController()
        navigation.setViewControllers(controllers, animated: false)
        return navigation
    }
}
