import Foundation
import LayoutSolver

/// A solver expression; Foundation also has an `Expression` type.
typealias LinearExpression = LayoutSolver.Expression

/// The Auto Layout engine of one view hierarchy: views and guides as solver variables, constraints as rows.
///
/// Each item has four variables (minX, minY, width, height) in the coordinates of the hierarchy's
/// top view, so constraints may relate any two items of the hierarchy. Changing a constraint's
/// constant or priority, or activating and deactivating one, is one incremental solver operation;
/// moving views between hierarchies rebuilds the engine on the next layout (see Deviations.md).
@MainActor
final class LayoutEngine {
    /// An item's four variables, numbered consecutively from `base`: one `Int32` per item in the engine's table.
    /// The item's slot (`base / 4`) orders views as the hierarchy's pre-order (see `variableOwners`).
    struct Variables {
        let base: Int32
        var x: Variable { Variable(Int(base)) }
        var y: Variable { Variable(Int(base) + 1) }
        var width: Variable { Variable(Int(base) + 2) }
        var height: Variable { Variable(Int(base) + 3) }
        /// The item's position in `variableOwners`.
        var slot: Int { Int(base) / 4 }
    }

    /// Each view's position in the engine's order (the hierarchy's pre-order as of the last rebuild, then the
    /// subtrees added since), read from `variables`; nil for a guide or an item outside the engine.
    struct ViewIndices {
        let variables: [ObjectIdentifier: Variables]
        let owners: [ViewReference]

        subscript(_ id: ObjectIdentifier) -> Int? {
            guard let slot = variables[id]?.slot, owners[slot].view != nil else { return nil }
            return slot
        }
    }

    /// A view as the engine holds it: weakly. The top view owns the engine, so an engine that owned its
    /// views would keep the top view, and with it the window and every subview, alive forever; in UIKit a
    /// view is freed when its superview and the app let it go.
    struct ViewReference {
        weak var view: UIView?
    }

    /// What the engine generated a constraint for, so it can update or remove it: the kind, the item (by its
    /// slot, see `Variables.slot`) and the part (an axis, or one of four edges).
    enum Generated: Hashable {
        case rootOrigin(slot: Int, axis: Int)
        case rootSize(slot: Int, axis: Int)
        case autoresizing(slot: Int, part: Int)
        case hugging(slot: Int, axis: Int)
        case compression(slot: Int, axis: Int)
        case guide(slot: Int, part: Int)

        /// The three in one word, the key of `generated`: a smaller dictionary entry than an enum key holding
        /// the item's identity.
        var key: Int {
            switch self {
            case let .rootOrigin(slot, part): slot << 5 | 0 << 2 | part
            case let .rootSize(slot, part): slot << 5 | 1 << 2 | part
            case let .autoresizing(slot, part): slot << 5 | 2 << 2 | part
            case let .hugging(slot, part): slot << 5 | 3 << 2 | part
            case let .compression(slot, part): slot << 5 | 4 << 2 | part
            case let .guide(slot, part): slot << 5 | 5 << 2 | part
            }
        }

        init(key: Int) {
            let slot = key >> 5
            let part = key & 3
            switch key >> 2 & 7 {
            case 0: self = .rootOrigin(slot: slot, axis: part)
            case 1: self = .rootSize(slot: slot, axis: part)
            case 2: self = .autoresizing(slot: slot, part: part)
            case 3: self = .hugging(slot: slot, axis: part)
            case 4: self = .compression(slot: slot, axis: part)
            default: self = .guide(slot: slot, part: part)
            }
        }
    }

    unowned let root: UIView
    /// Everything else the engine stores (see `Storage`, which says why it is one property), read through the
    /// accessors beside `Storage`.
    #if !DEBUG
        @exclusivity(unchecked)
    #endif
    var storage = Storage()
    private static var solveStamps = 0
    private static var generations = 0
    /// Views in the engine, for applying frames and diagnostics, in the hierarchy's pre-order as of the
    /// last rebuild, then the subtrees added since (O(n): read it once per pass); guides by identity.
    var views: [UIView] { variableOwners.compactMap(\.view) }
    /// The installed user constraints in the order they were installed.
    var installedOrder: [NSLayoutConstraint] { userConstraints.compactMap { $0 } }
    /// Each view's position in `views` (the hierarchy's pre-order), to place queued subviews in order.
    var viewIndices: ViewIndices { ViewIndices(variables: variables, owners: variableOwners) }

    func markBroken(_ constraint: NSLayoutConstraint) { broken[ObjectIdentifier(constraint)] = constraint }
    func appendConflict(_ conflict: LayoutConflict) { conflicts.append(conflict) }
    /// Whether UIKit's recovery left this active constraint out of the layout.
    func isBroken(_ constraint: NSLayoutConstraint) -> Bool { broken[ObjectIdentifier(constraint)] != nil }

    init(root: UIView) {
        self.root = root
    }

    // MARK: Building

