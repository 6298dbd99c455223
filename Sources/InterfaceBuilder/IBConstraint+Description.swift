extension IBConstraint: CustomStringConvertible {
    /// `first.top == second.bottom × 0.5 + 8 @750`, with the id and flags: one stable line for dumps and logs.
    public var description: String {
        var text = "\(firstItem).\(firstAttribute.ibName) \(relation.symbol) "
        if let secondItem {
            text += "\(secondItem).\(secondAttribute.ibName)"
            if multiplier != 1 { text += " × \(IBNumber.format(multiplier))" }
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + IBNumber.format(abs(constant)) }
        } else {
            text += IBNumber.format(constant)
        }
        if priority != 1000 { text += " @\(IBNumber.format(priority))" }
        text += " [\(id)]"
        if let identifier { text += " \"\(identifier)\"" }
        if isPlaceholder { text += " placeholder" }
        if isSymbolic { text += " symbolic" }
        return text
    }
}
