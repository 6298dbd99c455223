import AdaptiveKit
import Foundation

/// The few formatting rules every SVG, HTML and JSON file of the previewer shares, so output is
/// byte-for-byte stable across platforms and runs.
enum SVGFormat {
    /// Up to two decimals, no trailing zeros, never `-0`.
    static func number(_ value: CGFloat) -> String {
        // Non-finite and huge values (a frame of `1e308` from a file) are printed, never converted to Int.
        guard value.isFinite, abs(value) < 1e15 else { return value.isFinite ? String(Double(value)) : "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        // Hundredths in integers below a billion, where a `Double` holds every one of them and `%.2f` prints
        // them as they are: `String(format:)` was a tenth of writing a gallery.
        guard abs(rounded) < 1e9 else {
            var text = String(format: "%.2f", Double(rounded))
            while text.hasSuffix("0") { text.removeLast() }
            return text
        }
        let hundredths = Int((value * 100).rounded())
        let magnitude = hundredths.magnitude
        let fraction = magnitude % 100
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return (hundredths < 0 ? "-" : "") + String(magnitude / 100) + "." + digits
    }

    /// Text made safe for XML character data and attribute values: `&`, `<`, `>` and `"` as entities.
    static func escape(_ text: String) -> String {
        // Most text has none of them; it is returned as it is, without walking its characters.
        guard
            text.utf8.contains(where: {
                $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                    || $0 == UInt8(ascii: "\"")
            })
        else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `x="…" y="…" width="…" height="…"` of a rectangle.
    static func rect(_ rect: CGRect) -> String {
        "x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" "
            + "width=\"\(number(rect.width))\" height=\"\(number(rect.height))\""
    }

    /// A color resolved with traits as `#RRGGBB` with its alpha, or nil when it is clear.
    static func paint(_ color: UIColor?, traits: UITraitCollection) -> (hex: String, alpha: CGFloat)? {
        guard let color = color?.resolvedColor(with: traits), let hex = color.hexString else { return nil }
        var alpha: CGFloat = 1
        _ = color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        return alpha <= 0 ? nil : (hex, alpha)
    }

    /// A file-name-safe slug: letters and digits kept, every other run becomes one `-`.
    static func slug(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out
    }
}
