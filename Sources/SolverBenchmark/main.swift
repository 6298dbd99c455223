// solver-benchmark: times LayoutSolver on Auto Layout shaped systems.
//
//   swift run -c release solver-benchmark [--sizes 100,1000,10000,50000]
//                                         [--shape grid|chain|stack|settings|form|stackgrid]
//                                         [--repeat N] [--seed S] [--width-soft]
//
// For each size it builds one screen of views (4 variables each: left, width, top, height) and
// prints one line with
//   solve   every constraint added, the superview's width and height made edit variables,
//           a first device size suggested and every value read (what `adaptive solve` does once)
//   rotate  portrait <-> landscape through the two edit variables, values read (median of 20)
//   change  one spacing constraint's constant changed the way Auto Layout does it (remove, then
//           add again with the new constant), values read (median of 20), and its ratio to `solve`
// plus the largest violation of a required constraint at the end, as a sanity check.
// --shape settings is a form screen in the layout engine's order (views/4 rows of four views);
// --shape form and --shape stackgrid are Benchmarks/solver-cases/forms.py's form screen (a vertical
// chain of icon/title/value rows) and grid of nested stack views, whose kiwisolver figures that
// script prints. `ns/view` is solve's time per view: flat from 1 000 views up, or something went
// superlinear.
// Timing lives here, never in tests.

import LayoutSolver
import SeededRandom

enum Shape: String {
    case grid, chain, stack, settings, form, stackgrid
}

/// A screen of views in rows, as `layouts.layout_doc` builds them: each row a horizontal chain
/// pinned to both superview edges with equal widths, rows stacked below each other, every fifth
/// row an image row whose height follows its width, other rows sized by hugging and compression
/// resistance around an intrinsic height, the last row's bottom pinned loosely to the superview.
struct Screen {
    var constraints: [Constraint] = []
    var superviewWidth = Variable(0)
    var superviewHeight = Variable(1)
    var variableCount = 2
    /// Ids of the spacing constraints between neighbours, the ones `change` edits.
    var spacings: [Int] = []

