import Foundation

extension UIBarButtonItem {
    /// The width AdaptiveKit gives a bar button item and its distance from the bar's safe edge.
    static let popoverAnchorWidth: CGFloat = 44
    static let popoverAnchorInset: CGFloat = 8

    /// Where the item shows in a navigation bar of `window`, in window coordinates, or nil.
    ///
    /// Bars here do not lay out their items; a leading item is taken as a 44-point square 8 points
    /// inside the bar's safe area, a trailing one likewise from the other end (see Deviations.md).
    func frame(inBarsOf window: UIWindow) -> CGRect? {
        var controllers: [UIViewController] = []
        // Children first, then what a controller presents, with an explicit stack (no recursion as
        // deep as the controller tree, which code may nest deeper than the thread's stack).
        var pending = [window.rootViewController].compactMap { $0 }
        while let controller = pending.popLast() {
            controllers.append(controller)
            if let presented = controller.presentationState.presented {
                pending.append(presented.presentationState.controller?.shownViewController ?? presented)
            }
            pending.append(contentsOf: controller.children.reversed())
        }
        for case let navigation as UINavigationController in controllers {
            guard let item = navigation.topViewController?.navigationItem else { continue }
            let isLeading = item.leftBarButtonItem === self
            guard isLeading || item.rightBarButtonItem === self else { continue }
            let bar = navigation.navigationBar
            guard bar.window === window, !bar.isHidden else { continue }
            let safe = bar.safeAreaInsets
            let x =
                isLeading
                ? safe.left + Self.popoverAnchorInset
                : bar.bounds.width - safe.right - Self.popoverAnchorInset - Self.popoverAnchorWidth
            let rect = CGRect(x: x, y: 0, width: Self.popoverAnchorWidth, height: bar.bounds.height)
            return bar.convert(rect, to: nil)
        }
        return nil
    }
}
