import AdaptiveKit
import Foundation
import Testing

@testable import AdaptiveRender

/// R2: the numbers and escapes every SVG, gallery and report line is written with. They are worked out
/// in integers and bytes rather than with `String(format:)` and by character, and print what those printed.
@Suite struct SVGFormatTests {
    /// What `number` printed with `String(format:)`: two decimals, trailing zeros dropped, never `-0`.
    private func formatted(_ value: CGFloat) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return value.isFinite ? String(Double(value)) : "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    @Test func R2_numbersHaveUpToTwoDecimalsAsFormattingPrintedThem() {
        let cases: [CGFloat] = [
            0, -0.0, 0.004, -0.004, 0.005, 0.01, -0.01, 0.1, 0.5, -0.5, 1.0 / 3, -1.0 / 3, 2.0 / 3, 0.333, 0.335,
            59.5, 100.25, -100.25, 844.33, 1_194.67, 999_999_999.99, -999_999_999.99, 1e9 + 0.5, 123_456_789_012.34,
            1e15, -1e16, .infinity, -.infinity, .nan,
        ]
        for value in cases { #expect(SVGFormat.number(value) == formatted(value), "\(value)") }
        // Thirds and halves of points, the values frames hold, from -2 000 to 2 000 pt.
        for step in -12_000...12_000 {
            let value = CGFloat(step) / 6
            #expect(SVGFormat.number(value) == formatted(value), "\(value)")
        }
        #expect(SVGFormat.number(0.3333) == "0.33")
        #expect(SVGFormat.number(-0.05) == "-0.05")
        #expect(SVGFormat.number(10.1) == "10.1")
        #expect(SVGFormat.number(-0.001) == "0")
    }

    @Test func R2_textIsEscapedForXMLByteForByte() {
        #expect(SVGFormat.escape("Settings") == "Settings")
        #expect(SVGFormat.escape("") == "")
        #expect(SVGFormat.escape("a < b & \"c\" > d") == "a &lt; b &amp; &quot;c&quot; &gt; d")
        #expect(SVGFormat.escape("Café · 👩‍👩‍👧 <3") == "Café · 👩‍👩‍👧 &lt;3")
        // A combining mark after `&` makes one character of the two; the `&` is escaped all the same, as XML needs.
        #expect(SVGFormat.escape("&\u{301}") == "&amp;\u{301}")
        #expect(SVGFormat.escape("'apostrophes' stay") == "'apostrophes' stay")
    }
}
