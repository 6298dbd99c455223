import Foundation
import VisualFormat

extension NSLayoutConstraint {
    /// UIKit's description without addresses: `<NSLayoutConstraint 'id' UILabel.leading == UIView.leadingMargin + 8   (active)>`.
    ///
    /// Items are named by their `accessibilityIdentifier` when they have one, else by class.
    var layoutDescription: String {
        var text = "<NSLayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " " + firstTerm.equationDescription + " " + relation.symbol
        var rightSide: [String] = []
        if let secondTerm {
            let multiplied = multiplier == 1 ? "" : CGFloatText(multiplier) + "*"
            rightSide.append(multiplied + secondTerm.equationDescription)
        }
        if let secondTerm = rightSide.first, constant != 0 {
            rightSide = [secondTerm + (constant < 0 ? " - " : " + ") + CGFloatText(abs(constant))]
        } else if rightSide.isEmpty {
            rightSide = [CGFloatText(constant)]
        }
        text += " " + rightSide[0]
        if priority != .required { text += "   (priority \(priority))" }
        text += isActive ? "   (active)>" : ">"
        return text
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// UIKit's spelling in constraint descriptions (`leading`, `centerX`, `lastBaseline`, `leadingMargin`).
    var name: String {
        // The plain attributes share VisualFormat's spellings (same raw values); margins are ours.
        if let plain = VisualFormat.Attribute(rawValue: rawValue) { return plain.description }
        switch self {
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        default: return "centerYWithinMargins"
        }
    }
}

extension AnchorTerm {
    /// `UILabel.leading`, or `(UIView.leading→UILabel.trailing)` for an offset dimension.
    @MainActor var equationDescription: String {
        if offset.count == 2 { return "(\(offset[0].equationDescription)→\(offset[1].equationDescription))" }
        return "\(item?.layoutDescription ?? "nil").\(attribute.name)"
    }
}

/// `8`, `0.5`, `-12.25`: the shortest text of a number.
func CGFloatText(_ value: CGFloat) -> String { value.formattedForDescription }
