import AdaptiveKit

extension NSLayoutConstraint.Attribute {
    /// The attributes by the name Interface Builder writes; IB spells `lastBaseline` as `baseline`.
    private static let ibNames: [String: Self] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "firstBaseline": .firstBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
        "topMargin": .topMargin, "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
        "trailingMargin": .trailingMargin, "centerXWithinMargins": .centerXWithinMargins,
        "centerYWithinMargins": .centerYWithinMargins, "notAnAttribute": .notAnAttribute,
    ]

    /// Reads IB's spelling of an attribute, also accepting UIKit's `lastBaseline`.
    package init?(ibName: String) {
        guard let attribute = ibName == "lastBaseline" ? .lastBaseline : Self.ibNames[ibName] else { return nil }
        self = attribute
    }

    /// The attribute as IB writes it (`baseline` for `lastBaseline`), for dumps that quote the file.
    package var ibName: String { Self.names[self] ?? "notAnAttribute" }

    private static let names = Dictionary(uniqueKeysWithValues: ibNames.map { ($0.value, $0.key) })
}
