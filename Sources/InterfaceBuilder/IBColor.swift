/// A color as Interface Builder stores it in `<color>`: gray, RGB, a system color or a named asset color.
public enum IBColor: Hashable, Sendable, CustomStringConvertible {
    /// `white="0.5" alpha="1"`: a gray level.
    case white(Double, alpha: Double, colorSpace: String)
    /// `red= green= blue= alpha=`, with the color space (`sRGB`, `calibratedRGB`, `displayP3`, ...).
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, colorSpace: String)
    /// A UIKit system color (`systemColor="systemBackgroundColor"`, legacy `cocoaTouchSystemColor="darkTextColor"`).
    case system(String)
    /// A color from the asset catalog (`name="AccentColor"`).
    case named(String)

    /// Reads a `<color>` element; nil when it has none of the known forms.
    public init?(_ element: IBElement) {
        // The newest spelling wins: Xcode 11 keeps the pre-iOS-13 fallback in `cocoaTouchSystemColor`.
        if let name = element["systemColor"] ?? element["xcode11CocoaTouchSystemColor"]
            ?? element["cocoaTouchSystemColor"]
        {
            self = .system(name)
            return
        }
        if let name = element["name"] {
            self = .named(name)
            return
        }
        let space = element["colorSpace"] == "custom" ? element["customColorSpace"] ?? "custom" : element["colorSpace"]
        let alpha = element["alpha"].flatMap(IBNumber.double) ?? 1
        if let white = element["white"].flatMap(IBNumber.double) {
            self = .white(white, alpha: alpha, colorSpace: space ?? "calibratedWhite")
            return
        }
        guard let red = element["red"].flatMap(IBNumber.double), let green = element["green"].flatMap(IBNumber.double),
            let blue = element["blue"].flatMap(IBNumber.double)
        else { return nil }
        self = .rgb(red: red, green: green, blue: blue, alpha: alpha, colorSpace: space ?? "calibratedRGB")
    }

    /// A short stable form for dumps: `white 0.5 a1`, `rgb 1 0.4 0 a1 sRGB`, `system labelColor`, `named Accent`.
    public var description: String {
        switch self {
        case .white(let white, let alpha, _): "white \(IBNumber.format(white)) a\(IBNumber.format(alpha))"
        case .rgb(let red, let green, let blue, let alpha, let space):
            "rgb \(IBNumber.format(red)) \(IBNumber.format(green)) \(IBNumber.format(blue)) a\(IBNumber.format(alpha)) \(space)"
        case .system(let name): "system \(name)"
        case .named(let name): "named \(name)"
        }
    }
}
