import AdaptiveKit
import Foundation

extension StoryboardBuilder {
    /// A `<splitViewController>`'s attributes: the column style (`allowDoubleColumnStyle="YES"`, as Xcode
    /// writes it), display mode, behavior, gesture and column widths, decoded before the app's code runs.
    static func decodeSplitAttributes(_ properties: [String: String], into split: UISplitViewController) {
        if let style = splitStyle(properties) { split.styleAtInit = style }
        if let mode = properties["preferredDisplayMode"].flatMap(displayMode) { split.preferredDisplayMode = mode }
        if let gesture = IBNumber.bool(properties["presentsWithGesture"]) { split.presentsWithGesture = gesture }
        let widths: [(String, ReferenceWritableKeyPath<UISplitViewController, CGFloat>)] = [
            ("preferredPrimaryColumnWidthFraction", \.preferredPrimaryColumnWidthFraction),
            ("minimumPrimaryColumnWidth", \.minimumPrimaryColumnWidth),
            ("maximumPrimaryColumnWidth", \.maximumPrimaryColumnWidth),
        ]
        for (name, keyPath) in widths {
            guard let value = properties[name].flatMap({ IBNumber.double($0) }) else { continue }
            split[keyPath: keyPath] = CGFloat(value)
        }
        guard split.style != .unspecified else { return }
        if let behavior = properties["behavior"].flatMap(splitBehavior) { split.preferredSplitBehavior = behavior }
        let columnWidths: [(String, ReferenceWritableKeyPath<UISplitViewController, CGFloat>)] = [
            ("preferredPrimaryColumnWidth", \.preferredPrimaryColumnWidth),
            ("preferredSupplementaryColumnWidth", \.preferredSupplementaryColumnWidth),
            ("preferredSupplementaryColumnWidthFraction", \.preferredSupplementaryColumnWidthFraction),
            ("minimumSupplementaryColumnWidth", \.minimumSupplementaryColumnWidth),
            ("maximumSupplementaryColumnWidth", \.maximumSupplementaryColumnWidth),
        ]
        for (name, keyPath) in columnWidths {
            guard let value = properties[name].flatMap({ IBNumber.double($0) }) else { continue }
            split[keyPath: keyPath] = CGFloat(value)
        }
        if let shows = IBNumber.bool(properties["showsSecondaryOnlyButton"]) { split.showsSecondaryOnlyButton = shows }
    }

    /// The column style: `allowDoubleColumnStyle="YES"` (seen in Xcode's files), `allowTripleColumnStyle="YES"`
    /// or `style="doubleColumn|tripleColumn"` (by analogy; see Deviations.md); nil for the classic style.
    static func splitStyle(_ properties: [String: String]) -> UISplitViewController.Style? {
        if IBNumber.bool(properties["allowTripleColumnStyle"]) == true { return .tripleColumn }
        if IBNumber.bool(properties["allowDoubleColumnStyle"]) == true { return .doubleColumn }
        switch properties["style"] {
        case "doubleColumn": return .doubleColumn
        case "tripleColumn": return .tripleColumn
        default: return nil
        }
    }

    /// `preferredDisplayMode`: `beside` is what Xcode writes for one beside secondary; the other names follow
    /// the Swift cases.
    static func displayMode(_ text: String) -> UISplitViewController.DisplayMode? {
        switch text {
        case "automatic": .automatic
        case "secondaryOnly", "hidden", "primaryHidden": .secondaryOnly
        case "beside", "oneBesideSecondary", "allVisible": .oneBesideSecondary
        case "overlay", "oneOverSecondary", "primaryOverlay": .oneOverSecondary
        case "twoBesideSecondary", "twoBeside": .twoBesideSecondary
        case "twoOverSecondary", "twoOver": .twoOverSecondary
        case "twoDisplaceSecondary", "twoDisplace": .twoDisplaceSecondary
        default: nil
        }
    }

    /// `behavior`: `tile` is what Xcode writes; `overlay` and `displace` follow it.
    static func splitBehavior(_ text: String) -> UISplitViewController.SplitBehavior? {
        switch text {
        case "automatic": .automatic
        case "tile": .tile
        case "overlay": .overlay
        case "displace": .displace
        default: nil
        }
    }
}