    /// `widthSoft` adds compression resistance on a fifth of the widths: every one of them then
    /// depends on the superview's width, so a resize flips them one pivot at a time (bench.py's
    /// `--width-soft`, off by default there too).
    init(views n: Int, shape: Shape, seed: UInt64, widthSoft: Bool) {
        switch shape {
        case .settings:
            addSettings(rows: n / 4)
            return
        case .form:
            addForm(views: n, seed: seed)
            return
        case .stackgrid:
            addStackGrid(views: n, seed: seed)
            return
        default: break
        }
        var rng = SeededGenerator(seed: seed &+ UInt64(n))
        let columns: Int
        switch shape {
        case .grid:
            // The nearest integer square root, without libm (not linked without Foundation).
            var root = 1
            while (root + 1) * (root + 1) <= n { root += 1 }
            columns = n - root * root > (root + 1) * (root + 1) - n ? root + 1 : root
        case .chain: columns = n
        case .stack, .settings, .form, .stackgrid: columns = 1
        }
        let margin = [0.0, 8, 16, 20].randomElement(using: &rng)!
        var spacing = [0.0, 4, 8, 12].randomElement(using: &rng)!
        // Truncation is floor here: the operand is positive (and libm's floor is not linked).
        if columns > 1 { spacing = min(spacing, Double(Int(160.0 / Double(columns - 1) * 4)) / 4) }
        let ratios = [0.5, 0.5625, 0.75, 1.0, 1.25, 1.5, 2.0]
        func left(_ i: Int) -> Variable { Variable(2 + 4 * i) }
        func width(_ i: Int) -> Variable { Variable(3 + 4 * i) }
        func top(_ i: Int) -> Variable { Variable(4 + 4 * i) }
        func height(_ i: Int) -> Variable { Variable(5 + 4 * i) }
        variableCount = 2 + 4 * n
        var id = 0
        func add(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Constraint.Relation, _ priority: Double)
        {
            let expression = Expression(terms.map { Term($0.0, $0.1) }, constant: constant)
            constraints.append(Constraint(id: id, expression, relation, strength: Strength(priority: priority)))
            id += 1
        }
        add([(superviewWidth, 1)], 0, .greaterThanOrEqual, 1000)
        add([(superviewHeight, 1)], 0, .greaterThanOrEqual, 1000)
        let rows = (n + columns - 1) / columns
        var previousFirst = -1
        for r in 0..<rows {
            let first = r * columns
            let last = min(n, first + columns) - 1
            let imageRow = r % 5 == 4 || (rows == 1 && n >= 5)
            let ratio = ratios.randomElement(using: &rng)!
            // Half the rows fill equally as required, the others at 999, as real screens mix them.
            let equalWidths = r % 2 == 0 ? 1000.0 : 999.0
            for i in first...last {
                if i == first {
                    add([(left(i), 1)], -margin, .equal, 1000)
                    if previousFirst < 0 {
                        add([(top(i), 1)], -margin, .equal, 1000)
                    } else {
                        add(
                            [(top(i), 1), (top(previousFirst), -1), (height(previousFirst), -1)], -spacing, .equal, 1000
                        )
                    }
                    if imageRow { add([(height(i), 1), (width(i), -ratio)], 0, .equal, 999) }
                } else {
                    spacings.append(id)
                    add([(left(i), 1), (left(i - 1), -1), (width(i - 1), -1)], -spacing, .equal, 1000)
                    add([(width(i), 1), (width(first), -1)], 0, .equal, equalWidths)
                    add([(top(i), 1), (top(first), -1)], 0, .equal, 1000)
                    add([(height(i), 1), (height(first), -1)], 0, .equal, 1000)
                }
                let intrinsicHeight = Double(Int.random(in: 40...200, using: &rng)) / 2
                let intrinsicWidth = Double(Int.random(in: 40...400, using: &rng)) / 2
                let compression = 750.0 + Double((i - first) % 3)
                if !imageRow {
                    add([(height(i), 1)], -intrinsicHeight, .greaterThanOrEqual, compression)
                    if i == first || Bool.random(using: &rng) {
                        add([(height(i), 1)], -intrinsicHeight, .lessThanOrEqual, 250)
                    }
                }
                if widthSoft && Double.random(in: 0..<1, using: &rng) < 0.2 {
                    add([(width(i), 1)], -intrinsicWidth, .greaterThanOrEqual, compression)
                }
            }
            add([(superviewWidth, 1), (left(last), -1), (width(last), -1)], -margin, .equal, 1000)
            previousFirst = first
        }
        add([(superviewHeight, 1), (top(previousFirst), -1), (height(previousFirst), -1)], -margin, .equal, 100)
        if spacings.isEmpty { spacings = [2] }
    }
}

