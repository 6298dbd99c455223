/// An `adaptive-constraints/1` failure: the `kind` and `message` of the `{"error": ...}` object.
struct InterchangeError: Error, Equatable, Sendable {
    /// `bad_input`, `duplicate` or `unsatisfiable`.
    var kind: String
    /// Names the offending item, e.g. `constraints[3].expr.terms[1]: undeclared variable "q"`.
    var message: String

    static func badInput(_ message: String) -> InterchangeError {
        InterchangeError(kind: "bad_input", message: message)
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
