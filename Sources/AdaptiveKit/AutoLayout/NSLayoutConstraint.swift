import Foundation

/// A relation between two layout attributes, like UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// A layout attribute of a view or guide, like UIKit's `NSLayoutConstraint.Attribute` (SDK raw values).
    public enum Attribute: Int, Sendable, Hashable, CaseIterable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the two sides compare, like UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable, Hashable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    // Stored properties are laid out in declaration order: the small ones (these four and `priority`) come
    // first, together, and what few constraints use (an identifier, a multiplier other than 1, offset
    // dimensions) waits in `extras`, so that a constraint takes 72 bytes instead of 136 (issue 17, memory: a
    // screen holds several constraints per view).
    public let firstAttribute: Attribute
    public let relation: Relation
    public let secondAttribute: Attribute
    /// `shouldBeArchived`, whether there is a second term, and which items are layout guides.
    private var flags: Flags
    /// Whether an unsatisfiable layout should rather archive this constraint (not used here).
    open var shouldBeArchived: Bool {
        get { flags.contains(.shouldBeArchived) }
        set {
            if newValue { flags.insert(.shouldBeArchived) } else { flags.remove(.shouldBeArchived) }
        }
    }
    /// The view or layout guide on the left (held weakly).
    public var firstItem: AnyObject? { firstObject }
    /// The view or layout guide on the right, or nil for a constant.
    public var secondItem: AnyObject? { secondObject }

    /// The priority; a required constraint cannot become optional (or the reverse) once active.
    open var priority: UILayoutPriority {
        didSet {
            // Assigning inside didSet does not re-run the observer.
            if priority.rawValue.isNaN {
                DiagnosticLog.raise(Self.notFinite("priority", CGFloat(priority.rawValue)))
                priority = oldValue
            } else if priority.rawValue > 1000 || priority.rawValue < 1 {
                priority = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
            }
            guard priority != oldValue else { return }
            if isActive, (oldValue == .required) != (priority == .required) {
                DiagnosticLog.raise(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported.  You passed priority \(priority) and the existing priority was \(oldValue).",
                    name: "NSInternalInconsistencyException")
                priority = oldValue
                return
            }
            engineHost?.layoutEngine?.priorityDidChange(self)
            engineHost?.setNeedsLayoutForConstraintChange()
        }
    }

    /// The added offset; changing it on an active constraint updates the layout engine in place.
    open var constant: CGFloat {
        didSet {
            // UIKit raises on a non-finite constant; here it is logged and the old value kept, so NaN and
            // infinity never reach the solver.
            if !constant.isFinite {
                DiagnosticLog.raise(Self.notFinite("constant", constant))
                constant = oldValue
            }
            guard constant != oldValue else { return }
            engineHost?.layoutEngine?.constantDidChange(self)
            engineHost?.setNeedsLayoutForConstraintChange()
        }
    }

    /// The factor applied to the second item's attribute.
    public var multiplier: CGFloat { extras?.multiplier ?? 1 }
    /// A name shown in logs and conflict reports.
    open var identifier: String? {
        get {
            if let generatedName { return generatedName.identifier }
            return extras?.identifier
        }
        set {
            generatedName = nil
            guard newValue != nil || extras != nil else { return }
            madeExtras().identifier = newValue
        }
    }

    /// The view whose `constraints` hold this constraint while it is active.
    weak var engineHost: UIView?
    /// Where the constraint sat in its host's `constraints` when installed (the low 24 bits, see
    /// `hostIndexHint`), and in the high 8 bits the code of the name UIKit gives a constraint it generates
    /// (`generatedName`): a stack view's `UISV-…` constraints name themselves without a box (issue 17, memory).
    private var hostWord: UInt32 = 0
    /// Its position in the user slots of its hierarchy's layout engine, or -1 (see `LayoutEngine.userSlot(of:)`);
    /// with `hostWord` in one word, it replaces a dictionary entry of the engine (issue 17, memory).
    var engineSlot: Int32 = -1
    /// The items of the two sides, held weakly as plain objects: 8 bytes each, where a weak `LayoutItem`
    /// existential took 16; `flags` says which is a guide (see `firstTerm`, `secondTerm`).
    private weak var firstObject: AnyObject?
    private weak var secondObject: AnyObject?
    /// The identifier, a multiplier other than 1 and offset dimensions, made when one is set.
    private var extras: Extras?

    /// Creates a constraint from items and attributes, like UIKit's
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. It starts inactive.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        flags = view2 == nil ? [] : .hasSecondTerm
        constant = Self.finite(c, "constant", fallback: 0)
        priority = .required
        super.init()
        store(first: AnchorTerm(item: view1 as? LayoutItem, attribute: attr1))
        if let view2 { store(second: AnchorTerm(item: view2 as? LayoutItem, attribute: attr2)) }
        store(multiplier: Self.finite(multiplier, "multiplier", fallback: 1))
    }

    /// A constraint between two anchors (the anchors API).
    init(
        first: AnchorTerm, relation: Relation, second: AnchorTerm?, multiplier: CGFloat, constant: CGFloat
    ) {
        firstAttribute = first.attribute
        self.relation = relation
        secondAttribute = second?.attribute ?? .notAnAttribute
        flags = second == nil ? [] : .hasSecondTerm
        self.constant = Self.finite(constant, "constant", fallback: 0)
        priority = .required
        super.init()
        store(first: first)
        if let second { store(second: second) }
        store(multiplier: Self.finite(multiplier, "multiplier", fallback: 1))
    }

    /// UIKit's message for a number it refuses in a constraint.
    private static func notFinite(_ name: String, _ value: CGFloat) -> String {
        "NSLayoutConstraint \(name) is not finite!  That's illegal.  \(name):\(value)"
    }

    /// `value`, or `fallback` after UIKit's exception (logged) when it is NaN or infinite.
    private static func finite(_ value: CGFloat, _ name: String, fallback: CGFloat) -> CGFloat {
        guard value.isFinite else {
            DiagnosticLog.raise(notFinite(name, value))
            return fallback
        }
        return value
    }

    /// Whether the constraint takes part in layout; setting it installs it on the items' closest common ancestor.
    open var isActive: Bool {
        get { engineHost != nil }
        set { newValue ? activateConstraint() : deactivateConstraint() }
    }

    /// Activates each constraint, like UIKit's `NSLayoutConstraint.activate(_:)`.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        HostConstraintsTrim.batchDepth += 1
        for constraint in constraints { constraint.isActive = true }
        HostConstraintsTrim.batchDepth -= 1
        if HostConstraintsTrim.batchDepth == 0 { HostConstraintsTrim.trimGrownHosts() }
    }

    /// Deactivates each constraint, like UIKit's `NSLayoutConstraint.deactivate(_:)`.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's anchor for the first attribute.
    public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(term: firstTerm) }

    /// The second item's anchor, or nil for a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? { secondTerm.map { NSLayoutAnchor(term: $0) } }
}

