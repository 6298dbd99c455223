import Foundation
import Testing

@testable import AdaptiveKit

/// A mail list: trailing and leading swipe actions and a context menu per row, every call in one history.
@MainActor
private final class MailController: UITableViewController {
    var subjects = ["Lunch", "Invoice", "Trip", "News"]
    var events: [String] = []
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var completesActions = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Mail")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { subjects.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Mail", for: indexPath)
        cell.textLabel?.text = subjects[indexPath.row]
        return cell
    }
    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        events.append("trailing \(indexPath.row)")
        return trailing?(indexPath)
    }
    override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        events.append("leading \(indexPath.row)")
        return leading?(indexPath)
    }
    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        events.append("willBeginEditing \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        events.append("didEndEditing \(indexPath.map { "\($0.row)" } ?? "nil")")
    }
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        events.append("commit \(indexPath.row)")
        subjects.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    {
        indexPath.row == 2 ? "Remove" : nil
    }
    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        events.append("contextMenu \(indexPath.row) at y \(Int(point.y))")
        return UIContextMenuConfiguration(actionProvider: { [unowned self] _ in
            UIMenu(children: [
                UIAction(title: "Reply") { [unowned self] action in
                    events.append("Reply from table \((action.sender as? UITableView) === tableView)")
                }
            ])
        })
    }
    override func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        events.append("willDisplayContextMenu")
    }
    override func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        events.append("willEndContextMenu")
    }

    func action(_ title: String, style: UIContextualAction.Style = .normal) -> UIContextualAction {
        UIContextualAction(style: style, title: title) { [unowned self] action, view, completion in
            events.append("\(action.title ?? "") in \(type(of: view))")
            if completesActions { completion(true) }
        }
    }
}

/// Swipe actions and context menus on rows, driven by a finger through the table's own recognizers.
@MainActor
@Suite struct SwipeActionsAndContextMenuTests {
    private func scene() throws -> (DeviceSimulator, MailController) {
        let controller = MailController(style: .plain)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (simulator, controller)
    }

    private func rowFrame(_ row: Int, _ controller: MailController) -> CGRect {
        controller.tableView.convert(controller.tableView.rectForRow(at: IndexPath(row: row, section: 0)), to: nil)
    }

    @Test func aSwipeRevealsTheDefaultDeleteWhichCommits() throws {
        let (simulator, controller) = try scene()
        let table = controller.tableView!
        simulator.swipe(rowAt: IndexPath(row: 1, section: 0), in: table)
        let revealed = simulator.revealedSwipeActions(in: table)
        #expect(revealed.map(\.title) == ["Delete"] && revealed.map(\.style) == [.destructive])
        let row = rowFrame(1, controller)
        #expect(revealed[0].frame.maxX == row.maxX && revealed[0].frame.minY == row.minY)
        #expect(revealed[0].frame.height == row.height && revealed[0].frame.width >= 74)
        #expect(controller.events == ["trailing 1", "willBeginEditing 1"])
        simulator.tapSwipeAction(titled: "Delete", in: table)
        #expect(controller.events == ["trailing 1", "willBeginEditing 1", "commit 1", "didEndEditing 1"])
        #expect(controller.subjects == ["Lunch", "Trip", "News"] && simulator.revealedSwipeActions(in: table).isEmpty)
        // The delegate names a row's Delete button.
        simulator.swipe(rowAt: IndexPath(row: 2, section: 0), in: table)
        #expect(simulator.revealedSwipeActions(in: table).map(\.title) == ["Remove"])
    }

    @Test func customActionsShowFirstAtTheEdgeAndCloseWhenTheHandlerCompletes() throws {
        let (simulator, controller) = try scene()
        let table = controller.tableView!
        controller.trailing = { [unowned controller] _ in
            UISwipeActionsConfiguration(actions: [
                controller.action("Trash", style: .destructive), controller.action("Flag"),
            ])
        }
        simulator.swipe(rowAt: IndexPath(row: 0, section: 0), in: table)
        let revealed = simulator.revealedSwipeActions(in: table)
        #expect(revealed.map(\.title) == ["Trash", "Flag"])
        #expect(revealed[1].frame.maxX == revealed[0].frame.minX)
        controller.events = []
        simulator.tapSwipeAction(titled: "Flag", in: table)
        #expect(controller.events == ["Flag in UILabel", "didEndEditing 0"])
        #expect(simulator.revealedSwipeActions(in: table).isEmpty)
        // A handler that does not complete leaves the actions out until a tap elsewhere closes them.
        controller.completesActions = false
        simulator.swipe(rowAt: IndexPath(row: 0, section: 0), in: table)
        controller.events = []
        simulator.tapSwipeAction(titled: "Flag", in: table)
        #expect(controller.events == ["Flag in UILabel"] && simulator.revealedSwipeActions(in: table).count == 2)
        simulator.tap(at: CGPoint(x: 20, y: rowFrame(3, controller).midY))
        #expect(controller.events == ["Flag in UILabel", "didEndEditing 0"])
        #expect(simulator.revealedSwipeActions(in: table).isEmpty)
    }

