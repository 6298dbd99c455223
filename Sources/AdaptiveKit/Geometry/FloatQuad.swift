import Foundation

/// Four geometry components (an inset's edges, a rectangle's origin and size) in 16 bytes instead of 32, for
/// values whose every component survives a round trip through `Float` bit for bit.
///
/// Nearly every inset and bounds a layout pass meets does: 0, 8, 20, 44.5, -0.0, the infinities and the
/// default NaN. 1/3, 1e300, 1e-310 and NaNs with a payload do not: `init(exactly:)` fails for them, and the
/// holder keeps those values elsewhere, so that no value is ever rounded (issue 17, memory: every view holds
/// four such values, see `ViewLayoutState`).
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
            first: Float(a.native), second: Float(b.native), third: Float(c.native), fourth: Float(d.native))
        // Bits, not `==`: -0.0 must stay -0.0 and a NaN its payload. One test for the four, without branches.
        let differ =
            (Double(quad.first).bitPattern ^ a.native.bitPattern)
            | (Double(quad.second).bitPattern ^ b.native.bitPattern)
            | (Double(quad.third).bitPattern ^ c.native.bitPattern)
            | (Double(quad.fourth).bitPattern ^ d.native.bitPattern)
        guard differ == 0 else { return nil }
        self = quad
    }

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
            top: CGFloat(Double(first)), left: CGFloat(Double(second)), bottom: CGFloat(Double(third)),
            right: CGFloat(Double(fourth)))
    }

    /// The rectangle stored with `init(exactly:)`, exactly.
    var rect: CGRect {
        CGRect(
            x: CGFloat(Double(first)), y: CGFloat(Double(second)), width: CGFloat(Double(third)),
            height: CGFloat(Double(fourth)))
    }
}
