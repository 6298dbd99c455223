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
/// References always point at rows that never reference back (see `makeRow`), so they form a DAG
/// and values come out of one pass in topological order.
struct Tableau: Sendable {
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

    var kinds: ContiguousArray<Symbol.Kind> = []
    /// The row of each basic symbol; an empty row for the others.
    var rows: ContiguousArray<Row> = []
    var isBasic: ContiguousArray<Bool> = []
    /// For each symbol, the basic symbols whose rows may contain it. A superset: entries go stale
    /// when a cell cancels or a row leaves the basis, and are dropped the next time the column is
    /// read, so no update ever has to search a column.
    var columns: ContiguousArray<ContiguousArray<Int32>> = []
    /// A column longer than its limit is compacted, so stale entries stay within a factor of two.
    var columnLimits: ContiguousArray<Int32> = []
    /// The objective row, dense because nearly every error symbol appears in it.
    var objective: ContiguousArray<Double> = []
    var stamps: ContiguousArray<UInt32> = []
    var visits: ContiguousArray<UInt32> = []
    /// Values of basic external symbols, valid while `valuesAreCurrent`.
    var values: ContiguousArray<Double> = []
    var accumulator: ContiguousArray<Double> = []
    var symbolVariables: ContiguousArray<Int32> = []

    // MARK: Everything else

    var objectiveConstant = 0.0
    /// The largest weight in the objective, the scale of its rounding errors.
    var largestWeight = 1.0
    /// Every non-dummy symbol with a negative objective coefficient is in here.
    var candidates = SymbolHeap()
    /// The artificial objective and variable while `addWithArtificialVariable` runs.
    var artificial: Row?
    var artificialSymbol = Symbol.invalid
    var infeasible: ContiguousArray<Int32> = []
    /// Variable id → symbol id, or -1 before the variable's first use.
    var variableSymbols: ContiguousArray<Int32> = []
    var constraints: [Int: ConstraintRecord] = [:]
    var edits: [Variable: EditRecord] = [:]
    var scratch = CellMap()
    var overfull: ContiguousArray<Int32> = []
    var touched: ContiguousArray<Int32> = []
    var epoch: UInt32 = 0
    var visitEpoch: UInt32 = 0
    var valuesAreCurrent = true
    /// Basic external symbols whose rows have no references, then the others, each after the
    /// rows it references (see `recordBasicExternal`); both may hold stale entries.
    var sinks: ContiguousArray<Int32> = []
    var evaluationOrder: ContiguousArray<Int32> = []
    var basicExternals = 0
    var order: ContiguousArray<Int32> = []
    var stack: ContiguousArray<(node: Int32, next: Int)> = []

    init() {}

    var symbolCount: Int { kinds.count }

