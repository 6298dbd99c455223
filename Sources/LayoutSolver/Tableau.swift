/// The simplex tableau behind `Solver`: kiwi's `SolverImpl`, reorganised for sparse layout systems.
///
/// kiwi keeps rows in a map and walks every row on each substitution and ratio test, which makes
/// adding n constraints cost O(n²) map lookups. Here every per-symbol table is an array indexed by
/// the dense symbol id, rows are sorted cell arrays, and a column index (symbol → rows that may
/// contain it) limits substitutions, ratio tests and suggestions to the rows that matter.
///
/// The rows of external (user) variables are kept *lazy*: they may reference other basic external
/// variables instead of spelling out their rows. Layouts are chains of equalities (`t₂ = t₁`,
/// `l₂ = l₁ + w₁ + 8`), and expanding them copies the whole chain into every row: a 10 000-view
/// grid then holds 25 million cells and every pivot rewrites thousands of long rows. Only the
/// restricted rows (slack, error, dummy) and the objective take part in ratio tests, so only they
/// must be fully expanded; an external row just has to be up to date for its own value.
/// References always point at rows of a lower rank (`ranks`, see `makeRow` and `lazySubject`), so
/// they form a DAG and values come out of one pass in topological order.
struct Tableau: Sendable {
    /// A constraint and its tag, as `constraints` gives them back (it keeps them as an `Entry`).
    struct ConstraintRecord: Sendable {
        var constraint: Constraint
        var tag: Tag
    }

    struct EditRecord: Sendable {
        var tag: Tag
        var strength: Strength
        var constant: Double
    }

    // MARK: Per-symbol tables, indexed by symbol id

    /// Each symbol's kind, whether it is basic, and its `ChangeFlags`.
    var states: ContiguousArray<SymbolState> = []
    /// The row of each basic symbol; an empty row for the others.
    var rows = RowStore()
    /// For each symbol, the basic symbols whose rows may contain it. A superset: in a column longer
    /// than `ColumnIndex.minimumLimit`, entries go stale when a cell cancels or a row leaves the basis,
    /// and are dropped when the column passes its limit and is compacted, so stale entries stay within a
    /// factor of two and no update has to search a long column. A short column is searched instead: a
    /// cancelled cell takes its entry out, a pivot renames its row's, so that stale entries take no memory.
    var columns = ColumnIndex()
    /// The objective row by symbol, dense because nearly every error symbol appears in it. The objective
    /// holds non-basic symbols only (a symbol entering the basis is substituted out of it first), and a
    /// non-basic symbol has no row constant: the two share the row store's table of constants, a `Double`
    /// a symbol saved. Read it for non-basic symbols only; a basic one's entry is its
    /// row's constant.
    var objective: ContiguousArray<Double> {
        _read { yield rows.constants }
        _modify { yield &rows.constants }
    }
    /// Marks of the current `epoch`: rows seen by a substitution or a compaction, symbols touched by an
    /// expansion, rows visited by a post-order. One table for all, in 2 bytes a symbol: the
    /// epoch wraps every 65 535 walks and then clears the table, a pass over it amortized over those walks.
    var stamps: ContiguousArray<UInt16> = []
    /// Coefficients being summed by `expanded`, zero outside it; as long as the symbols only once an
    /// expansion needed it (a settings chain never expands: a `Double` per symbol saved).
    var accumulator: ContiguousArray<Double> = []
    /// Each external symbol's slot in the per-external tables below (how many external symbols came
    /// before it).
    var externalSlots = ExternalSlots()

    // MARK: Per-external tables, indexed by `externalSlots`
    //
    // Only about half the symbols are external (a settings chain: 5.0 of 9.75 per view); indexed by
    // symbol, these gave every slack, error and dummy room it never used.

    /// The variable of each external symbol.
    var slotVariables: ContiguousArray<Int32> = []
    /// Values of basic external symbols, valid while `valuesAreCurrent`.
    var values: ContiguousArray<Double> = []
    /// A topological rank of each basic external symbol: every reference points at a lower rank.
    var ranks: ContiguousArray<Double> = []

    // MARK: Everything else

