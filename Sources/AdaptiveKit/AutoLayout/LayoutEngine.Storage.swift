import LayoutSolver

extension LayoutEngine {
    /// Everything a `LayoutEngine` stores but its top view, in one struct the engine holds in one property
    /// (`LayoutEngine.storage`).
    ///
    /// Swift checks each access to a class's stored property for exclusivity at run time, and the layout pass
    /// reads the engine's fields in its loops: a call per read that cost more than many of the reads themselves.
    /// The one property skips that check in release builds (`@exclusivity(unchecked)`); debug builds, which the
    /// tests run, keep it, so that an overlapping access still traps there. The engine reads the fields through
    /// the trivial accessors below, as if they were its own.
    struct Storage {
        /// Keeps no terms: the engine makes a constraint's terms again from what it made them from (the
        /// `NSLayoutConstraint`, the generated constraint's key and inputs) when it needs them.
        var solver = Solver(keepingTerms: false)
        var nextVariableID = 0
        var nextConstraintID = 0
        var variables: [ObjectIdentifier: Variables] = [:]
        /// How many views the engine holds.
        var viewCount = 0
        var guides: [UILayoutGuide] = []
        /// The user constraints in the solver, in the order they were installed, with holes where constraints
        /// left; compacted when half of it is holes (nil once one left, so that removing one costs the same
        /// whatever the window's size). The solver's id of a constraint is its slot's (`userID(ofSlot:)`) and the
        /// solver keeps its relation, strength and constant, not its terms. A constraint finds its slot through
        /// its own `engineSlot`, so the engine keeps no dictionary of its constraints, which cost memory per
        /// constraint.
        var userConstraints: [NSLayoutConstraint?] = []
        /// `fingerprint(_:_:)` of the terms and relation each slot's constraint was installed with: a constant
        /// change whose constraint would now be made of other terms (an input the engine was not told about) is
        /// installed again instead of moving the constant of a row made of the old ones. An array beside
        /// `userConstraints` rather than a field beside each constraint, which would pad each entry.
        var userFingerprints: [UInt32] = []
        var orderHoles = 0
        /// A fitting engine's slots by constraint: a constraint's own `engineSlot` belongs to the engine of its
        /// hierarchy, which a fitting engine over the same views must not disturb.
        var fittingSlots: [ObjectIdentifier: Int] = [:]
        /// The solver's id of each generated constraint by `Generated.key` (the solver keeps its constant,
        /// relation and strength). A 4-byte value, so that a dictionary bucket holds no padding.
        var generated: [Int: Int32] = [:]
        /// The share of the superview's size in the terms of each autoresizing constraint whose share is
        /// not 0, by `Generated.key`: with the key it gives the constraint's terms (`generatedExpression`).
        var autoresizingShares: [Int: Double] = [:]
        var needsRebuild = true
        /// Whether a rebuild is running now: a constraint it finds with an item outside the hierarchy waits for
        /// the hierarchy to change instead of asking for another rebuild.
        var isBuilding = false
        /// Whether an installed view holds an active constraint naming an item outside the hierarchy (only a
        /// damaged file makes one): a subtree joining later may be that item, so it rebuilds instead of growing.
        var holdsOutsideItems = false
        /// Every variable's value after the last solve, by id: frames read these instead of asking the
        /// solver one value at a time (each call on the solver value costs a copy of its storage).
        var solvedValues: [Double] = []
        /// The view each block of four variables belongs to (nil for a guide's), by variable id / 4: a
        /// solve that reports its changed variables finds the views that moved without visiting the others.
        var variableOwners: [ViewReference] = []
        /// The slots a solve found moved, empty between solves: kept so that a solve allocates no set of the
        /// window's size (see `MovedSlots`).
        var movedSlots = MovedSlots()
        /// Changes whenever a solve could not tell what moved: every superview then places all its
        /// subviews at their solved frames again (see `applyLayoutEngineFrames`). Unique across engines.
        var generation = 0
        /// The last solve that reported what moved, unique across engines: a frame queued with this stamp is
        /// still the solved one (see `QueuedEngineFrame`).
        var solveStamp = 0
        /// Constrained views whose frames code set since the last solve: that solve compares them with their solved frames.
        var framesSetOutside: [UIView] = []
        /// Too many frames were set in code to list: the next solve compares every frame.
        var comparesEveryFrame = false
        /// Set for a temporary engine computing `systemLayoutSizeFitting`.
        var fitting: Fitting?
        var needsSolve = true
        /// Constraints UIKit's recovery broke: kept active in the API, absent from the solver.
        var broken: [ObjectIdentifier: NSLayoutConstraint] = [:]
        /// Every conflict reported since the engine was built.
        var conflicts: [LayoutConflict] = []

