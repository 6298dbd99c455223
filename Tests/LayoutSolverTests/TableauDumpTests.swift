import TestSupport
import Testing

@testable import LayoutSolver

@Suite struct TableauDumpTests {
    /// A view between the margins of a superview whose width is edited.
    func solver() throws -> Solver {
        let (left, width, superview) = (Variable(0), Variable(1), Variable(2))
        var solver = Solver()
        try solver.addConstraint(Constraint(id: 0, expr((left, 1), constant: -16), .equal))
        try solver.addConstraint(
            Constraint(id: 1, expr((superview, 1), (left, -1), (width, -1), constant: -16), .equal))
        try solver.addConstraint(
            Constraint(id: 2, expr((width, 1), constant: -200), .lessThanOrEqual, strength: .init(priority: 250)))
        try solver.addConstraint(
            Constraint(id: 3, expr((width, 1), constant: -100), .greaterThanOrEqual, strength: .init(priority: 750)))
        try solver.addEditVariable(superview, strength: .strong)
        try solver.suggestValue(375, for: superview)
        return solver
    }

    @Test func L1_dumpIsDeterministic() throws {
        let a = try solver()
        let b = try solver()
        #expect(a.dump() == b.dump())
        assertSnapshot(a.dump(), named: "TableauDumpTests/L1_marginsAndEditedWidth.txt")
    }
}
