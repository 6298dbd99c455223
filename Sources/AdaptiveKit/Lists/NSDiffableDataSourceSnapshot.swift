import Foundation

/// The sections and items a list shows, identified by value, like UIKit's `NSDiffableDataSourceSnapshot`.
///
/// Identifiers must be unique across the whole snapshot. Lookups by identifier are linear; index paths map
/// to identifiers directly. Main-actor bound here, so misuse is recorded in `DiagnosticLog` (see Deviations.md).
@MainActor
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    /// The section identifiers, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    var itemsBySection: [[ItemIdentifierType]] = []
    /// Items marked with `reloadItems` or `reconfigureItems` since the snapshot was made.
    var reloadedItems: Set<ItemIdentifierType> = []

    /// An empty snapshot.
    public init() {}

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { itemsBySection.reduce(0) { $0 + $1.count } }
    /// Every item identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    /// The number of items in a section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of a section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIdentifiers.firstIndex(of: identifier).map { itemsBySection[$0] } ?? []
    }

    /// The section that holds an item, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        location(of: identifier).map { sectionIdentifiers[$0.section] }
    }

    /// The position of an item among all items, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    /// The position of a section, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIdentifiers.firstIndex(of: identifier)
    }

    /// The item at `index` in section `section`, or nil (what both diffable data sources answer).
    func item(inSection section: Int, at index: Int) -> ItemIdentifierType? {
        guard itemsBySection.indices.contains(section), itemsBySection[section].indices.contains(index) else {
            return nil
        }
        return itemsBySection[section][index]
    }

    /// The section identifier at an index, or nil.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }

    /// This snapshot as a data source hands it out and keeps it: with no reloads pending.
    var settled: Self {
        var copy = self
        copy.reloadedItems = []
        return copy
    }

    func location(of item: ItemIdentifierType) -> IndexPath? {
        for (section, items) in itemsBySection.enumerated() {
            if let row = items.firstIndex(of: item) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where !checkNewSection(identifier) { return }
        sectionIdentifiers += identifiers
        itemsBySection += identifiers.map { _ in [] }
    }

    /// Inserts sections before another section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = existingSection(toIdentifier) else { return }
        for identifier in identifiers where !checkNewSection(identifier) { return }
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }

    /// Inserts sections after another section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = existingSection(toIdentifier) else { return }
        for identifier in identifiers where !checkNewSection(identifier) { return }
        sectionIdentifiers.insert(contentsOf: identifiers, at: index + 1)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index + 1)
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = sectionIdentifiers.firstIndex(of: identifier) else { continue }
            sectionIdentifiers.remove(at: index)
            itemsBySection.remove(at: index)
        }
    }

    /// Marks sections to be asked for again.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { reloadedItems.formUnion(itemIdentifiers(inSection: identifier)) }
    }

    // MARK: Items

    /// Adds items at the end of a section (the last section when nil).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let index: Int?
        if let sectionIdentifier {
            index = existingSection(sectionIdentifier)
        } else if sectionIdentifiers.isEmpty {
            DiagnosticLog.raise(
                "There are currently no sections in the data source. Please add a section first.",
                name: "NSInternalInconsistencyException")
            index = nil
        } else {
            index = sectionIdentifiers.count - 1
        }
        guard let index, checkNewItems(identifiers) else { return }
        itemsBySection[index] += identifiers
    }

    /// Inserts items before another item.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        guard let path = existingItem(beforeIdentifier), checkNewItems(identifiers) else { return }
        itemsBySection[path.section].insert(contentsOf: identifiers, at: path.row)
    }

    /// Inserts items after another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        guard let path = existingItem(afterIdentifier), checkNewItems(identifiers) else { return }
        itemsBySection[path.section].insert(contentsOf: identifiers, at: path.row + 1)
    }

    /// Deletes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let removed = Set(identifiers)
        for section in itemsBySection.indices { itemsBySection[section].removeAll { removed.contains($0) } }
    }

    /// Deletes every item, keeping no sections.
    public mutating func deleteAllItems() {
        sectionIdentifiers = []
        itemsBySection = []
    }

    /// Moves an item before another item.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, let from = existingItem(identifier), existingItem(toIdentifier) != nil else {
            return
        }
        itemsBySection[from.section].remove(at: from.row)
        guard let to = location(of: toIdentifier) else { return }
        itemsBySection[to.section].insert(identifier, at: to.row)
    }

    /// Moves an item after another item.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, let from = existingItem(identifier), existingItem(toIdentifier) != nil else {
            return
        }
        itemsBySection[from.section].remove(at: from.row)
        guard let to = location(of: toIdentifier) else { return }
        itemsBySection[to.section].insert(identifier, at: to.row + 1)
    }

    /// Marks items to be asked for again (a new cell).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where existingItem(identifier) != nil { reloadedItems.insert(identifier) }
    }

    /// Marks items to be configured again; here the same as `reloadItems`.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reloadItems(identifiers) }

    // MARK: Checks (UIKit raises NSInternalInconsistencyException)

    private func existingSection(_ identifier: SectionIdentifierType) -> Int? {
        if let index = sectionIdentifiers.firstIndex(of: identifier) { return index }
        DiagnosticLog.raise(
            "Invalid parameter not satisfying: section != NSNotFound", name: "NSInternalInconsistencyException")
        return nil
    }

    private func existingItem(_ identifier: ItemIdentifierType) -> IndexPath? {
        if let path = location(of: identifier) { return path }
        DiagnosticLog.raise(
            "Invalid parameter not satisfying: indexPath != nil", name: "NSInternalInconsistencyException")
        return nil
    }

    private func checkNewSection(_ identifier: SectionIdentifierType) -> Bool {
        guard sectionIdentifiers.contains(identifier) else { return true }
        DiagnosticLog.raise(
            "Section identifier already exists in the data source: \(identifier)",
            name: "NSInternalInconsistencyException")
        return false
    }

    private func checkNewItems(_ identifiers: [ItemIdentifierType]) -> Bool {
        var seen = Set(itemIdentifiers)
        for identifier in identifiers where !seen.insert(identifier).inserted {
            DiagnosticLog.raise(
                "Item identifier already exists in the data source: \(identifier)",
                name: "NSInternalInconsistencyException")
            return false
        }
        return true
    }
}
