import Foundation

/// The deterministic time on which AdaptiveKit runs animations, transitions and their completions.
///
/// Nothing waits on the wall clock: work is scheduled at a virtual time and runs when a test or
/// tool advances the clock, in time order and, at equal times, in the order it was scheduled.
@MainActor
public final class VirtualClock {
    private struct Entry {
        var time: TimeInterval
        var sequence: Int
        var action: @MainActor () -> Void
    }

    /// The current virtual time in seconds since the clock was made.
    public private(set) var now: TimeInterval = 0
    private var entries: [Entry] = []
    private var nextSequence = 0

    public init() {}

    /// Whether anything is scheduled.
    public var hasPendingWork: Bool { !entries.isEmpty }

    /// Schedules `action` to run `delay` seconds from now.
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        entries.append(Entry(time: now + max(0, delay), sequence: nextSequence, action: action))
        nextSequence += 1
    }

    /// Moves time forward, running everything due by then (and what that schedules), in order.
    public func advance(by interval: TimeInterval) {
        let deadline = now + max(0, interval)
        while let index = nextDueIndex(before: deadline) {
            let entry = entries.remove(at: index)
            now = max(now, entry.time)
            entry.action()
        }
        now = deadline
    }

    /// Runs everything scheduled, however far in the future, until nothing is left.
    public func runUntilIdle() {
        while let index = nextDueIndex(before: .infinity) {
            let entry = entries.remove(at: index)
            now = max(now, entry.time)
            entry.action()
        }
    }

    private func nextDueIndex(before deadline: TimeInterval) -> Int? {
        var best: Int?
        for (index, entry) in entries.enumerated() where entry.time <= deadline {
            if let current = best {
                let other = entries[current]
                if (entry.time, entry.sequence) < (other.time, other.sequence) { best = index }
            } else {
                best = index
            }
        }
        return best
    }
}
