import TestSupport
import Testing
import VisualFormat

/// Seeded random inputs: whatever the text, the parser returns a tree or an error inside the string, never traps,
/// and every tree prints canonical text that parses back to itself.
@Suite struct VisualFormatFuzzTests {
    static let views: Set<String> = ["a", "b", "c"]
    static let metrics: [String: Double] = ["m": 4, "p": 500]

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func L3_randomCharactersNeverTrapAndErrorsPointInsideTheString(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let alphabet: [Character] = Array("[]()-|@,=<>:abcmpHV81.e é\t") + ["1️⃣"]
        for iteration in 0..<2_000 {
            let length = Int.random(in: 0...16, using: &generator)
            let format = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            check(format, context: "seed \(seed), iteration \(iteration)")
        }
    }

    @Test(arguments: [5, 6, 7, 8] as [UInt64])
    func L3_randomGrammaticalFormatsRoundTrip(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for iteration in 0..<500 {
            let format = Self.grammatical(using: &generator)
            let context = "seed \(seed), iteration \(iteration): \(format)"
            let tree = try #require(try? VisualFormat.parse(format), "\(context)")
            #expect((try? VisualFormat.parse(tree.description))?.description == tree.description, "\(context)")
            check(format, context: context)
        }
    }

    /// A string the grammar accepts, with names from `views` and `metrics`.
    static func grammatical(using generator: inout SeededGenerator) -> String {
        func number() -> String {
            ["0", "8", "20", "0.5", "1e1", "0.25", "100", "5."].randomElement(using: &generator)!
        }
        func predicate(inView: Bool) -> String {
            let relation = ["", "==", "<=", ">="].randomElement(using: &generator)!
            var objects = [number(), "-" + number(), "m"]
            if inView { objects.append("b") }
            let object = objects.randomElement(using: &generator)!
            let priority = ["", "", "@1", "@750", "@p", "@1000"].randomElement(using: &generator)!
            return relation + object + priority
        }
        func list(inView: Bool) -> String {
            let count = Int.random(in: 1...3, using: &generator)
            return "(" + (0..<count).map { _ in predicate(inView: inView) }.joined(separator: ",") + ")"
        }
        func connection() -> String {
            ["", "-", "-8-", "-m-", "->=m@p-", "-" + list(inView: false) + "-"].randomElement(using: &generator)!
        }
        func view() -> String {
            let name = ["a", "b", "c"].randomElement(using: &generator)!
            return "[" + name + (Bool.random(using: &generator) ? list(inView: true) : "") + "]"
        }
        var text = ["", "H:", "V:"].randomElement(using: &generator)!
        if Bool.random(using: &generator) { text += "|" + connection() }
        text += view()
        for _ in 0..<Int.random(in: 0...3, using: &generator) { text += connection() + view() }
        if Bool.random(using: &generator) { text += connection() + "|" }
        return text
    }

    private func check(_ format: String, context: String) {
        let count = format.count
        do {
            let tree = try VisualFormat.parse(format)
            #expect(!tree.views.isEmpty, "\(context)")
            #expect(tree.connections.count == tree.views.count - 1, "\(context)")
            #expect(tree.views.allSatisfy { $0.range.upperBound <= count }, "\(context)")
            do {
                let constraints = try tree.constraints(metrics: Self.metrics, views: Self.views)
                #expect(constraints.allSatisfy { (1...1000).contains($0.priority) }, "\(context)")
            } catch {
                #expect(error.range.lowerBound >= 0 && error.range.upperBound <= count, "\(context): \(error)")
            }
        } catch {
            #expect(error.range.lowerBound >= 0 && error.range.upperBound <= count, "\(context): \(error)")
            switch error.kind {
            case .emptyFormat, .nonASCIICharacter:
                #expect(!error.description.contains("\n"), "\(context)")
            default:
                #expect(
                    error.description.hasSuffix("\n" + String(repeating: " ", count: error.column) + "^"), "\(context)")
            }
        }
    }
}
