import Foundation

/// The accessibility elements of a window, read the way VoiceOver reads a screen: hidden and transparent
/// views and everything under `accessibilityElementsHidden` are skipped, an element's subviews are not read,
/// `accessibilityElements` gives a container's order (else its subviews top to bottom, leading to trailing),
/// a modal view (`accessibilityViewIsModal`) hides its siblings, and only elements on screen (inside the
/// window and every scroll view they are in) count.
///
/// What is skipped is kept with the reason, so that a failed query can say why a matching element was not
/// found.
@MainActor
struct AccessibilityTree {
    /// The elements VoiceOver reaches, in reading order.
    private(set) var elements: [ScreenElement] = []
    /// Table and collection view cells on screen, with every text inside them.
    private(set) var cells: [(cell: ScreenElement, texts: [String])] = []
    /// Elements that are not reached, each with why (hidden, off screen, behind a modal view).
    private(set) var unseen: [(element: ScreenElement, reason: String)] = []

    init(window: UIWindow) {
        visit(window, visible: window.frame, skipped: nil)
    }

    private mutating func visit(_ view: UIView, visible: CGRect, skipped: String?) {
        var skipped = skipped
        if skipped == nil {
            if view.isHidden {
                skipped = "hidden"
            } else if view.alpha < 0.01 {
                skipped = "transparent"
            } else if view.accessibilityElementsHidden {
                skipped = "accessibilityElementsHidden"
            }
        }
        // Scroll views clip their content (AdaptiveKit's views have no `clipsToBounds` yet).
        let visible = view is UIScrollView ? visible.intersection(view.screenRect(of: view.bounds)) : visible
        if view is UITableViewCell || view is UICollectionViewCell, skipped == nil {
            let cell = ScreenElement(view, visible: visible)
            if Self.isOnScreen(cell) { cells.append((cell, Self.texts(in: view))) }
        }
        if view.isAccessibilityElement {
            add(view, visible: visible, skipped: skipped)
            return
        }
        if let children = view.accessibilityElements {
            for child in children { visitChild(child, visible: visible, skipped: skipped) }
            return
        }
        let modal = view.subviews.last { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha >= 0.01 }
        for subview in AccessibilityOrder.sorted(view.subviews) {
            let behindModal = modal != nil && subview !== modal
            visit(subview, visible: visible, skipped: skipped ?? (behindModal ? "behind a modal view" : nil))
        }
    }

    private mutating func visitChild(_ child: Any, visible: CGRect, skipped: String?) {
        if let view = child as? UIView {
            visit(view, visible: visible, skipped: skipped)
        } else if let element = child as? UIAccessibilityElement {
            let skipped = skipped ?? (element.accessibilityElementsHidden ? "accessibilityElementsHidden" : nil)
            if element.isAccessibilityElement {
                add(element, visible: visible, skipped: skipped)
            } else {
                for inner in element.accessibilityElements ?? [] {
                    visitChild(inner, visible: visible, skipped: skipped)
                }
            }
        }
    }

    private mutating func add(_ object: AnyObject, visible: CGRect, skipped: String?) {
        let element = ScreenElement(object, visible: visible)
        if let skipped {
            unseen.append((element, skipped))
        } else if Self.isOnScreen(element) {
            elements.append(element)
        } else {
            unseen.append((element, "off screen"))
        }
    }

    private static func isOnScreen(_ element: ScreenElement) -> Bool {
        !element.visibleFrame.isNull && element.visibleFrame.width > 0 && element.visibleFrame.height > 0
    }

    /// Every text shown under a view that is not hidden: labels' text, buttons' titles, fields' text, and the
    /// accessibility labels of elements.
    private static func texts(in view: UIView) -> [String] {
        var texts: [String] = []
        func collect(_ view: UIView) {
            guard !view.isHidden, view.alpha >= 0.01 else { return }
            let text: String? =
                switch view {
                case let label as UILabel: label.text
                case let button as UIButton: button.currentTitle
                case let field as UITextField: field.text
                default: nil
                }
            for candidate in [text, view.isAccessibilityElement ? view.accessibilityLabel : nil] {
                if let candidate, !candidate.isEmpty, !texts.contains(candidate) { texts.append(candidate) }
            }
            view.subviews.forEach(collect)
        }
        collect(view)
        return texts
    }
}
