import Testing

@testable import LayoutSolver

/// The solver's constraint records (memory per view): 12 bytes each, at their ids, terms kept only
/// when asked for (`Solver.init(keepingTerms:)`), and a solver without terms solving as one with them.
struct ConstraintRecordTests {
    @Test func aRecordIsTwelveBytesAndGivesBackItsTagAndStrength() {
        #expect(MemoryLayout<Tableau.ConstraintTable.Packed>.stride == 12)
        let tags: [(Constraint.Relation, Strength, LayoutSolver.Tag)] = [
            (.equal, .required, Tag(marker: Symbol(7, .dummy))),
            (.equal, .strong, Tag(marker: Symbol(7, .error), other: Symbol(8, .error))),
            (.lessThanOrEqual, .required, Tag(marker: Symbol(7, .slack))),
            (.greaterThanOrEqual, .weak, Tag(marker: Symbol(7, .slack), other: Symbol(8, .error))),
            // A second symbol not made right after the marker is kept aside.
            (.lessThanOrEqual, Strength(weight: 3.5), Tag(marker: Symbol(7, .slack), other: Symbol(1 << 30, .error))),
            (.equal, .medium, Tag(marker: Symbol(Int32.max - 1, .error), other: Symbol(Int32.max, .error))),
            (.equal, .required, Tag()),
        ]
        var table = Tableau.ConstraintTable(keepsTerms: false)
        for (index, (relation, strength, tag)) in tags.enumerated() {
            table.insert(Constraint(id: index, Expression(constant: -2.5), relation, strength: strength), tag: tag)
        }
        // Replacing a record with a far second symbol by one without, and back, keeps them apart.
        table.insert(Constraint(id: 4, Expression(constant: 1), .equal, strength: .required), tag: tags[0].2)
        table.insert(
            Constraint(id: 4, Expression(constant: -2.5), .lessThanOrEqual, strength: Strength(weight: 3.5)),
            tag: tags[4].2)
        _ = table.removeValue(forKey: 1)
        table.insert(Constraint(id: 1, Expression(constant: -2.5), .equal, strength: .strong), tag: tags[1].2)
        for (index, (relation, strength, tag)) in tags.enumerated() {
            let entry = table.entry(index)
            #expect(entry?.relation == relation)
            #expect(entry?.strength == strength && entry?.constant == -2.5)
            #expect(entry?.tag.marker == tag.marker && entry?.tag.other == tag.other)
        }
    }

