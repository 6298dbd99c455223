import AdaptiveKit
import Foundation

/// A live view tree tied to its document value: applies the tree's size-class variations when the
/// root view's size classes change, as UIKit does for unified storyboards.
///
/// UIKit applies them as the traits change, before layout; here the root view's trait change
/// registration runs right after its `traitCollectionDidChange(_:)`, so the new set of views and
/// constraints is in place before subviews hear of the change and before the layout pass.
@MainActor
public final class SizeClassBinding {
    /// The tree's value, with every size class's views and constraints.
    public let value: IBView
    /// The root view; held weakly, because the binding lives as long as the root view's registration.
    public private(set) weak var rootView: UIView?
    /// The size classes whose variations are applied now (`.any` until the root view gets traits).
    public private(set) var sizeClasses = IBSizeClasses.any
    /// Every view of the tree by id, installed or not (uninstalled views are kept, as UIKit keeps them).
    let views: [String: UIView]
    /// Every constraint of the tree by id (placeholders excluded), installed or not.
    private(set) var constraints: [String: NSLayoutConstraint] = [:]
    private var constraintValues: [String: IBConstraint] = [:]
    private var contentGuides: [String: UILayoutGuide] = [:]
    private let builder: ViewTreeBuilder

    init(root: IBView, rootView: UIView, views: [String: UIView], builder: ViewTreeBuilder) {
        value = root
        self.rootView = rootView
        self.views = views
        self.builder = builder
    }

    /// The view made for an id.
    public func view(withIBID id: String) -> UIView? { views[id] }

    /// The binding of a view tree loaded from a document, found from its root view; nil for other views.
    public static func binding(of rootView: UIView) -> SizeClassBinding? {
        bindings[ObjectIdentifier(rootView)].flatMap { $0.rootView === rootView ? $0 : nil }
    }

    /// Bindings by root view, for `binding(of:)`; each entry goes when its root view does (checked on lookup).
    private static var bindings: [ObjectIdentifier: SizeClassBinding] = [:]

    /// Registers the binding for `binding(of:)`, dropping entries whose root views are gone.
    func register() {
        Self.bindings = Self.bindings.filter { $0.value.rootView != nil }
        if let rootView { Self.bindings[ObjectIdentifier(rootView)] = self }
    }

    /// The constraint made for an id (its current object when a per-class multiplier replaced it).
    public func constraint(withIBID id: String) -> NSLayoutConstraint? { constraints[id] }

    /// The ids of every constraint made for the tree (placeholders and ones naming unknown items are not), sorted.
    public var constraintIDs: [String] { constraints.keys.sorted() }

    /// The ids of the constraints active now, sorted.
    public var activeConstraintIDs: [String] { constraints.filter { $0.value.isActive }.map(\.key).sorted() }

    // MARK: Building

    /// Makes every constraint of the tree with its base values, inactive.
    func makeConstraints() {
        value.forEachView { holder in
            for constraint in holder.constraints where !constraint.isPlaceholder {
                constraintValues[constraint.id] = constraint
                if let made = make(constraint.resolved(for: .any)) { constraints[constraint.id] = made }
            }
        }
    }

    /// Activates the constraints the current size classes install whose items are both in the hierarchy.
    func activateInstalledConstraints() {
        let desired = installedConstraints(for: sizeClasses)
        var toActivate: [NSLayoutConstraint] = []
        for id in desired.keys.sorted() {
            guard let made = constraints[id], !made.isActive, canActivate(made) else { continue }
            toActivate.append(made)
        }
        NSLayoutConstraint.activate(toActivate)
    }

    /// The installed constraints for `sizeClasses`, resolved, by id.
    private func installedConstraints(for sizeClasses: IBSizeClasses) -> [String: IBConstraint] {
        var result: [String: IBConstraint] = [:]
        value.resolved(for: sizeClasses).forEachView { view in
            for constraint in view.constraints { result[constraint.id] = constraint }
        }
        return result
    }

