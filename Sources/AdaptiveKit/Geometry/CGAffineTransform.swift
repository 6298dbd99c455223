import Foundation

/// An affine transform matrix, like Core Graphics' `CGAffineTransform`.
///
/// swift-corelibs-foundation has no `CGAffineTransform`, so AdaptiveKit defines the subset
/// UIKit's adaptive API needs (a transition coordinator's `targetTransform`).
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `angle` radians, counterclockwise in a y-up space as Core Graphics defines it.
    public init(rotationAngle angle: CGFloat) {
        // Exact values for quarter turns, so a rotation's transform compares equal in tests.
        let quarterTurns = (angle / (.pi / 2)).rounded()
        if abs(angle - quarterTurns * .pi / 2) < 1e-12 {
            let turns = ((Int(quarterTurns) % 4) + 4) % 4
            let (cosine, sine): (CGFloat, CGFloat) = [(1, 0), (0, 1), (-1, 0), (0, -1)][turns]
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        } else {
            self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
        }
    }

    /// A scaling transform.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translating transform.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }
}
