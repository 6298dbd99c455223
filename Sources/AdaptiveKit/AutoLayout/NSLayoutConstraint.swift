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

    // Stored properties are laid out in declaration order: the short fields first, then the three weak
    // references, so that no padding falls between them and a constraint takes a small malloc block (a screen
    // holds several constraints per view). What few constraints use (an identifier, a multiplier other than 1,
    // offset dimensions, a constant or a priority that its short field cannot hold exactly) waits in `extras`.

    /// The constant, when a `Float` holds it exactly (nearly every constant: points, halves, thirds of
    /// whole numbers do not round-trip and go to `extras`), else NaN, which a constant never is.
    private var shortConstant: Float
    /// Its position in the user slots of its hierarchy's layout engine, or -1 (see `LayoutEngine.userSlot(of:)`);
    /// it replaces a dictionary entry of the engine, which took more memory per constraint.
    var engineSlot: Int32 = -1
    /// The priority × 64 when that is a whole number (every priority UIKit names, and their steps), else 0:
    /// the priority is then in `extras`.
    private var priorityCode: UInt16
    /// The two attributes, the relation and the one-bit properties.
    private var packed: PackedFields
    /// Where the constraint sat in its host's `constraints` when installed (the low 24 bits, see
    /// `hostIndexHint`), in the next 7 bits the code of the name UIKit gives a constraint it generates
    /// (`generatedName`: a stack view's `UISV-…` constraints name themselves without `extras`), and in the top
    /// bit whether the constraint has `extras`.
    private var hostWord: UInt32 = 0
    /// The view whose `constraints` hold this constraint while it is active.
    weak var engineHost: UIView?
    /// The items of the two sides, held weakly as plain objects: a word each, where a weak `LayoutItem`
    /// existential takes two; `packed` says which is a guide (see `firstTerm`, `secondTerm`).
    private weak var firstObject: AnyObject?
    private weak var secondObject: AnyObject?

    /// The attribute of the left side.
    public var firstAttribute: Attribute { packed.firstAttribute }
    /// How the two sides compare.
    public var relation: Relation { packed.relation }
    /// The attribute of the right side, `.notAnAttribute` for a constant.
    public var secondAttribute: Attribute { packed.secondAttribute }

    /// Whether an unsatisfiable layout should rather archive this constraint (not used here).
    open var shouldBeArchived: Bool {
        get { packed.contains(.shouldBeArchived) }
        set { packed.set(.shouldBeArchived, newValue) }
    }
    /// The view or layout guide on the left (held weakly).
    public var firstItem: AnyObject? { firstObject }
    /// The view or layout guide on the right, or nil for a constant.
    public var secondItem: AnyObject? { secondObject }

    /// The priority; a required constraint cannot become optional (or the reverse) once active.
    open var priority: UILayoutPriority {
        get { priorityCode != 0 ? UILayoutPriority(Float(priorityCode) / 64) : extras.priority }
        set {
            let oldValue = priority
            var priority = newValue
            if priority.rawValue.isNaN {
                DiagnosticLog.raise(Self.notFinite("priority", CGFloat(priority.rawValue)))
                return
            } else if priority.rawValue > 1000 || priority.rawValue < 1 {
                priority = UILayoutPriority(min(max(priority.rawValue, 1), 1000))
            }
            guard priority != oldValue else { return }
            if isActive, (oldValue == .required) != (priority == .required) {
                DiagnosticLog.raise(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported.  You passed priority \(priority) and the existing priority was \(oldValue).",
                    name: "NSInternalInconsistencyException")
                return
            }
            store(priority: priority)
            engineHost?.layoutEngine?.priorityDidChange(self)
            engineHost?.setNeedsLayoutForConstraintChange()
        }
    }

    /// The added offset; changing it on an active constraint updates the layout engine in place.
    open var constant: CGFloat {
        get { shortConstant.isNaN ? extras.constant : CGFloat(shortConstant) }
        set {
            // UIKit raises on a non-finite constant; here it is logged and the old value kept, so NaN and
            // infinity never reach the solver.
            guard newValue.isFinite else {
                DiagnosticLog.raise(Self.notFinite("constant", newValue))
                return
            }
            let oldValue = constant
            store(constant: newValue)
            guard newValue != oldValue else { return }
            engineHost?.layoutEngine?.constantDidChange(self)
            engineHost?.setNeedsLayoutForConstraintChange()
        }
    }

    /// The factor applied to the second item's attribute.
    public var multiplier: CGFloat { extras.multiplier }
    /// A name shown in logs and conflict reports.
    open var identifier: String? {
        get {
            if let generatedName { return generatedName.identifier }
            return extras.identifier
        }
        set {
            generatedName = nil
            guard newValue != nil || hasExtras else { return }
            updateExtras { $0.identifier = newValue }
        }
    }

    /// Creates a constraint from items and attributes, like UIKit's
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. It starts inactive.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        shortConstant = 0
        priorityCode = Self.requiredCode
        packed = PackedFields(attr1, relation, view2 == nil ? .notAnAttribute : attr2, hasSecondTerm: view2 != nil)
        super.init()
        store(constant: Self.finite(c, "constant", fallback: 0))
        store(first: AnchorTerm(item: view1 as? LayoutItem, attribute: attr1))
        if let view2 { store(second: AnchorTerm(item: view2 as? LayoutItem, attribute: attr2)) }
        store(multiplier: Self.finite(multiplier, "multiplier", fallback: 1))
    }

    /// A constraint between two anchors (the anchors API).
    init(
        first: AnchorTerm, relation: Relation, second: AnchorTerm?, multiplier: CGFloat, constant: CGFloat
    ) {
        shortConstant = 0
        priorityCode = Self.requiredCode
        packed = PackedFields(
            first.attribute, relation, second?.attribute ?? .notAnAttribute, hasSecondTerm: second != nil)
        super.init()
        store(constant: Self.finite(constant, "constant", fallback: 0))
        store(first: first)
        if let second { store(second: second) }
        store(multiplier: Self.finite(multiplier, "multiplier", fallback: 1))
    }

    /// A constraint between two items' attributes from the items as they are typed, as a stack's arrangement
    /// makes its constraints: no `AnchorTerm` per side, whose weak reference was made, read and destroyed.
    init(
        _ first: LayoutItem, _ firstAttribute: Attribute, _ relation: Relation, _ second: LayoutItem?,
        _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        shortConstant = 0
        priorityCode = Self.requiredCode
        packed = PackedFields(
            firstAttribute, relation, second == nil ? .notAnAttribute : secondAttribute, hasSecondTerm: second != nil)
        super.init()
        store(constant: Self.finite(constant, "constant", fallback: 0))
        store(firstItem: first)
        if let second { store(secondItem: second) }
        store(multiplier: Self.finite(multiplier, "multiplier", fallback: 1))
    }

    /// A constraint's `extras` leave with it (they are kept beside the class, by the constraint's identity).
    /// Not an isolated deinit: its check of the executor cost each constraint freed (and hiding an arranged
    /// view remakes its stack's constraints), where the table has a lock of its own.
    deinit {
        if hostWord & Self.extrasBit != 0 { Self.extrasTable.remove(ObjectIdentifier(self)) }
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

// MARK: Compact storage

extension NSLayoutConstraint {
    /// The attributes (5 bits each), the relation (2 bits) and the one-bit properties (4 bits) in one word.
    struct PackedFields {
        private var bits: UInt16

        struct Flag {
            let bit: UInt16
            static let shouldBeArchived = Flag(bit: 1 << 12)
            /// The constraint has a right-hand side (its item may still be nil: gone, or not a view or guide).
            static let hasSecondTerm = Flag(bit: 1 << 13)
            static let firstIsGuide = Flag(bit: 1 << 14)
            static let secondIsGuide = Flag(bit: 1 << 15)
        }

        init(_ first: Attribute, _ relation: Relation, _ second: Attribute, hasSecondTerm: Bool) {
            bits = UInt16(first.rawValue) | UInt16(second.rawValue) << 5 | UInt16(relation.rawValue + 1) << 10
            if hasSecondTerm { bits |= Flag.hasSecondTerm.bit }
        }

        var firstAttribute: Attribute { Attribute(rawValue: Int(bits & 0x1F)) ?? .notAnAttribute }
        var secondAttribute: Attribute { Attribute(rawValue: Int(bits >> 5 & 0x1F)) ?? .notAnAttribute }
        var relation: Relation { Relation(rawValue: Int(bits >> 10 & 0x3) - 1) ?? .equal }

        func contains(_ flag: Flag) -> Bool { bits & flag.bit != 0 }

        mutating func set(_ flag: Flag, _ isOn: Bool) {
            if isOn { bits |= flag.bit } else { bits &= ~flag.bit }
        }
    }

    /// What few constraints use, kept beside the class by the constraint's identity so that the others do
    /// not carry a reference to it.
    struct Extras {
        var identifier: String?
        var multiplier: CGFloat = 1
        /// The constant when a `Float` cannot hold it exactly.
        var constant: CGFloat = 0
        /// The priority when its code cannot hold it (see `priorityCode`).
        var priority = UILayoutPriority.required
        /// A side that is an offset between anchors (`anchorWithOffset(to:)`), kept whole.
        var firstOffset: AnchorTerm?
        var secondOffset: AnchorTerm?
    }

    /// Every constraint's `Extras` that has them; a constraint removes its own as it goes.
    nonisolated static let extrasTable = ExtrasTable()

    /// The extras by constraint, behind a lock: a constraint is made and changed on the main actor, but the
    /// last reference to it may go anywhere.
    final class ExtrasTable: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [ObjectIdentifier: Extras] = [:]

        var count: Int { lock.withLock { entries.count } }

        subscript(_ id: ObjectIdentifier) -> Extras? { lock.withLock { entries[id] } }

        func update(_ id: ObjectIdentifier, _ update: (inout Extras) -> Void) {
            lock.withLock { update(&entries[id, default: Extras()]) }
        }

        func remove(_ id: ObjectIdentifier) { lock.withLock { entries[id] = nil } }
    }

    nonisolated private static let extrasBit: UInt32 = 1 << 31
    static let requiredCode = UInt16(1000 * 64)

    /// Whether the constraint has `Extras` (for tests of its size).
    var hasExtras: Bool { hostWord & Self.extrasBit != 0 }

    /// The constraint's extras, or the defaults.
    var extras: Extras {
        guard hasExtras else { return Extras() }
        return Self.extrasTable[ObjectIdentifier(self)] ?? Extras()
    }

    func updateExtras(_ update: (inout Extras) -> Void) {
        hostWord |= Self.extrasBit
        Self.extrasTable.update(ObjectIdentifier(self), update)
    }

    /// The left side as an anchor; an anchor may stand for an offset between anchors (`anchorWithOffset(to:)`).
    var firstTerm: AnchorTerm {
        if hasExtras, let offset = extras.firstOffset { return offset }
        return AnchorTerm(
            item: Self.layoutItem(firstObject, isGuide: packed.contains(.firstIsGuide)), attribute: firstAttribute)
    }

    /// The right side as an anchor, or nil for a constant.
    var secondTerm: AnchorTerm? {
        guard hasSecondTerm else { return nil }
        if hasExtras, let offset = extras.secondOffset { return offset }
        return AnchorTerm(
            item: Self.layoutItem(secondObject, isGuide: packed.contains(.secondIsGuide)), attribute: secondAttribute)
    }

    /// Whether a side is an offset between anchors (`anchorWithOffset(to:)`), kept in `extras`: then only
    /// `firstTerm` and `secondTerm` tell the items, else `firstLayoutItem` and `secondLayoutItem` do.
    var hasOffsetSide: Bool { hasExtras && (extras.firstOffset != nil || extras.secondOffset != nil) }

    /// The first item as a view or guide, without making an `AnchorTerm` (a weak reference and an array to copy
    /// and release); nil when it is gone.
    var firstLayoutItem: LayoutItem? { Self.layoutItem(firstObject, isGuide: packed.contains(.firstIsGuide)) }

    /// The second item as a view or guide; nil for a constant, or when it is gone (see `hasSecondTerm`).
    var secondLayoutItem: LayoutItem? {
        guard hasSecondTerm else { return nil }
        return Self.layoutItem(secondObject, isGuide: packed.contains(.secondIsGuide))
    }

    /// Whether the constraint has a right-hand side (whose item may be gone).
    var hasSecondTerm: Bool { packed.contains(.hasSecondTerm) }

    /// Calls `body` with the view of each item (a guide's owning view), first side first, as `allItems` lists
    /// them: read from the two stored objects without building arrays, as activating and deactivating do for
    /// every constraint (the arrays, their casts and their release were a noticeable share of a stack grid's
    /// first layout).
    func forEachItemView(_ body: (UIView) -> Void) {
        if hasOffsetSide {
            for item in allItems { if let view = item.owningLayoutView { body(view) } }
            return
        }
        // Straight to the views, not through `LayoutItem` existentials, which cost building a settings chain.
        if let view = Self.owningView(firstObject, isGuide: packed.contains(.firstIsGuide)) { body(view) }
        guard hasSecondTerm else { return }
        if let view = Self.owningView(secondObject, isGuide: packed.contains(.secondIsGuide)) { body(view) }
    }

    /// The view of an item stored as `object`: itself, or the guide's owning view.
    @inline(__always) private static func owningView(_ object: AnyObject?, isGuide: Bool) -> UIView? {
        guard let object else { return nil }
        return isGuide
            ? unsafeDowncast(object, to: UILayoutGuide.self).owningView : unsafeDowncast(object, to: UIView.self)
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

    /// The name UIKit gave the constraint when it generated it, or nil (then `identifier` is the extras', if any).
    var generatedName: GeneratedConstraintName? {
        get { GeneratedConstraintName(rawValue: UInt8(truncatingIfNeeded: hostWord >> 24 & 0x7F)) }
        set { hostWord = hostWord & (Self.hintMask | Self.extrasBit) | UInt32(newValue?.rawValue ?? 0) << 24 }
    }

    func store(constant: CGFloat) {
        let short = Float(constant)
        if CGFloat(short) == constant {
            shortConstant = short
        } else {
            shortConstant = .nan
            updateExtras { $0.constant = constant }
        }
    }

    func store(priority: UILayoutPriority) {
        let scaled = priority.rawValue * 64
        if scaled.rounded() == scaled, scaled >= 1, scaled <= Float(Self.requiredCode) {
            priorityCode = UInt16(scaled)
        } else {
            priorityCode = 0
            updateExtras { $0.priority = priority }
        }
    }

    private func store(first term: AnchorTerm) {
        store(firstItem: term.item)
        if !term.offset.isEmpty { updateExtras { $0.firstOffset = term } }
    }

    private func store(second term: AnchorTerm) {
        store(secondItem: term.item)
        if !term.offset.isEmpty { updateExtras { $0.secondOffset = term } }
    }

    private func store(firstItem item: LayoutItem?) {
        firstObject = item
        if item is UILayoutGuide { packed.set(.firstIsGuide, true) }
    }

    private func store(secondItem item: LayoutItem?) {
        secondObject = item
        if item is UILayoutGuide { packed.set(.secondIsGuide, true) }
    }

    private func store(multiplier: CGFloat) {
        if multiplier != 1 { updateExtras { $0.multiplier = multiplier } }
    }
}
