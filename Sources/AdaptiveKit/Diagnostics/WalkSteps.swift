/// Steps taken by the walks up a view's superviews and along a controller's trait parents.
///
/// Counted so tests can show that building, laying out and asking a deep hierarchy costs steps linear in
/// its depth rather than quadratic without timing anything; one increment per step.
@MainActor
package enum WalkSteps {
    /// Steps since the process started (or a test reset it); counted in debug builds only.
    package static var count = 0

    /// One step of a walk: counted in debug builds, nothing in release builds, so the layout pass and trait
    /// propagation carry no test instrumentation where speed is measured.
    @inline(__always)
    package static func step() {
        #if DEBUG
            count += 1
        #endif
    }

    /// The steps `body` takes.
    package static func counting(_ body: () throws -> Void) rethrows -> Int {
        let before = count
        try body()
        return count - before
    }
}
