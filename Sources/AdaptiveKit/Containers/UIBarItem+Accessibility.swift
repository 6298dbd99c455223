import Foundation

extension UIBarItem {
    /// The name VoiceOver gives the item: its accessibility label, else its title, else a system item's name,
    /// else its image's name.
    var spokenName: String? {
        if let accessibilityLabel { return accessibilityLabel }
        if let title, !title.isEmpty { return title }
        if let systemItem = (self as? UIBarButtonItem)?.systemItem, let name = systemItem.spokenName { return name }
        return image?.name
    }

    /// The element a bar shows for the item: a button (`.selected` for a bar's selected tab, `.notEnabled` when
    /// disabled) at `frame` in the bar's coordinates.
    func accessibilityElement(in bar: UIView, frame: CGRect, isSelected: Bool = false) -> UIAccessibilityElement {
        let element = UIAccessibilityElement(accessibilityContainer: bar)
        element.isAccessibilityElement = isAccessibilityElement
        element.accessibilityLabel = spokenName
        element.accessibilityHint = accessibilityHint
        element.accessibilityValue = accessibilityValue
        element.accessibilityIdentifier = accessibilityIdentifier
        var traits = accessibilityTraits == .none ? UIAccessibilityTraits.button : accessibilityTraits
        if isSelected { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        element.accessibilityTraits = traits
        element.accessibilityFrameInContainerSpace = frame
        return element
    }

    /// The width a bar gives the item (a guess; see Deviations.md): its title in the 17-point system font with
    /// 8 points on each side, at least 44 (the minimum tap target).
    var barWidth: CGFloat {
        guard let name = title ?? (self as? UIBarButtonItem)?.systemItem?.spokenName else { return 44 }
        return max(44, TextMeasurement(font: .systemFont(ofSize: 17)).width(of: name) + 16)
    }
}

extension UIBarButtonItem.SystemItem {
    /// What VoiceOver calls a system item (its English name); nil for the spaces, which are not elements.
    var spokenName: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "Add"
        case .flexibleSpace, .fixedSpace: nil
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .pageCurl: "Page Curl"
        case .close: "Close"
        }
    }

    /// Whether the item is space between items rather than a button.
    var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
}
