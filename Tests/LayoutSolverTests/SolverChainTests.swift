import TestSupport
import Testing

@testable import LayoutSolver

/// A settings screen as the layout engine feeds it to the solver: every view's margins
/// guide first, then the superview's constraints (each row's top at the previous row's bottom),
/// then each row's own (icon, title and value).
@Suite struct SolverChainTests {
    struct Item {
        var x, y, width, height: Variable
    }

    struct Chain {
        var solver = Solver()
        var root: Item
        var rows: [(row: Item, guide: Item, icon: Item, title: Item, value: Item)] = []
        var nextVariable = 0
        var nextConstraint = 0

        init(rows count: Int) throws {
            var next = 0
            func item() -> Item {
                defer { next += 4 }
                return Item(
                    x: Variable(next), y: Variable(next + 1), width: Variable(next + 2), height: Variable(next + 3))
            }
            root = item()
            for _ in 0..<count {
                let row = item()
                let guide = item()
                rows.append((row, guide, item(), item(), item()))
            }
            nextVariable = next
        }

        mutating func add(
            _ expression: Expression, _ relation: Constraint.Relation = .equal, _ strength: Strength = .required
        ) throws {
            nextConstraint += 1
            try solver.addConstraint(Constraint(id: nextConstraint, expression, relation, strength: strength))
        }

        mutating func build() throws {
            try add(Expression(root.x))
            try add(Expression(root.y))
            try add(Expression(root.width) - 1024)
            try add(Expression(root.height) - 1366)
            for (row, guide, _, _, _) in rows {
                try add(Expression(guide.x) - Expression(row.x) - 16)
                try add(Expression(guide.y) - Expression(row.y) - 8)
                try add(Expression(guide.width) - Expression(row.width) + 32)
                try add(Expression(guide.height) - Expression(row.height) + 16)
            }
            var previousBottom = Expression(root.y)
            for (row, _, _, _, _) in rows {
                try add(Expression(row.y) - previousBottom)
                try add(Expression(row.x) - Expression(root.x))
                try add(Expression(row.x) + Expression(row.width) - Expression(root.x) - Expression(root.width))
                previousBottom = Expression(row.y) + Expression(row.height)
            }
            for (row, guide, icon, title, value) in rows {
                try add(Expression(icon.x) - Expression(guide.x))
                try add(
                    Expression(icon.y) + 0.5 * Expression(icon.height) - Expression(row.y) - 0.5
                        * Expression(row.height))
                try add(Expression(icon.width) - 29)
                try add(Expression(icon.height) - 29)
                try add(Expression(title.x) - Expression(icon.x) - Expression(icon.width) - 16)
                try add(Expression(title.y) - Expression(row.y) - 11)
                try add(
                    Expression(title.y) + Expression(title.height) - Expression(row.y) - Expression(row.height) + 11)
                try add(Expression(title.height) - 22)
                try add(Expression(value.x) + Expression(value.width) - Expression(guide.x) - Expression(guide.width))
                try add(Expression(value.y) + Expression(value.height) - Expression(title.y) - Expression(title.height))
                try add(Expression(value.height) - Expression(title.height))
                try add(
                    Expression(value.x) - Expression(title.x) - Expression(title.width) - 8, .greaterThanOrEqual)
                // Hugging and compression resistance on the title's width, as for a label.
                try add(Expression(title.width) - 120, .lessThanOrEqual, Strength(priority: 250))
                try add(Expression(title.width) - 120, .greaterThanOrEqual, Strength(priority: 750))
            }
        }
    }

    @Test func L1_aLongChainOfRowsInTheEnginesOrderSolvesEveryRow() throws {
        var chain = try Chain(rows: 400)
        try chain.build()
        let solver = chain.solver
        #expect(solver.invariantViolations == [])
        solver.tableau._checkInvariants()
        var wrong: [String] = []
        for (index, (row, guide, icon, title, value)) in chain.rows.enumerated() {
            let top = 44.0 * Double(index)
            let expected: [(String, Variable, Double)] = [
                ("row.y", row.y, top), ("row.height", row.height, 44), ("row.x", row.x, 0),
                ("row.width", row.width, 1024), ("guide.x", guide.x, 16), ("guide.width", guide.width, 992),
                ("icon.x", icon.x, 16), ("icon.y", icon.y, top + 7.5), ("title.x", title.x, 61),
                ("title.y", title.y, top + 11), ("title.width", title.width, 120),
                ("value.y", value.y, top + 11), ("value.height", value.height, 22),
            ]
            for (name, variable, value) in expected where abs(solver.value(of: variable) - value) > 1e-6 {
                wrong.append("row \(index) \(name) = \(solver.value(of: variable)), not \(value)")
            }
            // The value fills the rest of the margins, after the title and its spacing.
            if abs(solver.value(of: value.x) + solver.value(of: value.width) - 1008) > 1e-6
                || solver.value(of: value.x) < 189 - 1e-6
            {
                wrong.append("row \(index) value spans \(solver.value(of: value.x)) + \(solver.value(of: value.width))")
            }
        }
        #expect(wrong == [])
    }

    @Test func L1_rankingAnewKeepsTheChainConsistent() throws {
        // The ranks are bisected when a subject goes between two others; once that runs out of
        // precision every rank is given anew from a post-order, which later constraints rely on.
        var chain = try Chain(rows: 40)
        try chain.build()
        chain.solver.tableau.rerank()
        #expect(chain.solver.invariantViolations == [])
        let (row, _, _, title, value) = chain.rows[39]
        try chain.add(Expression(title.width) - 150)
        try chain.add(Expression(value.width) - Expression(title.width))
        #expect(chain.solver.invariantViolations == [])
        #expect(chain.solver.value(of: row.y) == 44.0 * 39)
        #expect(chain.solver.value(of: title.width) == 150)
        #expect(chain.solver.value(of: value.width) == 150)
        #expect(chain.solver.value(of: value.x) == 1008 - 150)
    }

    @Test func L1_theChainStaysConsistentAfterReadsAndEdits() throws {
        var chain = try Chain(rows: 60)
        try chain.build()
        var solver = chain.solver
        _ = solver.values(ofFirst: chain.nextVariable)
        // A wider root through an edit: every row follows, and the rows' tops do not move.
        try solver.removeConstraint(Constraint(id: 3, Expression(chain.root.width) - 1024, .equal))
        try solver.addEditVariable(chain.root.width, strength: .strong)
        try solver.suggestValue(1366, for: chain.root.width)
        solver.updateVariables()
        #expect(solver.invariantViolations == [])
        let last = chain.rows[chain.rows.count - 1]
        #expect(solver.value(of: last.row.width) == 1366)
        #expect(solver.value(of: last.row.y) == 44.0 * 59)
        #expect(abs(solver.value(of: last.value.x) + solver.value(of: last.value.width) - 1350) < 1e-6)
    }
}
