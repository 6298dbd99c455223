import Foundation

/// A shown accessory of a list cell and where it sits, in the cell's coordinates.
package struct PlacedCellAccessory: Sendable {
    /// The accessory.
    package var accessory: UICellAccessory
    /// The room it takes from the content, the cell's full height.
    package var slot: CGRect
    /// Where its glyph is drawn: the chevron, checkmark or text inside the slot's gaps; the whole slot for the
    /// delete and reorder controls, which are centred in it.
    package var glyph: CGRect
}

/// The content view's frame and the shown accessories around it.
package struct ListCellAccessoryLayout: Sendable {
    package var content: CGRect
    package var placed: [PlacedCellAccessory]
}

extension UICollectionViewListCell {
    /// Whether the cell's collection view is editing, which decides the accessories shown.
    package var isListEditing: Bool { owningCollectionView?.isEditing ?? false }

    /// The shown accessories at their system places (their order in `accessories` does not matter): at the leading
    /// edge delete, then outline disclosure; at the trailing edge reorder, then the disclosure indicator, the
    /// checkmark and the label, each inward of the one before. The content view fills what is left, indented by
    /// the indentation (with the leading accessories when `indentsAccessories`). Mirrored right to left.
    package var accessoryLayout: ListCellAccessoryLayout {
        let editing = isListEditing
        let shown = accessories.filter { $0.isShown(editing: editing) }.sorted { $0.placementRank < $1.placementRank }
        let indentation = CGFloat(max(0, indentationLevel)) * indentationWidth
        let height = bounds.height
        var placed: [PlacedCellAccessory] = []
        var minX = indentsAccessories ? indentation : 0
        for accessory in shown where accessory.isLeading {
            let slot = CGRect(x: minX, y: 0, width: accessory.room, height: height)
            placed.append(PlacedCellAccessory(accessory: accessory, slot: slot, glyph: glyph(accessory, in: slot)))
            minX += accessory.room
        }
        if !indentsAccessories { minX += indentation }
        var maxX = bounds.width
        for accessory in shown where !accessory.isLeading {
            let slot = CGRect(x: maxX - accessory.room, y: 0, width: accessory.room, height: height)
            placed.append(PlacedCellAccessory(accessory: accessory, slot: slot, glyph: glyph(accessory, in: slot)))
            maxX -= accessory.room
        }
        var layout = ListCellAccessoryLayout(
            content: CGRect(x: minX, y: 0, width: max(0, maxX - minX), height: height), placed: placed)
        guard traitCollection.layoutDirection == .rightToLeft else { return layout }
        let width = bounds.width
        func mirror(_ rect: CGRect) -> CGRect {
            CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        layout.content = mirror(layout.content)
        layout.placed = placed.map {
            PlacedCellAccessory(accessory: $0.accessory, slot: mirror($0.slot), glyph: mirror($0.glyph))
        }
        return layout
    }

    /// The glyph of an accessory in its slot: 10 points from the cell's edge side of the slot (the table
    /// accessory's trailing gap), centred vertically on the pixel grid.
    private func glyph(_ accessory: UICellAccessory, in slot: CGRect) -> CGRect {
        guard let size = accessory.glyphSize else { return slot }
        let scale = max(traitCollection.displayScale, 1)
        let y = ((slot.height - size.height) / 2 * scale).rounded() / scale
        let gap = UITableViewCell.accessoryTrailingGap
        let x = accessory.isLeading ? slot.minX + gap : slot.maxX - gap - size.width
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}
