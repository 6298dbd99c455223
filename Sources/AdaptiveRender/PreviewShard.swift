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
