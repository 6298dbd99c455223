import Foundation
import VisualFormat

/// A JSON value as `JSONDecoder` reads it, as much of JSON as the interchange format needs to tell apart.
///
/// Booleans stay apart from numbers (`JSONDecoder` refuses to read `true` as a `Double`), so a message can say
/// "expected a number, got a boolean". `NaN`, `Infinity` and out-of-range numbers are refused by the decoder.
indirect enum JSONValue: Equatable, Sendable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Tries each kind of value in turn; an error from deeper inside (a bad number in a list) is not a
    /// mismatch of this value's kind, so it is passed on with its path.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let path = decoder.codingPath.count
        func isMismatchHere(_ error: DecodingError) -> Bool {
            if case .typeMismatch(_, let context) = error { return context.codingPath.count == path }
            return false
        }
        if container.decodeNil() {
            self = .null
            return
        }
        do {
            self = .bool(try container.decode(Bool.self))
            return
        } catch let error as DecodingError where isMismatchHere(error) {}
        do {
            self = .number(try container.decode(Double.self))
            return
        } catch let error as DecodingError {
            guard isMismatchHere(error) else { throw error }
        } catch {
            // A number too large for a Double: Foundation's own error type here carries neither the path nor a
            // message (it is internal), so the place comes from the decoder and the reason is ours.
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "number is not finite", underlyingError: error))
        }
        do {
            self = .string(try container.decode(String.self))
            return
        } catch let error as DecodingError where isMismatchHere(error) {}
        do {
            self = .array(try container.decode([JSONValue].self))
            return
        } catch let error as DecodingError where isMismatchHere(error) {}
        self = .object(try container.decode([String: JSONValue].self))
    }

    /// Reads UTF-8 JSON text; a syntax error becomes `invalid JSON at line:column: reason`, a value the decoder
    /// refuses (an out-of-range number) `path: reason`.
    static func decode(_ bytes: [UInt8]) throws(InterchangeError) -> JSONValue {
        let data = Data(bytes)
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            throw .badInput("\(place(context.codingPath)): \(reason(context.debugDescription))")
        } catch {
            throw .badInput("invalid JSON\(syntaxError(in: data))")
        }
    }

    /// `constraints[3].expr.terms[1]`, the way messages name a place in the document.
    static func place(_ path: [any CodingKey]) -> String {
        var out = ""
        for key in path {
            if let index = key.intValue {
                out += "[\(index)]"
            } else {
                out += out.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return out
    }

    /// `JSONDecoder` on Linux drops the parser's reason (its underlying error is nil), so the same text is read
    /// once more with `JSONSerialization`, whose error says what is wrong and where ("around character 73", a
    /// byte offset from 0, becomes a line and column). Empty when the second reader finds nothing wrong.
    private static func syntaxError(in data: Data) -> String {
        let description: String
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return ""
        } catch {
            guard let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return "" }
            description = text
        }
        if let match = description.firstMatch(of: /\s*around character (\d+)\.?$/), let offset = Int(match.1) {
            let location = TextLocation(utf8Offset: offset, in: data)
            return " at \(location): \(reason(String(description[..<match.range.lowerBound])))"
        }
        if let match = description.firstMatch(of: /\s*around line (\d+), column (\d+)\.?$/),
            let line = Int(match.1), let column = Int(match.2)
        {
            let location = TextLocation(line: line, column: column)
            return " at \(location): \(reason(String(description[..<match.range.lowerBound])))"
        }
        return ": \(reason(description))"
    }

    /// A decoder's sentence as the tail of a message: first letter in lower case, no full stop.
    private static func reason(_ sentence: String) -> String {
        var text = sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
        if let first = text.first, text.dropFirst().first?.isUppercase != true {
            text = first.lowercased() + text.dropFirst()
        }
        return text
    }

    /// The member named `key`, or nil.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// What the value is, for messages ("a string", "a number", ...).
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}
