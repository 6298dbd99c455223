import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import TestSupport
import Testing

/// Corrupted inputs must give an error or a document, never a crash.
struct FuzzTests {
    /// One way to damage a file.
    enum Mutation: CaseIterable {
        case truncate, flipBytes, deleteRange, duplicateRange, garbleAttribute, dropClosingTag
    }

    static func mutate(_ bytes: [UInt8], with mutation: Mutation, using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        guard bytes.count > 2 else { return bytes }
        let start = Int.random(in: 0..<bytes.count, using: &generator)
        let length = Int.random(in: 1...min(200, bytes.count - start), using: &generator)
        switch mutation {
        case .truncate:
            bytes.removeSubrange(start...)
        case .flipBytes:
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[index] = UInt8.random(in: 0...255, using: &generator)
            }
        case .deleteRange:
            bytes.removeSubrange(start..<start + length)
        case .duplicateRange:
            bytes.insert(contentsOf: bytes[start..<start + length], at: start)
        case .garbleAttribute:
            // Replace the text of one attribute value: ids, numbers, keys and references all become wrong.
            let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
            guard quotes.count >= 2 else { return bytes }
            let pair = Int.random(in: 0..<(quotes.count / 2), using: &generator) * 2
            let garbage = ["", "NaN", "-1", "1:0", "heightClass=compact-", "YES", "zzz-zz-zzz", "1e309", "∞"]
            let replacement = Array(garbage.randomElement(using: &generator)!.utf8)
            bytes.replaceSubrange(quotes[pair] + 1..<quotes[pair + 1], with: replacement)
        case .dropClosingTag:
            guard let close = bytes.indices.filter({ bytes[$0] == UInt8(ascii: "/") }).randomElement(using: &generator)
            else { return bytes }
            bytes.remove(at: close)
        }
        return bytes
    }

    @Test(arguments: ["Adaptive.storyboard", "SizeClasses.xib", "Dangling.storyboard"])
    func S1_corruptedFixturesThrowOrLoadButNeverCrash(fixture: String) throws {
        let original = [UInt8](try Fixtures.data(fixture))
        for seed in UInt64(1)...300 {
            var generator = SeededGenerator(seed: seed)
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let mutation = Mutation.allCases.randomElement(using: &generator)!
                bytes = Self.mutate(bytes, with: mutation, using: &generator)
            }
            do {
                let document = try IBDocument.readLeniently(data: Data(bytes))
                // Whatever was read must also dump and resolve.
                _ = document.dump()
                for root in document.rootViews {
                    for traits in IBSizeClasses.allConcrete { _ = root.resolved(for: traits).dump() }
                }
                #expect(
                    document.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 },
                    "seed \(seed) of \(fixture): a diagnostic without a location")
            } catch {
                if case .malformedXML(_, let location) = error {
                    #expect(location.line >= 1, "seed \(seed) of \(fixture): \(error)")
                }
            }
        }
    }

    @Test func S1_everyPrefixOfAFixtureThrowsOrLoads() throws {
        let original = [UInt8](try Fixtures.data("SizeClasses.xib"))
        var loaded = 0
        // Every 53rd prefix, stopping before `</document>` is complete.
        for end in stride(from: 0, to: original.count - "</document>\n".utf8.count, by: 53) {
            if (try? IBDocument.readLeniently(data: Data(original[..<end]))) != nil { loaded += 1 }
        }
        #expect(loaded == 0, "no proper prefix is a whole document")
        #expect((try? IBDocument.readLeniently(data: Data(original))) != nil)
    }
}