    /// Whether both items are views (or their guides) in one hierarchy, so activation cannot fail.
    private func canActivate(_ constraint: NSLayoutConstraint) -> Bool {
        func owner(_ item: AnyObject?) -> UIView? {
            if let view = item as? UIView { return view }
            return (item as? UILayoutGuide)?.owningView
        }
        guard let first = owner(constraint.firstItem) else { return false }
        guard let secondItem = constraint.secondItem else { return true }
        guard let second = owner(secondItem) else { return false }
        return topmost(first) === topmost(second)
    }

    private func topmost(_ view: UIView) -> UIView {
        var top = view
        while let superview = top.superview { top = superview }
        return top
    }

    /// A live constraint for a value; nil when an item is unknown.
    private func make(_ value: IBConstraint) -> NSLayoutConstraint? {
        guard let first = item(value.firstItem, value.firstAttribute) else { return nil }
        var firstItem = first.0
        let firstAttribute = first.1
        var second: (AnyObject, NSLayoutConstraint.Attribute)?
        if let id = value.secondItem {
            guard let resolved = item(id, value.secondAttribute) else { return nil }
            second = resolved
            // A scroll view's edges seen from its content are its content area (UIKit's rule before content guides).
            if let guide = contentArea(scrollID: value.firstItem, attribute: value.firstAttribute, other: id) {
                firstItem = guide
            } else if let guide = contentArea(
                scrollID: id, attribute: value.secondAttribute, other: value.firstItem)
            {
                second = (guide, resolved.1)
            }
        }
        let relation: NSLayoutConstraint.Relation =
            switch value.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let made = NSLayoutConstraint(
            item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: second?.0,
            attribute: second?.1 ?? .notAnAttribute, multiplier: CGFloat(value.multiplier),
            constant: CGFloat(value.constant))
        made.priority = UILayoutPriority(Float(value.priority))
        made.identifier = value.identifier
        builder.objects.record(made, id: value.id)
        return made
    }

    /// What a constraint item id names, as a layout item and attribute.
    ///
    /// A controller's legacy top and bottom layout guides become its root view's safe area edges
    /// (the top guide's bottom is the safe area's top), which is where UIKit put them since iOS 11.
    /// Scroll views' content and frame guides stand as the scroll view itself (no scrolling here).
    private func item(_ id: String, _ attribute: IBLayoutAttribute) -> (AnyObject, NSLayoutConstraint.Attribute)? {
        let mapped = Self.attribute(attribute)
        switch builder.index.items[id] {
        case .view(let viewID)?:
            return views[viewID].map { ($0, mapped) }
        case .layoutGuide(let key, let ownerID)?:
            guard let owner = views[ownerID] else { return nil }
            switch key {
            case "safeArea": return (owner.safeAreaLayoutGuide, mapped)
            case "contentLayoutGuide": return (contentGuide(of: ownerID) ?? owner, mapped)
            default: return (owner, mapped)
            }
        case .viewControllerLayoutGuide(let type, let controllerID)?:
            guard let rootID = builder.index.viewControllers[controllerID]?.view?.id, let root = views[rootID] else {
                return nil
            }
            switch (type, attribute) {
            case ("top", .top): return (root, .top)
            case ("top", _): return (root.safeAreaLayoutGuide, .top)
            case (_, .bottom): return (root, .bottom)
            default: return (root.safeAreaLayoutGuide, .bottom)
            }
        case nil:
            return nil
        }
    }

    /// Elements that scroll their subviews: constraints from their edges to their content mean the content area.
    static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView"]

