import Foundation

extension UITableViewCell {
    /// The standard row height: 44 points including the separator.
    static let standardRowHeight: CGFloat = 44
    /// Space kept after an accessory (to the cell's trailing edge) and before it (to the content view).
    /// A 320-wide iOS 7 cell drew its 8-point chevron at x = 302 and a 287-wide content view: 10 and 15.
    static let accessoryTrailingGap: CGFloat = 10
    static let accessoryLeadingGap: CGFloat = 15
    /// The gap between a built-in image and the text after it (see Deviations.md).
    static let imageToTextPadding: CGFloat = 16

    /// The size of a standard accessory; the chevron's 8 × 13 (12.5 at iOS 7) is measured, the others are not.
    static func standardAccessorySize(_ type: AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator, .detailDisclosureButton: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 11)
        case .detailButton: CGSize(width: 22, height: 22)
        }
    }

    /// The width of the delete or insert control at the leading edge of an editing row, which the content makes
    /// room for, and of the reorder control at the trailing edge (see Deviations.md).
    package static let editingControlWidth: CGFloat = 38
    package static let reorderControlWidth: CGFloat = 38

    /// The accessory shown: `accessoryView` or the standard one; none while editing (an editing accessory is not
    /// modelled, and UIKit shows none without one).
    var shownAccessoryView: UIView? { tableContext.isEditing ? nil : accessoryView ?? standardAccessoryView }

    /// The editing control the row shows: its style while its table edits; `.none` otherwise.
    package var shownEditingControl: EditingStyle { tableContext.isEditing ? tableContext.editingControl : .none }

    /// Whether the row shows its reorder control: the cell asks for one, its table edits and the row can move.
    package var showsReorderControlNow: Bool { tableContext.isEditing && showsReorderControl && tableContext.canMove }

    /// How far the content moves in for the editing control.
    var editingIndent: CGFloat {
        shownEditingControl != .none && shouldIndentWhileEditing && tableContext.indentsWhileEditing
            ? Self.editingControlWidth : 0
    }

    /// The content view's frame in a cell of this size: inside the safe-area insets, before the accessory,
    /// above the separator.
    func contentViewFrame(in size: CGSize) -> CGRect {
        let context = tableContext
        var maxX = size.width - context.contentTrailing
        if showsReorderControlNow {
            maxX -= Self.reorderControlWidth
        } else if context.isEditing {
            // No accessory while editing.
        } else if accessoryView == nil, standardAccessoryView != nil, let slot = accessorySlotWidth {
            // Pixel-aligned towards the trailing edge: a 10.5-point slot is 10.33 at @3x.
            let scale = max(context.scale, 1)
            let margin = contentSideMargins(rowWidth: size.width).trailing
            let reserved = ((margin + slot) * scale + 0.001).rounded(.down) / scale
            maxX = size.width - context.contentTrailing - reserved
        } else if let accessory = shownAccessoryView {
            maxX = size.width - Self.accessoryTrailingGap - accessory.bounds.width - Self.accessoryLeadingGap
            maxX = min(maxX, size.width - context.contentTrailing)
        }
        let minX = context.contentLeading + editingIndent
        return CGRect(
            x: minX, y: 0, width: max(0, maxX - minX),
            height: max(0, size.height - (canvasMargins?.contentSpansSeparator == true ? 0 : context.separatorHeight)))
    }

    /// Places the content view, accessory and separator, then the built-in labels and image.
    func layoutCell() {
        let context = tableContext
        // A freestanding cell read from a file keeps what Interface Builder stored for its content: the canvas
        // drew it outside any table, where UIKit's own placement of a cell's content is not documented.
        let keepsStoredContent = keepsStoredContentLayout && !hasTableContext
        if !keepsStoredContent {
            let margins = contentLayoutMargins(rowWidth: bounds.width)
            if contentView.directionalLayoutMargins != margins { contentView.directionalLayoutMargins = margins }
            contentView.frame = contentViewFrame(in: bounds.size)
        }
        standardAccessoryView?.isHidden = context.isEditing
        if let accessoryView, context.isEditing != accessoryHiddenForEditing {
            accessoryView.isHidden = context.isEditing
            accessoryHiddenForEditing = context.isEditing
        }
        if let accessory = shownAccessoryView {
            let size = accessory.bounds.size
            accessory.frame = CGRect(
                x: bounds.width - Self.accessoryTrailingGap - size.width,
                y: roundToPixel((bounds.height - context.separatorHeight - size.height) / 2), width: size.width,
                height: size.height)
        }
        layoutSeparator()
        if keepsStoredContent { return }
        if let configurationView {
            configurationView.frame = contentView.bounds
        } else {
            layoutBuiltInContent()
        }
    }

    private func layoutSeparator() {
        let context = tableContext
        separatorView.isHidden = context.separatorHeight == 0
        guard context.separatorHeight > 0 else { return }
        var inset = customSeparatorInset ?? context.separatorInset
        if customSeparatorInset == nil, context.separatorFollowsText {
            inset.left = contentView.frame.minX + textLeading(in: contentView.bounds)
        }
        separatorView.frame = CGRect(
            x: inset.left, y: bounds.height - context.separatorHeight,
            width: max(0, bounds.width - inset.left - inset.right), height: context.separatorHeight)
    }

    /// The content view's layout margins in a row of a width: 8 above and below, the table's on the sides,
    /// unless the canvas that saved the cell keeps others (`canvasMargins`).
    package func contentLayoutMargins(rowWidth: CGFloat) -> NSDirectionalEdgeInsets {
        let sides = contentSideMargins(rowWidth: rowWidth)
        var margins = NSDirectionalEdgeInsets(top: 8, leading: sides.leading, bottom: 8, trailing: sides.trailing)
        guard let canvas = canvasMargins else { return margins }
        margins.top = canvas.vertical
        margins.bottom = canvas.vertical
        if let beside = canvas.besideAccessory, accessoryView == nil, standardAccessoryView != nil {
            margins.trailing = beside
        }
        return margins
    }

    /// The content view's side margins in a row of a width before any accessory: the table's, unless the canvas
    /// that saved the cell keeps others (`canvasMargins`). The canvas's accessory room starts from these.
    func contentSideMargins(rowWidth: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        let context = tableContext
        var sides = (leading: context.marginLeading, trailing: context.marginTrailing)
        guard let canvas = canvasMargins else { return sides }
        if let side = canvas.side { sides = (side, side) }
        if let side = canvas.wideRowSide, rowWidth > 375 {
            sides = (max(sides.leading, side), max(sides.trailing, side))
        }
        return sides
    }

    /// Where the built-in image starts: the content view's leading margin, or the table's where the canvas
    /// gives the content view side margins of its own.
    var builtInLeading: CGFloat {
        canvasMargins?.side == nil ? contentView.directionalLayoutMargins.leading : tableContext.marginLeading
    }

    /// Where text starts in the content view: the leading margin, after the image if there is one.
    func textLeading(in bounds: CGRect) -> CGFloat {
        let inset = canvasMargins?.builtInText
        var x = inset ?? builtInLeading
        if configurationView == nil, let image = storedImageView?.image {
            x = builtInLeading + image.size.width + (inset ?? Self.imageToTextPadding)
        } else if let list = configurationView as? UIListContentView,
            let image = (list.configuration as? UIListContentConfiguration)?.image
        {
            x += image.size.width + Self.imageToTextPadding
        }
        return x
    }

    private func layoutBuiltInContent() {
        let bounds = contentView.bounds
        let margins = contentView.directionalLayoutMargins
        if let imageView = storedImageView {
            let size = imageView.image?.size ?? .zero
            imageView.frame = CGRect(
                x: builtInLeading, y: roundToPixel((bounds.height - size.height) / 2), width: size.width,
                height: size.height)
        }
        let text = storedTextLabel.map { ($0, $0.text) }
        let detail = storedDetailTextLabel.map { ($0, $0.text) }
        ListTextLayout.place(
            style: style, title: text?.0, detail: detail?.0, leading: textLeading(in: bounds),
            trailing: bounds.width - (canvasMargins?.builtInText ?? margins.trailing), height: bounds.height,
            scale: tableContext.scale, fitsSubtitleWidths: true,
            centresOnWholePoints: canvasMargins?.centresBuiltInTextOnWholePoints ?? false)
    }

    /// The height this cell asks for at a width: from its content view's constraints when it has any,
    /// otherwise the standard 44 (or more for text that needs it). Includes the separator.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let content = contentViewFrame(in: CGSize(width: width, height: Self.standardRowHeight))
        let separator = tableContext.separatorHeight
        let margins = contentLayoutMargins(rowWidth: width)
        if contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }),
            contentView.directionalLayoutMargins != margins
        {
            contentView.directionalLayoutMargins = margins
        }
        if let fitted = ContentFitting.size(
            of: contentView, target: CGSize(width: content.width, height: 0), horizontal: .required,
            vertical: .fittingSizeLevel)
        {
            guard fitted.height > 0 else {
                DiagnosticLog.warn(
                    "Warning once only: Detected a case where constraints ambiguously suggest a height of zero "
                        + "for a table view cell's content view. We're considering the collapse unintentional and "
                        + "using standard height instead.")
                return standardHeight
            }
            return ceilToPixel(fitted.height + separator)
        }
        let textHeight: CGFloat
        if let list = configurationView as? UIListContentView {
            textHeight = list.textBlockHeight(width: content.width)
        } else {
            textHeight = ListTextLayout.blockHeight(
                style: style, title: storedTextLabel, detail: storedDetailTextLabel,
                width: content.width - tableContext.marginLeading - tableContext.marginTrailing)
        }
        return max(standardHeight, ceilToPixel(textHeight + 2 * ListTextLayout.verticalPadding + separator))
    }

    /// The height of a row whose content gives none: the standard 44, or the canvas's (`canvasMargins`).
    var standardHeight: CGFloat { canvasMargins?.standardRowHeight ?? Self.standardRowHeight }

    func roundToPixel(_ value: CGFloat) -> CGFloat {
        let scale = max(tableContext.scale, 1)
        return (value * scale).rounded() / scale
    }

    func ceilToPixel(_ value: CGFloat) -> CGFloat {
        let scale = max(tableContext.scale, 1)
        return (value * scale - 0.001).rounded(.up) / scale
    }
}

