import Foundation

extension UITabBar {
    /// Each item's rectangle in the bar: the items share the bar's width above the home indicator, as UIKit
    /// lays them on a phone (centered groups on iPad are not modeled; see Deviations.md).
    var itemFrames: [CGRect] {
        let items = items ?? []
        guard !items.isEmpty else { return [] }
        let height = max(0, bounds.height - safeAreaInsets.bottom)
        let slot = bounds.width / CGFloat(items.count)
        return items.indices.map { CGRect(x: slot * CGFloat($0), y: 0, width: slot, height: height) }
    }

    /// The tabs as buttons, the selected one `.selected`.
    func itemElements() -> [Any] {
        zip(items ?? [], itemFrames).map { item, frame in
            item.accessibilityElement(in: self, frame: frame, isSelected: item === selectedItem)
        }
    }

    /// A finger lifted on a tab: its tab bar controller selects it as for a tap (the delegate may refuse).
    /// False when the point is on no tab or no controller owns the bar.
    func handleTap(at point: CGPoint) -> Bool {
        guard let index = itemFrames.firstIndex(where: { $0.contains(point) }) else { return false }
        var view: UIView? = superview
        while let current = view {
            if let controller = current.owningViewController as? UITabBarController, controller.tabBar === self {
                controller.handleTap(onTabAt: index)
                return true
            }
            view = current.superview
        }
        return false
    }
}