    /// The content guide standing for `scrollID`'s content area when a constraint ties its edge to a descendant.
    private func contentArea(scrollID: String, attribute: IBLayoutAttribute, other: String) -> UILayoutGuide? {
        guard let scroll = builder.index.views[scrollID], Self.scrollingElements.contains(scroll.elementName),
            ![.width, .height, .centerX, .centerY].contains(attribute)
        else { return nil }
        let otherView: String
        switch builder.index.items[other] {
        case .view(let id)?: otherView = id
        case .layoutGuide(_, let ownerID)?: otherView = ownerID
        default: return nil
        }
        guard builder.index.ancestorIDs(of: otherView).contains(scrollID) else { return nil }
        return contentGuide(of: scrollID)
    }

    /// A scroll view's content area as a guide pinned to its top left (content offset zero), sized by its content.
    ///
    /// AdaptiveKit has no scroll views; the guide gives their subviews the frames of an unscrolled content area.
    private func contentGuide(of scrollID: String) -> UILayoutGuide? {
        if let guide = contentGuides[scrollID] { return guide }
        guard let scroll = views[scrollID] else { return nil }
        let guide = UILayoutGuide()
        guide.identifier = "contentLayoutGuide"
        scroll.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: scroll.topAnchor),
            guide.leftAnchor.constraint(equalTo: scroll.leftAnchor),
        ])
        contentGuides[scrollID] = guide
        return guide
    }

    static func attribute(_ attribute: IBLayoutAttribute) -> NSLayoutConstraint.Attribute {
        switch attribute {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        case .notAnAttribute: .notAnAttribute
        }
    }

    // MARK: Size-class changes

    /// Moves the tree to `new` size classes: deactivate, remove, insert, update, activate (UIKit's order).
    public func apply(_ new: IBSizeClasses) {
        guard new != sizeClasses else { return }
        let change = value.sizeClassChange(from: sizeClasses, to: new)
        let desired = installedConstraints(for: new)
        NSLayoutConstraint.deactivate(constraints.filter { desired[$0.key] == nil && $0.value.isActive }.map(\.value))
        for id in change.removedSubviews { views[id]?.removeFromSuperview() }
        let target = value.resolved(for: new)
        for insertion in change.insertedSubviews { insert(insertion, in: target) }
        for updated in change.updatedViews {
            if let view = views[updated.id] { builder.configure(view, with: updated) }
        }
        for (id, constraint) in desired { update(id, to: constraint) }
        sizeClasses = new
        activateInstalledConstraints()
    }

    /// Inserts a view after its nearest installed preceding sibling, or first; into a stack's arranged views.
    private func insert(_ insertion: IBSizeClassChange.Insertion, in target: IBView) {
        guard let superview = views[insertion.superviewID], let view = views[insertion.viewID],
            let parentValue = target.view(withID: insertion.superviewID)
        else { return }
        let siblings = parentValue.subviews.map(\.id)
        let preceding = siblings.prefix(while: { $0 != insertion.viewID }).compactMap { views[$0] }
            .filter { $0.superview === superview }
        if let stack = superview as? UIStackView {
            let arrangedIndex = preceding.filter { candidate in stack.arrangedSubviews.contains { $0 === candidate } }
                .count
            stack.insertArrangedSubview(view, at: arrangedIndex)
        } else if let anchor = preceding.last {
            superview.insertSubview(view, aboveSubview: anchor)
        } else {
            superview.insertSubview(view, at: 0)
        }
    }

    /// Gives a constraint its per-class values; a new multiplier needs a new object (it is read-only in UIKit).
    private func update(_ id: String, to value: IBConstraint) {
        guard let current = constraints[id] else { return }
        if current.multiplier != CGFloat(value.multiplier) {
            current.isActive = false
            constraints[id] = make(value)
            return
        }
        if current.constant != CGFloat(value.constant) { current.constant = CGFloat(value.constant) }
        let priority = UILayoutPriority(Float(value.priority))
        if current.priority != priority {
            // UIKit refuses to move an active constraint to or from required; step out and back in.
            let wasActive = current.isActive
            if wasActive && (priority == .required || current.priority == .required) { current.isActive = false }
            current.priority = priority
            if wasActive && !current.isActive { current.isActive = true }
        }
    }
}