    var objectiveConstant = 0.0
    /// The largest weight in the objective, the scale of its rounding errors.
    var largestWeight = 1.0
    /// Every non-dummy symbol with a negative objective coefficient is in here.
    var candidates = SymbolHeap()
    /// The same symbols by coefficient, most negative first (Dantzig's rule).
    var steepest = SteepestHeap()
    /// The artificial objective and variable while `addWithArtificialVariable` runs.
    var artificial: Row?
    var artificialSymbol = Symbol.invalid
    /// The symbol the next artificial variable takes: the last one's, given back once its row was
    /// done (see `addWithArtificialVariable`); -1 before the first.
    var spareArtificial: Int32 = -1
    var infeasible: ContiguousArray<Int32> = []
    /// Variable id → symbol id, or -1 before the variable's first use.
    var variableSymbols: ContiguousArray<Int32> = []
    var constraints = ConstraintTable()
    var edits: [Variable: EditRecord] = [:]
    var scratch = CellMap()
    var overfull: ContiguousArray<Int32> = []
    var touched: ContiguousArray<Int32> = []
    var epoch: UInt16 = 0
    var valuesAreCurrent = true
    /// Basic external symbols whose rows have no references, then the others, each after the
    /// rows it references (see `recordBasicExternal`); both may hold stale entries.
    var sinks: ContiguousArray<Int32> = []
    var evaluationOrder: ContiguousArray<Int32> = []
    var basicExternals = 0
    /// The highest and lowest rank given so far: a fresh subject goes above, a sink below.
    var topRank = 0.0
    var bottomRank = 0.0
    /// Set when a subject was ranked between others: `sinks` and `evaluationOrder` no longer
    /// list it in order, so `updateValues` rebuilds them first.
    var evaluationOrderIsStale = false
    var order: ContiguousArray<Int32> = []
    var stack: ContiguousArray<(node: Int32, next: Int)> = []
    /// Whether `values` holds every external symbol's value (zero for a non-basic one) as of the
    /// last update, so that the next one only recomputes `changedRows` (see Tableau+Changes.swift).
    var valuesAreTracked = false
    /// External rows changed since the last update, each once (`ChangeFlags.changed`).
    var changedRows: ContiguousArray<Int32> = []
    /// External symbols whose values changed since `takeChangedVariables()`, each once (`ChangeFlags.reported`).
    var reported: ContiguousArray<Int32> = []
    var reportsEverything = true

    init() {}

    var symbolCount: Int { states.count }
    /// The symbols every per-symbol table has room for (`reserveCapacity(symbols:)`).
    var symbolRoom = 0

