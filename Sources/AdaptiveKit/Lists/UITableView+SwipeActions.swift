import Foundation

extension UITableView {
    /// The table's own gesture machinery: the swipe on rows and the context menu interaction, installed when the
    /// table is made, as UIKit's table installs its recognizers.
    func installRowInteractions() {
        let interactions = ListInteractions(list: self)
        interactionRareStorage().listInteractions = interactions
        addGestureRecognizer(interactions.swipe.recognizer)
        addInteraction(interactions.contextMenu)
    }

    /// The swipe actions of a row on one edge: the delegate's, or, when it gives none for the trailing edge, a
    /// Delete action for a row the data source lets be edited (UIKit's default). Nil when there is nothing to show.
    func tableSwipeActionsConfiguration(forRowAt indexPath: IndexPath, edge: RowSwipe.Edge)
        -> UISwipeActionsConfiguration?
    {
        let delegate = tableDelegate
        switch edge {
        case .leading:
            return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing:
            if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
                return configuration
            }
            guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return nil }
            let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
            let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
                guard let self else { return }
                self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
    }

}

extension UIScrollView {
    /// The actions a swipe revealed on a row of a table or list, while they show.
    var revealedSwipeActions: RowSwipe.Revealed? { storage.rare?.listInteractions?.swipe.revealed }

    /// Whether a table or collection view is editing (no swipes then).
    var isEditingRows: Bool { (self as? UITableView)?.isEditing ?? (self as? UICollectionView)?.isEditing ?? false }

    /// The row (a table's) or list item (a collection view's) at a point in content coordinates.
    func swipeableRow(at point: CGPoint) -> IndexPath? {
        if let table = self as? UITableView { return table.indexPathForRow(at: point) }
        return (self as? UICollectionView)?.indexPathForItem(at: point)
    }

    /// A row's or item's frame in content coordinates.
    func swipeableRowFrame(_ indexPath: IndexPath) -> CGRect {
        if let table = self as? UITableView { return table.rectForRow(at: indexPath) }
        return (self as? UICollectionView)?.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    /// A row's or item's cell, when it shows.
    func swipeableRowCell(_ indexPath: IndexPath) -> UIView? {
        if let table = self as? UITableView { return table.cellForRow(at: indexPath) }
        return (self as? UICollectionView)?.cellForItem(at: indexPath)
    }

    /// A row's swipe actions on one edge: the table delegate's (see `UITableView`'s), or those of the list
    /// configuration of an item's section.
    func swipeActionsConfiguration(forRowAt indexPath: IndexPath, edge: RowSwipe.Edge) -> UISwipeActionsConfiguration? {
        if let table = self as? UITableView {
            return table.tableSwipeActionsConfiguration(forRowAt: indexPath, edge: edge)
        }
        guard let collection = self as? UICollectionView,
            let layout = collection.collectionViewLayout as? UICollectionViewCompositionalLayout,
            let list = layout.listConfiguration(forSection: indexPath.section)
        else { return nil }
        switch edge {
        case .leading: return list.leadingSwipeActionsConfigurationProvider?(indexPath)
        case .trailing: return list.trailingSwipeActionsConfigurationProvider?(indexPath)
        }
    }
}

/// What a table (or list) installs on itself: the swipe on rows and the context menu.
@MainActor
final class ListInteractions {
    let swipe: RowSwipe
    let contextMenu: UIContextMenuInteraction
    private let contextMenuDelegate: ListContextMenuDelegate

    init(list: UIScrollView) {
        swipe = RowSwipe(list: list)
        contextMenuDelegate = ListContextMenuDelegate(list: list)
        contextMenu = UIContextMenuInteraction(delegate: contextMenuDelegate)
    }
}

/// A swipe across a row, as UIKit's table does it: a horizontal drag on a row asks for that edge's swipe actions;
/// a short drag snaps back, a longer one reveals the action buttons beside the row, and a full swipe performs the
/// first action. The row is in editing mode from the drag's start until the actions close
/// (`willBeginEditingRowAt`, `didEndEditingRowAt`). The distances are AdaptiveKit's (see Deviations.md).
@MainActor
final class RowSwipe {
    enum Edge { case leading, trailing }

    /// The actions showing beside a row.
    struct Revealed {
        let indexPath: IndexPath
        let edge: Edge
        let configuration: UISwipeActionsConfiguration
        let overlay: SwipeActionsOverlayView
    }

    /// How far a finger travels before the actions stay revealed.
    static let revealDistance: CGFloat = 30
    /// The fraction of the row's width a full swipe travels.
    static let fullSwipeFraction: CGFloat = 0.6

    weak var list: UIScrollView?
    let recognizer = RowSwipeGestureRecognizer()
    private lazy var target = ClosureTarget { [weak self] recognizer in self?.recognizerChanged(recognizer) }
    /// The row being swiped and its actions, from the drag's start.
    private var swiping: (indexPath: IndexPath, edge: Edge, configuration: UISwipeActionsConfiguration)?
    /// The row in editing mode, until its actions close.
    private var editingIndexPath: IndexPath?
    private(set) var revealed: Revealed?

    init(list: UIScrollView) {
        self.list = list
        recognizer.name = "com.apple.UIKit.swipeActions"
        recognizer.addTarget(target, action: ClosureTarget.action)
        recognizer.owner = self
    }

    private var table: UITableView? { list as? UITableView }

