extension VisualFormatString: CustomStringConvertible, CustomDebugStringConvertible {
    /// The string in canonical form: orientation and relations spelled out, no spaces, numbers without
    /// needless fractions. Parsing it again gives the same tree apart from source ranges.
    public var description: String {
        var text = orientation == .horizontal ? "H:" : "V:"
        if let edge = leadingSuperview { text += "|" + Self.canonical(edge.connection) }
        text += Self.canonical(views[0])
        for (connection, view) in zip(connections, views.dropFirst()) {
            text += Self.canonical(connection) + Self.canonical(view)
        }
        if let edge = trailingSuperview { text += Self.canonical(edge.connection) + "|" }
        return text
    }

    /// A deterministic dump of the tree, one node a line with its source range, for debugging and golden tests.
    public var debugDescription: String {
        var lines = ["format \"\(format)\""]
        if let range = orientationRange {
            lines.append("orientation \(orientation) \(Self.dump(range))")
        } else {
            lines.append("orientation \(orientation) (default)")
        }
        if let edge = leadingSuperview {
            lines.append("superview \(Self.dump(edge.range))")
            lines += Self.dump(edge.connection)
        }
        lines += Self.dump(views[0])
        for (connection, view) in zip(connections, views.dropFirst()) {
            lines += Self.dump(connection)
            lines += Self.dump(view)
        }
        if let edge = trailingSuperview {
            lines += Self.dump(edge.connection)
            lines.append("superview \(Self.dump(edge.range))")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Canonical text

    private static func canonical(_ view: View) -> String {
        "[" + view.name + (view.predicates.map(canonical) ?? "") + "]"
    }

    private static func canonical(_ connection: Connection) -> String {
        switch connection.kind {
        case .flush: ""
        case .standard: "-"
        case .predicates(let list): "-" + canonical(list) + "-"
        }
    }

    private static func canonical(_ list: PredicateList) -> String {
        guard list.isParenthesized else {
            // `-8-` and `->=8@750-`: UIKit reads a relation and a priority without parentheses too.
            // A relation stays only where written, because `-==-8-` without its `==` would read as `--8-`.
            return list.predicates.map { predicate in
                (predicate.relationRange == nil ? "" : "\(predicate.relation)") + canonical(predicate.object)
                    + (predicate.priority.map { "@" + canonical($0) } ?? "")
            }.joined()
        }
        return "(" + list.predicates.map(canonical).joined(separator: ",") + ")"
    }

    private static func canonical(_ predicate: Predicate) -> String {
        "\(predicate.relation)" + canonical(predicate.object) + (predicate.priority.map { "@" + canonical($0) } ?? "")
    }

    private static func canonical(_ operand: Operand) -> String {
        switch operand {
        case .number(let value): VisualFormat.format(value)
        case .name(let name): name
        }
    }

    // MARK: Dump

    private static func dump(_ range: VisualFormat.SourceRange) -> String {
        "[\(range.lowerBound)..<\(range.upperBound)]"
    }

    private static func dump(_ view: View) -> [String] {
        var lines = ["view \(view.name) \(dump(view.range)) name \(dump(view.nameRange))"]
        if let list = view.predicates { lines += dump(list, indent: "  ") }
        return lines
    }

    private static func dump(_ connection: Connection) -> [String] {
        switch connection.kind {
        case .flush: return ["connection flush \(dump(connection.range))"]
        case .standard: return ["connection standard \(dump(connection.range))"]
        case .predicates(let list):
            return ["connection predicates \(dump(connection.range))"] + dump(list, indent: "  ")
        }
    }

    private static func dump(_ list: PredicateList, indent: String) -> [String] {
        let kind = list.isParenthesized ? "parenthesized" : "simple"
        var lines = ["\(indent)list \(kind) \(dump(list.range))"]
        for predicate in list.predicates {
            var line = "\(indent)  predicate \(canonical(predicate)) \(dump(predicate.range))"
            line += " relation " + (predicate.relationRange.map(dump) ?? "(default)")
            line += " object \(canonical(predicate.object)) \(dump(predicate.objectRange))"
            if let priority = predicate.priority, let range = predicate.priorityRange {
                line += " priority \(canonical(priority)) \(dump(range))"
            }
            lines.append(line)
        }
        return lines
    }
}

extension VisualFormatString.Orientation: CustomStringConvertible {
    /// `H` or `V`, as the format string spells it.
    public var description: String { self == .horizontal ? "H" : "V" }
}
