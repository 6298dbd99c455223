/// One of `count` parts of a preview run (`--shard K/N`), for CI systems that run jobs in parallel:
/// the run's tiles in their order, every `count`-th one from the `index`-th, so each part gets a
/// similar share of every file and device.
public struct PreviewShard: Hashable, Sendable, CustomStringConvertible {
    /// From 1 to `count`.
    public var index: Int
    public var count: Int

    /// Nil unless 1 ≤ `index` ≤ `count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N` as `--shard` takes it; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// Whether the tile at `position` (from 0, in the whole run's order) is this shard's.
    public func owns(_ position: Int) -> Bool { position % count == index - 1 }

    /// The elements of `all` this shard runs, in their order.
    public func part<T>(of all: [T]) -> [T] {
        all.indices.filter(owns).map { all[$0] }
    }
}

extension PreviewShard {
    /// The files (by index) each of `count` shares previews when a run shards a folder by file:
    /// the largest file first, each to the share with the fewest bytes so far (the lowest share on
    /// a tie), so one huge file does not land beside many others; each share's files in path order.
    ///
    /// Deterministic for the same sizes, so a CI system's jobs agree on it without talking to each
    /// other; `--merge` checks that the shares cover every file once whatever split made them.
    public static func fileShares(sizes: [Int], count: Int) -> [[Int]] {
        var shares = Array(repeating: [Int](), count: max(count, 1))
        var bytes = Array(repeating: 0, count: shares.count)
        let largestFirst = sizes.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
        for file in largestFirst {
            let share = bytes.indices.min { bytes[$0] != bytes[$1] ? bytes[$0] < bytes[$1] : $0 < $1 } ?? 0
            shares[share].append(file)
            // An empty file still costs a parse: count it as one byte.
            bytes[share] += max(sizes[file], 1)
        }
        return shares.map { $0.sorted() }
    }

    /// The files (by index) this share previews, as ``fileShares(sizes:count:)`` splits them.
    public func files(sizes: [Int]) -> [Int] {
        Self.fileShares(sizes: sizes, count: count)[index - 1]
    }
}
