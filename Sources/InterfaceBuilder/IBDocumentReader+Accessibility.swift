import AdaptiveKit
import Foundation

extension IBDocumentReader {
    /// Reads `<accessibility key="accessibilityConfiguration" label= hint= identifier=>` with its
    /// `<accessibilityTraits key="traits">` and `<bool key="isElement">`; anything else in it is skipped with a
    /// warning.
    mutating func accessibility(_ element: IBElement) -> IBAccessibility {
        checkAttributes(of: element, known: ["key", "label", "hint", "identifier", "value"])
        var accessibility = IBAccessibility(
            label: element["label"], hint: element["hint"], identifier: element["identifier"], value: element["value"])
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("accessibilityTraits", _):
                let known = Set(["none"] + UIAccessibilityTraits.named.map(\.name))
                checkAttributes(of: child, known: known.union(["key"]))
                accessibility.traits = child.attributes.keys.sorted()
                    .filter { $0 != "key" && known.contains($0) && IBNumber.bool(child[$0]) == true }
            case ("bool", "isElement"):
                accessibility.isElement = IBNumber.bool(child["value"])
            case ("string", let key?) where ["label", "hint", "identifier", "value"].contains(key):
                // A text too long or multi-line for an attribute.
                switch key {
                case "label": accessibility.label = child.text
                case "hint": accessibility.hint = child.text
                case "identifier": accessibility.identifier = child.text
                default: accessibility.value = child.text
                }
            default: skip(child, in: element)
            }
        }
        return accessibility
    }
}
