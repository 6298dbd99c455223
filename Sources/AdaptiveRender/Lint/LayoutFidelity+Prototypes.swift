import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

/// Prototype cells and reusable views, which a scene builds only when a list dequeues them: each is compared
/// as IB's canvas draws it, made through the registration the app dequeues from.
extension LayoutFidelity {
    /// Adds to a scene's report the frames of the prototypes of every table and collection view the scene (or a
    /// prototype, when `objects` is one's) made.
    ///
    /// A table prototype is shown as the only row of its table, at its stored height, so that the table's style,
    /// layout margins, separator and accessory rules shape it as they shape static cells. A collection view cell
    /// or section header or footer is laid out alone at its stored frame, which is then given, not compared.
    static func addPrototypes(
        of root: IBView, objects: IBObjectMap, mode: IBSceneFrameReport.Mode, to result: inout IBSceneFrameReport
    ) {
        var owners: [IBView] = []
        root.forEachView { value in
            if value.elementName == "tableView" || value.elementName == "collectionView" { owners.append(value) }
        }
        for owner in owners {
            var reports: [IBSceneFrameReport] = []
            switch objects.view(withIBID: owner.id) {
            case let table as UITableView:
                reports = owner.cells.compactMap { prototypeRow($0, in: table, objects: objects, mode: mode) }
            case let collectionView as UICollectionView:
                let supplementary = owner.keyedViews.filter { ViewTreeBuilder.isSupplementaryPrototype($0, of: owner) }
                reports = (owner.cells + supplementary).compactMap {
                    prototypeItem($0, in: collectionView, objects: objects)
                }
            default:
                continue
            }
            for report in reports {
                result.comparisons += report.comparisons
                result.skipped += report.skipped
                result.inconsistent += report.inconsistent
            }
        }
    }

    /// A table prototype laid out as its table's only row, at its stored height (the table's row height when it
    /// has no stored frame).
    private static func prototypeRow(
        _ prototype: IBView, in table: UITableView, objects: IBObjectMap, mode: IBSceneFrameReport.Mode
    ) -> IBSceneFrameReport? {
        guard let identifier = prototype.properties["reuseIdentifier"] else { return nil }
        let height = prototype.frame?.height ?? table.rowHeight
        let rows = PrototypeRow(identifier: identifier, height: height)
        let (dataSource, delegate) = (table.dataSource, table.delegate)
        defer {
            table.dataSource = dataSource
            table.delegate = delegate
            table.reloadData()
        }
        table.dataSource = rows
        table.delegate = rows
        table.reloadData()
        topmost(of: table).layoutIfNeeded()
        let first = IndexPath(row: 0, section: 0)
        table.scrollToRow(at: first, at: .top, animated: false)
        topmost(of: table).layoutIfNeeded()
        guard let cell = table.cellForRow(at: first), let made = objects.latestInstantiation(ofPrototype: prototype.id),
            made.view(withIBID: prototype.id) === cell
        else { return nil }
        return report(prototype, name: prototype.displayName, id: prototype.id, mode: mode, objects: made)
    }

    /// A collection view cell or reusable view dequeued and laid out alone at its stored frame; that frame is
    /// the canvas's given size, so only what is inside it is compared.
    private static func prototypeItem(
        _ prototype: IBView, in collectionView: UICollectionView, objects: IBObjectMap
    ) -> IBSceneFrameReport? {
        guard let identifier = prototype.properties["reuseIdentifier"], let frame = prototype.frame else { return nil }
        let first = IndexPath(item: 0, section: 0)
        let view: UICollectionReusableView
        if let kind = ViewTreeBuilder.supplementaryKinds[prototype.key ?? ""],
            prototype.elementName != "collectionViewCell"
        {
            view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: identifier, for: first)
        } else {
            view = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: first)
        }
        guard let made = objects.latestInstantiation(ofPrototype: prototype.id),
            made.view(withIBID: prototype.id) === view
        else { return nil }
        view.traitOverrides.displayScale = collectionView.traitCollection.displayScale
        view.frame = frame
        view.layoutIfNeeded()
        var result = report(prototype, name: prototype.displayName, id: prototype.id, mode: .standalone, objects: made)
        result.comparisons.removeAll { $0.viewID == prototype.id }
        return result
    }

    private static func topmost(of view: UIView) -> UIView {
        var top = view
        while let superview = top.superview { top = superview }
        return top
    }
}

/// One section with one row of a prototype's identifier and height: the canvas's drawing of a prototype.
@MainActor
private final class PrototypeRow: UITableViewDataSource, UITableViewDelegate {
    let identifier: String
    let height: CGFloat

    init(identifier: String, height: CGFloat) {
        self.identifier = identifier
        self.height = height
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        // The canvas's content margins (`canvasMargins`) before the first solve, which would otherwise break
        // constraints measured with them.
        cell.contentView.directionalLayoutMargins = cell.contentLayoutMargins(rowWidth: tableView.bounds.width)
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }
}
