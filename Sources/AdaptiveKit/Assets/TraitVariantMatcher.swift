import Foundation

/// Picks the asset variant (an image registration, a catalog entry, a color) for a trait collection.
///
/// Apple does not publish UIKit's ranking (Apple, UIImageAsset: image(with:) returns "the best match"), so this is
/// AdaptiveKit's documented model (Deviations.md, "Images and appearance"):
/// 1. Candidates whose traits, display scale aside, are all contained in the requested collection.
///    When none is, every candidate competes and the fewest conflicting traits win first.
/// 2. The most specific candidate (most specified traits, scale aside) wins.
/// 3. Ties go to the closest scale: the exact one, then the nearest higher, then the nearest lower.
/// 4. Remaining ties go to the earliest registration.
enum TraitVariantMatcher {
    /// The index of the best candidate for `requested`, or nil when there are none.
    static func bestIndex(of candidates: [UITraitCollection], for requested: UITraitCollection) -> Int? {
        guard !candidates.isEmpty else { return nil }
        let ranked = candidates.indices.map { index in
            (index: index, key: rank(candidates[index], for: requested, order: index))
        }
        let contained = ranked.filter { $0.key.conflicts == 0 }
        let pool = contained.isEmpty ? ranked : contained
        return pool.min { $0.key < $1.key }?.index
    }

    struct Rank: Comparable {
        var conflicts: Int
        /// Negated specificity, so smaller is better throughout.
        var generality: Int
        var scaleSide: Int
        var scaleDistance: CGFloat
        var order: Int

        static func < (lhs: Rank, rhs: Rank) -> Bool {
            (lhs.conflicts, lhs.generality, lhs.scaleSide, lhs.scaleDistance, lhs.order)
                < (rhs.conflicts, rhs.generality, rhs.scaleSide, rhs.scaleDistance, rhs.order)
        }
    }

    static func rank(_ candidate: UITraitCollection, for requested: UITraitCollection, order: Int) -> Rank {
        var traits = candidate.values
        traits.displayScale = 0
        let conflicts = TraitKey.allCases.count { key in
            guard traits.isSpecified(key) else { return false }
            var probe = requested.values
            probe.copy(key, from: traits)
            return probe != requested.values
        }
        let (side, distance) = scaleRank(candidate.displayScale, requested: requested.displayScale)
        return Rank(
            conflicts: conflicts, generality: -traits.specifiedCount, scaleSide: side, scaleDistance: distance,
            order: order)
    }

    /// Exact scale first (or either scale unknown), then higher scales nearest first, then lower ones.
    private static func scaleRank(_ scale: CGFloat, requested: CGFloat) -> (Int, CGFloat) {
        if scale == 0 || requested == 0 || scale == requested { return (0, 0) }
        return scale > requested ? (1, scale - requested) : (2, requested - scale)
    }
}