    @Test func aFullSwipePerformsTheFirstActionUnlessTheConfigurationSaysNo() throws {
        let (simulator, controller) = try scene()
        let table = controller.tableView!
        var fullSwipe = true
        controller.trailing = { [unowned controller] _ in
            let configuration = UISwipeActionsConfiguration(actions: [
                controller.action("Archive"), controller.action("More"),
            ])
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }
        simulator.swipe(rowAt: IndexPath(row: 2, section: 0), in: table, fully: true)
        #expect(
            controller.events == ["trailing 2", "willBeginEditing 2", "Archive in UITableViewCell", "didEndEditing 2"])
        #expect(simulator.revealedSwipeActions(in: table).isEmpty)
        controller.events = []
        fullSwipe = false
        simulator.swipe(rowAt: IndexPath(row: 2, section: 0), in: table, fully: true)
        #expect(controller.events == ["trailing 2", "willBeginEditing 2"])
        #expect(simulator.revealedSwipeActions(in: table).map(\.title) == ["Archive", "More"])
    }

    @Test func aLeadingSwipeAsksForTheLeadingActionsAndHasNoDefault() throws {
        let (simulator, controller) = try scene()
        let table = controller.tableView!
        simulator.swipe(rowAt: IndexPath(row: 0, section: 0), in: table, edge: .left)
        #expect(controller.events == ["leading 0"] && simulator.revealedSwipeActions(in: table).isEmpty)
        controller.leading = { [unowned controller] _ in
            UISwipeActionsConfiguration(actions: [controller.action("Unread")])
        }
        controller.events = []
        simulator.swipe(rowAt: IndexPath(row: 0, section: 0), in: table, edge: .left)
        let revealed = simulator.revealedSwipeActions(in: table)
        #expect(
            revealed.map(\.title) == ["Unread"] && revealed.first?.frame.minX == rowFrame(0, controller).minX,
            "\(controller.events)")
        // An empty configuration shows nothing.
        controller.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
        simulator.tap(at: CGPoint(x: 300, y: rowFrame(3, controller).midY))
        controller.events = []
        simulator.swipe(rowAt: IndexPath(row: 1, section: 0), in: table)
        #expect(controller.events == ["trailing 1"] && simulator.revealedSwipeActions(in: table).isEmpty)
    }

    @Test func aVerticalDragIsNoSwipe() throws {
        let (simulator, controller) = try scene()
        let row = rowFrame(1, controller)
        simulator.drag(from: CGPoint(x: row.midX, y: row.midY), to: CGPoint(x: row.midX - 20, y: row.midY + 120))
        #expect(controller.events.isEmpty && simulator.revealedSwipeActions(in: controller.tableView).isEmpty)
    }

    @Test func aLongPressOnARowOpensItsContextMenu() throws {
        let (simulator, controller) = try scene()
        let row = rowFrame(2, controller)
        simulator.longPress(at: CGPoint(x: row.midX, y: row.midY))
        let y = Int(controller.tableView.convert(CGPoint(x: row.midX, y: row.midY), from: nil).y)
        #expect(controller.events == ["contextMenu 2 at y \(y)", "willDisplayContextMenu"])
        #expect(simulator.openMenu?.titles == ["Reply"])
        simulator.chooseMenuItem(titled: "Reply")
        #expect(
            controller.events == [
                "contextMenu 2 at y \(y)", "willDisplayContextMenu", "willEndContextMenu", "Reply from table true",
            ])
    }
}

/// A grid whose items have a context menu through the iOS 13 single-item method.
@MainActor
private final class GridController: UICollectionViewController {
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    override func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        events.append("item \(indexPath.item)")
        return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Open") { _ in }]) })
    }
}

@MainActor
@Suite struct CollectionContextMenuTests {
    @Test func aLongPressOnAnItemAsksThroughTheSingleItemMethod() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = GridController(collectionViewLayout: layout)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        let collection = controller.collectionView!
        let frame = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        let center = collection.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
        simulator.longPress(at: center)
        #expect(controller.events == ["item 1"] && simulator.openMenu?.titles == ["Open"])
        simulator.dismissMenu()
        // Between items there is no item: the default asks nothing.
        controller.events = []
        simulator.longPress(at: CGPoint(x: 5, y: 840))
        #expect(controller.events.isEmpty && simulator.openMenu == nil)
    }
}

/// What a list's swipe action did.
@MainActor
private final class SwipeLog {
    var events: [String] = []
}

@MainActor
@Suite struct ListSwipeActionsTests {
    @Test func aListItemSwipesThroughItsSectionsProvider() throws {
        let log = SwipeLog()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            guard indexPath.item != 1 else { return nil }
            return UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, view, completion in
                    log.events.append("Delete \(indexPath.item) in \(type(of: view))")
                    completion(true)
                }
            ])
        }
        let controller = CollectionController(layout: UICollectionViewCompositionalLayout.list(using: configuration))
        let tracker = CollectionTracker(counts: [3])
        controller.collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
        controller.collectionView.dataSource = tracker
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        let list = controller.collectionView
        simulator.swipe(rowAt: IndexPath(item: 2, section: 0), in: list)
        let revealed = simulator.revealedSwipeActions(in: list)
        let row = list.convert(
            try #require(list.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame, to: nil)
        #expect(revealed.map(\.title) == ["Delete"] && revealed.first?.frame.maxX == row.maxX)
        simulator.tapSwipeAction(titled: "Delete", in: list)
        #expect(log.events == ["Delete 2 in UILabel"] && simulator.revealedSwipeActions(in: list).isEmpty)
        // No configuration for an item: no swipe; a full swipe performs the first action.
        simulator.swipe(rowAt: IndexPath(item: 1, section: 0), in: list)
        #expect(simulator.revealedSwipeActions(in: list).isEmpty)
        simulator.swipe(rowAt: IndexPath(item: 0, section: 0), in: list, fully: true)
        #expect(log.events == ["Delete 2 in UILabel", "Delete 0 in UICollectionViewListCell"])
        _ = tracker
    }
}
