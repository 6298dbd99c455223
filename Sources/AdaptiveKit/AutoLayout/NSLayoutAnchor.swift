import Foundation

/// One side of a constraint: an attribute of a view or guide, or the offset between two anchors.
@MainActor
struct AnchorTerm {
    /// The view or guide; nil only for a derived offset.
    weak var item: LayoutItem?
    let attribute: NSLayoutConstraint.Attribute
    /// For `anchorWithOffset(to:)`: `[from, to]`, and the dimension is `to - from` (an array, since a
    /// struct cannot hold itself directly).
    let offset: [AnchorTerm]

    init(item: LayoutItem?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        offset = []
    }

    init(offsetFrom from: AnchorTerm, to: AnchorTerm) {
        item = from.item
        attribute = .notAnAttribute
        offset = [from, to]
    }

    /// The views and guides the term reads.
    var items: [LayoutItem] {
        if !offset.isEmpty { return offset.flatMap(\.items) }
        return item.map { [$0] } ?? []
    }
}

/// An attribute of a view or layout guide to build constraints from, like UIKit's `NSLayoutAnchor`.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let term: AnchorTerm

    init(term: AnchorTerm) {
        self.term = term
        super.init()
    }

    convenience init(item: LayoutItem?, attribute: NSLayoutConstraint.Attribute) {
        self.init(term: AnchorTerm(item: item, attribute: attribute))
    }

    /// The view or guide the anchor belongs to.
    var item: AnyObject? { term.item }

    /// `self == anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: 0)
    }
    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: 0)
    }
    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: 0)
    }
    /// `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }
    /// `self >= anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }
    /// `self <= anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: term, relation: relation, second: anchor?.term, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position anchor (leading, trailing, left, right, centerX), like UIKit's `NSLayoutXAxisAnchor`.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension measuring from this anchor to another, like UIKit's `anchorWithOffset(to:)`.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(term: AnchorTerm(offsetFrom: term, to: otherAnchor.term))
    }

    /// `self == anchor + multiplier × system spacing` (8 points between siblings; see Deviations.md).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: 1, constant: LayoutMetrics.systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutMetrics.systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutMetrics.systemSpacing * multiplier)
    }
}

/// A vertical position anchor (top, bottom, centerY, baselines), like UIKit's `NSLayoutYAxisAnchor`.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension measuring from this anchor to another, like UIKit's `anchorWithOffset(to:)`.
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(term: AnchorTerm(offsetFrom: term, to: otherAnchor.term))
    }

    /// `self == anchor + multiplier × system spacing` (8 points; see Deviations.md).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: 1, constant: LayoutMetrics.systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutMetrics.systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutMetrics.systemSpacing * multiplier)
    }
}

/// A size anchor (width, height, or an offset between anchors), like UIKit's `NSLayoutDimension`.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, nil, multiplier: 1, constant: c)
    }
    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }
    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }
    /// `self == anchor × m`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self >= anchor × m`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self <= anchor × m`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self == anchor × m + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= anchor × m + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= anchor × m + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// Fixed spacing values of Auto Layout (uikit-adaptivity-facts.md §7.3).
enum LayoutMetrics {
    /// Standard spacing between sibling views.
    static let systemSpacing: CGFloat = 8
    /// Standard spacing between a view and its superview's edge.
    static let superviewSpacing: CGFloat = 20
}
