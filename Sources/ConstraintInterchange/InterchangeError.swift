/// An `adaptive-constraints/1` failure: the `kind` and `message` of the `{"error": ...}` object.
package struct InterchangeError: Error, Equatable, Sendable {
    /// What failed, spelled as the `kind` member of the error object.
    package enum Kind: String, Sendable {
        /// The file is not a valid `adaptive-constraints/1` document.
        case badInput = "bad_input"
        /// A variable is made an edit variable twice.
        case duplicate
        /// A required constraint conflicts with the required constraints before it.
        case unsatisfiable
        /// The solver refused something validation should have caught: a bug, not bad input.
        case `internal`
    }

    package var kind: Kind
    /// Names the offending item, e.g. `constraints[3].expr.terms[1]: undeclared variable "q"`.
    package var message: String

    package static func badInput(_ message: String) -> InterchangeError {
        InterchangeError(kind: .badInput, message: message)
    }
}

/// A name in double quotes with JSON escapes, for messages.
func quoted(_ name: String) -> String {
    var out = "\""
    for scalar in name.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
