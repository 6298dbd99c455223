/// A font as `<fontDescription>` describes it: a system font, a text style or a named font.
public enum IBFont: Hashable, Sendable, CustomStringConvertible {
    /// `type="system|boldSystem|italicSystem" pointSize=` with an optional `weight` (`semibold`, ...).
    case system(type: String, pointSize: Double, weight: String?)
    /// `style="UICTFontTextStyleBody"`: a Dynamic Type text style, sized by the content size category.
    case textStyle(String)
    /// `name="AmericanTypewriter" family="American Typewriter" pointSize=`.
    case named(name: String, family: String?, pointSize: Double)

    /// Reads a `<fontDescription>`; nil when it has neither a style, a system type nor a name with a size.
    public init?(_ element: IBElement) {
        if let style = element["style"] {
            self = .textStyle(style)
            return
        }
        guard let pointSize = element["pointSize"].flatMap(IBNumber.double) else { return nil }
        if let name = element["name"] {
            self = .named(name: name, family: element["family"], pointSize: pointSize)
        } else if let type = element["type"] {
            self = .system(type: type, pointSize: pointSize, weight: element["weight"])
        } else {
            return nil
        }
    }

    /// The point size, nil for a text style (it depends on the content size category).
    public var pointSize: Double? {
        switch self {
        case .system(_, let size, _), .named(_, _, let size): size
        case .textStyle: nil
        }
    }

    /// A short stable form for dumps: `system 17`, `system 17 semibold`, `style UICTFontTextStyleBody`.
    public var description: String {
        switch self {
        case .system(let type, let size, let weight):
            "\(type) \(IBNumber.format(size))" + (weight.map { " \($0)" } ?? "")
        case .textStyle(let style): "style \(style)"
        case .named(let name, _, let size): "\(name) \(IBNumber.format(size))"
        }
    }
}
