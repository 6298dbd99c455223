import Foundation

/// A color, like UIKit's `UIColor`: fixed components or a provider resolved per trait collection.
open class UIColor: NSObject, @unchecked Sendable {
    // Immutable after init, so sharing across threads is safe (hence the unchecked Sendable).
    private enum Storage {
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    private let storage: Storage

    /// A color from sRGB components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .components(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// A gray of the given brightness.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color whose value depends on traits (light/dark, contrast), resolved when drawn.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
        super.init()
    }

    /// The fixed color for a trait collection; a fixed color resolves to itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .components: self
        case .dynamic(let provider): provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// Reads the sRGB components; false for a dynamic color that was not resolved first, as UIKit answers for
    /// colors it cannot convert.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard let (r, g, b, a) = components else { return false }
        red?.pointee = r
        green?.pointee = g
        blue?.pointee = b
        alpha?.pointee = a
        return true
    }

    /// A copy with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case let .components(red, green, blue, _): UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case .dynamic(let provider): UIColor { provider($0).withAlphaComponent(alpha) }
        }
    }

    /// The components of a fixed color.
    var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
        guard case let .components(red, green, blue, alpha) = storage else { return nil }
        return (red, green, blue, alpha)
    }

    /// Whether the color depends on traits.
    package var isDynamic: Bool { components == nil }

    /// `#RRGGBB` of a fixed color (opacity apart), for SVG and reports.
    package var hexString: String? {
        guard let (red, green, blue, _) = components else { return nil }
        func byte(_ value: CGFloat) -> String {
            let clamped = Int((min(max(value, 0), 1) * 255).rounded())
            let digits = String(clamped, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if let mine = components, let theirs = other.components { return mine == theirs }
        return self === other
    }

    open override var hash: Int {
        guard let (red, green, blue, alpha) = components else { return ObjectIdentifier(self).hashValue }
        return [red, green, blue, alpha].hashValue
    }

    open override var description: String {
        guard let (red, green, blue, alpha) = components else { return "<UIColor dynamic>" }
        return "UIExtendedSRGBColorSpace \([red, green, blue, alpha].map { "\($0)" }.joined(separator: " "))"
    }
}

extension UIColor {
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
    }

    private static func lightDark(_ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)

    // Apple's published light/dark values for the semantic and system colors (HIG, Color).
    public static let systemBlue = lightDark(rgb(0, 122, 255), rgb(10, 132, 255))
    public static let systemRed = lightDark(rgb(255, 59, 48), rgb(255, 69, 58))
    public static let systemGreen = lightDark(rgb(52, 199, 89), rgb(48, 209, 88))
    public static let systemOrange = lightDark(rgb(255, 149, 0), rgb(255, 159, 10))
    public static let systemGray = lightDark(rgb(142, 142, 147), rgb(142, 142, 147))
    public static let systemBackground = lightDark(.white, .black)
    public static let secondarySystemBackground = lightDark(rgb(242, 242, 247), rgb(28, 28, 30))
    /// The background of a grouped table or list, behind its sections.
    public static let systemGroupedBackground = lightDark(rgb(242, 242, 247), .black)
    /// The background of a grouped table's or list's sections (its cells).
    public static let secondarySystemGroupedBackground = lightDark(.white, rgb(28, 28, 30))
    public static let label = lightDark(.black, .white)
    public static let secondaryLabel = lightDark(
        UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
        UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
    public static let separator = lightDark(
        UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29),
        UIColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6))
}
