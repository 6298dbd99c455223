import Foundation

/// Compares two images the way swift-snapshot-testing's image strategies do: `precision` is the share of
/// pixels that must match, `perceptualPrecision` how close a pixel must be to match (1 = exactly; 0.98
/// is about what the eye tells apart), measured as the CIE94 colour difference ΔE of the pixels in Lab.
enum ImageComparison {
    /// Nil when the images match; otherwise why not, for the failure message.
    static func mismatch(_ reference: PNGImage, _ image: PNGImage, precision: Float, perceptualPrecision: Float)
        -> String?
    {
        guard reference.width == image.width, reference.height == image.height else {
            return "Newly-taken snapshot@\(image.width)x\(image.height) does not match reference@"
                + "\(reference.width)x\(reference.height)."
        }
        if reference.rgba == image.rgba { return nil }
        let pixels = reference.width * reference.height
        let tolerance = Double(1 - perceptualPrecision) * 100
        var differing = 0
        var largest = 0.0
        for pixel in 0..<pixels {
            let index = pixel * 4
            guard reference.rgba[index..<(index + 4)] != image.rgba[index..<(index + 4)] else { continue }
            let difference = deltaE94(lab(reference.rgba, index), lab(image.rgba, index))
            largest = max(largest, difference)
            if difference > tolerance { differing += 1 }
        }
        let matching = Double(pixels - differing) / Double(pixels)
        if matching >= Double(precision) { return nil }
        return "Newly-taken snapshot does not match reference: \(differing) of \(pixels) pixels differ "
            + "(\(percent(1 - matching)); precision \(precision) allows \(percent(1 - Double(precision)))), "
            + "largest ΔE \(String(format: "%.1f", largest)) (perceptual precision \(perceptualPrecision) allows "
            + "\(String(format: "%.1f", tolerance)))."
    }

    private static func percent(_ fraction: Double) -> String { String(format: "%.2f%%", fraction * 100) }

    /// A pixel composited over white, in CIE L*a*b* (D65).
    static func lab(_ rgba: [UInt8], _ index: Int) -> (l: Double, a: Double, b: Double) {
        let alpha = Double(rgba[index + 3]) / 255
        func linear(_ byte: UInt8) -> Double {
            let value = Double(byte) / 255 * alpha + (1 - alpha)
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(rgba[index]), linear(rgba[index + 1]), linear(rgba[index + 2]))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// The CIE94 colour difference (graphic arts weights).
    static func deltaE94(_ one: (l: Double, a: Double, b: Double), _ two: (l: Double, a: Double, b: Double)) -> Double {
        let c1 = (one.a * one.a + one.b * one.b).squareRoot()
        let c2 = (two.a * two.a + two.b * two.b).squareRoot()
        let dl = one.l - two.l
        let dc = c1 - c2
        let da = one.a - two.a
        let db = one.b - two.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1
        let sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }
}
