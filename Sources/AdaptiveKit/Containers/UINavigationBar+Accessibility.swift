import Foundation

extension UINavigationBar {
    /// One thing the bar shows in its row of buttons: the back button, a bar button item, or the title.
    struct Part {
        enum Kind {
            case back(title: String)
            case item(UIBarButtonItem)
            case title(String)
        }
        var kind: Kind
        /// The part's rectangle in the bar's coordinates.
        var frame: CGRect
    }

    /// What the bar shows for its top item, leading to trailing: the back button (unless hidden or replaced by
    /// leading items), the leading items, the title, the trailing items. The buttons sit in the top 44 points; a
    /// large title below them. Widths are guesses (see Deviations.md).
    var parts: [Part] {
        guard let top = topItem else { return [] }
        let row = min(bounds.height, 44)
        var parts: [Part] = []
        var leading: CGFloat = 8
        var trailing = bounds.width - 8
        let leftItems = (top.leftBarButtonItems ?? []).filter { !($0.systemItem?.isSpace ?? false) }
        if let back = backItem, !top.hidesBackButton, leftItems.isEmpty {
            // A navigation controller's item takes its controller's title, as the bar shows it.
            let stack = managingController?.viewControllers ?? []
            let controllerTitle = stack.count > 1 ? stack[stack.count - 2].title : nil
            let title = back.backBarButtonItem?.title ?? back.title ?? controllerTitle ?? "Back"
            // The chevron (13 points and 6 of space) before the title.
            let width = 19 + TextMeasurement(font: .systemFont(ofSize: 17)).width(of: title) + 8
            parts.append(Part(kind: .back(title: title), frame: CGRect(x: 0, y: 0, width: width + 8, height: row)))
            leading = width + 8
        }
        for item in leftItems {
            parts.append(Part(kind: .item(item), frame: CGRect(x: leading, y: 0, width: item.barWidth, height: row)))
            leading += item.barWidth
        }
        var rightParts: [Part] = []
        for item in top.rightBarButtonItems ?? [] where !(item.systemItem?.isSpace ?? false) {
            trailing -= item.barWidth
            rightParts.append(
                Part(kind: .item(item), frame: CGRect(x: trailing, y: 0, width: item.barWidth, height: row)))
        }
        if let title = topItemTitle ?? top.title, !title.isEmpty {
            if bounds.height >= 96 {
                let width = TextMeasurement(font: .systemFont(ofSize: 34, weight: .bold)).width(of: title)
                let frame = CGRect(x: 16, y: row, width: min(width, bounds.width - 32), height: bounds.height - row)
                parts.append(Part(kind: .title(title), frame: frame))
            } else {
                let width = TextMeasurement(font: .systemFont(ofSize: 17, weight: .semibold)).width(of: title)
                let minX = max(leading, min(bounds.midX - width / 2, trailing - width))
                let frame = CGRect(x: minX, y: 0, width: max(0, min(width, trailing - minX)), height: row)
                parts.append(Part(kind: .title(title), frame: frame))
            }
        }
        // UIKit's first trailing item is the one at the trailing edge; VoiceOver reads them leading first.
        return parts + rightParts.reversed()
    }

    /// The bar's parts as elements: buttons for the back button and the items, a header for the title.
    func itemElements() -> [Any] {
        parts.map { part in
            switch part.kind {
            case .back(let title):
                let element = UIAccessibilityElement(accessibilityContainer: self)
                element.isAccessibilityElement = true
                element.accessibilityLabel = title
                element.accessibilityTraits = .button
                element.accessibilityFrameInContainerSpace = part.frame
                return element
            case .item(let item):
                return item.accessibilityElement(in: self, frame: part.frame)
            case .title(let title):
                let element = UIAccessibilityElement(accessibilityContainer: self)
                element.isAccessibilityElement = true
                element.accessibilityLabel = title
                element.accessibilityTraits = .header
                element.accessibilityFrameInContainerSpace = part.frame
                return element
            }
        }
    }

    /// A finger lifted on the bar: the back button pops its navigation controller, an enabled item runs its
    /// action. False when the point is on no button.
    func handleTap(at point: CGPoint) -> Bool {
        guard let part = parts.last(where: { $0.frame.contains(point) }) else { return false }
        switch part.kind {
        case .back:
            managingController?.popViewController(animated: true)
        case .item(let item):
            if item.isEnabled { item.sendPrimaryAction() }
        case .title:
            return false
        }
        return true
    }
}