        /// Empties what a build makes again from the hierarchy, from a new solver to the views' variables.
        mutating func startBuild() {
            holdsOutsideItems = false
            solver = Solver(keepingTerms: false)
            nextConstraintID = 0
            variables = [:]
            viewCount = 0
            guides = []
            userConstraints = []
            userFingerprints = []
            orderHoles = 0
            fittingSlots = [:]
            generated = [:]
            autoresizingShares = [:]
            broken = [:]
            nextVariableID = 0
            variableOwners = []
        }

        /// The next item's four variables.
        mutating func makeVariables() -> Variables {
            defer { nextVariableID += 4 }
            return Variables(base: Int32(nextVariableID))
        }
    }

    // The engine's fields, read through its storage. Trivial and inlined, so that a read in release builds is the
    // field's load.

    var solver: Solver {
        @inline(__always) get { storage.solver }
        @inline(__always) _modify { yield &storage.solver }
    }
    var nextVariableID: Int { @inline(__always) get { storage.nextVariableID } }
    var nextConstraintID: Int {
        @inline(__always) get { storage.nextConstraintID }
        @inline(__always) set { storage.nextConstraintID = newValue }
    }
    var variables: [ObjectIdentifier: Variables] {
        @inline(__always) get { storage.variables }
        @inline(__always) _modify { yield &storage.variables }
    }
    /// How many views the engine holds.
    var viewCount: Int { @inline(__always) get { storage.viewCount } }
    var guides: [UILayoutGuide] {
        @inline(__always) get { storage.guides }
        @inline(__always) _modify { yield &storage.guides }
    }
    var userConstraints: [NSLayoutConstraint?] {
        @inline(__always) get { storage.userConstraints }
        @inline(__always) _modify { yield &storage.userConstraints }
    }
    var userFingerprints: [UInt32] {
        @inline(__always) get { storage.userFingerprints }
        @inline(__always) _modify { yield &storage.userFingerprints }
    }
    var orderHoles: Int {
        @inline(__always) get { storage.orderHoles }
        @inline(__always) set { storage.orderHoles = newValue }
    }
    var fittingSlots: [ObjectIdentifier: Int] {
        @inline(__always) get { storage.fittingSlots }
        @inline(__always) _modify { yield &storage.fittingSlots }
    }
    var generated: [Int: Int32] {
        @inline(__always) get { storage.generated }
        @inline(__always) _modify { yield &storage.generated }
    }
    var autoresizingShares: [Int: Double] {
        @inline(__always) get { storage.autoresizingShares }
        @inline(__always) _modify { yield &storage.autoresizingShares }
    }
    var needsRebuild: Bool {
        @inline(__always) get { storage.needsRebuild }
        @inline(__always) set { storage.needsRebuild = newValue }
    }
    var isBuilding: Bool { @inline(__always) get { storage.isBuilding } }
    var holdsOutsideItems: Bool {
        @inline(__always) get { storage.holdsOutsideItems }
        @inline(__always) set { storage.holdsOutsideItems = newValue }
    }
    var solvedValues: [Double] {
        @inline(__always) get { storage.solvedValues }
        @inline(__always) _modify { yield &storage.solvedValues }
    }
    var variableOwners: [ViewReference] {
        @inline(__always) get { storage.variableOwners }
        @inline(__always) _modify { yield &storage.variableOwners }
    }
    var movedSlots: MovedSlots {
        @inline(__always) get { storage.movedSlots }
        @inline(__always) _modify { yield &storage.movedSlots }
    }
    var generation: Int { @inline(__always) get { storage.generation } }
    var solveStamp: Int { @inline(__always) get { storage.solveStamp } }
    var framesSetOutside: [UIView] {
        @inline(__always) get { storage.framesSetOutside }
        @inline(__always) _modify { yield &storage.framesSetOutside }
    }
    var comparesEveryFrame: Bool {
        @inline(__always) get { storage.comparesEveryFrame }
        @inline(__always) set { storage.comparesEveryFrame = newValue }
    }
    var fitting: Fitting? {
        @inline(__always) get { storage.fitting }
        @inline(__always) _modify { yield &storage.fitting }
    }
    var needsSolve: Bool {
        @inline(__always) get { storage.needsSolve }
        @inline(__always) set { storage.needsSolve = newValue }
    }
    var broken: [ObjectIdentifier: NSLayoutConstraint] {
        @inline(__always) get { storage.broken }
        @inline(__always) _modify { yield &storage.broken }
    }
    var conflicts: [LayoutConflict] {
        @inline(__always) get { storage.conflicts }
        @inline(__always) _modify { yield &storage.conflicts }
    }
}
