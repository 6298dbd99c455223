import Foundation

extension NSLayoutConstraint {
    /// UIKit's description without addresses: `<NSLayoutConstraint 'id' UILabel.leading == UIView.leadingMargin + 8   (active)>`.
    ///
    /// Items are named by their `accessibilityIdentifier` when they have one, else by class.
    public var layoutDescription: String {
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
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
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
