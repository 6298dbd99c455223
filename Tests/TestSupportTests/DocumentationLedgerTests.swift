import Foundation
import Testing

/// The package's root folder, found from this file's path (`Tests/TestSupportTests/` below the root).
private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A file of the package as text, by its path from the root.
private func packageText(_ path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
}

/// Every `.swift` file below a folder of the package, with its text, in path order.
private func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
    let base = packageRoot.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
    var files: [(path: String, text: String)] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
        files.append(
            (String(url.path.dropFirst(packageRoot.path.count + 1)), try String(contentsOf: url, encoding: .utf8)))
    }
    return files.sorted { $0.path < $1.path }
}

/// Each match of `pattern` in `text`, as its capture groups (group 0 the whole match; "" for a group that took
/// no part).
private func matches(of pattern: String, in text: String, options: NSRegularExpression.Options = []) throws
    -> [[String]]
{
    let regex = try NSRegularExpression(pattern: pattern, options: options)
    let whole = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: whole.length)).map { match in
        (0..<match.numberOfRanges).map { group in
            let range = match.range(at: group)
            return range.location == NSNotFound ? "" : whole.substring(with: range)
        }
    }
}

/// `Documentation/Capabilities.md` against the tests: every test whose name starts with a capability ID
/// (`T3_`, `S2_`) names one the page lists, so a reader can look any such test up.
@Suite struct CapabilityListTests {
    /// The IDs the page lists, one a line as `- **T3** ...`.
    static func listedIDs() throws -> Set<String> {
        let page = try packageText("Documentation/Capabilities.md")
        return Set(try matches(of: #"^- \*\*([A-Z]+[0-9]+)\*\* "#, in: page, options: .anchorsMatchLines).map { $0[1] })
    }

    /// The test functions of a source text whose names start with an ID, by ID.
    static func namesByID(inTestSource text: String) throws -> [String: [String]] {
        var names: [String: [String]] = [:]
        for match in try matches(of: #"\bfunc\s+(([A-Z]+[0-9]+)_\w*)"#, in: text) {
            names[match[2], default: []].append(match[1])
        }
        return names
    }

    /// Every such test function under `Tests/`, by ID.
    static func testNamesByID() throws -> [String: [String]] {
        var names: [String: [String]] = [:]
        for file in try swiftFiles(under: "Tests") {
            names.merge(try namesByID(inTestSource: file.text)) { $0 + $1 }
        }
        return names
    }

    @Test func aTestNameYieldsTheIDItStartsWith() throws {
        // Spelled with `declare` so that this file's own text holds no such test name.
        let declare = "func"
        let source = """
            @Test \(declare) T3_traitsFlowDown() {}
            \(declare) L12_x(device: String) throws {}
            \(declare) helperWithoutID() {}
            \(declare) t3_lowercase() {}
            """
        #expect(try Self.namesByID(inTestSource: source) == ["T3": ["T3_traitsFlowDown"], "L12": ["L12_x"]])
    }

    @Test func everyIDATestStartsWithIsListed() throws {
        let listed = try Self.listedIDs()
        let used = try Self.testNamesByID()
        #expect(listed.contains("T1") && listed.contains("R3"), "the page's list did not parse")
        let unlisted = used.filter { !listed.contains($0.key) }.map { $0.value[0] }.sorted()
        #expect(unlisted.isEmpty, "test names start with IDs Documentation/Capabilities.md does not list: \(unlisted)")
    }

    @Test func everyListedIDHasATest() throws {
        let used = Set(try Self.testNamesByID().keys)
        let untested = try Self.listedIDs().subtracting(used).sorted()
        #expect(!used.isEmpty)
        #expect(untested.isEmpty, "Documentation/Capabilities.md lists IDs no test name starts with: \(untested)")
    }
}

/// `Documentation/UIKitCoverage.md` against the code: no row says a symbol is missing that `Sources/` declares.
///
/// A row says a symbol is missing in two ways: its status starts with "Not yet", and then every name in
/// backticks in its API column is missing; or its status says "no `name`" (or "not `name`"). A name is
/// `member`, `member(label:...)`, `Type`, or qualified as `Type.member`, which is looked for only in files
/// that declare or extend `Type`; names that are not Swift identifiers (`.horizontal`, `@2x`) are not checked.
@Suite struct UIKitCoverageLedgerTests {
    struct Row: Equatable {
        var line: Int
        var api: String
        var status: String
    }

    /// The table rows of the ledger (not headers or separators), with their first and last cells.
    static func rows(of text: String) -> [Row] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard line.hasPrefix("| "), !line.hasPrefix("| API |"), !line.hasPrefix("| Command |") else {
                return nil
            }
            let cells = line.dropFirst(2).dropLast(line.hasSuffix(" |") ? 2 : 0).components(separatedBy: " | ")
            guard cells.count >= 2 else { return nil }
            return Row(line: index + 1, api: cells[0], status: cells[cells.count - 1])
        }
    }

    /// The names in backticks in a text, in order.
    static func backticked(_ text: String) throws -> [String] {
        try matches(of: "`([^`]+)`", in: text).map { $0[1] }
    }

