/// A constraint attribute in Interface Builder's spelling, mirroring `NSLayoutConstraint.Attribute`.
///
/// IB writes `baseline` for what UIKit calls `lastBaseline`; the case is named as UIKit does and
/// the raw value keeps the file's spelling.
public enum IBLayoutAttribute: String, Hashable, Sendable, CaseIterable {
    /// The edges, sizes and centers of an item's alignment rectangle.
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The baseline of the last line of text (IB writes `baseline`).
    case lastBaseline = "baseline"
    /// The baseline of the first line of text.
    case firstBaseline
    /// The edges of an item's layout margins.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// The centers of an item's layout margins.
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second item of a constant width or height.
    case notAnAttribute

    /// Reads IB's spelling, also accepting UIKit's `lastBaseline`.
    public init?(ibName: String) {
        if ibName == "lastBaseline" {
            self = .lastBaseline
        } else {
            self.init(rawValue: ibName)
        }
    }

    /// Whether the attribute is relative to the item's layout margins rather than its edges.
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }
}

/// A constraint relation, mirroring `NSLayoutConstraint.Relation`; IB omits `equal`.
public enum IBLayoutRelation: String, Hashable, Sendable {
    /// `<=`, `==`, `>=`.
    case lessThanOrEqual, equal, greaterThanOrEqual

    /// The operator, for dumps.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