/// Lays out a title and detail label the way the built-in cell styles and list content do.
@MainActor
enum ListTextLayout {
    /// The least space above and below the text of a row that grows past 44 points (see Deviations.md).
    static let verticalPadding: CGFloat = 4
    /// The width of `.value2`'s title column (see Deviations.md).
    static let value2TitleWidth: CGFloat = 67
    static let value2Gap: CGFloat = 6

    /// A label's height at a width; an empty label's is its intrinsic height (zero for a `UILabel`, the stored
    /// placeholder text's on Interface Builder's canvas, which sizes empty built-in labels as if they held text).
    static func labelHeight(_ label: UILabel?, width: CGFloat) -> CGFloat {
        guard let label else { return 0 }
        guard let text = label.text, !text.isEmpty else { return max(0, label.intrinsicContentSize.height) }
        return label.sizeThatFits(CGSize(width: label.numberOfLines == 1 ? 0 : max(width, 1), height: 0)).height
    }

    /// A label's unwrapped width: a one-line label's intrinsic width (its text's, or on Interface Builder's
    /// canvas the width stored for it, placeholder text included when it is empty), a multi-line label's text's.
    static func oneLineWidth(_ label: UILabel?) -> CGFloat {
        guard let label else { return 0 }
        guard label.numberOfLines != 1, let text = label.text, !text.isEmpty else {
            return max(0, label.intrinsicContentSize.width)
        }
        return label.sizeThatFits(.zero).width
    }

