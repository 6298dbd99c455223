import Foundation
import TestSupport
import Testing

@testable import AdaptiveKit

/// The Fenwick tree behind table geometry: offsets, updates and lookups agree with a plain running sum.
@Suite struct RowHeightsTests {
    @Test func offsetsUpdatesAndLookups() {
        var heights = RowHeights([22, 44, 44, 0, 44, 18])
        #expect(heights.total == 172)
        #expect((0...6).map { heights.offset(of: $0) } == [0, 22, 66, 110, 110, 154, 172])
        #expect(
            [0, 21.9, 22, 109.9, 110, 153.9, 171, 500, -5].map { heights.slot(at: $0) } == [0, 0, 1, 2, 4, 4, 5, 5, 0])
        heights[2] = 100
        #expect(heights.offset(of: 3) == 166)
        #expect(heights.slot(at: 120) == 2)
        #expect(heights.total == 228)
        #expect(RowHeights().total == 0)
        #expect(RowHeights().slot(at: 10) == 0)
    }

    /// Seeded: a failure names its seed.
    @Test(arguments: 1...5)
    func largeRandomAgreesWithRunningSum(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let values = (0..<1000).map { _ in CGFloat(Int.random(in: 0...80, using: &generator)) }
        var heights = RowHeights(values)
        var plain = values
        for _ in 0..<200 {
            let index = Int.random(in: 0..<values.count, using: &generator)
            let value = CGFloat(Int.random(in: 0...80, using: &generator))
            heights[index] = value
            plain[index] = value
        }
        var sum: CGFloat = 0
        for index in plain.indices {
            #expect(heights.offset(of: index) == sum)
            if plain[index] > 0 { #expect(heights.slot(at: sum) == index) }
            sum += plain[index]
        }
    }
}
