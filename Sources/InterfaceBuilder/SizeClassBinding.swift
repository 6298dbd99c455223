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
    let views: TreeViews
    /// Every constraint of the tree by id (placeholders excluded), installed or not.
    private(set) var constraints: [String: NSLayoutConstraint] = [:]
    var contentGuides: [String: UILayoutGuide] = [:]
    let builder: ViewTreeBuilder
    /// `value` resolved for `sizeClasses` (`IBView.resolved(for:)`), made on first use and replaced by each
    /// size-class change: a change and the activation after it read the same tree several times.
    private var currentTree: IBView?

    init(root: IBView, rootView: UIView, views: [String: UIView], builder: ViewTreeBuilder) {
        value = root
        self.rootView = rootView
        self.views = TreeViews(rootID: root.id, rootView: rootView, views: views)
        self.builder = builder
    }

    /// The view made for an id.
    public func view(withIBID id: String) -> UIView? { views[id] }

    /// A tree's views by id: the root weakly, because the root's trait registration keeps the binding, and the
    /// others strongly (an uninstalled view has no other owner).
    @MainActor
    struct TreeViews {
        let rootID: String
        weak var rootView: UIView?
        private let others: [String: UIView]

        init(rootID: String, rootView: UIView, views: [String: UIView]) {
            self.rootID = rootID
            self.rootView = rootView
            others = views.filter { $0.value !== rootView }
        }

        subscript(id: String) -> UIView? { id == rootID ? rootView : others[id] }
    }

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
                if let made = make(constraint.resolved(for: .any)) { constraints[constraint.id] = made }
            }
        }
    }

    /// Activates, when reproducing IB's canvas (`usesStoredIntrinsicSizes`), the placeholder constraints at the
    /// lowest priority.
    ///
    /// IB lays its canvas out with placeholder constraints and removes them only at build time, so where nothing
    /// else decides a size or position (an empty view in a stack, content of a scroll view) the stored frames
    /// are the placeholder's, not an arbitrary solution of an ambiguous layout. At priority 1 they give way to
    /// every other constraint, so views that real constraints place keep their run-time frames.
    func activateCanvasPlaceholders() {
        guard builder.canvas.usesStoredIntrinsicSizes else { return }
        var toActivate: [NSLayoutConstraint] = []
        value.forEachView { holder in
            for constraint in holder.constraints where constraint.isPlaceholder {
                guard let made = make(constraint.resolved(for: .any)), canActivate(made) else { continue }
                made.priority = UILayoutPriority(1)
                toActivate.append(made)
            }
        }
        NSLayoutConstraint.activate(toActivate)
    }

    /// Activates the constraints the current size classes install whose items are both in the hierarchy.
    func activateInstalledConstraints() {
        let desired = installedConstraints(in: resolvedTree())
        var toActivate: [NSLayoutConstraint] = []
        for id in desired.keys.sorted() {
            guard let made = constraints[id], !made.isActive, canActivate(made) else { continue }
            toActivate.append(made)
        }
        NSLayoutConstraint.activate(toActivate)
    }

    /// Whether any view or constraint of the tree has size-class variations. Most trees have none, and resolving
    /// and diffing such a tree on each size-class change was a tenth of previewing a corpus of 400 real files.
    private lazy var varies: Bool = {
        var found = false
        value.forEachView { view in
            if !found, !view.variations.isEmpty || view.constraints.contains(where: { !$0.variations.isEmpty }) {
                found = true
            }
        }
        return found
    }()

    /// `value` resolved for the current size classes.
    private func resolvedTree() -> IBView {
        if let currentTree { return currentTree }
        let tree = value.resolved(for: sizeClasses)
        currentTree = tree
        return tree
    }

    /// The constraints a resolved tree installs, by id.
    private func installedConstraints(in tree: IBView) -> [String: IBConstraint] {
        var result: [String: IBConstraint] = [:]
        tree.forEachView { view in
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

    // MARK: Size-class changes

    /// Moves the tree to `new` size classes: deactivate, remove, insert, update, activate (UIKit's order).
    public func apply(_ new: IBSizeClasses) {
        guard new != sizeClasses else { return }
        guard varies else {
            // Every size class resolves to the same tree: nothing to swap or update, only constraints whose items
            // were not in one hierarchy before to activate.
            sizeClasses = new
            activateInstalledConstraints()
            return
        }
        let target = value.resolved(for: new)
        let current = resolvedTree()
        let change = IBSizeClassChange(from: current, to: target)
        let installed = installedConstraints(in: current)
        let desired = installedConstraints(in: target)
        NSLayoutConstraint.deactivate(constraints.filter { desired[$0.key] == nil && $0.value.isActive }.map(\.value))
        for id in change.removedSubviews { views[id]?.removeFromSuperview() }
        for insertion in change.insertedSubviews { insert(insertion, in: target) }
        for updated in change.updatedViews {
            if let view = views[updated.id] { builder.configure(view, with: updated) }
        }
        // Only values the file gives this class differently: a constant the app set stays otherwise, as in UIKit.
        for (id, constraint) in desired where installed[id] != constraint { update(id, to: constraint) }
        sizeClasses = new
        currentTree = target
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
