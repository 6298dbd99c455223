import AdaptiveKit
import Foundation

/// How the tools' JSON reports write insets and trait collections, so `report.json` and
/// `adaptive traits --json` spell them alike.
public enum ReportEncoding {
    /// A `UIEdgeInsets` as `{"top", "left", "bottom", "right"}` in points.
    public struct Insets: Codable, Sendable, Hashable {
        public var top: Double
        public var left: Double
        public var bottom: Double
        public var right: Double

        public init(_ insets: UIEdgeInsets) {
            (top, left, bottom, right) = (insets.top, insets.left, insets.bottom, insets.right)
        }
    }

    /// The traits a layout depends on, each under its `UITraitCollection` property name, spelled
    /// as the case is (`compact`, `pad`, `dark`, `accessibilityLarge`, `rightToLeft`).
    public struct Traits: Codable, Sendable, Hashable {
        public var horizontalSizeClass: String
        public var verticalSizeClass: String
        public var userInterfaceIdiom: String
        public var displayScale: Double
        public var userInterfaceStyle: String
        public var preferredContentSizeCategory: String
        public var layoutDirection: String

        public init(_ traits: UITraitCollection) {
            horizontalSizeClass = traits.horizontalSizeClass.description.lowercased()
            verticalSizeClass = traits.verticalSizeClass.description.lowercased()
            userInterfaceIdiom = traits.userInterfaceIdiom.description.lowercased()
            displayScale = traits.displayScale
            userInterfaceStyle = traits.userInterfaceStyle.description.lowercased()
            preferredContentSizeCategory = traits.preferredContentSizeCategory.name
            layoutDirection = traits.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight"
        }
    }

    /// One JSON text: keys sorted, two-space indentation, slashes as they are.
    public static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The reports hold strings, numbers and arrays of them, which always encode.
        let data = (try? encoder.encode(value)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