    // MARK: Symbols

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        let id = Int32(kinds.count)
        kinds.append(kind)
        rows.append(Row())
        isBasic.append(false)
        columns.append([])
        columnLimits.append(Tableau.minimumColumnLimit)
        objective.append(0.0)
        stamps.append(0)
        visits.append(0)
        values.append(0.0)
        accumulator.append(0.0)
        symbolVariables.append(-1)
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
        symbolVariables[symbol.index] = Int32(variable.id)
        return symbol
    }

    func existingSymbol(for variable: Variable) -> Symbol {
        guard variable.id < variableSymbols.count else { return .invalid }
        let id = variableSymbols[variable.id]
        return id >= 0 ? Symbol(id, .external) : .invalid
    }

    mutating func nextEpoch() -> UInt32 {
        epoch &+= 1
        if epoch == 0 {
            for i in stamps.indices { stamps[i] = 0 }
            epoch = 1
        }
        return epoch
    }

    mutating func nextVisitEpoch() -> UInt32 {
        visitEpoch &+= 1
        if visitEpoch == 0 {
            for i in visits.indices { visits[i] = 0 }
            visitEpoch = 1
        }
        return visitEpoch
    }

    @inline(__always) func isReference(_ symbol: Symbol) -> Bool {
        symbol.kind == .external && isBasic[symbol.index]
    }

    // MARK: Values

    /// A basic variable's value is its row's constant plus its references' values: every non-basic
    /// symbol is zero.
    func value(of variable: Variable) -> Double {
        let symbol = existingSymbol(for: variable)
        guard symbol.isValid, isBasic[symbol.index] else { return 0.0 }
        if valuesAreCurrent { return values[symbol.index] }
        var memo: [Int32: Double] = [:]
        var stack: [(node: Int32, next: Int)] = [(symbol.id, 0)]
        while let (node, next) = stack.last {
            let cells = rows[Int(node)].cells
            var i = next
            while i < cells.count && !(isReference(cells[i].symbol) && memo[cells[i].symbol.id] == nil) { i += 1 }
            if i < cells.count {
                stack[stack.count - 1].next = i + 1
                stack.append((cells[i].symbol.id, 0))
                continue
            }
            stack.removeLast()
            var value = rows[Int(node)].constant
            for cell in cells where isReference(cell.symbol) { value += cell.coefficient * memo[cell.symbol.id]! }
            memo[node] = value
        }
        return memo[symbol.id]!
    }

    /// Computes every basic variable's value in one pass (kiwi's `updateVariables`).
    mutating func updateValues() {
        if valuesAreCurrent { return }
        // A sink only comes to reference symbols that become basic after it, so sinks go last to
        // first; every other row only references sinks and rows before it.
        for node in sinks.reversed() where isBasic[Int(node)] { values[Int(node)] = evaluate(Int(node)) }
        for node in evaluationOrder where isBasic[Int(node)] { values[Int(node)] = evaluate(Int(node)) }
        valuesAreCurrent = true
    }

    @inline(__always) private func evaluate(_ n: Int) -> Double {
        var value = rows[n].constant
        for cell in rows[n].cells where isReference(cell.symbol) {
            value += cell.coefficient * values[cell.symbol.index]
        }
        return value
    }

    /// Records a new basic external symbol in the evaluation order.
    ///
    /// A row without references (an expanded one) joins the sinks. A row with references is a
    /// fresh subject's: nothing references it yet and everything it references is basic already,
    /// hence earlier in the order. Later a row gains a reference only when a symbol it holds
    /// becomes basic without being fresh, and then that symbol's row is expanded: a newer sink.
    /// Entries of rows that left the basis go stale and are skipped.
    mutating func recordBasicExternal(_ basic: Symbol, _ row: Row) {
        basicExternals += 1
        if row.cells.contains(where: { isReference($0.symbol) }) {
            evaluationOrder.append(basic.id)
        } else {
            sinks.append(basic.id)
        }
        // Here rather than in `updateValues`, so that churn without reads cannot grow the lists.
        if sinks.count + evaluationOrder.count > 2 * basicExternals + 64 { rebuildEvaluationOrder() }
    }

    /// Drops stale entries: a post-order of every basic external symbol.
    mutating func rebuildEvaluationOrder() {
        sinks.removeAll(keepingCapacity: true)
        evaluationOrder.removeAll(keepingCapacity: true)
        let mark = nextVisitEpoch()
        for symbol in variableSymbols where symbol >= 0 && isBasic[Int(symbol)] && visits[Int(symbol)] != mark {
            postOrder(from: symbol, mark)
            evaluationOrder.append(contentsOf: order)
        }
    }

    /// Fills `order` with the basic external symbols reachable from `root` through references,
    /// each after the symbols it references, skipping those already visited under `mark`.
    mutating func postOrder(from root: Int32, _ mark: UInt32) {
        order.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        visits[Int(root)] = mark
        stack.append((root, 0))
        while let (node, next) = stack.last {
            var i = next
            var child: Int32 = -1
            let n = Int(node)
            while i < rows[n].cells.count {
                let symbol = rows[n].cells[i].symbol
                i += 1
                if isReference(symbol) && visits[symbol.index] != mark {
                    child = symbol.id
                    break
                }
            }
            if child >= 0 {
                stack[stack.count - 1].next = i
                visits[Int(child)] = mark
                stack.append((child, 0))
            } else {
                stack.removeLast()
                order.append(node)
            }
        }
    }

    /// `row` with every reference replaced by the referenced row, recursively: the form that ratio
    /// tests and the objective need.
    mutating func expanded(_ row: Row) -> Row {
        guard row.cells.contains(where: { isReference($0.symbol) }) else { return row }
        // Reverse post-order visits each referenced row after every row that references it, so
        // its accumulated coefficient is complete when it is expanded.
        let visitMark = nextVisitEpoch()
        var topological = ContiguousArray<Int32>()
        for cell in row.cells where isReference(cell.symbol) && visits[cell.symbol.index] != visitMark {
            postOrder(from: cell.symbol.id, visitMark)
            topological.append(contentsOf: order)
        }
        // Post-orders of several roots, concatenated, are still a valid post-order.
        let mark = nextEpoch()
        touched.removeAll(keepingCapacity: true)
        var result = Row(constant: row.constant)
        for cell in row.cells { accumulate(cell.symbol.id, cell.coefficient, mark) }
        for node in topological.reversed() {
            let n = Int(node)
            let factor = accumulator[n]
            accumulator[n] = 0.0
            if factor == 0.0 { continue }
            result.constant += rows[n].constant * factor
            for cell in rows[n].cells { accumulate(cell.symbol.id, cell.coefficient * factor, mark) }
        }
        gatherTouched(into: &result)
        return result
    }

    /// Moves the accumulated non-basic coefficients into `row`, sorted, dropping near-zeros.
    private mutating func gatherTouched(into row: inout Row) {
        touched.sort()
        row.cells.reserveCapacity(touched.count + 2)
        for id in touched {
            let i = Int(id)
            let value = accumulator[i]
            accumulator[i] = 0.0
            if isBasic[i] { continue }
            if !nearZero(value) { row.cells.append(Cell(Symbol(id, kinds[i]), value)) }
        }
    }

    // MARK: Constraints

    /// - Complexity: see `Solver.addConstraint(_:)`.
    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        valuesAreCurrent = false
        if constraints[constraint.id] != nil { throw .duplicateConstraint(constraint) }
        let tag = try addRow(
            constraint.expression, constraint.relation, constraint.strength,
            unsatisfiable: .unsatisfiableConstraint(constraint))
        constraints[constraint.id] = ConstraintRecord(constraint: constraint, tag: tag)
    }

    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        valuesAreCurrent = false
        guard let record = constraints.removeValue(forKey: constraint.id) else {
            throw .unknownConstraint(constraint)
        }
        try removeRow(record.tag, record.constraint.strength)
    }

    /// kiwi's `addConstraint` minus the bookkeeping: returns the new constraint's tag.
    mutating func addRow(
        _ expression: Expression, _ relation: Constraint.Relation, _ strength: Strength,
        unsatisfiable: SolverError
    ) throws(SolverError) -> Tag {
        var (row, tag, fresh) = makeRow(expression, relation, strength)
        var subject = fresh.isValid ? fresh : chooseSubject(row, tag)
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
            insertRow(subject, row)
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
        if isBasic[tag.marker.index] {
            _ = takeRow(tag.marker.id)
        } else {
            // kiwi throws when no row holds the marker; such a marker constrains nothing, so
            // dropping the constraint needs no pivot.
            if let (leaving, row) = markerLeavingRow(tag.marker) {
                _ = takeRow(leaving)
                var row = row
                row.solve(for: Symbol(leaving, kinds[Int(leaving)]), into: tag.marker)
                substitute(tag.marker, row)
            }
        }
        try optimize()
    }

    mutating func removeMarkerEffects(_ marker: Symbol, _ strength: Strength) {
        if isBasic[marker.index] {
            let row = rows[marker.index]
            objectiveConstant += row.constant * -strength.weight
            for cell in row.cells { addToObjective(cell.symbol, cell.coefficient * -strength.weight) }
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
        if isBasic[marker.index] {
            rows[marker.index].constant -= delta
            if rows[marker.index].constant < 0.0 { infeasible.append(marker.id) }
        } else if isBasic[other.index] {
            rows[other.index].constant += delta
            if rows[other.index].constant < 0.0 { infeasible.append(other.id) }
        } else {
            compactColumn(marker.index)
            for basic in columns[marker.index] {
                let b = Int(basic)
                let coefficient = rows[b].coefficient(for: marker)
                rows[b].constant += delta * coefficient
                if rows[b].constant < 0.0 && kinds[b] != .external { infeasible.append(basic) }
            }
        }
        try dualOptimize()
    }

    // MARK: Building rows

    /// kiwi's `createRow`: the constraint as a row, plus its slack, error or dummy symbols, with a
    /// non-negative constant; and a fresh external symbol to solve for, if there is one.
    ///
    /// A fresh symbol (in no row, not basic) can be the subject without touching any other row, so
    /// the row keeps its references: nothing references the new basic variable yet, which keeps
    /// the references acyclic. Without one the row is expanded, as kiwi does, and whichever symbol
    /// becomes basic has a row without references.
    mutating func makeRow(
        _ expression: Expression, _ relation: Constraint.Relation, _ strength: Strength
    ) -> (Row, Tag, fresh: Symbol) {
        var row = Row(constant: expression.constant)
        for term in Tableau.reduced(expression.terms) where !nearZero(term.coefficient) {
            row.cells.append(Cell(self.symbol(for: term.variable), term.coefficient))
        }
        row.cells.sort { $0.symbol.id < $1.symbol.id }
        var fresh = Symbol.invalid
        for cell in row.cells where cell.symbol.kind == .external {
            let i = cell.symbol.index
            if !isBasic[i] && columns[i].isEmpty && objective[i] == 0.0 {
                fresh = cell.symbol
                break
            }
        }
        if !fresh.isValid { row = expanded(row) }
        // New symbols have the highest ids, so appending keeps the cells sorted.
        var tag = Tag()
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.cells.append(Cell(slack, sign))
            if !strength.isRequired {
                largestWeight = Swift.max(largestWeight, strength.weight)
                let error = newSymbol(.error)
                tag.other = error
                row.cells.append(Cell(error, -sign))
                addToObjective(error, strength.weight)
            }
        case .equal:
            if !strength.isRequired {
                largestWeight = Swift.max(largestWeight, strength.weight)
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.cells.append(Cell(plus, -1.0))
                row.cells.append(Cell(minus, 1.0))
                addToObjective(plus, strength.weight)
                addToObjective(minus, strength.weight)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.cells.append(Cell(dummy, 1.0))
            }
        }
        if row.constant < 0.0 { row.reverseSign() }
        return (row, tag, fresh)
    }

    @inline(__always) private mutating func accumulate(_ id: Int32, _ value: Double, _ mark: UInt32) {
        let i = Int(id)
        if stamps[i] != mark {
            stamps[i] = mark
            touched.append(id)
        }
        accumulator[i] += value
    }

    static func reduced(_ terms: [Term]) -> [Term] {
        if terms.count < 2 { return terms }
        var sorted = terms.sorted { $0.variable.id < $1.variable.id }
        var write = 0
        for read in 1..<sorted.count {
            if sorted[read].variable == sorted[write].variable {
                sorted[write].coefficient += sorted[read].coefficient
            } else {
                write += 1
                sorted[write] = sorted[read]
            }
        }
        sorted.removeSubrange((write + 1)...)
        return sorted
    }

    /// kiwi picks the first external symbol; this picks the external symbol in the fewest rows, so
    /// the substitution that follows touches as few rows as possible (usually none: the newest
    /// view's variable). Otherwise a fresh slack or error with a negative coefficient, which keeps
    /// the constant non-negative.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        var best = Symbol.invalid
        var bestCount = Int.max
        for cell in row.cells where cell.symbol.kind == .external {
            let count = columns[cell.symbol.index].count
            if count < bestCount {
                best = cell.symbol
                bestCount = count
                if count == 0 { break }
            }
        }
        if best.isValid { return best }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0.0 { return tag.marker }
        if tag.other.isPivotable && row.coefficient(for: tag.other) < 0.0 { return tag.other }
        return .invalid
    }

    /// Adds a row whose subject could not be chosen through an artificial variable, then drives
    /// the artificial variable to zero (phase one of the simplex method). False if it cannot be.
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = newSymbol(.slack)
        insertRow(art, row)
        artificial = row
        artificialSymbol = art
        defer {
            artificial = nil
            artificialSymbol = .invalid
        }
        try optimize(artificialObjective: true)
        let success = nearZero(artificial?.constant ?? 0.0)
        artificial = nil
        if !success {
            // The artificial variable is basic and positive. kiwi pivots it out anyway, which
            // imposes the failed row on the tableau; dropping the row instead leaves rows that
            // combine only the old constraints: the old system, at another feasible vertex.
            if isBasic[art.index] { _ = takeRow(art.id) }
            removeArtificialSymbol(art)
            return false
        }
        if isBasic[art.index] {
            var artRow = takeRow(art.id)
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
                return false
            }
            artRow.solve(for: art, into: entering)
            substitute(entering, artRow)
            insertRow(entering, artRow)
        }
        removeArtificialSymbol(art)
        return success
    }

    /// The artificial variable is non-basic now, so it is zero: drop it everywhere.
    private mutating func removeArtificialSymbol(_ art: Symbol) {
        compactColumn(art.index)
        for basic in columns[art.index] { rows[Int(basic)].remove(art) }
        columns[art.index].removeAll()
        objective[art.index] = 0.0
    }

    // MARK: Pivoting

    mutating func takeRow(_ basic: Int32) -> Row {
        let i = Int(basic)
        var row = Row()
        swap(&row, &rows[i])
        isBasic[i] = false
        if kinds[i] == .external { basicExternals -= 1 }
        return row
    }

    mutating func insertRow(_ basic: Symbol, _ row: Row) {
        for cell in row.cells { addToColumn(cell.symbol.index, basic.id) }
        rows[basic.index] = row
        isBasic[basic.index] = true
        if basic.kind == .external { recordBasicExternal(basic, row) }
        compactOverfullColumns()
    }

    mutating func pivot(leaving: Int32, entering: Symbol) {
        var row = takeRow(leaving)
        row.solve(for: Symbol(leaving, kinds[Int(leaving)]), into: entering)
        substitute(entering, row)
        insertRow(entering, row)
    }

    /// Replaces `symbol` by `row` in every row that contains it and in the objectives.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        var column = ContiguousArray<Int32>()
        swap(&column, &columns[symbol.index])
        let mark = nextEpoch()
        for basic in column {
            let b = Int(basic)
            if !isBasic[b] || stamps[b] == mark { continue }
            stamps[b] = mark
            let (index, found) = rows[b].search(symbol.id)
            if !found { continue }
            let coefficient = rows[b].cells[index].coefficient
            merge(into: basic, removing: index, row.cells, times: coefficient)
            rows[b].constant += row.constant * coefficient
            if kinds[b] != .external && rows[b].constant < 0.0 { infeasible.append(basic) }
        }
        // Keep the column's capacity for when the symbol leaves the basis again.
        column.removeAll(keepingCapacity: true)
        swap(&column, &columns[symbol.index])

        let weight = objective[symbol.index]
        if weight != 0.0 {
            objective[symbol.index] = 0.0
            objectiveConstant += row.constant * weight
            for cell in row.cells { addToObjective(cell.symbol, cell.coefficient * weight) }
        }
        if artificial != nil { artificial!.substitute(symbol, row) }
        compactOverfullColumns()
    }

    static let minimumColumnLimit: Int32 = 16

    @inline(__always) mutating func addToColumn(_ symbol: Int, _ basic: Int32) {
        columns[symbol].append(basic)
        if columns[symbol].count == Int(columnLimits[symbol]) + 1 { overfull.append(Int32(symbol)) }
    }

    /// Compacts the columns that outgrew their limit since the last call. Not during a merge or a
    /// walk over a column: compaction reads every row the column names.
    mutating func compactOverfullColumns() {
        while let symbol = overfull.popLast() {
            let i = Int(symbol)
            if columns[i].count > Int(columnLimits[i]) { compactColumn(i) }
        }
    }

    /// `rows[basic] = rows[basic] - cell[index] + factor · pivot`, as one linear merge.
    private mutating func merge(into basic: Int32, removing index: Int, _ pivot: CellMap, times factor: Double) {
        let b = Int(basic)
        scratch.removeAll(keepingCapacity: true)
        do {
            let cells = rows[b].cells
            scratch.reserveCapacity(cells.count + pivot.count)
            let n = cells.count
            let m = pivot.count
            var i = 0
            var j = 0
            while i < n && j < m {
                if i == index {
                    i += 1
                    continue
                }
                let a = cells[i]
                let p = pivot[j]
                if a.symbol.id < p.symbol.id {
                    scratch.append(a)
                    i += 1
                } else if a.symbol.id > p.symbol.id {
                    let value = p.coefficient * factor
                    if !nearZero(value) {
                        scratch.append(Cell(p.symbol, value))
                        addToColumn(p.symbol.index, basic)
                    }
                    j += 1
                } else {
                    let value = a.coefficient + p.coefficient * factor
                    if !nearZero(value) { scratch.append(Cell(a.symbol, value)) }
                    i += 1
                    j += 1
                }
            }
            while i < n {
                if i != index { scratch.append(cells[i]) }
                i += 1
            }
            while j < m {
                let p = pivot[j]
                let value = p.coefficient * factor
                if !nearZero(value) {
                    scratch.append(Cell(p.symbol, value))
                    addToColumn(p.symbol.index, basic)
                }
                j += 1
            }
        }
        swap(&rows[b].cells, &scratch)
    }

    @inline(__always) mutating func addToObjective(_ symbol: Symbol, _ value: Double) {
        let i = symbol.index
        let old = objective[i]
        var new = old + value
        if nearZero(new) { new = 0.0 }
        objective[i] = new
        if new < 0.0 && !(old < 0.0) { candidates.push(symbol.id) }
    }

    /// Rewrites the column of `symbol` to exactly the basic rows that contain it, once each.
    mutating func compactColumn(_ symbol: Int) {
        var column = ContiguousArray<Int32>()
        swap(&column, &columns[symbol])
        let mark = nextEpoch()
        let id = Int32(symbol)
        var write = 0
        for read in column.indices {
            let basic = column[read]
            let b = Int(basic)
            if isBasic[b] && stamps[b] != mark && rows[b].contains(id) {
                stamps[b] = mark
                column[write] = basic
                write += 1
            }
        }
        column.removeSubrange(write...)
        columnLimits[symbol] = Swift.max(Tableau.minimumColumnLimit, Int32(2 * write))
        swap(&column, &columns[symbol])
    }

    // MARK: Simplex

    /// Primal simplex on the objective (or the artificial objective) with Bland's rule.
    ///
    /// Phase one starts greedy instead (see `artificialPivot()`), and falls back to Bland's rule,
    /// which cannot cycle, after `greedyPivotLimit` pivots.
    mutating func optimize(artificialObjective: Bool = false) throws(SolverError) {
        var pivots = 0
        while true {
            let entering: Symbol
            let leaving: Int32
            if artificialObjective && pivots < Tableau.greedyPivotLimit {
                (entering, leaving) = artificialPivot()
            } else {
                entering =
                    artificialObjective
                    ? artificialEnteringSymbol() : enteringSymbol(steepest: pivots < Tableau.greedyPivotLimit)
                leaving = entering.isValid ? leavingRow(for: entering) : -1
            }
            if !entering.isValid { return }
            if leaving < 0 {
                // Both objectives are bounded below (weights and errors are non-negative), so a
                // direction without a limiting row has a true reduced cost of zero: what is left
                // is rounding, large enough to pass kiwi's absolute 1e-8 once weights reach 1e6.
                let coefficient =
                    artificialObjective ? artificial?.coefficient(for: entering) ?? 0.0 : objective[entering.index]
                guard abs(coefficient) <= 1e-9 * Swift.max(1.0, largestWeight) else {
                    throw .internalSolverError("The objective is unbounded.")
                }
                if artificialObjective { artificial?.remove(entering) } else { objective[entering.index] = 0.0 }
                continue
            }
            pivot(leaving: leaving, entering: entering)
            pivots += 1
        }
    }

    static let greedyPivotLimit = 64

    /// A phase-one pivot that ends phase one at once when it can.
    ///
    /// Bland's rule takes the lowest id, typically an old symbol (the superview's slack) that
    /// sits in hundreds of rows; a 10 000-view grid then spends hundreds of pivots of a thousand
    /// long rows each on one `trailing == superview.trailing`. Among the symbols that lower the
    /// artificial objective, the ones in the fewest rows come first, and one whose ratio test the
    /// artificial row itself wins is taken: that pivot makes the new row basic and is the last.
    mutating func artificialPivot() -> (Symbol, Int32) {
        guard let row = artificial else { return (.invalid, -1) }
        var candidates: [(count: Int, symbol: Symbol)] = []
        for cell in row.cells where cell.symbol.kind != .dummy && cell.coefficient < 0.0 {
            candidates.append((columns[cell.symbol.index].count, cell.symbol))
        }
        if candidates.isEmpty { return (.invalid, -1) }
        candidates.sort { ($0.count, $0.symbol.id) < ($1.count, $1.symbol.id) }
        var fallback: (Symbol, Int32)?
        for (_, symbol) in candidates.prefix(4) {
            let leaving = leavingRow(for: symbol, preferring: artificialSymbol.id)
            if leaving == artificialSymbol.id { return (symbol, leaving) }
            if fallback == nil { fallback = (symbol, leaving) }
        }
        return fallback ?? (.invalid, -1)
    }

    /// Restores feasibility after suggestions with the dual simplex method.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            let i = Int(leaving)
            guard isBasic[i] else { continue }
            let constant = rows[i].constant
            if nearZero(constant) || constant >= 0.0 { continue }
            let entering = dualEnteringSymbol(rows[i])
            guard entering.isValid else { throw .internalSolverError("Dual optimize failed.") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The non-dummy symbol with the most negative objective coefficient (Dantzig's rule) when
    /// `steepest`, else the lowest-id one (kiwi's choice, Bland's rule, which cannot cycle).
    ///
    /// Bland's rule wanders: after a 10 000-view grid's `trailing == superview.trailing` it takes
    /// a hundred pivots where Dantzig's takes a few. `optimize` bounds the steepest pivots.
    mutating func enteringSymbol(steepest: Bool) -> Symbol {
        if steepest {
            // Rebuild the candidates from the live ones while looking for the most negative.
            let mark = nextEpoch()
            var live = ContiguousArray<Int32>()
            var best = Symbol.invalid
            var bestValue = 0.0
            for id in candidates.storage {
                let i = Int(id)
                guard objective[i] < 0.0 && kinds[i] != .dummy && !isBasic[i] && stamps[i] != mark else { continue }
                stamps[i] = mark
                live.append(id)
                if objective[i] < bestValue || (objective[i] == bestValue && id < best.id) {
                    bestValue = objective[i]
                    best = Symbol(id, kinds[i])
                }
            }
            candidates = SymbolHeap(live)
            return best
        }
        while let top = candidates.min {
            let i = Int(top)
            if objective[i] < 0.0 && kinds[i] != .dummy && !isBasic[i] { return Symbol(top, kinds[i]) }
            candidates.popMin()
        }
        return .invalid
    }

    func artificialEnteringSymbol() -> Symbol {
        guard let row = artificial else { return .invalid }
        for cell in row.cells where cell.symbol.kind != .dummy && cell.coefficient < 0.0 {
            return cell.symbol
        }
        return .invalid
    }

    func dualEnteringSymbol(_ row: Row) -> Symbol {
        var entering = Symbol.invalid
        var ratio = Double.greatestFiniteMagnitude
        for cell in row.cells where cell.coefficient > 0.0 && cell.symbol.kind != .dummy {
            let r = objective[cell.symbol.index] / cell.coefficient
            if r < ratio {
                ratio = r
                entering = cell.symbol
            }
        }
        return entering
    }

    /// The restricted row that limits `entering` first; ties go to `preferred`, then to the lowest
    /// id (kiwi's order).
    mutating func leavingRow(for entering: Symbol, preferring preferred: Int32 = -1) -> Int32 {
        compactColumn(entering.index)
        var ratio = Double.greatestFiniteMagnitude
        var found: Int32 = -1
        for basic in columns[entering.index] {
            let b = Int(basic)
            if kinds[b] == .external { continue }
            let coefficient = rows[b].coefficient(for: entering)
            if coefficient < 0.0 {
                let r = -rows[b].constant / coefficient
                if r < ratio || (r == ratio && found != preferred && (basic == preferred || basic < found)) {
                    ratio = r
                    found = basic
                }
            }
        }
        return found
    }

    /// kiwi's `getMarkerLeavingRow`: the row to pivot on so that a non-basic marker can leave, and
    /// that row ready to solve for it.
    ///
    /// Restricted rows first, as kiwi. An external row is expanded first: with its references it
    /// could bring a reference back into the rows it refers to. Expanded, the marker may cancel
    /// out of it, so the next candidate is tried.
    mutating func markerLeavingRow(_ marker: Symbol) -> (Int32, Row)? {
        compactColumn(marker.index)
        var r1 = Double.greatestFiniteMagnitude
        var r2 = Double.greatestFiniteMagnitude
        var first: Int32 = -1
        var second: Int32 = -1
        var externals: [Int32] = []
        for basic in columns[marker.index] {
            let b = Int(basic)
            let c = rows[b].coefficient(for: marker)
            if c == 0.0 { continue }
            if kinds[b] == .external {
                externals.append(basic)
            } else if c < 0.0 {
                let r = -rows[b].constant / c
                if r < r1 || (r == r1 && basic < first) {
                    r1 = r
                    first = basic
                }
            } else {
                let r = rows[b].constant / c
                if r < r2 || (r == r2 && basic < second) {
                    r2 = r
                    second = basic
                }
            }
        }
        if first >= 0 { return (first, rows[Int(first)]) }
        if second >= 0 { return (second, rows[Int(second)]) }
        // kiwi takes the last external row; the highest id comes first here for the same choice.
        for basic in externals.sorted(by: >) {
            let row = expanded(rows[Int(basic)])
            if !nearZero(row.coefficient(for: marker)) { return (basic, row) }
        }
        return nil
    }
}

extension Row {
    /// Substitution for a row outside the tableau (the artificial objective), as one linear merge:
    /// inserting cell by cell shifted the whole row for every cell, 68% of the instructions of
    /// a 10 000-view benchmark run (callgrind).
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let (index, found) = search(symbol.id)
        guard found else { return }
        let factor = cells[index].coefficient
        constant += row.constant * factor
        var merged = CellMap()
        merged.reserveCapacity(cells.count + row.cells.count)
        var i = 0
        var j = 0
        while i < cells.count || j < row.cells.count {
            if i == index {
                i += 1
                continue
            }
            if j == row.cells.count || (i < cells.count && cells[i].symbol.id < row.cells[j].symbol.id) {
                merged.append(cells[i])
                i += 1
            } else if i == cells.count || cells[i].symbol.id > row.cells[j].symbol.id {
                let value = row.cells[j].coefficient * factor
                if !nearZero(value) { merged.append(Cell(row.cells[j].symbol, value)) }
                j += 1
            } else {
                let value = cells[i].coefficient + row.cells[j].coefficient * factor
                if !nearZero(value) { merged.append(Cell(cells[i].symbol, value)) }
                i += 1
                j += 1
            }
        }
        cells = merged
    }
}