    /// The symbols a row says are missing.
    static func missingSymbols(of row: Row) throws -> [String] {
        var symbols = row.status.hasPrefix("Not yet") ? try backticked(row.api) : []
        for match in try matches(of: #"\b(?:no|not)\s+((?:`[^`]+`(?:, | or | and |/)?)+)"#, in: row.status) {
            symbols += try backticked(match[1])
        }
        return symbols
    }

    /// What declares a symbol: the type to look in (if qualified) and a pattern for the declaration; nil when the
    /// name is not one this check reads.
    static func declaration(of symbol: String) throws -> (type: String?, pattern: String)? {
        var type: String?
        var member = symbol
        if let qualified = try matches(
            of: #"^([A-Z][A-Za-z0-9]*(?:\.[A-Z][A-Za-z0-9]*)*)\.([A-Za-z_][A-Za-z0-9_…]*(?:\(.*\))?)$"#, in: symbol
        ).first {
            type = qualified[1].components(separatedBy: ".").last
            member = qualified[2]
        }
        guard let parts = try matches(of: #"^([A-Za-z_][A-Za-z0-9_]*)(…)?(?:\((.*)\))?$"#, in: member).first else {
            return nil
        }
        let name = NSRegularExpression.escapedPattern(for: parts[1]) + (parts[2].isEmpty ? #"\b"# : #"\w*"#)
        let hasParameters = member.hasSuffix(")")
        if hasParameters {
            let labels = parts[3]
            let first = labels.contains(":") ? String(labels.prefix { $0 != ":" }) : ""
            let label: String
            switch first {
            case "": label = #"\)"#
            case "_": label = #"_\s"#
            default:
                label =
                    first.hasSuffix("…")
                    ? NSRegularExpression.escapedPattern(for: String(first.dropLast())) + #"\w*"#
                    : NSRegularExpression.escapedPattern(for: first) + #"\b"#
            }
            let start = parts[1] == "init" ? #"\binit[?!]?"# : #"\bfunc\s+"# + name
            return (type, start + #"\s*(?:<[^>]*>)?\(\s*"# + label)
        }
        if parts[1].first?.isUppercase == true {
            return (type, #"\b(?:class|struct|enum|protocol|typealias|actor)\s+"# + name)
        }
        return (type, #"\b(?:var|let|case|func)\s+"# + name)
    }

    static let sources = Result { try swiftFiles(under: "Sources") }

    /// The file of `Sources/` that declares a symbol, nil when none does (or the name is not one this check reads).
    static func declaringFile(of symbol: String) throws -> String? {
        guard let found = try declaration(of: symbol) else { return nil }
        let declaration = try NSRegularExpression(pattern: found.pattern)
        let owner = try found.type.map {
            try NSRegularExpression(
                pattern: #"\b(?:class|struct|enum|protocol|extension)\s+(?:\w+\.)*"#
                    + NSRegularExpression.escapedPattern(for: $0) + #"\b"#)
        }
        for file in try sources.get() {
            let range = NSRange(location: 0, length: (file.text as NSString).length)
            if let owner, owner.firstMatch(in: file.text, range: range) == nil { continue }
            if declaration.firstMatch(in: file.text, range: range) != nil { return file.path }
        }
        return nil
    }

    @Test func aRowSaysWhatIsMissingInEitherForm() throws {
        let ledger = """
            | API | Status |
            |---|---|
            | `UIResponder`: `next` | Partial: no `target(forAction:withSender:)`, no first responder |
            | `UIScreen.brightness`, modes | Not yet |
            | `UIView.frame` | Yes (no test yet) |
            """
        let rows = Self.rows(of: ledger)
        #expect(rows.map(\.line) == [3, 4, 5])
        #expect(
            try rows.map(Self.missingSymbols(of:)) == [["target(forAction:withSender:)"], ["UIScreen.brightness"], []])
    }

    @Test func aDeclaredSymbolIsFoundAndAnUndeclaredOneIsNot() throws {
        #expect(
            try Self.declaringFile(of: "target(forAction:withSender:)").map { $0.hasSuffix("/UIResponder.swift") }
                == true)
        #expect(try Self.declaringFile(of: "UIResponder.target(forAction:withSender:)") != nil)
        #expect(try Self.declaringFile(of: "UITraitCollection") != nil)
        #expect(try Self.declaringFile(of: "init(traitsFrom:)") != nil)
        #expect(try Self.declaringFile(of: "UIView.target(forAction:withSender:)") == nil)
        #expect(try Self.declaringFile(of: "noSuchMember") == nil)
        #expect(try Self.declaringFile(of: ".horizontal") == nil)
    }

    @Test func noRowSaysMissingForASymbolTheSourcesDeclare() throws {
        let rows = Self.rows(of: try packageText("Documentation/UIKitCoverage.md"))
        #expect(rows.count > 100, "the ledger's rows did not parse")
        var checked = 0
        var stale: [String] = []
        for row in rows {
            for symbol in try Self.missingSymbols(of: row) {
                checked += 1
                if let file = try Self.declaringFile(of: symbol) {
                    stale.append("line \(row.line): `\(symbol)` is declared in \(file)")
                }
            }
        }
        #expect(checked > 20, "too few missing symbols found: the row format changed?")
        #expect(stale.isEmpty, "UIKitCoverage.md says missing for declared symbols:\n\(stale.joined(separator: "\n"))")
    }
}
