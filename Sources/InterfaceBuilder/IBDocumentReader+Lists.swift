import AdaptiveKit
import Foundation

extension IBDocumentReader {
    /// Warns, at the element, about table and cell attributes whose values AdaptiveKit does not know (they are
    /// read as UIKit's defaults) and about prototype cells that no identifier can dequeue.
    mutating func checkListAttributes(of element: IBElement) {
        func check(_ name: String, _ known: some Collection<String>, fallback: String) {
            guard let value = element[name], !known.contains(value) else { return }
            report(.warning, "unknown \(name) '\(value)' on <\(element.name)>; read as \(fallback)", at: element)
        }
        switch element.name {
        case "tableView":
            check("style", IBCellAttributes.tableStyles, fallback: "plain")
            check("dataMode", ["static", "prototypes"], fallback: "prototypes")
            check("separatorStyle", ["default", "none", "singleLine", "singleLineEtched"], fallback: "singleLine")
            checkPrototypes(of: element)
        case "collectionView":
            checkPrototypes(of: element)
            for view in element.children where view.name == "collectionReusableView" {
                guard view["reuseIdentifier"]?.isEmpty ?? true else { continue }
                report(
                    .warning,
                    "<collectionReusableView key=\"\(view["key"] ?? "")\"> has no reuseIdentifier; "
                        + "it cannot be dequeued", at: view)
            }
        case "tableViewCell":
            check("style", IBCellAttributes.styles.keys, fallback: "IBUITableViewCellStyleDefault")
            check("accessoryType", IBCellAttributes.accessoryTypes.keys, fallback: "none")
            check("selectionStyle", IBCellAttributes.selectionStyles.keys, fallback: "default")
        default:
            break
        }
    }

    /// A prototype without a reuse identifier cannot be dequeued (Xcode warns too); a repeated identifier makes
    /// the later prototype the one dequeued, as registering twice does in UIKit.
    private mutating func checkPrototypes(of element: IBElement) {
        guard element["dataMode"] != "static" else { return }
        var seen: Set<String> = []
        for group in element.children where group.name == "prototypes" || group.name == "cells" {
            for cell in group.children where cell.name == "tableViewCell" || cell.name == "collectionViewCell" {
                guard let identifier = cell["reuseIdentifier"], !identifier.isEmpty else {
                    report(.warning, "prototype <\(cell.name)> has no reuseIdentifier; it cannot be dequeued", at: cell)
                    continue
                }
                if !seen.insert(identifier).inserted {
                    report(
                        .warning,
                        "prototype cells share the reuseIdentifier '\(identifier)'; the last one is dequeued", at: cell)
                }
            }
        }
    }
}
