import Foundation

/// Told ahead of time which rows a table view is about to show, like UIKit's
/// `UITableViewDataSourcePrefetching` (iOS 10), so their data can load before their cells are asked for.
@MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows the table will probably show soon, in order.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows prefetched earlier that the table no longer expects to show; nothing when not implemented.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// What a table view prefetched and where its content was at the last layout.
struct TablePrefetchState {
    weak var dataSource: (any UITableViewDataSourcePrefetching)?
    var isEnabled = true
    /// Rows prefetched and not shown or cancelled since.
    var pending: Set<IndexPath> = []
    /// The content offset of the last layout, to tell the direction of a scroll.
    var lastOffsetY: CGFloat?
}

extension UITableView {
    /// The object told of rows the table will show soon, like UIKit's `prefetchDataSource`.
    public var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        get { tableState.prefetch.dataSource }
        set {
            cancelPendingPrefetches()
            tableState.prefetch.dataSource = newValue
        }
    }

    /// Whether the prefetch data source hears of rows ahead of the scroll, like UIKit's
    /// `isPrefetchingEnabled`; true by default. Turning it off cancels what was prefetched.
    public var isPrefetchingEnabled: Bool {
        get { tableState.prefetch.isEnabled }
        set {
            if !newValue { cancelPendingPrefetches() }
            tableState.prefetch.isEnabled = newValue
        }
    }

    /// After a layout: when the content moved (a scroll), the rows in the screenful ahead of the visible
    /// rectangle in the direction of the scroll are prefetched, and pending rows that fell out of that
    /// window without being shown are cancelled. Rows shown are no longer pending. The window's size is
    /// unconfirmed (see Deviations.md).
    func updatePrefetching() {
        let offsetY = bounds.minY
        let lastOffsetY = tableState.prefetch.lastOffsetY
        tableState.prefetch.lastOffsetY = offsetY
        guard let source = tableState.prefetch.dataSource, tableState.prefetch.isEnabled else { return }
        let shown = Set(tableState.visibleCells.keys)
        tableState.prefetch.pending.subtract(shown)
        guard let lastOffsetY, lastOffsetY != offsetY else { return }
        let visible = bounds
        let ahead =
            offsetY > lastOffsetY
            ? CGRect(x: visible.minX, y: visible.maxY, width: visible.width, height: visible.height)
            : CGRect(x: visible.minX, y: visible.minY - visible.height, width: visible.width, height: visible.height)
        let window = rows(in: ahead).filter { !shown.contains($0) }
        let pending = tableState.prefetch.pending
        let cancelled = pending.filter { !window.contains($0) }.sorted()
        let new = window.filter { !pending.contains($0) }
        tableState.prefetch.pending = Set(window)
        if !cancelled.isEmpty { source.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !new.isEmpty { source.tableView(self, prefetchRowsAt: new) }
    }

    /// The rows whose frames meet a rectangle of the content, top to bottom.
    private func rows(in rect: CGRect) -> [IndexPath] {
        let geometry = tableState.geometry
        guard geometry.heights.count > 0, rect.maxY > geometry.top else { return [] }
        var result: [IndexPath] = []
        var index = geometry.slotIndex(atY: max(rect.minY, geometry.top))
        while index < geometry.heights.count, geometry.minY(index) < rect.maxY {
            if case .row(let indexPath) = geometry.slot(at: index), geometry.heights[index] > 0 {
                result.append(indexPath)
            }
            index += 1
        }
        return result
    }

    /// Tells the prefetch data source that nothing pending will be shown (a reload, a new source, prefetching
    /// turned off).
    func cancelPendingPrefetches() {
        let pending = tableState.prefetch.pending.sorted()
        tableState.prefetch.pending = []
        guard !pending.isEmpty, let source = tableState.prefetch.dataSource else { return }
        source.tableView(self, cancelPrefetchingForRowsAt: pending)
    }
}
