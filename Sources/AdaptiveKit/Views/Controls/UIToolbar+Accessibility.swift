import Foundation

extension UIToolbar {
    /// Each button item with its rectangle in the bar: buttons take their width (see `UIBarItem.barWidth`) from
    /// 8 points in from the leading edge, flexible spaces share what is left (a guess; see Deviations.md).
    var itemParts: [(item: UIBarButtonItem, frame: CGRect)] {
        let items = items ?? []
        let buttons = items.filter { !($0.systemItem?.isSpace ?? false) }
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let spare = max(0, bounds.width - 16 - buttons.reduce(0) { $0 + $1.barWidth })
        var x: CGFloat = 8
        var parts: [(item: UIBarButtonItem, frame: CGRect)] = []
        for item in items {
            if item.systemItem == .flexibleSpace {
                x += spare / CGFloat(flexible)
            } else if item.systemItem != .fixedSpace {
                parts.append((item, CGRect(x: x, y: 0, width: item.barWidth, height: bounds.height)))
                x += item.barWidth
            }
        }
        return parts
    }

    /// The button items as elements.
    func itemElements() -> [Any] {
        itemParts.map { $0.item.accessibilityElement(in: self, frame: $0.frame) }
    }

    /// A finger lifted on an enabled item runs its action; false when the point is on no item.
    func handleTap(at point: CGPoint) -> Bool {
        guard let part = itemParts.last(where: { $0.frame.contains(point) }) else { return false }
        if part.item.isEnabled { part.item.sendPrimaryAction() }
        return true
    }
}
