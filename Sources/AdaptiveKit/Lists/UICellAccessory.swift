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
    enum Kind: Hashable, Sendable {
        case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure
        case label(String)
    }

    let kind: Kind
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
    var isLeading: Bool { kind == .delete || kind == .outlineDisclosure }

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
        label.font = .preferredFont(forTextStyle: .body)
        label.text = text
        return label.intrinsicContentSize.width
    }

    @MainActor private static var gaps: CGFloat {
        UITableViewCell.accessoryLeadingGap + UITableViewCell.accessoryTrailingGap
    }
}
