/// A recursive-descent parser for the grammar of Apple's VFL appendix, one `Character` at a time.
///
/// Choices where the appendix is silent (UIKit's own behaviour is not documented):
/// - Spaces and tabs between tokens are skipped, never inside a name, number or relation. Accepting a string
///   UIKit might reject is the lesser harm than rejecting one that ships today.
/// - Numbers are decimal only (digits, optional fraction, optional exponent), the part of `strtod` that VFL
///   needs; `inf`, `nan` and hex floats read as names, which then fail as unknown metrics.
/// - A spacing's simple predicate is a positive number or a metric, as the grammar says: a relation, a priority
///   or a sign needs parentheses, and the error says so.
/// - A view may appear twice (`[a]-[a]`): the constraints are built as written and left for the engine to
///   report as unsatisfiable. UIKit is not documented to reject it; this is unverified.
struct VisualFormatParser {
    let format: String
    let characters: [Character]
    var position = 0

    init(_ format: String) {
        self.format = format
        self.characters = Array(format)
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormatString {
        skipSpaces()
        let (orientation, orientationRange) = try parseOrientation()

        skipSpaces()
        var leadingSuperview: VisualFormatString.SuperviewEdge?
        if current == "|" {
            let bar = position..<position + 1
            position += 1
            leadingSuperview = .init(range: bar, connection: try parseConnection())
        }

        var views = [try parseView()]
        var connections: [VisualFormatString.Connection] = []
        var trailingSuperview: VisualFormatString.SuperviewEdge?
        while true {
            skipSpaces()
            guard let next = current else { break }
            switch next {
            case "-", "[", "|":
                let connection = try parseConnection()
                skipSpaces()
                if current == "|" {
                    let bar = position..<position + 1
                    position += 1
                    trailingSuperview = .init(range: bar, connection: connection)
                    try expectEndAfterTrailingSuperview(bar)
                } else {
                    connections.append(connection)
                    views.append(try parseView())
                }
            case ")":
                throw error(.unexpectedClosingParenthesis, "Found a ')' without a matching '('.")
            case _ where next.isIdentifierHead:
                // `[a]b]`: a view without its `[`, joined flush.
                throw error(.missingOpeningBracket, "Expected a '[' to open the view.")
            default:
                throw error(
                    .unexpectedCharacter(next),
                    "Unexpected '\(next)' after the view: expected '-', '[', '|' or the end of the format.")
            }
            if trailingSuperview != nil { break }
        }

        return VisualFormatString(
            format: format,
            orientation: orientation,
            orientationRange: orientationRange,
            leadingSuperview: leadingSuperview,
            views: views,
            connections: connections,
            trailingSuperview: trailingSuperview
        )
    }

    // MARK: Productions

    /// `(<orientation>:)?`. An identifier followed by `:` is an orientation attempt; anything else is the first
    /// token of the string proper, left for the caller.
    private mutating func parseOrientation() throws(VisualFormatError) -> (
        VisualFormatString.Orientation, VisualFormat.SourceRange?
    ) {
        let start = position
        if current == ":" {
            throw error(.invalidOrientation(""), "Expected an orientation, H or V, before ':'.", at: start..<start + 1)
        }
        guard let name = scanIdentifier() else { return (.horizontal, nil) }
        let nameEnd = position
        skipSpaces()
        guard current == ":" else {
            position = start
            return (.horizontal, nil)
        }
        position += 1
        switch name {
        case "H": return (.horizontal, start..<position)
        case "V": return (.vertical, start..<position)
        default:
            throw error(
                .invalidOrientation(name), "The orientation must be H or V, not '\(name)'.", at: start..<nameEnd)
        }
    }

    /// `<connection> ::= e | -<predicateList>- | -`, stopping before the `[` or `|` that follows.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatString.Connection {
        skipSpaces()
        let start = position
        guard current == "-" else { return .init(kind: .flush, range: start..<start) }
        position += 1
        skipSpaces()
        guard let next = current else { return .init(kind: .standard, range: start..<start + 1) }

        let list: VisualFormatString.PredicateList
        switch next {
        case "[", "|":
            return .init(kind: .standard, range: start..<start + 1)
        case "(":
            list = try parsePredicateList()
        case ")":
            throw error(.unexpectedClosingParenthesis, "Found a ')' without a matching '('.")
        case "-" where character(at: position + 1)?.isDigitOrDot ?? false,
            "+" where character(at: position + 1)?.isDigitOrDot ?? false,
            "=", "<", ">", "!", "@":
            throw error(
                .predicateNeedsParentheses,
                "A spacing with a relation, a priority or a sign must be in parentheses, like -(>=8@750)- or -(-8)-.")
        default:
            let objectStart = position
            let object: VisualFormatString.Operand
            if next.isDigitOrDot {
                object = .number(try scanNumber(allowingSign: false))
            } else if let name = scanIdentifier() {
                object = .name(name)
            } else {
                throw error(
                    .unexpectedCharacter(next),
                    "Expected a view, '|', or a spacing (a number, a metric name or a predicate list) after '-'.")
            }
            let range = objectStart..<position
            let predicate = VisualFormatString.Predicate(
                relation: .equal, relationRange: nil, object: object, objectRange: range,
                priority: nil, priorityRange: nil, range: range)
            list = .init(predicates: [predicate], isParenthesized: false, range: range)
        }

        skipSpaces()
        switch current {
        case "-":
            position += 1
            return .init(kind: .predicates(list), range: start..<position)
        case "]" where !list.isParenthesized:
            // `|-button]`: the name was meant as a view, not a metric.
            throw error(
                .missingOpeningBracket, "Expected a '[' to open the view.",
                at: list.range.lowerBound..<list.range.lowerBound + 1)
        case "@" where !list.isParenthesized:
            throw error(
                .predicateNeedsParentheses,
                "A spacing with a relation, a priority or a sign must be in parentheses, like -(>=8@750)- or -(-8)-.")
        case ")":
            throw error(.unexpectedClosingParenthesis, "Found a ')' without a matching '('.")
        default:
            throw error(.missingDashAfterPredicate, "Expected a '-' to end the spacing.")
        }
    }

