import TestSupport
import Testing

@Suite struct SeededGeneratorTests {
    @Test func givesSplitMix64sReferenceSequence() {
        // The first outputs for seed 0 of the reference implementation (Vigna, splitmix64.c).
        var generator = SeededGenerator(seed: 0)
        #expect(
            (0..<3).map { _ in generator.next() } == [
                0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
            ])
    }

    @Test func equalSeedsGiveEqualSequences() {
        var a = SeededGenerator(seed: 42)
        var b = SeededGenerator(seed: 42)
        var c = SeededGenerator(seed: 43)
        let first = (0..<5).map { _ in a.next() }
        #expect(first == (0..<5).map { _ in b.next() })
        #expect(first != (0..<5).map { _ in c.next() })
    }
}
