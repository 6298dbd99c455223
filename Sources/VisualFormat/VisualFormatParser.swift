/// A recursive-descent parser for Apple's VFL, one `Character` at a time, that accepts what UIKit accepts.
///
/// UIKit's parser is looser than the appendix's grammar in places, and this one follows UIKit:
/// - An unparenthesized spacing may carry a relation and a priority (`[a]->=8@750-[b]`); only a list needs
///   parentheses, and a negative number does because `--8` is ambiguous.
/// - A number starts with a digit, or `-` inside a predicate (UIKit hands it to `strtod` only then), so `.5` is
///   not a number. Unlike `strtod`, only decimal notation is read (digits, fraction, exponent), and the whole
///   run of number-like characters is the token, so `1e` and `8px` are reported as bad numbers.
/// - There is no whitespace: UIKit rejects a space wherever it stands, and so does this.
/// - The string must be ASCII and not empty, checked before anything else as UIKit does.
///
/// Where UIKit gives a generic message this parser names a more precise ``VisualFormatError/Kind``
/// (`X:[a]` is an invalid orientation here, "Expected a view" in UIKit); where UIKit has a message for the
/// case, the message is UIKit's.
struct VisualFormatParser {
    let format: String
    let characters: [Character]
    var position = 0

    init(_ format: String) {
        self.format = format
        self.characters = Array(format)
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormatString {
        if characters.isEmpty { throw error(.emptyFormat, "It's an empty string") }
        if let index = characters.firstIndex(where: { !$0.isASCII }) {
            throw error(
                .nonASCIICharacter(characters[index]), "It contains non-ASCII characters", at: index..<index + 1)
        }
        let (orientation, orientationRange) = try parseOrientation()

        var leadingSuperview: VisualFormatString.SuperviewEdge?
        if current == "|" {
            let bar = position..<position + 1
            position += 1
            if current == nil { throw error(.expectedView, "Expected a connection after the '|' character") }
            leadingSuperview = .init(range: bar, connection: try parseConnection())
        }

        var views = [try parseView()]
        var connections: [VisualFormatString.Connection] = []
        while current != nil {
            let connection = try parseConnection()
            switch current {
            case "[":
                connections.append(connection)
                views.append(try parseView())
            case "|":
                let bar = position..<position + 1
                position += 1
                try expectEndAfterTrailingSuperview(bar)
                return VisualFormatString(
                    format: format, orientation: orientation, orientationRange: orientationRange,
                    leadingSuperview: leadingSuperview, views: views, connections: connections,
                    trailingSuperview: .init(range: bar, connection: connection))
            case nil:
                throw error(.expectedView, "Expected a view or '|'")
            case ")":
                throw error(.unexpectedClosingParenthesis, "Found a ')' without a matching '('")
            case let next? where next.isIdentifierHead:
                // `[a]b]` or `[a]-8-b]`: a view without its `[`.
                throw error(.missingOpeningBracket, "Expected a view or '|'")
            case let next?:
                throw error(.unexpectedCharacter(next), "Expected a view or '|'")
            }
        }
        return VisualFormatString(
            format: format, orientation: orientation, orientationRange: orientationRange,
            leadingSuperview: leadingSuperview, views: views, connections: connections, trailingSuperview: nil)
    }

    // MARK: Productions

    /// `(<orientation>:)?`: UIKit reads an `H` or `V` first character as an orientation and then needs the colon.
    private mutating func parseOrientation() throws(VisualFormatError) -> (
        VisualFormatString.Orientation, VisualFormat.SourceRange?
    ) {
        switch current {
        case "H", "V":
            let orientation: VisualFormatString.Orientation = current == "H" ? .horizontal : .vertical
            position += 1
            guard current == ":" else {
                let name = orientation == .horizontal ? "'H' to specify horizontal" : "'V' to specify vertical"
                throw error(.missingOrientationColon, "Expected ':' after \(name) arrangement")
            }
            position += 1
            return (orientation, 0..<2)
        case ":":
            throw error(.invalidOrientation(""), "Expected an orientation, H or V, before ':'")
        default:
            // `X:` or `h:` is a mistyped orientation: say so, where UIKit would only say it expected a view.
            let start = position
            guard let name = scanIdentifier(), current == ":" else {
                position = start
                return (.horizontal, nil)
            }
            throw error(
                .invalidOrientation(name), "The orientation must be H or V, not '\(name)'", at: start..<position)
        }
    }

    /// `<connection> ::= e | -<predicateList>- | -`, stopping before the `[` or `|` that follows.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatString.Connection {
        let start = position
        guard current == "-" else { return .init(kind: .flush, range: start..<start) }
        position += 1

        let list: VisualFormatString.PredicateList
        switch current {
        case "[", "|":
            return .init(kind: .standard, range: start..<position)
        case nil:
            throw error(.expectedView, "Expected more input")
        case "-":
            throw error(
                .predicateNeedsParentheses,
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                    + "Use parentheses around negative numbers.")
        case "(":
            list = try parsePredicateList(
                unclosed: "Expected a ')' at the end of a constraint modifier, "
                    + "or a ',' before another constraint modifier")
        case ")":
            throw error(.unexpectedClosingParenthesis, "Found a ')' without a matching '('")
        default:
            let predicate = try parsePredicate()
            list = .init(predicates: [predicate], isParenthesized: false, range: predicate.range)
        }

        switch current {
        case "-":
            position += 1
            return .init(kind: .predicates(list), range: start..<position)
        case "," where !list.isParenthesized:
            throw error(
                .predicateNeedsParentheses,
                "Expected a '-' here. To specify a list of constraints, "
                    + "you must use parentheses around the list of constraints")
        case "]" where !list.isParenthesized:
            // `|-button]`: the name was meant as a view, not a metric.
            throw error(
                .missingOpeningBracket, "Expected a view", at: list.range.lowerBound..<list.range.lowerBound + 1)
        case ")":
            throw error(.unexpectedClosingParenthesis, "Found a ')' without a matching '('")
        default:
            throw error(.missingDashAfterPredicate, "Expected a '-' here")
        }
    }