    /// `<view> ::= [<viewName>(<predicateListWithParens>)?]`, diagnosing whatever stands where a view must.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormatString.View {
        skipSpaces()
        let start = position
        switch current {
        case "[":
            position += 1
        case nil:
            throw error(.expectedView, "Expected a view.")
        case "|":
            throw error(.duplicateSuperview, "Expected a view between the superview and this '|'.")
        case ")":
            throw error(.unexpectedClosingParenthesis, "Found a ')' without a matching '('.")
        default:
            throw error(.missingOpeningBracket, "Expected a '[' to open the view.")
        }

        skipSpaces()
        let nameStart = position
        guard let name = scanIdentifier() else {
            throw error(
                .expectedViewName,
                "Expected a view name. View names must start with a letter or an underscore, "
                    + "then contain letters, numbers, and underscores.")
        }
        let nameRange = nameStart..<position

        skipSpaces()
        var predicates: VisualFormatString.PredicateList?
        if current == "(" {
            predicates = try parsePredicateList()
            skipSpaces()
        }
        switch current {
        case "]":
            position += 1
            return .init(name: name, nameRange: nameRange, predicates: predicates, range: start..<position)
        case ")":
            throw error(.unexpectedClosingParenthesis, "Found a ')' without a matching '('.")
        default:
            throw error(.missingClosingBracket, "Expected a ']' to close the view.")
        }
    }

    /// `<predicateListWithParens> ::= (<predicate>(,<predicate>)*)`, starting at the `(`.
    private mutating func parsePredicateList() throws(VisualFormatError) -> VisualFormatString.PredicateList {
        let start = position
        position += 1
        skipSpaces()
        if current == ")" {
            throw error(
                .emptyPredicateList, "A predicate list must contain at least one predicate.",
                at: start..<position + 1)
        }
        var predicates: [VisualFormatString.Predicate] = []
        while true {
            predicates.append(try parsePredicate())
            skipSpaces()
            switch current {
            case ",":
                position += 1
            case ")":
                position += 1
                return .init(predicates: predicates, isParenthesized: true, range: start..<position)
            default:
                // UIKit: "A predicate on a view's thickness must end with ')' and the view must end with ']'".
                throw error(.missingClosingParenthesis, "Expected a ')' to close the predicate list.")
            }
        }
    }

    /// `<predicate> ::= (<relation>)?(<objectOfPredicate>)(@<priority>)?`.
    private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormatString.Predicate {
        skipSpaces()
        let start = position
        var relation = VisualFormat.Relation.equal
        var relationRange: VisualFormat.SourceRange?
        if let first = current, first.isRelationCharacter {
            while let character = current, character.isRelationCharacter { position += 1 }
            let text = String(characters[start..<position])
            switch text {
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            default:
                throw error(
                    .invalidRelation(text), "Unknown relation '\(text)'. Must be ==, >=, or <=.",
                    at: start..<position)
            }
            relationRange = start..<position
            skipSpaces()
        }

        let objectStart = position
        guard let object = try scanOperand() else {
            throw error(.expectedPredicate, "Expected a number, a metric name or a view name.")
        }
        let objectRange = objectStart..<position

        var priority: VisualFormatString.Operand?
        var priorityRange: VisualFormat.SourceRange?
        skipSpaces()
        if current == "@" {
            position += 1
            skipSpaces()
            let priorityStart = position
            guard let value = try scanOperand() else {
                throw error(.expectedPriority, "Expected a number or a metric name for the priority after '@'.")
            }
            priority = value
            priorityRange = priorityStart..<position
        }
        return .init(
            relation: relation, relationRange: relationRange, object: object, objectRange: objectRange,
            priority: priority, priorityRange: priorityRange, range: start..<position)
    }

    private mutating func expectEndAfterTrailingSuperview(_ bar: VisualFormat.SourceRange) throws(VisualFormatError) {
        skipSpaces()
        guard let next = current else { return }
        switch next {
        case "|":
            throw error(.duplicateSuperview, "Expected a view between the superview and this '|'.")
        case "-", "[":
            throw error(
                .misplacedSuperview,
                "The superview '|' can only appear at the start or the end of the format.", at: bar)
        default:
            throw error(
                .unexpectedCharacter(next), "Unexpected '\(next)' after the superview: expected the end of the format.")
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
