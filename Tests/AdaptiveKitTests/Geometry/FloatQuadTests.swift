import Foundation
import Testing

@testable import AdaptiveKit

/// `FloatQuad` keeps four components in Float only when each reads back with the same bits.
@Suite struct FloatQuadTests {
    /// Values every component of which is exactly a third of a Float: kept, and read back bit for bit. The
    /// thirds are what a 3x screen rounds to, whole numbers of pixels.
    static let exact: [Double] = [
        0, -0.0, 8, 20, 44.5, -16, 1024.25, .infinity, -.infinity, .nan, -.nan,
        1.0 / 3, 2.0 / 3, 392.0 / 3, 371.0 / 3, -100.0 / 3, 59 + 2.0 / 3, 5.0 / 6,
        Double(Float.greatestFiniteMagnitude) / 3, Double(Float.leastNonzeroMagnitude),
    ]
    /// Values that are not: refused, so that their holder keeps them elsewhere.
    static let inexact: [Double] = [
        0.1, 1e300, -1e300, .leastNormalMagnitude / 4, .greatestFiniteMagnitude,
        .leastNonzeroMagnitude, Double(Float(1.0 / 3)), Double(Float.greatestFiniteMagnitude),
        Double(bitPattern: 0x7FF8_0000_0000_0001),  // a quiet NaN with a payload Float cannot hold
        Double(bitPattern: 0x7FF0_0000_0000_0001),  // a signaling NaN, which a conversion would quiet
    ]

    @Test(arguments: exact)
    func exactValuesReadBackBitForBit(_ value: Double) throws {
        let insets = UIEdgeInsets(top: CGFloat(value), left: 8, bottom: CGFloat(-value), right: CGFloat(value))
        let quad = try #require(FloatQuad(exactly: insets))
        #expect(bits(quad.insets) == bits(insets))
        let rect = CGRect(x: 0.5, y: CGFloat(value), width: CGFloat(value), height: 20)
        let rectQuad = try #require(FloatQuad(exactly: rect))
        #expect(bits(rectQuad.rect) == bits(rect))
        #expect(rectQuad.isIdentical(to: try #require(FloatQuad(exactly: rect))))
        #expect(rectQuad.isFinite == value.isFinite)
    }

    /// One inexact component in any position is enough to refuse the four.
    @Test(arguments: inexact)
    func inexactValuesAreRefused(_ value: Double) {
        let value = CGFloat(value)
        #expect(FloatQuad(exactly: UIEdgeInsets(top: value, left: 0, bottom: 0, right: 0)) == nil)
        #expect(FloatQuad(exactly: UIEdgeInsets(top: 0, left: value, bottom: 0, right: 0)) == nil)
        #expect(FloatQuad(exactly: UIEdgeInsets(top: 0, left: 0, bottom: value, right: 0)) == nil)
        #expect(FloatQuad(exactly: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: value)) == nil)
        #expect(FloatQuad(exactly: CGRect(x: value, y: 0, width: 0, height: 0)) == nil)
        #expect(FloatQuad(exactly: CGRect(x: 0, y: 0, width: 0, height: value)) == nil)
    }

    /// -0.0 and 0.0 are equal but not identical: a holder that skips a store for identical bits keeps the sign.
    @Test func identicalMeansTheSameBits() throws {
        let zero = try #require(FloatQuad(exactly: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let negativeZero = try #require(FloatQuad(exactly: CGRect(x: -0.0, y: 0, width: 10, height: 10)))
        #expect(!zero.isIdentical(to: negativeZero))
        #expect(zero.isIdentical(to: zero))
        let nan = try #require(FloatQuad(exactly: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)))
        #expect(nan.isIdentical(to: nan))
        #expect(!nan.isFinite)
        #expect(zero.isFinite)
    }
}

/// The bit patterns of the four edges: NaNs compare by payload, -0.0 differs from 0.0.
func bits(_ insets: UIEdgeInsets?) -> [UInt64]? {
    insets.map { [$0.top, $0.left, $0.bottom, $0.right].map(\.native.bitPattern) }
}

/// The bit patterns of a rectangle's origin and size.
func bits(_ rect: CGRect?) -> [UInt64]? {
    rect.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height].map(\.native.bitPattern) }
}
