import Foundation

/// Number formatting and parsing shared by the reader and the dump.
package enum IBNumber {
    /// Shortest faithful text of a number: `375`, `31.5`, `0.333`; stable across platforms for golden files.
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        // Past 1e15 every Double is whole and `* 1000` may overflow to infinity (`1e308`): print it as Swift does.
        guard abs(value) < 1e15 else { return String(value) }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `format` for a CGFloat.
    package static func format(_ value: CGFloat) -> String { format(Double(value)) }

    /// The largest magnitude a number in a document may have: UIKit's `layoutFittingExpandedSize`
    /// (10 000 000 points), far past any screen or count, so no frame, constant, multiplier,
    /// priority, font size or count from a file overflows a conversion or sizes an allocation.
    static let maximumMagnitude = 10_000_000.0

    /// A finite number within `maximumMagnitude` from text; nil for anything else, `nan`, `1e16` and
    /// overflowing values (`1e309`) included, so that no later arithmetic or conversion meets a
    /// non-finite or huge value.
    static func double<Text: StringProtocol>(_ text: Text) -> Double? {
        guard let value = Double(String(text)), value.isFinite, abs(value) <= maximumMagnitude else { return nil }
        return value
    }

    /// An integer within `maximumMagnitude` from text (a count, a number of lines); nil for anything else.
    static func integer<Text: StringProtocol>(_ text: Text) -> Int? {
        guard let value = Int(String(text)), abs(value) <= Int(maximumMagnitude) else { return nil }
        return value
    }

    /// Why `double` refused a text: what the warning at its place says.
    static func refusal<Text: StringProtocol>(_ text: Text) -> String {
        guard let value = Double(String(text)), value.isFinite else { return "is not a number" }
        return "is beyond ±\(Int(maximumMagnitude))"
    }

    /// Interface Builder's booleans are `YES` and `NO`.
    package static func bool(_ text: String?) -> Bool? {
        switch text {
        case "YES": true
        case "NO": false
        default: nil
        }
    }
}