extension Screen {
    /// A settings screen in the order the layout engine adds it, the shape that once made layout superlinear: rows of
    /// four views (row, icon, title, value), every row's margins guide first, then the superview's constraints (each
    /// row's top at the previous row's bottom, its sides at the superview's), then each row's own. The superview's
    /// width and height are the edit variables.
    mutating func addSettings(rows: Int) {
        var next = 2
        func item() -> [Variable] {
            defer { next += 4 }
            return (0..<4).map { Variable(next + $0) }
        }
        let (x, y, w, h) = (0, 1, 2, 3)
        let items = (0..<rows).map { _ in (row: item(), guide: item(), icon: item(), title: item(), value: item()) }
        variableCount = next
        var id = 0
        func add(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Constraint.Relation = .equal) {
            let expression = Expression(terms.map { Term($0.0, $0.1) }, constant: constant)
            constraints.append(Constraint(id: id, expression, relation))
            id += 1
        }
        func add(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Constraint.Relation, _ priority: Double)
        {
            let expression = Expression(terms.map { Term($0.0, $0.1) }, constant: constant)
            constraints.append(Constraint(id: id, expression, relation, strength: Strength(priority: priority)))
            id += 1
        }
        add([(superviewWidth, 1)], 0, .greaterThanOrEqual)
        add([(superviewHeight, 1)], 0, .greaterThanOrEqual)
        for (row, guide, _, _, _) in items {
            add([(guide[x], 1), (row[x], -1)], -16)
            add([(guide[y], 1), (row[y], -1)], -8)
            add([(guide[w], 1), (row[w], -1)], 32)
            add([(guide[h], 1), (row[h], -1)], 16)
        }
        var previous: [Variable]?
        for (row, _, _, _, _) in items {
            if let previous {
                spacings.append(id)
                add([(row[y], 1), (previous[y], -1), (previous[h], -1)], 0)
            } else {
                add([(row[y], 1)], 0)
            }
            add([(row[x], 1)], 0)
            add([(row[x], 1), (row[w], 1), (superviewWidth, -1)], 0)
            previous = row
        }
        for (row, guide, icon, title, value) in items {
            add([(icon[x], 1), (guide[x], -1)], 0)
            add([(icon[y], 1), (icon[h], 0.5), (row[y], -1), (row[h], -0.5)], 0)
            add([(icon[w], 1)], -29)
            add([(icon[h], 1)], -29)
            add([(title[x], 1), (icon[x], -1), (icon[w], -1)], -16)
            add([(title[y], 1), (row[y], -1)], -11)
            add([(title[y], 1), (title[h], 1), (row[y], -1), (row[h], -1)], 11)
            add([(title[h], 1)], -22)
            add([(value[x], 1), (value[w], 1), (guide[x], -1), (guide[w], -1)], 0)
            add([(value[y], 1), (value[h], 1), (title[y], -1), (title[h], -1)], 0)
            add([(value[h], 1), (title[h], -1)], 0)
            add([(value[x], 1), (title[x], -1), (title[w], -1)], -8, .greaterThanOrEqual)
            add([(title[w], 1)], -120, .lessThanOrEqual, 250)
            add([(title[w], 1)], -120, .greaterThanOrEqual, 750)
        }
        if let previous { add([(superviewHeight, 1), (previous[y], -1), (previous[h], -1)], 0, .greaterThanOrEqual) }
        if spacings.isEmpty { spacings = [2] }
    }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

/// The median, which shrugs off the scheduling noise of a shared machine better than the mean.
func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func readAll(_ solver: inout Solver, _ count: Int) -> Double {
    solver.updateVariables()
    var sum = 0.0
    for v in 0..<count { sum += solver.value(of: Variable(v)) }
    return sum
}

func largestRequiredViolation(_ screen: Screen, _ solver: Solver) -> Double {
    var worst = 0.0
    for c in screen.constraints where c.strength.isRequired {
        var residual = c.expression.constant
        for t in c.expression.terms { residual += t.coefficient * solver.value(of: t.variable) }
        switch c.relation {
        case .equal: worst = max(worst, abs(residual))
        case .lessThanOrEqual: worst = max(worst, residual)
        case .greaterThanOrEqual: worst = max(worst, -residual)
        }
    }
    return worst
}

func format(_ value: Double, _ decimals: Int = 2) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = Double(Int64(value * scale + (value < 0 ? -0.5 : 0.5))) / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: "."), !text.contains("e") {
        let fraction = text[text.index(after: dot)...].count
        if fraction < decimals { text += String(repeating: "0", count: decimals - fraction) }
    }
    return text
}

func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

