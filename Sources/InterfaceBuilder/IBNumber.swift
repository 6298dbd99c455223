import Foundation

/// Number formatting and parsing shared by the reader and the dump.
enum IBNumber {
    /// Shortest faithful text of a number: `375`, `31.5`, `0.333`; stable across platforms for golden files.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        // Past 1e15 every Double is whole and `* 1000` may overflow to infinity (`1e308`): print it as Swift does.
        guard abs(value) < 1e15 else { return String(value) }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `format` for a CGFloat.
    static func format(_ value: CGFloat) -> String { format(Double(value)) }

    /// A finite number from text; nil for anything else, `nan` and overflowing values (`1e309`) included,
    /// so that no later arithmetic or conversion meets a non-finite value.
    static func double<Text: StringProtocol>(_ text: Text) -> Double? {
        guard let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// Interface Builder's booleans are `YES` and `NO`.
    static func bool(_ text: String?) -> Bool? {
        switch text {
        case "YES": true
        case "NO": false
        default: nil
        }
    }
}
