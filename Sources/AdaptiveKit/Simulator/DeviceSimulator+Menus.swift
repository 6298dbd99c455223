import Foundation

/// A menu as it is on screen, as a UI test sees it: the level shown (the root menu, or the submenu entered last),
/// its elements in order with their state and attributes, hidden elements left out and deferred ones resolved.
public struct DisplayedMenu: Hashable, Sendable {
    /// The title of the level shown (empty for an untitled menu).
    public var title: String
    /// The elements of that level, inline groups holding their elements.
    public var elements: [DisplayedMenuElement]
    /// Whether a preview shows above the menu.
    public var hasPreview: Bool

    /// The titles of the rows, in order: inline groups' elements in their place, a submenu by its own title.
    public var titles: [String] { elements.flatMap { $0.kind == .inlineGroup ? $0.children.map(\.title) : [$0.title] } }
}

/// One element of an open menu.
public struct DisplayedMenuElement: Hashable, Sendable {
    /// What the element is.
    public enum Kind: Hashable, Sendable {
        case action, command, submenu, inlineGroup
        /// A deferred element whose provider has not answered yet.
        case loading
    }

    public var kind: Kind
    public var title: String
    public var subtitle: String?
    public var state: UIMenuElement.State
    public var attributes: UIMenuElement.Attributes
    /// A submenu's or inline group's elements.
    public var children: [DisplayedMenuElement]
    /// The row's frame in window coordinates; zero for what is not drawn (a submenu's elements, a group itself).
    public var frame: CGRect
}

extension DeviceSimulator {
    /// The menu open in the window (a context menu, a button's or a bar button item's), or nil.
    public var openMenu: DisplayedMenu? {
        guard let presentation = MenuPresentation.current(in: window) else { return nil }
        let frames = presentation.container.rows
        func displayed(_ node: MenuPresentation.Node) -> DisplayedMenuElement {
            let kind: DisplayedMenuElement.Kind =
                switch node.kind {
                case .action: .action
                case .command: .command
                case .submenu: .submenu
                case .inlineGroup: .inlineGroup
                case .loading: .loading
                }
            let frame =
                frames.first { $0.node.element === node.element && $0.node.kind == node.kind }?.frame ?? .zero
            return DisplayedMenuElement(
                kind: kind, title: node.kind == .loading ? "" : node.element?.title ?? "",
                subtitle: node.element?.subtitle, state: node.element?.menuState ?? .off,
                attributes: node.element?.menuAttributes ?? [], children: node.children.map(displayed), frame: frame)
        }
        return DisplayedMenu(
            title: presentation.title, elements: presentation.nodes.map(displayed),
            hasPreview: presentation.previewViewController != nil)
    }

    /// Chooses an element of the open menu by its title with a finger, as a user taps its row: an action's
    /// handler runs (its `sender` the control, bar button item or view the menu belongs to), a command's action
    /// goes up the responder chain, and the menu closes first unless the element keeps it presented. Several
    /// titles walk into submenus (`chooseMenuItem(titled: "Sort", "Name")`).
    ///
    /// Returns false, recording a warning that names what the menu shows, when no menu is open, no row has the
    /// title, or the element is disabled (the menu then stays open, as UIKit's ignores the tap).
    @discardableResult
    public func chooseMenuItem(titled titles: String...) -> Bool {
        for title in titles {
            guard let presentation = MenuPresentation.current(in: window) else {
                DiagnosticLog.warn("No menu is open to choose \"\(title)\" from.")
                return false
            }
            let rows = presentation.container.rows
            guard let row = rows.first(where: { $0.node.element?.title == title && $0.node.kind != .loading }) else {
                let shown = rows.map { "\"\($0.node.element?.title ?? "")\"" }.joined(separator: ", ")
                DiagnosticLog.warn("The open menu has no item titled \"\(title)\"; it shows \(shown).")
                return false
            }
            if row.node.element?.menuAttributes.contains(.disabled) == true {
                DiagnosticLog.warn("The menu item \"\(title)\" is disabled.")
                return false
            }
            tap(at: CGPoint(x: row.frame.midX, y: row.frame.midY))
        }
        return true
    }

    /// Taps the preview of the open context menu: the delegate hears `willPerformPreviewActionForMenuWith`, then
    /// the menu closes and the animator's completions run. False when no menu with a preview is open.
    @discardableResult
    public func tapMenuPreview() -> Bool {
        guard let presentation = MenuPresentation.current(in: window), presentation.previewViewController != nil
        else { return false }
        let frame = presentation.container.previewTile.frame
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
        return true
    }

    /// Taps outside the open menu, which closes it without choosing anything. False when no menu is open.
    @discardableResult
    public func dismissMenu() -> Bool {
        guard let presentation = MenuPresentation.current(in: window) else { return false }
        let container = presentation.container
        let outside = [
            CGPoint(x: 2, y: container.bounds.maxY - 2), CGPoint(x: container.bounds.maxX - 2, y: 2),
            CGPoint(x: 2, y: 2), CGPoint(x: container.bounds.maxX - 2, y: container.bounds.maxY - 2),
        ].first { !container.panel.frame.contains($0) && !container.previewTile.frame.contains($0) }
        tap(at: outside ?? .zero)
        return true
    }
}

/// A swipe action as it shows beside a row.
public struct DisplayedSwipeAction: Hashable, Sendable {
    public var title: String?
    public var style: UIContextualAction.Style
    /// The button's frame in window coordinates.
    public var frame: CGRect
}

extension DeviceSimulator {
    /// Swipes a row of a table (or an item of a list collection view) with a finger, as a user does: from the
    /// trailing side toward the leading edge to reveal the trailing actions (`edge: .left` swipes the other way,
    /// for the leading ones). A full swipe travels most of the row and performs the first action when the
    /// configuration allows it.
    public func swipe(rowAt indexPath: IndexPath, in list: UIScrollView, edge: UIRectEdge = .right, fully: Bool = false)
    {
        let row = list.convert(list.swipeableRowFrame(indexPath), to: nil)
        let distance = fully ? row.width * 0.9 : 100
        let fromRight = edge.contains(.right)
        let start = CGPoint(x: fromRight ? row.maxX - 10 : row.minX + 10, y: row.midY)
        let end = CGPoint(x: fromRight ? start.x - distance : start.x + distance, y: row.midY)
        drag(from: start, to: end)
    }

    /// The swipe actions showing beside a row of a table or list, first action first; empty when none show.
    public func revealedSwipeActions(in list: UIScrollView) -> [DisplayedSwipeAction] {
        guard let revealed = list.revealedSwipeActions else { return [] }
        return revealed.overlay.buttons.map {
            DisplayedSwipeAction(title: $0.action.title, style: $0.action.style, frame: $0.frame)
        }
    }

    /// Taps a revealed swipe action of a table or list by its title with a finger: its handler runs. False, with a
    /// recorded warning naming what shows, when no such action shows.
    @discardableResult
    public func tapSwipeAction(titled title: String, in list: UIScrollView) -> Bool {
        let actions = revealedSwipeActions(in: list)
        guard let action = actions.first(where: { $0.title == title }) else {
            let shown = actions.map { "\"\($0.title ?? "")\"" }.joined(separator: ", ")
            DiagnosticLog.warn("No swipe action titled \"\(title)\" shows; \(shown.isEmpty ? "none shows" : shown).")
            return false
        }
        tap(at: CGPoint(x: action.frame.midX, y: action.frame.midY))
        return true
    }
}