    /// A constant is kept in the record as a `Float` when one holds it exactly, else beside it; either way it
    /// reads back bit for bit, through changes from one kind to the other, removal and reuse of the place.
    @Test func aConstantReadsBackBitForBitWhetherAFloatHoldsItOrNot() {
        var table = Tableau.ConstraintTable(keepsTerms: false)
        let constants: [Double] = [
            -2.5, 1.0 / 3.0, 1e300, -0.0, 0.1, 16_777_217, 44, .infinity, -Double.leastNonzeroMagnitude,
        ]
        for (index, constant) in constants.enumerated() {
            table.insert(
                Constraint(id: index, Expression(constant: constant), .equal),
                tag: Tag(marker: Symbol(Int32(index), .dummy)))
        }
        func read(_ id: Int) -> UInt64? { table.entry(id).map { $0.constant.bitPattern } }
        for (index, constant) in constants.enumerated() { #expect(read(index) == constant.bitPattern, "\(constant)") }
        // Wide to narrow and back, on the same place.
        table.setConstant(8, of: 1)
        #expect(table.entry(1)?.constant == 8)
        table.setConstant(2.0 / 3.0, of: 0)
        table.setConstant(0.2, of: 1)
        #expect(read(0) == (2.0 / 3.0).bitPattern && read(1) == 0.2.bitPattern)
        // A removed record's wide constant does not come back with the constraint that takes its id.
        _ = table.removeValue(forKey: 2)
        #expect(table.entry(2) == nil)
        table.insert(Constraint(id: 2, Expression(constant: 7), .equal), tag: Tag(marker: Symbol(20, .dummy)))
        #expect(table.entry(2)?.constant == 7)
        table.setConstant(1e300, of: 2)
        #expect(table.entry(2)?.constant == 1e300)
        // Renamed, a record takes its wide constant and far second symbol along, and its old id finds nothing.
        table.insert(
            Constraint(id: 3, Expression(constant: 0.1), .lessThanOrEqual, strength: .weak),
            tag: Tag(marker: Symbol(30, .slack), other: Symbol(1 << 20, .error)))
        table.rename(3, to: -40)
        #expect(table.entry(3) == nil && table.entry(-40)?.constant == 0.1)
        #expect(table.entry(-40)?.tag.other == Symbol(1 << 20, .error) && table.entry(-40)?.strength == .weak)
        #expect(table.slots.sparse == 0)
    }

    @Test func manyStrengthsAreEachKeptOnceAndFoundAgain() {
        var table = Tableau.ConstraintTable(keepsTerms: false)
        // Past the few strengths scanned, the table finds them through a dictionary: each id's strength comes back.
        for id in 0..<200 {
            let strength = Strength(weight: Double(id % 40) + 0.5)
            table.insert(
                Constraint(id: id, Expression(), .lessThanOrEqual, strength: strength),
                tag: Tag(marker: Symbol(Int32(2 * id), .slack), other: Symbol(Int32(2 * id + 1), .error)))
        }
        for id in 0..<200 { #expect(table.entry(id)?.strength.weight == Double(id % 40) + 0.5) }
    }

    @Test func recordsStayAtTheirIdsThroughManyRemovals() {
        var table = Tableau.ConstraintTable(keepsTerms: false)
        func made(_ id: Int) -> Constraint {
            Constraint(id: id, Expression([Term(Variable(abs(id)))], constant: Double(id)), .equal)
        }
        for id in 1...500 { table.insert(made(id), tag: Tag(marker: Symbol(Int32(id), .dummy))) }
        for id in -500 ... -1 { table.insert(made(id), tag: Tag(marker: Symbol(Int32(-id), .dummy))) }
        // Round after round of removing and adding ids: the records stay in the slots of their ids.
        for round in 1...20 {
            for id in stride(from: round, through: 500, by: 3) {
                #expect(table.removeValue(forKey: id)?.constant == Double(id))
                #expect(table.removeValue(forKey: -id) != nil)
                table.insert(made(id), tag: Tag(marker: Symbol(Int32(id), .dummy)))
                table.insert(made(-id), tag: Tag(marker: Symbol(Int32(id), .dummy)))
            }
        }
        #expect(table.count == 1000)
        #expect(table.slots == (dense: 1001, sparse: 0))
        for id in [1, 250, 500, -1, -250, -500] {
            #expect(table.entry(id)?.constant == Double(id))
            #expect(table[id]?.constraint.expression.terms == [])
            #expect(table.constraint(id) == nil)
        }
        for id in 1...250 { _ = table.removeValue(forKey: id) }
        #expect(table.count == 750 && table.slots == (dense: 1001, sparse: 0))
        #expect(table.ids.sorted() == Array(-500 ... -1) + Array(251...500))
        table.setConstant(9, of: 300)
        #expect(table.entry(300)?.constant == 9)
        #expect(table.contains(-1) && !table.contains(1))
    }

    @Test func aSolverWithoutTermsSolvesAsOneWithThemAndAnswersByID() throws {
        let x = Variable(0)
        let y = Variable(1)
        let width = Variable(2)
        let constraints = [
            Constraint(id: 1, expr((x, 1)), .equal),
            Constraint(id: 2, expr((y, 1), (x, -1), (width, -1), constant: -8), .equal),
            Constraint(id: -1, expr((width, 1), constant: -100), .lessThanOrEqual),
            Constraint(id: -2, expr((width, 1), constant: -150), .equal, strength: .strong),
            Constraint(id: 3, expr((y, 1), constant: -50), .greaterThanOrEqual, strength: .weak),
        ]
        var kept = Solver()
        var bare = Solver(keepingTerms: false)
        #expect(kept.keepsTerms && !bare.keepsTerms)
        for constraint in constraints {
            try kept.addConstraint(constraint)
            try bare.addConstraint(constraint)
        }
        #expect(bare.constraint(withID: 2) == nil)
        #expect(kept.constraint(withID: 2) == constraints[1])
        #expect(
            bare.constraintSummary(withID: -2)
                == ConstraintSummary(id: -2, relation: .equal, strength: .strong, constant: -150))
        #expect(bare.constraintSummary(withID: 4) == nil)
        try bare.updateConstant(of: constraints[2], to: -90)
        try kept.updateConstant(of: constraints[2], to: -90)
        #expect(bare.constraintSummary(withID: -1)?.constant == -90)
        try bare.removeConstraint(withID: -2)
        try kept.removeConstraint(constraints[3])
        #expect(throws: SolverError.unknownConstraint(Constraint(id: -2, Expression(), .equal))) {
            try bare.removeConstraint(withID: -2)
        }
        for variable in [x, y, width] { #expect(bare.value(of: variable) == kept.value(of: variable)) }
        #expect(bare.value(of: width) == 90)
        #expect(bare.invariantViolations.isEmpty)
        // The dump lists the constraints without their terms.
        #expect(bare.dump().contains("#-1: -90.0 <= 0 | required"))
        #expect(kept.dump().contains("#-1: 1.0 * x2 + -90.0 <= 0 | required"))
        bare.reset()
        #expect(!bare.keepsTerms)
    }
}