    /// Builds the solver from the hierarchy: generated constraints first, then active constraints in order.
    ///
    /// A build can ask for another (a constraint whose item the engine did not hold yet, such as a guide made
    /// when a constraint first names it): the next solve ran it, and every conflict of a container outside a
    /// window was reported twice. The second build runs at once instead, and only its conflicts are
    /// reported.
    func rebuildIfNeeded() {
        guard needsRebuild else { return }
        let conflictsBefore = conflicts.count
        let reported = DiagnosticLog.capture { build() }
        if needsRebuild {
            conflicts.removeSubrange(conflictsBefore...)
            build()
        } else {
            reported.forEach(DiagnosticLog.report)
        }
    }

    private func build() {
        needsRebuild = false
        storage.isBuilding = true
        defer { storage.isBuilding = false }
        storage.startBuild()
        root.forEachInSubtree { view in register(view) }
        addRootConstraints()
        // The registered views and their constraints are read from `variableOwners`: arrays of every view and
        // every constraint made here were alive at the peak of the build's memory.
        addGeneratedConstraints(fromSlot: 0)
    }

    /// Lets go of the constraints and guides the engine holds while the rebuild that is due has not run:
    /// a subtree that left the hierarchy is freed with its constraints at once, not at the next pass.
    /// What remains holds no object (the solver's rows and the variables are numbers and
    /// weak references), and the rebuild starts from nothing.
    func releaseObjectsUntilRebuild() {
        guard needsRebuild else { return }
        userConstraints = []
        userFingerprints = []
        orderHoles = 0
        fittingSlots = [:]
        guides = []
        broken = [:]
        if !framesSetOutside.isEmpty {
            framesSetOutside = []
            comparesEveryFrame = true
        }
    }

    /// Adds a subtree that just joined the hierarchy (`addSubview`) without rebuilding: its views
    /// and guides get variables, then their generated constraints and the constraints they hold, in
    /// the order a rebuild would add them. UIKit's engine grows the same way; a rebuild per added
    /// subtree made a table view adding its cells during layout rebuild the window's engine once per
    /// table (tables × views). False, with nothing changed, when the engine must be
    /// rebuilt anyway (a view of the subtree already in it, a fitting engine) or the subtree was
    /// inserted before a sibling (`viewIndices` must keep siblings in order).
    func addSubtree(_ top: UIView) -> Bool {
        guard !needsRebuild, !holdsOutsideItems, fitting == nil, top !== root, top.superview?.subviews.last === top
        else { return false }
        var added: [UIView] = []
        var fresh = true
        top.forEachInSubtree { view in
            fresh = fresh && variables[ObjectIdentifier(view)] == nil
            added.append(view)
        }
        guard fresh else { return false }
        let firstSlot = variableOwners.count
        for view in added { register(view) }
        addGeneratedConstraints(fromSlot: firstSlot)
        return true
    }

    /// Adds a guide a view in the engine just got (a system guide made on first use, `addLayoutGuide`)
    /// without rebuilding; false when the engine must be rebuilt anyway.
    func addGuide(_ guide: UILayoutGuide, of view: UIView) -> Bool {
        guard !needsRebuild, fitting == nil, variables[ObjectIdentifier(view)] != nil,
            variables[ObjectIdentifier(guide)] == nil
        else { return false }
        guides.append(guide)
        variables[ObjectIdentifier(guide)] = makeVariables()
        variableOwners.append(ViewReference(view: nil))
        updateSystemGuides(of: view)
        needsSolve = true
        return true
    }

    /// Gives a view and its guides their variables, after the views already in the engine.
    private func register(_ view: UIView) {
        variables[ObjectIdentifier(view)] = makeVariables()
        storage.viewCount += 1
        variableOwners.append(ViewReference(view: view))
        view.autoLayout.guides?.forEachGuide { guide in
            guides.append(guide)
            variables[ObjectIdentifier(guide)] = makeVariables()
            variableOwners.append(ViewReference(view: nil))
        }
    }

    /// The autoresizing or intrinsic constraints and the system guides of the views registered from `firstSlot`
    /// on, then the constraints they hold, view by view in registration order.
    private func addGeneratedConstraints(fromSlot firstSlot: Int) {
        let end = variableOwners.count
        reserveSolverCapacity(fromSlot: firstSlot, end: end)
        for slot in firstSlot..<end {
            guard let view = variableOwners[slot].view, view !== root else { continue }
            if view.translatesAutoresizingMaskIntoConstraints {
                updateAutoresizingConstraints(for: view)
            } else {
                updateIntrinsicConstraints(for: view)
            }
        }
        for slot in firstSlot..<end {
            guard let view = variableOwners[slot].view else { continue }
            updateSystemGuides(of: view)
        }
        for slot in firstSlot..<end {
            guard let view = variableOwners[slot].view else { continue }
            for constraint in view.autoLayout.constraints where constraint !== ConstraintHoles.hole {
                install(constraint)
            }
        }
        needsSolve = true
    }