// MARK: Compact storage of the terms (issue 17, memory)

extension NSLayoutConstraint {
    /// The constraint's one-bit properties, in one byte beside the attributes.
    struct Flags: OptionSet {
        let rawValue: UInt8
        static let shouldBeArchived = Flags(rawValue: 1 << 0)
        /// The constraint has a right-hand side (its item may still be nil: gone, or not a view or guide).
        static let hasSecondTerm = Flags(rawValue: 1 << 1)
        static let firstIsGuide = Flags(rawValue: 1 << 2)
        static let secondIsGuide = Flags(rawValue: 1 << 3)
    }

    /// What few constraints use, boxed so that the others do not carry it.
    final class Extras {
        var identifier: String?
        var multiplier: CGFloat = 1
        /// A side that is an offset between anchors (`anchorWithOffset(to:)`), kept whole.
        var firstOffset: AnchorTerm?
        var secondOffset: AnchorTerm?
    }

    /// The left side as an anchor; an anchor may stand for an offset between anchors (`anchorWithOffset(to:)`).
    var firstTerm: AnchorTerm {
        if let offset = extras?.firstOffset { return offset }
        return AnchorTerm(
            item: Self.layoutItem(firstObject, isGuide: flags.contains(.firstIsGuide)), attribute: firstAttribute)
    }

    /// The right side as an anchor, or nil for a constant.
    var secondTerm: AnchorTerm? {
        guard flags.contains(.hasSecondTerm) else { return nil }
        if let offset = extras?.secondOffset { return offset }
        return AnchorTerm(
            item: Self.layoutItem(secondObject, isGuide: flags.contains(.secondIsGuide)), attribute: secondAttribute)
    }

    /// The item a term held, from its object and kind; the only layout items are views and guides.
    private static func layoutItem(_ object: AnyObject?, isGuide: Bool) -> LayoutItem? {
        guard let object else { return nil }
        return isGuide ? unsafeDowncast(object, to: UILayoutGuide.self) : unsafeDowncast(object, to: UIView.self)
    }

    private static let hintMask: UInt32 = 0xFF_FFFF

    /// Where the constraint sat in its host's `constraints` when installed (see `removeInstalledConstraint`);
    /// an index past 2^24 - 1 is kept as that, which the check before use then refuses.
    var hostIndexHint: Int32 {
        get { Int32(bitPattern: hostWord & Self.hintMask) }
        set { hostWord = hostWord & ~Self.hintMask | min(UInt32(clamping: newValue), Self.hintMask) }
    }

    /// The name UIKit gave the constraint when it generated it, or nil (then `identifier` is the box's, if any).
    var generatedName: GeneratedConstraintName? {
        get { GeneratedConstraintName(rawValue: UInt8(truncatingIfNeeded: hostWord >> 24)) }
        set { hostWord = hostWord & Self.hintMask | UInt32(newValue?.rawValue ?? 0) << 24 }
    }

    /// Whether the constraint made its box of rare values (for tests of its size).
    var hasExtras: Bool { extras != nil }

    private func madeExtras() -> Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    private func store(first term: AnchorTerm) {
        firstObject = term.item
        if term.item is UILayoutGuide { flags.insert(.firstIsGuide) }
        if !term.offset.isEmpty { madeExtras().firstOffset = term }
    }

    private func store(second term: AnchorTerm) {
        secondObject = term.item
        if term.item is UILayoutGuide { flags.insert(.secondIsGuide) }
        if !term.offset.isEmpty { madeExtras().secondOffset = term }
    }

    private func store(multiplier: CGFloat) {
        if multiplier != 1 { madeExtras().multiplier = multiplier }
    }
}
