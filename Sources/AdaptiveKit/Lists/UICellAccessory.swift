import Foundation

/// An accessory shown at an edge of a list cell, like UIKit's `UICellAccessory`: it takes its room and the
/// content view narrows, as a table cell's accessory does (widths in Deviations.md).
public struct UICellAccessory: Hashable, Sendable {
    /// When an accessory shows, like UIKit's `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Hashable, Sendable {
        case always = 0
        case whenEditing = 1
        case whenNotEditing = 2
    }

    /// Which accessory this is.
    package enum Kind: Hashable, Sendable {
        case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure
        case label(String)
    }

    package let kind: Kind
    /// When the accessory shows.
    public let displayed: DisplayedState

    /// A chevron at the trailing edge; shown always by default.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }

    /// A checkmark at the trailing edge; shown always by default.
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed)
    }

    /// A delete control at the leading edge; shown while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed)
    }

    /// A reorder control at the trailing edge; shown while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed)
    }

    /// An outline disclosure chevron at the leading edge; shown always by default.
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure, displayed: displayed)
    }

    /// A text label at the trailing edge; shown always by default.
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed)
    }

    /// Whether the accessory sits at the leading edge.
    package var isLeading: Bool { kind == .delete || kind == .outlineDisclosure }

    /// The system order of accessories on their edge, from the edge inward (see Deviations.md).
    var placementRank: Int {
        switch kind {
        case .delete: 0
        case .outlineDisclosure: 1
        case .reorder: 2
        case .disclosureIndicator: 3
        case .checkmark: 4
        case .label: 5
        }
    }

    /// The size of the glyph drawn inside the accessory's room: the table's chevron and checkmark, the label's
    /// body-font text; nil for the delete and reorder controls, which fill their room.
    @MainActor var glyphSize: CGSize? {
        switch kind {
        case .delete, .reorder: nil
        case .disclosureIndicator, .outlineDisclosure: UITableViewCell.standardAccessorySize(.disclosureIndicator)
        case .checkmark: UITableViewCell.standardAccessorySize(.checkmark)
        case .label(let text): CGSize(width: Self.textWidth(text), height: Self.labelFont.lineHeight)
        }
    }

    /// The font of a label accessory's text.
    @MainActor package static var labelFont: UIFont { .preferredFont(forTextStyle: .body) }

    /// Whether the accessory shows in a cell that is (or is not) editing.
    func isShown(editing: Bool) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// The room the accessory takes from the content: a table's editing control width for delete and reorder,
    /// otherwise the glyph (or text) with the table accessory's gaps, 15 towards the content and 10 to the edge.
    @MainActor var room: CGFloat {
        switch kind {
        case .delete: UITableViewCell.editingControlWidth
        case .reorder: UITableViewCell.reorderControlWidth
        case .disclosureIndicator, .outlineDisclosure: Self.gaps + 8
        case .checkmark: Self.gaps + 14
        case .label(let text):
            Self.gaps + Self.textWidth(text)
        }
    }

    @MainActor private static func textWidth(_ text: String) -> CGFloat {
        let label = UILabel()
        label.font = labelFont
        label.text = text
        return label.intrinsicContentSize.width
    }

    @MainActor private static var gaps: CGFloat {
        UITableViewCell.accessoryLeadingGap + UITableViewCell.accessoryTrailingGap
    }
}