    /// Makes room in the solver for the constraints the views registered from `firstSlot` on hold and those made
    /// for them, before any is added: the solver's tables are then allocated once, at their final size, instead of
    /// growing through copies while the generated constraints go in, each copy's old and new buffer alive at
    /// once (the peak of a build's memory fell on the last such copy). The intrinsic size constraints
    /// are not counted, as knowing them would measure every label twice; they grow the tables if need be.
    private func reserveSolverCapacity(fromSlot firstSlot: Int, end: Int) {
        var userCount = 0
        var optional = 0
        var inequalities = 0
        var generatedCount = 0
        for slot in firstSlot..<end {
            guard let view = variableOwners[slot].view else { continue }
            // Two per axis for an autoresizing view; four per guide (its origin and size against its view's).
            if view !== root, view.translatesAutoresizingMaskIntoConstraints { generatedCount += 4 }
            generatedCount += 4 * view.autoLayout.systemGuideCount
            for constraint in view.autoLayout.constraints where constraint !== ConstraintHoles.hole {
                userCount += 1
                if constraint.priority != .required { optional += 1 }
                if constraint.relation != .equal { inequalities += 1 }
            }
        }
        // With room for a few constraints more, as for the user constraints' ids below: reserved exactly, the
        // first constraint added after a build (hiding an arranged view) copied every per-symbol table.
        let total = userCount + generatedCount
        solver.reserveCapacity(
            variables: nextVariableID, constraints: total + total / 32 + 16, optional: optional,
            inequalities: inequalities)
        if generatedCount > 0 {
            solver.reserveConstraintIDs((nextConstraintID + 1)...(nextConstraintID + generatedCount))
        }
        if userCount > 0 {
            // The user constraints' slots and ids (−1 down), with room for a few constraints more: their tables
            // grow once, and the first activations after a build do not copy them, as they did when reserved
            // exactly.
            let room = userCount + userCount / 32 + 16
            solver.reserveConstraintIDs(
                Self.userID(ofSlot: userConstraints.count + room - 1)...Self.userID(ofSlot: userConstraints.count))
            userConstraints.reserveCapacity(userConstraints.count + room)
            userFingerprints.reserveCapacity(userFingerprints.count + room)
        }
    }

    /// A new solve that reported what moved: frames queued before it are computed again when placed.
    func startSolveStamp() {
        Self.solveStamps += 1
        storage.solveStamp = Self.solveStamps
    }

    /// A new generation: every superview places all its subviews on its next `layoutSubviews`.
    func startGeneration() {
        Self.generations += 1
        storage.generation = Self.generations
    }

    private func makeVariables() -> Variables { storage.makeVariables() }

    /// A new id for a generated constraint: ids count up from 1 within a build, so that they fit the
    /// engine's 4-byte records, and order the generated constraints as made (`generatedInIDOrder`). (A user
    /// constraint's id is its slot's, `userID(ofSlot:)`.)
    func nextID() -> Int {
        nextConstraintID += 1
        if nextConstraintID > Self.idsBeforeRebuild { needsRebuild = true }
        return nextConstraintID
    }

    /// After this many generated ids the engine asks for a rebuild, which numbers from 1 again: an id
    /// must fit 32 bits (2³¹ − 1), and the rebuild comes before that.
    static let idsBeforeRebuild = Int(Int32.max / 2)

    /// The top view sits at the origin; a window's (or a frame-sized top view's) size is fixed by its bounds.
    private func addRootConstraints() {
        guard let vars = variables[ObjectIdentifier(root)] else { return }
        setGenerated(.rootOrigin(slot: vars.slot, axis: 0), LinearExpression(vars.x), .equal, 0, .required)
        setGenerated(.rootOrigin(slot: vars.slot, axis: 1), LinearExpression(vars.y), .equal, 0, .required)
        updateRootSize()
    }

    /// Keeps the top view's size constraints in step with its bounds (a window resizing, a rotation).
    func updateRootSize() {
        guard let vars = variables[ObjectIdentifier(root)] else { return }
        let id = vars.slot
        if let fitting {
            addFittingConstraints(fitting, width: vars.width, height: vars.height)
            updateIntrinsicConstraints(for: root)
        } else if root.translatesAutoresizingMaskIntoConstraints || root is UIWindow {
            setGenerated(
                .rootSize(slot: id, axis: 0), LinearExpression(vars.width), .equal, root.bounds.width, .required)
            setGenerated(
                .rootSize(slot: id, axis: 1), LinearExpression(vars.height), .equal, root.bounds.height, .required)
        } else {
            removeGenerated(.rootSize(slot: id, axis: 0))
            removeGenerated(.rootSize(slot: id, axis: 1))
            updateIntrinsicConstraints(for: root)
        }
    }

    /// Auto Layout's priorities as solver weights: 10^(p/125), so every 125 points of priority is a
    /// factor of ten and a higher priority outweighs many lower ones (four 250s do not beat one 750,
    /// as they would with kiwi's linear 1000·p). 999 stays below the solver's required weight.
    static func strength(_ priority: UILayoutPriority) -> Strength {
        guard priority < .required else { return .required }
        return Strength(weight: pow(10, Double(max(priority.rawValue, 0)) / 125))
    }
}
