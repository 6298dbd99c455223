import Foundation
import Testing

@testable import AdaptiveSnapshotTesting

/// The image strategy's own PNG reader and tolerance, which stand in for CoreGraphics on Linux.
@Suite struct ImageComparisonTests {
    @Test func inflateReadsFixedAndDynamicHuffmanStreams() throws {
        // Python's zlib.compress(b"hello hello hello hello", 9): one fixed-Huffman block.
        let fixed: [UInt8] = [120, 218, 203, 72, 205, 201, 201, 87, 200, 64, 39, 1, 104, 3, 8, 177]
        #expect(String(decoding: try Inflate.zlib(fixed), as: UTF8.self) == "hello hello hello hello")
        // zlib.compress(3 × "The quick brown fox …" + "Pack my box …", 9): one dynamic-Huffman block.
        let dynamic = try #require(
            Data(
                base64Encoded:
                    "eNq1y9kVQDAURdFWrgYs89CFDw0EQUyPkCDVe034PvvUo8RhVDuj0XRv6OnBZNb9BFmpcXFehHvR0eCj/g1Xgt36omF0q2tEr6zk5OSGRR2GNL/D6SEIozhJs7woP3RwQS0="
            ))
        let text = String(decoding: try Inflate.zlib([UInt8](dynamic)), as: UTF8.self)
        #expect(
            text
                == String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 3)
                + "Pack my box with five dozen liquor jugs! 0123456789")
    }

    @Test func inflateRejectsDamagedStreams() {
        #expect(throws: Inflate.Failure.self) { try Inflate.zlib([1, 2, 3]) }
        #expect(throws: Inflate.Failure.self) { try Inflate.zlib([120, 218, 203, 72]) }
    }

    @Test func pngReaderReadsFilteredRGBAndRejectsOtherFiles() throws {
        // 2 × 2 RGB, rows filtered with Sub (1) and Up (2), stored uncompressed.
        let rows: [UInt8] = [1, 10, 20, 30, 5, 5, 5, 2, 1, 1, 1, 0, 0, 0]
        let png = Self.png(width: 2, height: 2, colorType: 2, rows: rows)
        let image = try PNGImage(data: png)
        #expect(image.width == 2 && image.height == 2)
        #expect(image.rgba == [10, 20, 30, 255, 15, 25, 35, 255, 11, 21, 31, 255, 15, 25, 35, 255])
        #expect(throws: PNGImage.Failure.self) { try PNGImage(data: Data("<svg/>".utf8)) }
    }

    @Test func precisionCountsPixelsAndPerceptualPrecisionMeasuresColourDistance() {
        let white = PNGImage(width: 10, height: 10, rgba: [UInt8](repeating: 255, count: 400))
        var oneRed = white
        (oneRed.rgba[0], oneRed.rgba[1], oneRed.rgba[2]) = (255, 0, 0)
        var allNearlyWhite = white
        for index in stride(from: 0, to: 400, by: 4) { allNearlyWhite.rgba[index] = 253 }
        #expect(ImageComparison.mismatch(white, white, precision: 1, perceptualPrecision: 1) == nil)
        #expect(
            ImageComparison.mismatch(white, oneRed, precision: 1, perceptualPrecision: 1)
                == "Newly-taken snapshot does not match reference: 1 of 100 pixels differ (1.00%; precision 1.0 "
                + "allows 0.00%), largest ΔE 114.5 (perceptual precision 1.0 allows 0.0).")
        #expect(ImageComparison.mismatch(white, oneRed, precision: 0.98, perceptualPrecision: 1) == nil)
        #expect(ImageComparison.mismatch(white, allNearlyWhite, precision: 1, perceptualPrecision: 1) != nil)
        #expect(ImageComparison.mismatch(white, allNearlyWhite, precision: 1, perceptualPrecision: 0.98) == nil)
        let small = PNGImage(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16))
        #expect(
            ImageComparison.mismatch(white, small, precision: 0, perceptualPrecision: 0)
                == "Newly-taken snapshot@2x2 does not match reference@10x10.")
    }

    /// A PNG with one stored (uncompressed) DEFLATE block; the CRCs are left zero, which the reader ignores.
    static func png(width: Int, height: Int, colorType: UInt8, rows: [UInt8]) -> Data {
        func int(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] { int(body.count) + Array(type.utf8) + body + int(0) }
        var a = 1
        var b = 0
        for byte in rows {
            a = (a + Int(byte)) % 65521
            b = (b + a) % 65521
        }
        let length = UInt16(rows.count)
        let zlib: [UInt8] =
            [0x78, 0x01, 1, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            + rows + int(b << 16 | a)
        let header = int(width) + int(height) + [8, colorType, 0, 0, 0]
        return Data(
            [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }
}
