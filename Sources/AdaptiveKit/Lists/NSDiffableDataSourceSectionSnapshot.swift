import Foundation

/// The items of one section as a tree with expansion state, like UIKit's `NSDiffableDataSourceSectionSnapshot`.
///
/// Items are ordered depth first: a parent comes before its children. An item is visible when every ancestor is
/// expanded; a collection view's diffable data source shows the visible items only. Identifiers must be unique in
/// the snapshot. Main-actor bound here, so misuse is recorded in `DiagnosticLog` (see Deviations.md).
@MainActor
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The items without a parent, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    /// Every item, depth first (a parent before its children).
    public var items: [ItemIdentifierType] { flatten(rootItems) { _ in true } }

    /// The items a list shows: those whose ancestors are all expanded, depth first.
    public var visibleItems: [ItemIdentifierType] { flatten(rootItems) { expanded.contains($0) } }

    /// The expanded items, depth first.
    public var expandedItems: [ItemIdentifierType] { items.filter { expanded.contains($0) } }

    /// Whether the snapshot holds an item.
    public func contains(_ item: ItemIdentifierType) -> Bool { rootItems.contains(item) || parents[item] != nil }

    /// The position of an item in `items`, or nil.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// How deep an item sits: 0 for a root item; `NSNotFound` for an item the snapshot does not hold.
    public func level(of item: ItemIdentifierType) -> Int {
        guard contains(item) else { return NSNotFound }
        var level = 0
        var current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The parent of an item, or nil for a root item or an item the snapshot does not hold.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// Whether an item is expanded (the state persists with the snapshot, children or not).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether an item is shown: it is in the snapshot and every ancestor is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// A snapshot of a parent's descendants, with the parent as its only root item when `includingParent`.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
        -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        var result = Self()
        guard existing(parent) else { return result }
        if includingParent {
            result.rootItems = [parent]
            result.copySubtree(of: parent, from: self)
        } else {
            result.rootItems = children[parent] ?? []
            for child in result.rootItems { result.copySubtree(of: child, from: self) }
        }
        return result
    }

    // MARK: Adding and removing

    /// Adds items at the end of a parent's children, or at the end of the root items when `parent` is nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard checkNew(items) else { return }
        guard let parent else {
            rootItems += items
            return
        }
        guard existing(parent) else { return }
        children[parent, default: []] += items
        for item in items { parents[item] = parent }
    }

    /// Inserts items before an item, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard existing(item), checkNew(items) else { return }
        insertSiblings(items, at: item, offset: 0)
    }

    /// Inserts items after an item, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard existing(item), checkNew(items) else { return }
        insertSiblings(items, at: item, offset: 1)
    }

    /// Adds another section snapshot's items, hierarchy and expansion state under a parent (nil: at the root).
    public mutating func append(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil
    ) {
        guard parent.map({ existing($0) }) ?? true, checkNew(snapshot.items) else { return }
        append(snapshot.rootItems, to: parent)
        merge(snapshot)
    }

    /// Inserts another section snapshot's root items before an item, with their children and expansion state.
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
    ) {
        guard existing(item), checkNew(snapshot.items) else { return }
        insertSiblings(snapshot.rootItems, at: item, offset: 0)
        merge(snapshot)
    }

    /// Inserts another section snapshot's root items after an item, with their children and expansion state.
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
    ) {
        guard existing(item), checkNew(snapshot.items) else { return }
        insertSiblings(snapshot.rootItems, at: item, offset: 1)
        merge(snapshot)
    }

    /// Replaces a parent's descendants with another section snapshot's items.
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        guard existing(parent) else { return }
        delete(children[parent] ?? [])
        append(snapshot, to: parent)
    }

    /// Deletes items together with their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            let parent = parents[item]
            for removed in flatten([item], descend: { _ in true }) {
                children[removed] = nil
                parents[removed] = nil
                expanded.remove(removed)
            }
            if let parent {
                children[parent]?.removeAll { $0 == item }
            } else {
                rootItems.removeAll { $0 == item }
            }
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() { self = Self() }

    // MARK: Expansion

    /// Expands items, so that their children show when they are visible themselves.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) { expanded.insert(item) }
    }

    /// Collapses items, hiding their descendants.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    /// A text picture of the tree: one line an item, indented by level, `+` for expanded and `-` for collapsed.
    public func visualDescription() -> String {
        items.map { item in
            let mark = children[item]?.isEmpty == false ? (expanded.contains(item) ? "+ " : "- ") : "  "
            return String(repeating: "  ", count: level(of: item)) + mark + "\(item)"
        }.joined(separator: "\n")
    }

    // MARK: Internals

    private func flatten(_ items: [ItemIdentifierType], descend: (ItemIdentifierType) -> Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        func visit(_ item: ItemIdentifierType) {
            result.append(item)
            guard descend(item), let children = children[item] else { return }
            for child in children { visit(child) }
        }
        for item in items { visit(item) }
        return result
    }

    private mutating func insertSiblings(_ items: [ItemIdentifierType], at sibling: ItemIdentifierType, offset: Int) {
        if let parent = parents[sibling] {
            let index = children[parent]?.firstIndex(of: sibling) ?? 0
            children[parent]?.insert(contentsOf: items, at: index + offset)
            for item in items { parents[item] = parent }
        } else {
            let index = rootItems.firstIndex(of: sibling) ?? 0
            rootItems.insert(contentsOf: items, at: index + offset)
        }
    }

    /// Takes another snapshot's children and expansion state for items already placed here.
    private mutating func merge(_ other: Self) {
        for (parent, list) in other.children {
            children[parent] = list
            for child in list { parents[child] = parent }
        }
        expanded.formUnion(other.expanded)
    }

    private mutating func copySubtree(of item: ItemIdentifierType, from other: Self) {
        if other.expanded.contains(item) { expanded.insert(item) }
        guard let list = other.children[item] else { return }
        children[item] = list
        for child in list {
            parents[child] = item
            copySubtree(of: child, from: other)
        }
    }

    // MARK: Checks (UIKit raises NSInternalInconsistencyException)

    private func existing(_ item: ItemIdentifierType) -> Bool {
        if contains(item) { return true }
        DiagnosticLog.raise(
            "Invalid item identifier specified. Item not found in the section snapshot: \(item)",
            name: "NSInternalInconsistencyException")
        return false
    }

    private func checkNew(_ items: [ItemIdentifierType]) -> Bool {
        var seen = Set(self.items)
        for item in items where !seen.insert(item).inserted {
            DiagnosticLog.raise(
                "Item identifier already exists in the section snapshot: \(item)",
                name: "NSInternalInconsistencyException")
            return false
        }
        return true
    }
}
