/// Why text is not JSON, with the byte offset, line and column where it goes wrong.
struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    var reason: String
    var offset: Int
    var line: Int
    var column: Int

    var description: String { "\(reason) at line \(line), column \(column)" }
}

/// Parses UTF-8 JSON text (RFC 8259, without NaN or Infinity).
struct JSONParser {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    private static let maximumDepth = 512

    /// Parses one JSON value that fills the whole text.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.position != bytes.count { throw parser.error("extra data after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func error(_ reason: String) -> JSONSyntaxError {
        var line = 1
        var lineStart = 0
        for i in 0..<min(position, bytes.count) where bytes[i] == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        return JSONSyntaxError(reason: reason, offset: position, line: line, column: position - lineStart + 1)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { position += 1 }
    }

    private mutating func expect(_ word: String) throws(JSONSyntaxError) {
        for c in word.utf8 {
            guard current == c else { throw error("expected '\(word)'") }
            position += 1
        }
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let c = current else { throw error("expected a value, found the end of the text") }
        switch c {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expect("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expect("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "N"), UInt8(ascii: "I"): throw error("NaN and Infinity are not JSON numbers")
        default: throw error("expected a value")
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth { throw error("nested too deeply") }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a member name in quotes") }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':'") }
            position += 1
            skipWhitespace()
            let value = try parseValue()
            if let existing = members.firstIndex(where: { $0.key == key }) {
                members[existing].value = value
            } else {
                members.append((key, value))
            }
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current == UInt8(ascii: "}") {
                position += 1
                depth -= 1
                return .object(members)
            } else {
                throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current == UInt8(ascii: "]") {
                position += 1
                depth -= 1
                return .array(elements)
            } else {
                throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current else { throw error("incomplete \\u escape") }
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("bad \\u escape")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        position += 1
        var utf8: [UInt8] = []
        while true {
            guard let c = current else { throw error("unterminated string") }
            if c == UInt8(ascii: "\"") {
                position += 1
                break
            }
            if c < 0x20 { throw error("control character in a string") }
            if c != UInt8(ascii: "\\") {
                utf8.append(c)
                position += 1
                continue
            }
            position += 1
            guard let e = current else { throw error("unterminated escape") }
            position += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(e)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try parseHex4()
                if (0xD800..<0xDC00).contains(scalar) && current == UInt8(ascii: "\\")
                    && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "u")
                {
                    let save = position
                    position += 2
                    let low = try parseHex4()
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        position = save
                    }
                }
                // A lone surrogate has no UTF-8 form; Python keeps it, a replacement character
                // is the closest a Swift string can get.
                let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                utf8.append(contentsOf: Array(String(character).utf8))
            default: throw error("bad escape '\\\(Character(Unicode.Scalar(e)))'")
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while let c = parser.current, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") {
                parser.position += 1
                count += 1
            }
            return count
        }
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else if digits(&self) == 0 {
            throw error("expected digits")
        }
        if current == UInt8(ascii: ".") {
            position += 1
            if digits(&self) == 0 { throw error("expected digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            if digits(&self) == 0 { throw error("expected exponent digits") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        // Out-of-range literals become ±infinity here; validation rejects them by name.
        guard let value = Double(text) else { throw error("bad number '\(text)'") }
        return value
    }
}
