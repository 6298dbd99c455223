import LayoutSolver
import Testing

@testable import ConstraintInterchange

/// Reads `text` as an interchange file and returns the error it gives, if any.
private func readError(_ text: String) -> InterchangeError? {
    do {
        _ = try ConstraintSystem(bytes: Array(text.utf8))
        return nil
    } catch {
        return error
    }
}

/// A valid document with one piece replaced: `constraints`, `edits` or `variables` as JSON text.
private func document(
    variables: String = #"["x", "y"]"#,
    constraints: String =
        #"[{"expr": {"terms": [["x", 1], ["y", -1]], "constant": -10}, "op": "==", "strength": "required"}]"#,
    edits: String = #"[{"var": "y", "strength": "strong", "suggest": [1, 2]}]"#
) -> String {
    #"{"format": "adaptive-constraints/1", "variables": \#(variables), "constraints": \#(constraints), "edits": \#(edits)}"#
}

@Suite struct ConstraintSystemTests {
    @Test func L1_readsAValidDocument() throws {
        let system = try ConstraintSystem(bytes: Array(document().utf8))
        #expect(system.names == ["x", "y"])
        #expect(system.constraints.count == 1)
        #expect(system.constraints[0].expression.terms == [Term(Variable(0), 1), Term(Variable(1), -1)])
        #expect(system.constraints[0].expression.constant == -10)
        #expect(system.constraints[0].relation == .equal)
        #expect(system.constraints[0].strength == .required)
        #expect(system.edits.count == 1)
        #expect(system.edits[0].variable == Variable(1))
        #expect(system.edits[0].suggestions == [1, 2])
    }