    // MARK: Symbols

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        // `RowStore.PackedCell` keeps an id in 29 bits.
        precondition(states.count < 1 << 28, "more than 2^28 symbols")
        let id = Int32(states.count)
        // Past the room reserved, the tables grow together by half rather than each doubling on its own
        // append: a layout reserves its symbols before a build, but not the artificial variables (one per row
        // that found no subject), and those few doubled all nine tables, half of their room unused.
        if states.count >= symbolRoom { reserveCapacity(symbols: states.count + Swift.max(16, states.count / 2)) }
        states.append(SymbolState(kind))
        rows.addSymbol()
        columns.addSymbol()
        stamps.append(0)
        externalSlots.addSymbol(external: kind == .external)
        return Symbol(id, kind)
    }

    mutating func symbol(for variable: Variable) -> Symbol {
        if variable.id >= variableSymbols.count {
            variableSymbols.append(contentsOf: repeatElement(-1, count: variable.id + 1 - variableSymbols.count))
        }
        let existing = variableSymbols[variable.id]
        if existing >= 0 { return Symbol(existing, .external) }
        let symbol = newSymbol(.external)
        variableSymbols[variable.id] = symbol.id
        slotVariables.append(Int32(variable.id))
        values.append(0.0)
        ranks.append(0.0)
        return symbol
    }

    @inline(__always) func existingSymbol(for variable: Variable) -> Symbol {
        guard variable.id < variableSymbols.count else { return .invalid }
        let id = variableSymbols[variable.id]
        return id >= 0 ? Symbol(id, .external) : .invalid
    }

    mutating func nextEpoch() -> UInt16 {
        epoch &+= 1
        if epoch == 0 {
            for i in stamps.indices { stamps[i] = 0 }
            epoch = 1
        }
        return epoch
    }

    /// The slot of external symbol `symbol` in `values`, `ranks` and `slotVariables`.
    @inline(__always) func externalSlot(_ symbol: Int) -> Int { externalSlots[symbol] }

    @inline(__always) func isReference(_ symbol: Symbol) -> Bool {
        symbol.kind == .external && states[symbol.index].isBasic
    }

    // MARK: Constraints

    /// - Complexity: see `Solver.addConstraint(_:)`.
    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        valuesAreCurrent = false
        if constraints.contains(constraint.id) { throw .duplicateConstraint(constraint) }
        let tag = try addRow(
            constraint.expression, constraint.relation, constraint.strength,
            unsatisfiable: .unsatisfiableConstraint(constraint))
        constraints.insert(constraint, tag: tag)
    }

    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        valuesAreCurrent = false
        guard let entry = constraints.removeValue(forKey: constraint.id) else {
            throw .unknownConstraint(constraint)
        }
        try removeRow(entry.tag, entry.strength)
    }

    /// kiwi's `addConstraint` minus the bookkeeping: returns the new constraint's tag.
    mutating func addRow(
        _ expression: Expression, _ relation: Constraint.Relation, _ strength: Strength,
        unsatisfiable: SolverError
    ) throws(SolverError) -> Tag {
        var (row, tag, lazy) = makeRow(expression, relation, strength)
        var subject = lazy.subject.isValid ? lazy.subject : chooseSubject(row, tag)
        // A row of dummies alone is a redundant required equality when its constant is zero and a
        // contradiction otherwise; nothing has been changed yet, so throwing leaves no trace.
        if !subject.isValid && row.allDummies {
            if !nearZero(row.constant) { throw unsatisfiable }
            subject = tag.marker
        }
        if !subject.isValid {
            if try !addWithArtificialVariable(row) {
                // The artificial phase pivots; the system is unchanged but may sit at a vertex
                // that is no longer optimal, which kiwi leaves as is.
                try optimize()
                throw unsatisfiable
            }
        } else if subject.kind == .external {
            // Rows that contain the new basic variable may keep it as a reference, and restricted
            // rows never contain external symbols, so only the objective might need it replaced.
            row.solve(for: subject)
            if objective[subject.index] != 0.0 { substitute(subject, row) }
            insertRow(subject, row, rank: lazy.subject.isValid ? lazy.rank : nil)
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(subject, row)
        }
        // Optimizing after each constraint is added performs less aggregate work due to a
        // smaller average system size (kiwi).
        try optimize()
        return tag
    }

    mutating func removeRow(_ tag: Tag, _ strength: Strength) throws(SolverError) {
        // Remove the error weights from the objective before pivoting, or the substitutions
        // into the objective would carry them along.
        if tag.marker.kind == .error { removeMarkerEffects(tag.marker, strength) }
        if tag.other.kind == .error { removeMarkerEffects(tag.other, strength) }
        if states[tag.marker.index].isBasic {
            _ = takeRow(tag.marker.id)
        } else {
            // kiwi throws when no row holds the marker; such a marker constrains nothing, so
            // dropping the constraint needs no pivot.
            if let (leaving, expanded) = markerLeavingRow(tag.marker) {
                let taken = takeRow(leaving)
                var row = expanded ?? taken
                row.solve(for: Symbol(leaving, states[Int(leaving)].kind), into: tag.marker)
                substitute(tag.marker, row)
            }
        }
        try optimize()
    }

    mutating func removeMarkerEffects(_ marker: Symbol, _ strength: Strength) {
        if states[marker.index].isBasic {
            objectiveConstant += rows.constants[marker.index] * -strength.weight
            for cell in rows[marker.index] { addToObjective(cell.symbol, cell.coefficient * -strength.weight) }
        } else {
            addToObjective(marker, -strength.weight)
        }
    }

    // MARK: Edit variables

    mutating func addEditVariable(_ variable: Variable, _ strength: Strength) throws(SolverError) {
        valuesAreCurrent = false
        if edits[variable] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .badRequiredStrength(variable) }
        let tag = try addRow(
            Expression(variable), .equal, strength,
            unsatisfiable: .internalSolverError("a non-required edit constraint was unsatisfiable"))
        edits[variable] = EditRecord(tag: tag, strength: strength, constant: 0.0)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        valuesAreCurrent = false
        guard let record = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try removeRow(record.tag, record.strength)
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        valuesAreCurrent = false
        guard var record = edits[variable] else { throw .unknownEditVariable(variable) }
        let delta = value - record.constant
        record.constant = value
        edits[variable] = record
        let marker = record.tag.marker
        let other = record.tag.other
        if states[marker.index].isBasic {
            rows.constants[marker.index] -= delta
            if rows.constants[marker.index] < 0.0 { infeasible.append(marker.id) }
        } else if states[other.index].isBasic {
            rows.constants[other.index] += delta
            if rows.constants[other.index] < 0.0 { infeasible.append(other.id) }
        } else {
            compactColumn(marker.index)
            for basic in columns[marker.index] {
                let b = Int(basic)
                let coefficient = rows.coefficient(b, marker)
                rows.constants[b] += delta * coefficient
                markChanged(b)
                if rows.constants[b] < 0.0 && states[b].kind != .external { infeasible.append(basic) }
            }
        }
        try dualOptimize()
    }
}
