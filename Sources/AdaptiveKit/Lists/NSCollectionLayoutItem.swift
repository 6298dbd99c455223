import Foundation

/// One item of a compositional layout, like UIKit's `NSCollectionLayoutItem`: a size relative to its
/// group and insets inside that size.
@MainActor
open class NSCollectionLayoutItem {
    /// The item's size, relative to the group that holds it.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets inside the item's size: the cell gets what remains.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// An item of a size.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// How many cells the element holds: 1 for an item.
    var leafCount: Int { 1 }

    /// The frames of the cells the element holds, in its own coordinates.
    func leafFrames(in size: CGSize, direction: UITraitEnvironmentLayoutDirection) -> [CGRect] {
        let inset = contentInsets
        let left = direction == .rightToLeft ? inset.trailing : inset.leading
        let right = direction == .rightToLeft ? inset.leading : inset.trailing
        return [
            CGRect(
                x: left, y: inset.top, width: max(0, size.width - left - right),
                height: max(0, size.height - inset.top - inset.bottom))
        ]
    }
}

/// A row or column of items in a compositional layout, like UIKit's `NSCollectionLayoutGroup`.
///
/// A horizontal group places its subitems side by side, a vertical one stacks them; with `count` it
/// holds that many equal items, otherwise it repeats its subitems while they fit.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The elements the group repeats.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between subitems.
    open var interItemSpacing: NSCollectionLayoutSpacing?
    let isHorizontal: Bool
    let count: Int?

    private init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?)
    {
        self.subitems = subitems
        isHorizontal = horizontal
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// A row of `count` equal items.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: max(1, count))
    }

    /// A row of the subitems, repeated while they fit.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true, count: nil)
    }

    /// A column of `count` equal items.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: max(1, count))
    }

    /// A column of the subitems, repeated while they fit.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false, count: nil)
    }

    /// The iOS 13–15 spelling of `horizontal(layoutSize:repeatingSubitem:count:)`.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// The iOS 13–15 spelling of `vertical(layoutSize:repeatingSubitem:count:)`.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    override var leafCount: Int { placements(in: lastSize).reduce(0) { $0 + $1.item.leafCount } }
    private var lastSize = CGSize.zero

    /// Where each subitem goes in a group of a size.
    private func placements(in size: CGSize) -> [(item: NSCollectionLayoutItem, frame: CGRect)] {
        let spacing = interItemSpacing?.spacing ?? 0
        let length = isHorizontal ? size.width : size.height
        var result: [(NSCollectionLayoutItem, CGRect)] = []
        if let count, let subitem = subitems.first {
            let share = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            for index in 0..<count {
                let position = CGFloat(index) * (share + spacing)
                let across =
                    isHorizontal
                    ? subitem.layoutSize.heightDimension.resolved(in: size)
                    : subitem.layoutSize.widthDimension.resolved(in: size)
                result.append(
                    (
                        subitem,
                        isHorizontal
                            ? CGRect(x: position, y: 0, width: share, height: across)
                            : CGRect(x: 0, y: position, width: across, height: share)
                    ))
            }
            return result
        }
        guard !subitems.isEmpty else { return [] }
        var position: CGFloat = 0
        var index = 0
        // Repeat the subitems while they fit; always place at least one.
        while result.count < 10_000 {
            let item = subitems[index % subitems.count]
            let itemSize = item.layoutSize.resolved(in: size)
            let along = isHorizontal ? itemSize.width : itemSize.height
            guard along > 0, result.isEmpty || position + along <= length + 0.0001 else { break }
            result.append(
                (
                    item,
                    isHorizontal
                        ? CGRect(x: position, y: 0, width: itemSize.width, height: itemSize.height)
                        : CGRect(x: 0, y: position, width: itemSize.width, height: itemSize.height)
                ))
            position += along + spacing
            index += 1
        }
        if interItemSpacing?.isFlexibleSpacing == true, result.count > 1, let last = result.last {
            let used = isHorizontal ? last.1.maxX : last.1.maxY
            let extra = (length - used) / CGFloat(result.count - 1)
            for index in result.indices {
                let shift = extra * CGFloat(index)
                result[index].1 = result[index].1.offsetBy(dx: isHorizontal ? shift : 0, dy: isHorizontal ? 0 : shift)
            }
        }
        return result
    }

    override func leafFrames(in size: CGSize, direction: UITraitEnvironmentLayoutDirection) -> [CGRect] {
        lastSize = size
        let inset = contentInsets
        let left = direction == .rightToLeft ? inset.trailing : inset.leading
        let right = direction == .rightToLeft ? inset.leading : inset.trailing
        let inner = CGSize(
            width: max(0, size.width - left - right), height: max(0, size.height - inset.top - inset.bottom))
        var frames: [CGRect] = []
        for (item, frame) in placements(in: inner) {
            var placed = frame
            if direction == .rightToLeft && isHorizontal { placed.origin.x = inner.width - frame.maxX }
            for leaf in item.leafFrames(in: placed.size, direction: direction) {
                frames.append(leaf.offsetBy(dx: placed.minX + left, dy: placed.minY + inset.top))
            }
        }
        return frames
    }
}