    /// `<view> ::= [<viewName>(<predicateListWithParens>)?]`, diagnosing whatever stands where a view must.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormatString.View {
        let start = position
        switch current {
        case "[":
            position += 1
        case nil:
            throw error(.expectedView, "Expected a view")
        case "|":
            throw error(.duplicateSuperview, "Expected a view between the two '|' characters")
        case ")":
            throw error(.unexpectedClosingParenthesis, "Found a ')' without a matching '('")
        case let next? where next.isIdentifierHead:
            throw error(.missingOpeningBracket, "Expected a view")
        case let next?:
            throw error(.unexpectedCharacter(next), "Expected a view")
        }

        let nameStart = position
        guard let name = scanIdentifier() else {
            throw error(
                .expectedViewName,
                "Expected a view. View names must start with a letter or an underscore, "
                    + "then contain letters, numbers, and underscores.")
        }
        let nameRange = nameStart..<position

        var predicates: VisualFormatString.PredicateList?
        if current == "(" {
            if character(at: position + 1) == nil {
                position += 1
                throw error(
                    .expectedPredicate, "Unexpectedly ran out of character fodder in the middle of parsing a view")
            }
            predicates = try parsePredicateList(
                unclosed: "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        switch current {
        case "]":
            position += 1
            return .init(name: name, nameRange: nameRange, predicates: predicates, range: start..<position)
        case ")":
            throw error(.unexpectedClosingParenthesis, "Found a ')' without a matching '('")
        default:
            throw error(
                .missingClosingBracket,
                predicates == nil
                    ? "Expected a ']' here. That is how you give the end of a view."
                    : "Expected ']' after specifying thickness.")
        }
    }

    /// `<predicateListWithParens> ::= (<predicate>(,<predicate>)*)`, starting at the `(`.
    private mutating func parsePredicateList(
        unclosed: String
    ) throws(VisualFormatError) -> VisualFormatString.PredicateList {
        let start = position
        position += 1
        if current == ")" {
            throw error(
                .emptyPredicateList,
                "Expected a number or key from the metrics dictionary, but encountered something else")
        }
        var predicates: [VisualFormatString.Predicate] = []
        while true {
            predicates.append(try parsePredicate())
            switch current {
            case ",":
                position += 1
            case ")":
                position += 1
                return .init(predicates: predicates, isParenthesized: true, range: start..<position)
            default:
                throw error(.missingClosingParenthesis, unclosed)
            }
        }
    }

    /// `<predicate> ::= (<relation>)?(<objectOfPredicate>)(@<priority>)?`.
    private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormatString.Predicate {
        let start = position
        var relation = VisualFormat.Relation.equal
        var relationRange: VisualFormat.SourceRange?
        if let first = current, first.isRelationCharacter {
            while let character = current, character.isRelationCharacter { position += 1 }
            switch String(characters[start..<position]) {
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            case let text:
                throw error(.invalidRelation(text), "Unknown relation. Must be ==, >=, or <=", at: start..<position)
            }
            relationRange = start..<position
        }

        let objectStart = position
        guard let object = try scanOperand() else {
            throw error(
                .expectedPredicate,
                "Expected a number or key from the metrics dictionary, but encountered something else")
        }
        let objectRange = objectStart..<position

        var priority: VisualFormatString.Operand?
        var priorityRange: VisualFormat.SourceRange?
        if current == "@" {
            position += 1
            let priorityStart = position
            guard let value = try scanOperand() else {
                throw error(
                    .expectedPriority,
                    "Expected a number or key from the metrics dictionary, but encountered something else")
            }
            priority = value
            priorityRange = priorityStart..<position
        }
        return .init(
            relation: relation, relationRange: relationRange, object: object, objectRange: objectRange,
            priority: priority, priorityRange: priorityRange, range: start..<position)
    }

    private mutating func expectEndAfterTrailingSuperview(_ bar: VisualFormat.SourceRange) throws(VisualFormatError) {
        switch current {
        case nil:
            return
        case "|":
            throw error(.duplicateSuperview, "Expected the end of the format string")
        case "-", "[":
            throw error(
                .misplacedSuperview,
                "Expected the end of the format string: '|' stands for the superview and can only be first or last",
                at: bar)
        case let next?:
            throw error(.unexpectedCharacter(next), "Expected the end of the format string")
        }
    }

    // MARK: Errors

    /// An error at `range`, by default the single character at the current position (empty at the end).
    func error(
        _ kind: VisualFormatError.Kind, _ message: String, at range: VisualFormat.SourceRange? = nil
    ) -> VisualFormatError {
        let range = range ?? (position..<min(position + 1, characters.count))
        return VisualFormatError(kind, message, format: format, range: range)
    }
}