    @Test func L1_defaultsFollowTheFormat() throws {
        let text = #"""
            {"format": "adaptive-constraints/1", "variables": ["x"], "extra": true,
             "constraints": [{"expr": {"terms": [["x", 1]]}, "op": ">="}],
             "edits": [{"var": "x", "suggest": []}]}
            """#
        let system = try ConstraintSystem(bytes: Array(text.utf8))
        #expect(system.constraints[0].expression.constant == 0)
        #expect(system.constraints[0].strength == .required)
        #expect(system.edits[0].strength == .strong)
        let noEdits = try ConstraintSystem(bytes: Array(document(edits: "null").utf8))
        #expect(noEdits.edits.isEmpty)
    }

    @Test func L1_prioritiesBecomeUIKitStrengths() throws {
        let text = document(
            constraints: #"[{"expr": {"terms": [["x", 1]]}, "op": "==", "strength": 750},"#
                + #"{"expr": {"terms": [["x", 1]]}, "op": "==", "strength": 1000},"#
                + #"{"expr": {"terms": [["x", 1]]}, "op": "==", "strength": "weak"}]"#)
        let system = try ConstraintSystem(bytes: Array(text.utf8))
        #expect(system.constraints.map(\.strength) == [Strength(priority: 750), .required, .weak])
    }

    @Test(arguments: [
        ("", "invalid JSON: unexpected end of file during JSON parse"),
        ("[1, 2]", "top level must be a JSON object"),
        (
            #"{"format": "adaptive-constraints/1", "variables": ["x"], "constraints": [}"#,
            "invalid JSON at 1:74: invalid value"
        ),
        (#"{"format": "other", "variables": [], "constraints": []}"#, #"format must be "adaptive-constraints/1""#),
        (#"{"format": "adaptive-constraints/1", "variables": "x", "constraints": []}"#, "'variables' must be a list"),
        (#"{"format": "adaptive-constraints/1", "variables": []}"#, "'constraints' must be a list"),
        (document(variables: #"["x", ""]"#), "variables[1]: must be a non-empty string"),
        (document(variables: #"["x", 3]"#), "variables[1]: must be a non-empty string"),
        (document(variables: #"["x", "y", "x"]"#), #"variables[2]: "x" declared twice"#),
        (document(constraints: "[3]"), "constraints[0]: must be an object"),
        (document(constraints: #"[{"op": "=="}]"#), "constraints[0].expr: must be an object"),
        (document(constraints: #"[{"expr": {"terms": {}}, "op": "=="}]"#), "constraints[0].expr.terms: must be a list"),
        (
            document(constraints: #"[{"expr": {"terms": [["x"]]}, "op": "=="}]"#),
            "constraints[0].expr.terms[0]: must be a [name, coefficient] pair"
        ),
        (
            document(constraints: #"[{"expr": {"terms": [[1, 1]]}, "op": "=="}]"#),
            "constraints[0].expr.terms[0]: variable name must be a string"
        ),
        (
            document(constraints: #"[{"expr": {"terms": [["x", 1], ["q", 2]]}, "op": "=="}]"#),
            #"constraints[0].expr.terms[1]: undeclared variable "q""#
        ),
        (
            document(constraints: #"[{"expr": {"terms": [["x", true]]}, "op": "=="}]"#),
            "constraints[0].expr.terms[0]: expected a number, got a boolean"
        ),
        (
            document(constraints: #"[{"expr": {"terms": [["x", "1"]]}, "op": "=="}]"#),
            "constraints[0].expr.terms[0]: expected a number, got a string"
        ),
        (
            document(constraints: #"[{"expr": {"terms": [], "constant": null}, "op": "=="}]"#),
            "constraints[0].expr.constant: expected a number, got null"
        ),
        (
            document(constraints: #"[{"expr": {"terms": [], "constant": 1e999}, "op": "=="}]"#),
            "constraints[0].expr.constant: number is not finite"
        ),
        (
            document(constraints: #"[{"expr": {"terms": [], "constant": NaN}, "op": "=="}]"#),
            "invalid JSON at 1:114: invalid value"
        ),
        (
            document(constraints: #"[{"expr": {"terms": []}, "op": "="}]"#),
            "constraints[0].op: must be one of ==, <=, >="
        ),
        (document(constraints: #"[{"expr": {"terms": []}}]"#), "constraints[0].op: must be one of ==, <=, >="),
        (
            document(constraints: #"[{"expr": {"terms": []}, "op": "==", "strength": "Strong"}]"#),
            #"constraints[0].strength: unknown strength name "Strong""#
        ),
        (
            document(constraints: #"[{"expr": {"terms": []}, "op": "==", "strength": 0}]"#),
            "constraints[0].strength: UIKit priority 0.0 outside 1..1000"
        ),
        (
            document(constraints: #"[{"expr": {"terms": []}, "op": "==", "strength": 1001}]"#),
            "constraints[0].strength: UIKit priority 1001.0 outside 1..1000"
        ),
        (
            document(constraints: #"[{"expr": {"terms": []}, "op": "==", "strength": false}]"#),
            "constraints[0].strength: strength must be a name or a number"
        ),
        (document(edits: "{}"), "'edits' must be a list"),
        (document(edits: "[1]"), "edits[0]: must be an object"),
        (document(edits: #"[{"var": "q", "suggest": []}]"#), "edits[0].var: must name a declared variable"),
        (
            document(edits: #"[{"var": "x", "strength": "required", "suggest": []}]"#),
            "edits[0].strength: an edit variable cannot be required"
        ),
        (
            document(edits: #"[{"var": "x", "strength": 1000, "suggest": []}]"#),
            "edits[0].strength: an edit variable cannot be required"
        ),
        (document(edits: #"[{"var": "x"}]"#), "edits[0].suggest: must be a list of numbers"),
        (
            document(edits: #"[{"var": "x", "suggest": [1, "2"]}]"#),
            "edits[0].suggest[1]: expected a number, got a string"
        ),
    ])
    func L1_badInputNamesTheOffendingItem(text: String, message: String) {
        #expect(readError(text) == .badInput(message))
    }

    @Test func L1_badInputComesBeforeDuplicates() {
        let twice = #"[{"var": "x", "suggest": [1]}, {"var": "x", "suggest": [2]}]"#
        #expect(
            readError(document(edits: twice))
                == InterchangeError(kind: .duplicate, message: #"edits[1]: "x" is already an edit variable"#))
        let twiceThenBad = #"[{"var": "x", "suggest": [1]}, {"var": "x", "suggest": [2]}, {"var": "z", "suggest": []}]"#
        #expect(readError(document(edits: twiceThenBad)) == .badInput("edits[2].var: must name a declared variable"))
    }

    @Test func L1_rejectsTextThatIsNotUTF8() throws {
        var bytes = Array(document().utf8)
        bytes[bytes.count - 3] = 0xFF
        #expect(throws: InterchangeError.badInput("file is not UTF-8")) { try ConstraintSystem(bytes: bytes) }
    }

    @Test func L1_readsJSONStringsAndNumbersExactly() throws {
        let value = try JSONValue.decode(Array(#"{"a\u00e9\n": [-0.5e1, 12, true, null, "\ud83d\ude00", {}]}"#.utf8))
        #expect(
            value
                == .object(["aé\n": .array([.number(-5), .number(12), .bool(true), .null, .string("😀"), .object([:])])])
        )
        #expect(throws: InterchangeError.self) { try JSONValue.decode(Array("[01]".utf8)) }
        #expect(throws: InterchangeError.self) { try JSONValue.decode(Array("\"a\tb\"".utf8)) }
        #expect(throws: InterchangeError.self) { try JSONValue.decode(Array("{} {}".utf8)) }
        #expect(throws: InterchangeError.self) {
            try JSONValue.decode(Array((String(repeating: "[", count: 600)).utf8))
        }
    }

    @Test func L1_aSyntaxErrorNamesItsLineAndColumn() {
        let text = "{\"format\": \"adaptive-constraints/1\",\n \"variables\": [\"x\"],\n \"constraints\": [tru]}"
        #expect(readError(text) == .badInput("invalid JSON at 3:21: invalid value"))
    }

    @Test func L1_aBadNumberDeepInsideIsReportedWhereItIs() {
        #expect(
            throws: InterchangeError.badInput("[1][0].x: number is not finite")
        ) { try JSONValue.decode(Array(#"[1, [{"x": 1e999}]]"#.utf8)) }
    }

    @Test func L1_solvesAndWritesTheOutputFormat() throws {
        let system = try ConstraintSystem(bytes: Array(document().utf8))
        let solution = try system.solve().get()
        #expect(solution.values == [12, 2])
        #expect(solution.steps == [[11, 1], [12, 2]])
        #expect(
            system.json(solution)
                == #"{"values":{"x":12.0,"y":2.0},"steps":[{"x":11.0,"y":1.0},{"x":12.0,"y":2.0}]}"#)
        #expect(system.json(solution, solveMilliseconds: 1.23456).hasSuffix(#","timing":{"solve_ms":1.235}}"#))
    }

    @Test func L1_theFirstUnsatisfiableRequiredConstraintIsReported() throws {
        let text = document(
            constraints: #"[{"expr": {"terms": [["x", 1]], "constant": -1}, "op": "=="},"#
                + #"{"expr": {"terms": [["x", 1]], "constant": -2}, "op": "==", "strength": "strong"},"#
                + #"{"expr": {"terms": [["x", 1]], "constant": -3}, "op": ">="}]"#)
        let system = try ConstraintSystem(bytes: Array(text.utf8))
        let error = InterchangeError(
            kind: .unsatisfiable,
            message: "constraints[2] cannot be satisfied together with the required constraints before it")
        #expect(throws: error) { try system.solve().get() }
        #expect(
            error.json()
                == #"{"error":{"kind":"unsatisfiable","message":"constraints[2] cannot be satisfied together with the required constraints before it"}}"#
        )
    }

    @Test func L1_roundingMatchesTheReference() {
        #expect(jsonNumber(-0.0) == "0.0")
        #expect(jsonNumber(-1e-9) == "0.0")
        #expect(jsonNumber(1.0000004) == "1.0")
        #expect(jsonNumber(2.5e-6) == "3e-06")
        #expect(jsonNumber(1e20) == "1e+20")
        #expect(quoted("a\"b\\\u{01}") == #""a\"b\\\u0001""#)
    }
}
