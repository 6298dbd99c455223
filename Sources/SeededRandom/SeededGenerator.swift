/// SplitMix64: a tiny seeded generator that gives the same numbers on every platform, so a failing
/// property or fuzz test reproduces anywhere from the seed it prints, and a benchmark builds the same
/// systems on every run.
///
/// It lives in a target of its own, apart from the solver (which stays free of test helpers) and from
/// `TestSupport` (which links Swift Testing, so an executable cannot use it).
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Starts the sequence at `seed`; equal seeds give equal sequences.
    package init(seed: UInt64) { state = seed }

    /// The next number of the sequence.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