    /// Whether a horizontal drag that started at a point (window coordinates) may swipe: a row is there, the list
    /// is not editing, and that edge has actions.
    func shouldBegin(from start: CGPoint, movingRight: Bool) -> Bool {
        guard let list, !list.isEditingRows else { return false }
        close()
        let point = list.convert(start, from: nil)
        guard let indexPath = list.swipeableRow(at: point) else { return false }
        let rightToLeft = list.traitCollection.layoutDirection == .rightToLeft
        let edge: Edge = movingRight != rightToLeft ? .leading : .trailing
        guard let configuration = list.swipeActionsConfiguration(forRowAt: indexPath, edge: edge),
            !configuration.actions.isEmpty
        else { return false }
        swiping = (indexPath, edge, configuration)
        return true
    }

    private func recognizerChanged(_ recognizer: UIGestureRecognizer) {
        guard let list, let swiping else { return }
        switch recognizer.state {
        case .began:
            editingIndexPath = swiping.indexPath
            if let table { table.tableDelegate?.tableView(table, willBeginEditingRowAt: swiping.indexPath) }
        case .ended:
            self.swiping = nil
            let distance = abs(self.recognizer.translation(in: nil).x)
            let width = list.swipeableRowFrame(swiping.indexPath).width
            if swiping.configuration.performsFirstActionWithFullSwipe, distance >= width * Self.fullSwipeFraction {
                let sourceView = list.swipeableRowCell(swiping.indexPath) ?? list
                perform(swiping.configuration.actions[0], sourceView: sourceView)
            } else if distance >= Self.revealDistance {
                reveal(swiping)
            } else {
                endEditing()
            }
        case .cancelled, .failed:
            self.swiping = nil
            endEditing()
        default:
            break
        }
    }

    private func reveal(_ swiping: (indexPath: IndexPath, edge: Edge, configuration: UISwipeActionsConfiguration)) {
        guard let list, let window = list.window else { return endEditing() }
        let rowFrame = list.convert(list.swipeableRowFrame(swiping.indexPath), to: nil)
        let overlay = SwipeActionsOverlayView(frame: window.bounds)
        overlay.swipe = self
        let rightToLeft = list.traitCollection.layoutDirection == .rightToLeft
        overlay.layOut(
            swiping.configuration.actions, in: rowFrame, fromRight: (swiping.edge == .trailing) != rightToLeft)
        window.addSubview(overlay)
        revealed = Revealed(
            indexPath: swiping.indexPath, edge: swiping.edge, configuration: swiping.configuration, overlay: overlay)
    }

    /// Runs an action; the actions close when its handler calls the completion.
    func perform(_ action: UIContextualAction, sourceView: UIView) {
        var completed = false
        action.handler(action, sourceView) { [weak self] _ in
            guard !completed else { return }
            completed = true
            self?.close()
        }
    }

    /// Closes the revealed actions (a tap outside them, a new swipe, or an action done) and ends editing.
    func close() {
        if let revealed {
            revealed.overlay.removeFromSuperview()
            self.revealed = nil
        }
        endEditing()
    }

    private func endEditing() {
        guard let indexPath = editingIndexPath else { return }
        editingIndexPath = nil
        if let table { table.tableDelegate?.tableView(table, didEndEditingRowAt: indexPath) }
    }
}

/// The table's recognizer for swipes across rows: a pan that only begins horizontally, on a row with actions.
@MainActor
final class RowSwipeGestureRecognizer: UIPanGestureRecognizer {
    weak var owner: RowSwipe?
    private var start: CGPoint?

    init() { super.init(target: nil, action: nil) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if start == nil { start = touches.first?.location(in: nil) }
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        // Past the hysteresis the pan asked once whether to begin: a drag that did not begin then (a mostly
        // vertical one is a scroll; a row without actions takes no swipe) never will.
        guard state == .possible, let start, let point = touches.first?.location(in: nil) else { return }
        if hypot(point.x - start.x, point.y - start.y) > Self.hysteresis { state = .failed }
    }

    /// Asked once, when the drag passes the hysteresis: a horizontal drag on a row whose edge has actions.
    override func shouldBegin(with touch: UITouch) -> Bool {
        guard let start, let owner else { return false }
        let dx = touch.location(in: nil).x - start.x
        let dy = touch.location(in: nil).y - start.y
        return abs(dx) > abs(dy) && owner.shouldBegin(from: start, movingRight: dx > 0)
    }

    override func reset() {
        start = nil
        super.reset()
    }
}

/// The buttons of revealed swipe actions, drawn over the window beside their row; it takes every touch while
/// they show: a tap on a button performs its action, a tap anywhere else closes them.
@MainActor
final class SwipeActionsOverlayView: UIView {
    weak var swipe: RowSwipe?
    /// Each button with its action, in window coordinates, the first action's first.
    private(set) var buttons: [(frame: CGRect, action: UIContextualAction)] = []

    /// Buttons as wide as their title plus 15 points each side, at least 74 points (see Deviations.md).
    static let minimumButtonWidth: CGFloat = 74
    static let buttonPadding: CGFloat = 15

    func layOut(_ actions: [UIContextualAction], in rowFrame: CGRect, fromRight: Bool) {
        var edge = fromRight ? rowFrame.maxX : rowFrame.minX
        for action in actions {
            let label = UILabel()
            label.text = action.title
            label.textAlignment = .center
            label.textColor = .white
            label.backgroundColor = action.backgroundColor
            let width = max(Self.minimumButtonWidth, label.intrinsicContentSize.width + 2 * Self.buttonPadding)
            let x = fromRight ? edge - width : edge
            edge = fromRight ? edge - width : edge + width
            let frame = CGRect(x: x, y: rowFrame.minY, width: width, height: rowFrame.height)
            label.frame = frame
            addSubview(label)
            buttons.append((frame, action))
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let swipe, let point = touches.first?.location(in: self) else { return }
        if let index = buttons.firstIndex(where: { $0.frame.contains(point) }) {
            swipe.perform(buttons[index].action, sourceView: subviews[index])
        } else {
            swipe.close()
        }
    }
}
