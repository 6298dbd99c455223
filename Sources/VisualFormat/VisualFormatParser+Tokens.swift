/// The tokens of VFL: C identifiers and decimal numbers.
extension VisualFormatParser {
    var current: Character? { position < characters.count ? characters[position] : nil }

    func character(at offset: Int) -> Character? {
        characters.indices.contains(offset) ? characters[offset] : nil
    }

    /// A C identifier, `[A-Za-z_][A-Za-z0-9_]*`, ASCII only as in C.
    mutating func scanIdentifier() -> String? {
        guard let first = current, first.isIdentifierHead else { return nil }
        let start = position
        while let character = current, character.isIdentifierBody { position += 1 }
        return String(characters[start..<position])
    }

    /// A number (a digit first, or `-` and a digit) or a name, or `nil` (nothing consumed) when neither starts here.
    mutating func scanOperand() throws(VisualFormatError) -> VisualFormatString.Operand? {
        guard let first = current else { return nil }
        if first.isASCIIDigit || (first == "-" && (character(at: position + 1)?.isDigitOrDot ?? false)) {
            return .number(try scanNumber())
        }
        return scanIdentifier().map { .name($0) }
    }

    /// Reads the longest run that could belong to a number, then checks it is decimal notation.
    ///
    /// Taking the whole run (`1e`, `1.2.3`, `8px`) reports the token the user wrote, where `strtod` would stop
    /// early and leave a puzzling error at the next character.
    mutating func scanNumber() throws(VisualFormatError) -> Double {
        let start = position
        if current == "-" { position += 1 }
        while let next = current {
            if next.isIdentifierBody || next == "." {
                position += 1
            } else if next == "-" || next == "+",
                let previous = character(at: position - 1), previous == "e" || previous == "E",
                character(at: position + 1)?.isASCIIDigit ?? false
            {
                position += 1
            } else {
                break
            }
        }
        let text = String(characters[start..<position])
        guard let value = Self.decimalValue(of: text) else {
            throw error(.invalidNumber(text), "'\(text)' is not a number", at: start..<position)
        }
        return value
    }

    /// `[+-]?(digits(.digits?)?|.digits)([eE][+-]?digits)?`, the decimal subset of `strtod`; `nil` otherwise
    /// or when the value overflows a `Double`.
    static func decimalValue(of text: String) -> Double? {
        var characters = Substring(text)
        var isNegative = false
        if let sign = characters.first, sign == "-" || sign == "+" {
            isNegative = sign == "-"
            characters.removeFirst()
        }
        let integerDigits = characters.prefix(while: \.isASCIIDigit)
        characters = characters.dropFirst(integerDigits.count)
        var fractionDigits = Substring()
        if characters.first == "." {
            characters.removeFirst()
            fractionDigits = characters.prefix(while: \.isASCIIDigit)
            characters = characters.dropFirst(fractionDigits.count)
        }
        guard !integerDigits.isEmpty || !fractionDigits.isEmpty else { return nil }
        if let e = characters.first, e == "e" || e == "E" {
            characters.removeFirst()
            if let sign = characters.first, sign == "-" || sign == "+" { characters.removeFirst() }
            let exponentDigits = characters.prefix(while: \.isASCIIDigit)
            guard !exponentDigits.isEmpty else { return nil }
            characters = characters.dropFirst(exponentDigits.count)
        }
        guard characters.isEmpty else { return nil }
        // The syntax is checked above; the standard library's initializer (not Foundation) does the correctly
        // rounded conversion, which a hand-written loop of multiplications would not.
        guard let magnitude = Double(text.drop(while: { $0 == "-" || $0 == "+" })), magnitude.isFinite else {
            return nil
        }
        return isNegative ? -magnitude : magnitude
    }
}

// `asciiValue` rather than `Character` comparisons, which would let a letter with a combining mark pass as ASCII.
extension Character {
    var isASCIIDigit: Bool { asciiValue.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
    var isDigitOrDot: Bool { isASCIIDigit || self == "." }
    var isIdentifierHead: Bool {
        guard let value = asciiValue else { return false }
        return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || value == 0x5F
    }
    var isIdentifierBody: Bool { isIdentifierHead || isASCIIDigit }
    var isRelationCharacter: Bool { self == "=" || self == "<" || self == ">" || self == "!" }
}
