import Foundation

extension UICollectionView {
    /// A cell class and the closure that configures it for an item, like UIKit's
    /// `UICollectionView.CellRegistration` (iOS 14): no reuse identifier to spell out.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for an item.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let identifier: String
        let handler: Handler

        /// A registration whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            identifier = "\(Cell.self)-" + UUID().uuidString
            self.handler = handler
        }
    }

    /// A cell of the registration's class, reused when possible and configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let key = ElementKey(kind: Self.elementKindCell, identifier: registration.identifier)
        if collectionState.registrations[key] == nil { collectionState.registrations[key] = .type(Cell.self) }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        let cell: Cell
        if let typed = dequeued as? Cell {
            cell = typed
        } else {
            // Only a cell registered under the same identifier by hand can get here; a fresh one keeps the type.
            cell = Cell(frame: .zero)
            cell.reuseIdentifier = registration.identifier
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}