    static func blockHeight(style: UITableViewCell.CellStyle, title: UILabel?, detail: UILabel?, width: CGFloat)
        -> CGFloat
    {
        let titleHeight = labelHeight(title, width: width)
        let detailHeight = labelHeight(detail, width: width)
        return style == .subtitle ? titleHeight + detailHeight : max(titleHeight, detailHeight)
    }

    /// Places the labels between `leading` and `trailing` of a content view `height` tall, centred vertically:
    /// on the nearest pixel, or, as Interface Builder's canvas stores them (`centresOnWholePoints`), on the
    /// next whole point down.
    static func place(
        style: UITableViewCell.CellStyle, title: UILabel?, detail: UILabel?, leading: CGFloat, trailing: CGFloat,
        height: CGFloat, scale: CGFloat, fitsSubtitleWidths: Bool = false, centresOnWholePoints: Bool = false
    ) {
        func round(_ value: CGFloat) -> CGFloat {
            if centresOnWholePoints { return (value - 0.001).rounded(.up) }
            return (value * max(scale, 1)).rounded() / max(scale, 1)
        }
        let width = max(0, trailing - leading)
        let titleHeight = labelHeight(title, width: width)
        let detailHeight = labelHeight(detail, width: width)
        switch style {
        case .default:
            // The one label spans the content view's height, its text centred in it: UIKit's dumps and Interface
            // Builder's stored frames show `(16, 0, width, 43.5)` in a 44-point row.
            title?.frame = CGRect(x: leading, y: 0, width: width, height: max(height, titleHeight))
        case .subtitle:
            // A cell's labels are as wide as their text (Interface Builder's stored frames), up to the content's.
            func fitted(_ label: UILabel?) -> CGFloat {
                fitsSubtitleWidths ? min(width, max(0, label?.intrinsicContentSize.width ?? 0)) : width
            }
            let top = round((height - titleHeight - detailHeight) / 2)
            title?.frame = CGRect(x: leading, y: top, width: fitted(title), height: titleHeight)
            detail?.frame = CGRect(x: leading, y: top + titleHeight, width: fitted(detail), height: detailHeight)
        case .value1:
            let detailWidth = min(width, oneLineWidth(detail))
            let titleWidth = min(oneLineWidth(title), max(0, width - detailWidth))
            title?.frame = CGRect(
                x: leading, y: round((height - titleHeight) / 2), width: titleWidth, height: titleHeight)
            detail?.frame = CGRect(
                x: trailing - detailWidth, y: round((height - detailHeight) / 2), width: detailWidth,
                height: detailHeight)
        case .value2:
            title?.frame = CGRect(
                x: leading, y: round((height - titleHeight) / 2), width: value2TitleWidth, height: titleHeight)
            let detailX = leading + value2TitleWidth + value2Gap
            detail?.frame = CGRect(
                x: detailX, y: round((height - detailHeight) / 2), width: max(0, trailing - detailX),
                height: detailHeight)
        }
    }
}
