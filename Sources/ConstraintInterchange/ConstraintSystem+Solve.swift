import LayoutSolver

/// The values of every variable after the last suggestion, and after each one.
package struct ConstraintSolution: Equatable, Sendable {
    /// Values in the order of `ConstraintSystem.names`.
    package var values: [Double]
    /// One array of values per suggestion, in schedule order.
    package var steps: [[Double]]
}

extension ConstraintSystem {
    /// Solves the system in the format's order: constraints in file order (the first
    /// unsatisfiable required one is the error), then edit variables in file order, then the
    /// round-robin suggestions, recording every value after each one.
    package func solve() -> Result<ConstraintSolution, InterchangeError> {
        var solver = Solver()
        for constraint in constraints {
            do {
                try solver.addConstraint(constraint)
            } catch .unsatisfiableConstraint {
                return .failure(
                    InterchangeError(
                        kind: .unsatisfiable,
                        message:
                            "constraints[\(constraint.id)] cannot be satisfied together with the required constraints before it"
                    ))
            } catch {
                return .failure(InterchangeError(kind: .internal, message: "constraints[\(constraint.id)]: \(error)"))
            }
        }
        for (ei, edit) in edits.enumerated() {
            do {
                try solver.addEditVariable(edit.variable, strength: edit.strength)
            } catch .duplicateEditVariable {
                return .failure(
                    InterchangeError(
                        kind: .duplicate,
                        message: "edits[\(ei)]: \(quoted(names[edit.variable.id])) is already an edit variable"
                    ))
            } catch .badRequiredStrength {
                return .failure(.badInput("edits[\(ei)].strength: an edit variable cannot be required"))
            } catch {
                return .failure(InterchangeError(kind: .internal, message: "edits[\(ei)]: \(error)"))
            }
        }
        let variables = names.indices.map(Variable.init)
        var steps: [[Double]] = []
        for (edit, value) in schedule {
            do {
                try solver.suggestValue(value, for: edits[edit].variable)
            } catch {
                return .failure(InterchangeError(kind: .internal, message: "edits[\(edit)]: \(error)"))
            }
            solver.updateVariables()
            steps.append(variables.map { solver.value(of: $0) })
        }
        solver.updateVariables()
        return .success(ConstraintSolution(values: variables.map { solver.value(of: $0) }, steps: steps))
    }

    /// `{"values":{...},"steps":[...]}` with values rounded to 1e-6, as `acformat.values_obj`.
    package func json(_ solution: ConstraintSolution, solveMilliseconds: Double? = nil) -> String {
        let keys = names.map { quoted($0) + ":" }
        func object(_ values: [Double], into out: inout String) {
            out += "{"
            for (i, value) in values.enumerated() {
                if i > 0 { out += "," }
                out += keys[i]
                out += jsonNumber(value)
            }
            out += "}"
        }
        var out = "{\"values\":"
        object(solution.values, into: &out)
        out += ",\"steps\":["
        for (k, step) in solution.steps.enumerated() {
            if k > 0 { out += "," }
            object(step, into: &out)
        }
        out += "]"
        if let ms = solveMilliseconds { out += ",\"timing\":{\"solve_ms\":\(jsonNumber(ms, digits: 1e3))}" }
        return out + "}"
    }
}

extension InterchangeError {
    /// `{"error":{"kind":...,"message":...}}`.
    package func json(solveMilliseconds: Double? = nil) -> String {
        var out = "{\"error\":{\"kind\":\(quoted(kind.rawValue)),\"message\":\(quoted(message))}"
        if let ms = solveMilliseconds { out += ",\"timing\":{\"solve_ms\":\(jsonNumber(ms, digits: 1e3))}" }
        return out + "}"
    }
}

/// A finite number rounded to `1/digits` with -0 printed as 0 (acformat's `clean`).
func jsonNumber(_ value: Double, digits: Double = 1e6) -> String {
    guard value.isFinite else { return "null" }
    var rounded = abs(value) < 1e9 ? (value * digits).rounded() / digits : value
    if rounded == 0.0 { rounded = 0.0 }
    return String(describing: rounded)
}
