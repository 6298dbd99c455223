import LayoutSolver
import SeededRandom

/// The two shapes of `Benchmarks/solver-cases/forms.py`, constraint for constraint in
/// its order, so the solver benchmark and kiwisolver's figures there time the same systems.
extension Screen {
    /// Appends one constraint with the next id; a priority of 1000 is required.
    private mutating func add(
        _ terms: [(Variable, Double)], _ constant: Double, _ relation: Constraint.Relation = .equal,
        _ priority: Double = 1000
    ) {
        let expression = Expression(terms.map { Term($0.0, $0.1) }, constant: constant)
        constraints.append(
            Constraint(id: constraints.count, expression, relation, strength: Strength(priority: priority)))
    }

    /// Four new variables (left, width, top, height).
    private mutating func view() -> [Variable] {
        defer { variableCount += 4 }
        return (0..<4).map { Variable(variableCount + $0) }
    }

    /// A label's content hugging and compression resistance around its intrinsic size on one axis.
    private mutating func hugging(_ size: Variable, _ intrinsic: Double, hug: Double, resist: Double) {
        add([(size, 1)], -intrinsic, .greaterThanOrEqual, resist)
        add([(size, 1)], -intrinsic, .lessThanOrEqual, hug)
    }

    /// `form_doc`: views/3 rows of icon, title and value; each title's top at the previous title's
    /// bottom (a vertical chain as long as the screen), values pinned to the trailing margin.
    mutating func addForm(views n: Int, seed: UInt64) {
        var rng = SeededGenerator(seed: seed &+ UInt64(n))
        let (x, w, y, h) = (0, 1, 2, 3)
        add([(superviewWidth, 1)], 0, .greaterThanOrEqual)
        add([(superviewHeight, 1)], 0, .greaterThanOrEqual)
        let (margin, spacing) = (16.0, 11.0)
        var previous: [Variable]?
        for _ in 0..<max(1, n / 3) {
            let (icon, title, value) = (view(), view(), view())
            add([(icon[x], 1)], -margin)
            add([(icon[w], 1)], -29)
            add([(icon[h], 1)], -29)
            add([(icon[y], 1), (icon[h], 0.5), (title[y], -1), (title[h], -0.5)], 0)
            add([(title[x], 1), (icon[x], -1), (icon[w], -1)], -15)
            if let previous {
                spacings.append(constraints.count)
                add([(title[y], 1), (previous[y], -1), (previous[h], -1)], -spacing)
            } else {
                add([(title[y], 1)], -margin)
            }
            hugging(title[w], Double(Int.random(in: 60...240, using: &rng)) / 2, hug: 251, resist: 750)
            hugging(title[h], [20.5, 20.5, 41].randomElement(using: &rng)!, hug: 251, resist: 750)
            add([(superviewWidth, 1), (value[x], -1), (value[w], -1)], -margin)
            add([(value[x], 1), (title[x], -1), (title[w], -1)], -8, .greaterThanOrEqual)
            add([(value[y], 1), (value[h], 0.5), (title[y], -1), (title[h], -0.5)], 0)
            hugging(value[w], Double(Int.random(in: 40...160, using: &rng)) / 2, hug: 250, resist: 749)
            hugging(value[h], 20.5, hug: 251, resist: 750)
            previous = title
        }
        if let previous { add([(superviewHeight, 1), (previous[y], -1), (previous[h], -1)], -margin, .equal, 100) }
        if spacings.isEmpty { spacings = [2] }
    }

    /// `stackgrid_doc`: the constraints UIStackView makes for an outer vertical stack of rows, each
    /// row a horizontal fill-equally stack of `columns` cells, each cell a vertical stack of a
    /// title and a detail label (1 + 3 × columns views a row).
    mutating func addStackGrid(views n: Int, seed: UInt64, columns: Int = 4) {
        var rng = SeededGenerator(seed: seed &+ UInt64(n))
        let (x, w, y, h) = (0, 1, 2, 3)
        add([(superviewWidth, 1)], 0, .greaterThanOrEqual)
        add([(superviewHeight, 1)], 0, .greaterThanOrEqual)
        let (margin, rowSpacing, cellSpacing, labelSpacing) = (16.0, 12.0, 8.0, 2.0)
        let outer = view()
        add([(outer[x], 1)], -margin)
        add([(outer[y], 1)], -margin)
        add([(superviewWidth, 1), (outer[x], -1), (outer[w], -1)], -margin)
        var previous: [Variable]?
        for _ in 0..<max(1, (n - 1) / (1 + 3 * columns)) {
            let row = view()
            add([(row[x], 1), (outer[x], -1)], 0)
            add([(row[w], 1), (outer[w], -1)], 0)
            if let previous {
                spacings.append(constraints.count)
                add([(row[y], 1), (previous[y], -1), (previous[h], -1)], -rowSpacing)
            } else {
                add([(row[y], 1), (outer[y], -1)], 0)
            }
            var first: [Variable]?
            var last: [Variable]?
            for _ in 0..<columns {
                let cell = view()
                if let last, let first {
                    add([(cell[x], 1), (last[x], -1), (last[w], -1)], -cellSpacing)
                    add([(cell[w], 1), (first[w], -1)], 0)
                } else {
                    add([(cell[x], 1), (row[x], -1)], 0)
                }
                add([(cell[y], 1), (row[y], -1)], 0)
                add([(cell[h], 1), (row[h], -1)], 0)
                first = first ?? cell
                last = cell
                let (title, detail) = (view(), view())
                for label in [title, detail] {
                    add([(label[x], 1), (cell[x], -1)], 0)
                    add([(label[w], 1), (cell[w], -1)], 0)
                }
                add([(title[y], 1), (cell[y], -1)], 0)
                add([(detail[y], 1), (title[y], -1), (title[h], -1)], -labelSpacing)
                add([(cell[y], 1), (cell[h], 1), (detail[y], -1), (detail[h], -1)], 0)
                hugging(title[h], 20.5, hug: 251, resist: 750)
                hugging(detail[h], [16.0, 16, 32, 48].randomElement(using: &rng)!, hug: 250, resist: 750)
            }
            if let last { add([(row[x], 1), (row[w], 1), (last[x], -1), (last[w], -1)], 0) }
            previous = row
        }
        if let previous {
            add([(outer[y], 1), (outer[h], 1), (previous[y], -1), (previous[h], -1)], 0)
            add([(superviewHeight, 1), (outer[y], -1), (outer[h], -1)], -margin, .equal, 100)
        }
        if spacings.isEmpty { spacings = [2] }
    }
}