func run(views: Int, shape: Shape, seed: UInt64, repeats: Int, widthSoft: Bool) throws {
    let screen = Screen(views: views, shape: shape, seed: seed, widthSoft: widthSoft)
    let clock = ContinuousClock()
    var best = Double.infinity
    var solver = Solver()
    var checksum = 0.0
    for _ in 0..<max(1, repeats) {
        let start = clock.now
        var fresh = Solver()
        for c in screen.constraints { try fresh.addConstraint(c) }
        try fresh.addEditVariable(screen.superviewWidth, strength: .strong)
        try fresh.addEditVariable(screen.superviewHeight, strength: .strong)
        try fresh.suggestValue(390, for: screen.superviewWidth)
        try fresh.suggestValue(844, for: screen.superviewHeight)
        checksum += readAll(&fresh, screen.variableCount)
        best = min(best, milliseconds(clock.now - start))
        solver = fresh
    }
    let rotations = 20
    var rotateTimes: [Double] = []
    for k in 0..<rotations {
        let landscape = k % 2 == 0
        let start = clock.now
        try solver.suggestValue(landscape ? 844 : 390, for: screen.superviewWidth)
        try solver.suggestValue(landscape ? 390 : 844, for: screen.superviewHeight)
        checksum += readAll(&solver, screen.variableCount)
        rotateTimes.append(milliseconds(clock.now - start))
    }
    let rotate = median(rotateTimes)
    let changes = 20
    var rng = SeededGenerator(seed: seed ^ 0x5EED)
    var current = Dictionary(uniqueKeysWithValues: screen.constraints.map { ($0.id, $0) })
    var changeTimes: [Double] = []
    for k in 0..<changes {
        let start = clock.now
        let id = screen.spacings[(screen.spacings.count / 2 + k * 7919) % screen.spacings.count]
        var constraint = current[id]!
        try solver.removeConstraint(constraint)
        constraint.expression.constant = -Double(Int.random(in: 0...8, using: &rng))
        try solver.addConstraint(constraint)
        current[id] = constraint
        checksum += readAll(&solver, screen.variableCount)
        changeTimes.append(milliseconds(clock.now - start))
    }
    let change = median(changeTimes)
    var final = screen
    final.constraints = final.constraints.map { current[$0.id]! }
    let violation = largestRequiredViolation(final, solver)
    print(
        "\(shape.rawValue) \(pad(String(views), 6)) views \(pad(String(screen.variableCount), 6)) vars "
            + "\(pad(String(screen.constraints.count), 6)) constraints | solve \(pad(format(best), 9)) ms "
            + "(\(pad(format(best * 1e6 / Double(views), 0), 6)) ns/view) | "
            + "rotate \(pad(format(rotate, 3), 8)) ms | change \(pad(format(change, 3), 8)) ms "
            + "(\(format(change / best * 100, 3))% of solve) | max required violation \(violation)"
            + (checksum.isFinite ? "" : " | non-finite values!"))
}

var sizes = [100, 1000, 10_000, 50_000]
var shape = Shape.grid
var seed: UInt64 = 0
var repeats = 3
var widthSoft = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--sizes":
        sizes = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--shape":
        guard let value = arguments.popFirst().flatMap(Shape.init(rawValue:)) else {
            fatalError("--shape takes grid, chain, stack, settings, form or stackgrid")
        }
        shape = value
    case "--seed":
        seed = UInt64(arguments.popFirst() ?? "") ?? 0
    case "--width-soft":
        widthSoft = true
    case "--repeat":
        repeats = Int(arguments.popFirst() ?? "") ?? 1
    default:
        print(
            "usage: solver-benchmark [--sizes 100,1000,10000,50000] [--shape grid|chain|stack|settings|form|stackgrid] [--repeat N] [--seed S] [--width-soft]"
        )
        fatalError("unknown argument \(argument)")
    }
}
print(
    "LayoutSolver on Auto Layout shaped screens (\(shape.rawValue), seed \(seed), width-soft \(widthSoft),"
        + " best of \(repeats) for solve)")
for size in sizes {
    do {
        try run(views: size, shape: shape, seed: seed, repeats: size >= 50_000 ? 1 : repeats, widthSoft: widthSoft)
    } catch {
        print("\(shape.rawValue) \(size) views: \(error)")
    }
}
