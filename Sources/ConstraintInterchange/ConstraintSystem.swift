import LayoutSolver

/// A validated `adaptive-constraints/1` document: JSON with `variables`, `constraints` (each `expr op 0`, the
/// expression's `terms` and `constant`, an `op` of `==`, `<=` or `>=`, and a `strength`: a name or a UIKit priority)
/// and `edits` (a variable, a strength and the values to suggest in turn).
package struct ConstraintSystem: Sendable {
    /// One edit variable with its strength and its suggestions.
    struct Edit: Sendable {
        var variable: Variable
        var strength: Strength
        var suggestions: [Double]
    }

    static let format = "adaptive-constraints/1"

    /// Variable names; `Variable(i)` is `names[i]`.
    var names: [String]
    /// The constraints in file order; each one's id is its index in the file.
    var constraints: [Constraint]
    var edits: [Edit]

    /// The largest file read, in bytes: a system of a million constraints is about 100 MB; this keeps
    /// a hostile file from sizing the parse (the largest solver case known is under 1 MB).
    package static let maximumFileSize = 32 << 20

    /// Reads and validates a file's bytes; nothing is solved yet.
    package init(bytes: [UInt8]) throws(InterchangeError) {
        guard bytes.count <= Self.maximumFileSize else {
            throw .badInput("the file is \(bytes.count) bytes; files over \(Self.maximumFileSize) bytes are refused")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw .badInput("file is not UTF-8")
        }
        try self.init(document: try JSONValue.decode(bytes))
    }

    /// Validates a parsed document, in the order and with the rules of `acformat.validate`.
    init(document: JSONValue) throws(InterchangeError) {
        guard case .object = document else { throw .badInput("top level must be a JSON object") }
        guard document["format"] == .string(ConstraintSystem.format) else {
            throw .badInput("format must be \"\(ConstraintSystem.format)\"")
        }
        guard case .array(let variables) = document["variables"] else {
            throw .badInput("'variables' must be a list")
        }
        var index: [String: Int] = [:]
        var names: [String] = []
        for (i, value) in variables.enumerated() {
            guard case .string(let name) = value, !name.isEmpty else {
                throw .badInput("variables[\(i)]: must be a non-empty string")
            }
            if index[name] != nil { throw .badInput("variables[\(i)]: \(quoted(name)) declared twice") }
            index[name] = i
            names.append(name)
        }
        guard case .array(let constraintValues) = document["constraints"] else {
            throw .badInput("'constraints' must be a list")
        }
        var constraints: [Constraint] = []
        constraints.reserveCapacity(constraintValues.count)
        for (ci, value) in constraintValues.enumerated() {
            constraints.append(try ConstraintSystem.constraint(value, id: ci, index: index))
        }
        var editValues: [JSONValue] = []
        switch document["edits"] {
        case nil, .null?: break
        case .array(let values)?: editValues = values
        default: throw .badInput("'edits' must be a list")
        }
        var edits: [Edit] = []
        for (ei, value) in editValues.enumerated() {
            let place = "edits[\(ei)]"
            guard case .object = value else { throw .badInput("\(place): must be an object") }
            guard case .string(let name)? = value["var"], let variable = index[name] else {
                throw .badInput("\(place).var: must name a declared variable")
            }
            let strength = try ConstraintSystem.strength(value["strength"] ?? .string("strong"), "\(place).strength")
            if strength.isRequired { throw .badInput("\(place).strength: an edit variable cannot be required") }
            guard case .array(let suggestValues)? = value["suggest"] else {
                throw .badInput("\(place).suggest: must be a list of numbers")
            }
            var suggestions: [Double] = []
            for (k, suggestion) in suggestValues.enumerated() {
                suggestions.append(try ConstraintSystem.finite(suggestion, "\(place).suggest[\(k)]"))
            }
            edits.append(Edit(variable: Variable(variable), strength: strength, suggestions: suggestions))
        }
        var seen = Set<Variable>()
        for (ei, edit) in edits.enumerated() where !seen.insert(edit.variable).inserted {
            throw InterchangeError(
                kind: .duplicate,
                message: "edits[\(ei)]: \(quoted(names[edit.variable.id])) is already an edit variable")
        }
        self.names = names
        self.constraints = constraints
        self.edits = edits
    }

    private static func constraint(_ value: JSONValue, id: Int, index: [String: Int]) throws(InterchangeError)
        -> Constraint
    {
        let place = "constraints[\(id)]"
        guard case .object = value else { throw .badInput("\(place): must be an object") }
        guard let expr = value["expr"], case .object = expr else {
            throw .badInput("\(place).expr: must be an object")
        }
        guard case .array(let termValues)? = expr["terms"] else {
            throw .badInput("\(place).expr.terms: must be a list")
        }
        var terms: [Term] = []
        terms.reserveCapacity(termValues.count)
        for (ti, termValue) in termValues.enumerated() {
            let termPlace = "\(place).expr.terms[\(ti)]"
            guard case .array(let pair) = termValue, pair.count == 2 else {
                throw .badInput("\(termPlace): must be a [name, coefficient] pair")
            }
            guard case .string(let name) = pair[0] else {
                throw .badInput("\(termPlace): variable name must be a string")
            }
            guard let variable = index[name] else {
                throw .badInput("\(termPlace): undeclared variable \(quoted(name))")
            }
            terms.append(Term(Variable(variable), try finite(pair[1], termPlace)))
        }
        let constant = try finite(expr["constant"] ?? .number(0.0), "\(place).expr.constant")
        let relation: Constraint.Relation
        switch value["op"] {
        case .string("==")?: relation = .equal
        case .string("<=")?: relation = .lessThanOrEqual
        case .string(">=")?: relation = .greaterThanOrEqual
        default: throw .badInput("\(place).op: must be one of ==, <=, >=")
        }
        let strength = try strength(value["strength"] ?? .string("required"), "\(place).strength")
        return Constraint(id: id, Expression(terms, constant: constant), relation, strength: strength)
    }

    static func finite(_ value: JSONValue, _ place: String) throws(InterchangeError) -> Double {
        guard case .number(let number) = value else {
            throw .badInput("\(place): expected a number, got \(value.kindName)")
        }
        guard number.isFinite else { throw .badInput("\(place): number is not finite") }
        guard abs(number) <= maximumMagnitude else {
            throw .badInput("\(place): \(number) is beyond ±\(Int(maximumMagnitude))")
        }
        return number
    }

    /// The largest magnitude of a number in the file: UIKit's `layoutFittingExpandedSize` (10 000 000
    /// points), far past any screen, and small enough that sums and products of a few stay exact to a
    /// fraction of a point in the solver.
    static let maximumMagnitude = 10_000_000.0

    /// A strength name, or a UIKit priority in 1...1000 (1000 is required).
    static func strength(_ value: JSONValue, _ place: String) throws(InterchangeError) -> Strength {
        switch value {
        case .string("required"): return .required
        case .string("strong"): return .strong
        case .string("medium"): return .medium
        case .string("weak"): return .weak
        case .string(let name): throw .badInput("\(place): unknown strength name \(quoted(name))")
        case .number:
            let priority = try finite(value, place)
            guard priority >= 1.0 && priority <= 1000.0 else {
                throw .badInput("\(place): UIKit priority \(priority) outside 1..1000")
            }
            return Strength(priority: priority)
        default: throw .badInput("\(place): strength must be a name or a number")
        }
    }

    /// The suggestion schedule: the first value of every edit, then the second values, ...
    var schedule: [(edit: Int, value: Double)] {
        var out: [(edit: Int, value: Double)] = []
        let longest = edits.map(\.suggestions.count).max() ?? 0
        for k in 0..<longest {
            for (j, edit) in edits.enumerated() where k < edit.suggestions.count {
                out.append((j, edit.suggestions[k]))
            }
        }
        return out
    }
}
