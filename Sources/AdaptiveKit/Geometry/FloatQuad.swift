import Foundation

/// Four geometry components (an inset's edges, a rectangle's origin and size) in half the bytes of Doubles, for
/// values whose every component survives the round trip through `Float` bit for bit.
///
/// A component is kept as three times its value, so that the thirds of a point a 3x screen rounds to (100/3,
/// 371/3) are whole numbers in Float, as the halves of a 2x screen are: then nearly every inset and bounds a
/// layout pass meets survives, 0, 8, 20, 44.5, 123.666…, -0.0, the infinities and the default NaN. 0.1, 1e300,
/// 1e-310, a Float's own 1/3 (24 bits, 26 once tripled) and NaNs with a payload do not: `init(exactly:)` fails
/// for them, and the holder keeps those values elsewhere, so that no value is ever rounded (memory:
/// every view holds four such values, see `ViewLayoutState`).
struct FloatQuad {
    private var first: Float
    private var second: Float
    private var third: Float
    private var fourth: Float

    static let zero = FloatQuad(first: 0, second: 0, third: 0, fourth: 0)

    private init(first: Float, second: Float, third: Float, fourth: Float) {
        self.first = first
        self.second = second
        self.third = third
        self.fourth = fourth
    }

    /// The four components in Float, or nil when one of them would not read back with the same bits.
    @inline(__always)
    private init?(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) {
        let quad = FloatQuad(
            first: Self.encode(a), second: Self.encode(b), third: Self.encode(c), fourth: Self.encode(d))
        // Bits, not `==`: -0.0 must stay -0.0 and a NaN its payload. One test for the four, without branches.
        let differ =
            (Self.decode(quad.first).native.bitPattern ^ a.native.bitPattern)
            | (Self.decode(quad.second).native.bitPattern ^ b.native.bitPattern)
            | (Self.decode(quad.third).native.bitPattern ^ c.native.bitPattern)
            | (Self.decode(quad.fourth).native.bitPattern ^ d.native.bitPattern)
        guard differ == 0 else { return nil }
        self = quad
    }

    /// A component as kept: three times its value, in Float.
    @inline(__always)
    private static func encode(_ value: CGFloat) -> Float { Float(value.native * 3) }

    /// The component a kept Float stands for.
    @inline(__always)
    private static func decode(_ kept: Float) -> CGFloat { CGFloat(Double(kept) / 3) }

    /// The insets in Float, or nil when an edge is not exactly a Float.
    @inline(__always)
    init?(exactly insets: UIEdgeInsets) { self.init(insets.top, insets.left, insets.bottom, insets.right) }

    /// The rectangle in Float, or nil when a component is not exactly a Float.
    @inline(__always)
    init?(exactly rect: CGRect) { self.init(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height) }

    /// Whether the two hold the same bits, so stand for the same value bit for bit.
    @inline(__always)
    func isIdentical(to other: FloatQuad) -> Bool {
        (first.bitPattern ^ other.first.bitPattern) | (second.bitPattern ^ other.second.bitPattern)
            | (third.bitPattern ^ other.third.bitPattern) | (fourth.bitPattern ^ other.fourth.bitPattern) == 0
    }

    /// Whether every component is finite: then a comparison of the value with itself finds it equal, whatever
    /// arithmetic it does first (NaN equals nothing, and `CGRect`'s `==` adds infinite origins and sizes).
    var isFinite: Bool {
        @inline(__always) get { first.isFinite && second.isFinite && third.isFinite && fourth.isFinite }
    }

    /// The insets stored with `init(exactly:)`, exactly.
    var insets: UIEdgeInsets {
        UIEdgeInsets(
            top: Self.decode(first), left: Self.decode(second), bottom: Self.decode(third),
            right: Self.decode(fourth))
    }

    /// The rectangle stored with `init(exactly:)`, exactly.
    var rect: CGRect {
        CGRect(x: Self.decode(first), y: Self.decode(second), width: Self.decode(third), height: Self.decode(fourth))
    }
}
