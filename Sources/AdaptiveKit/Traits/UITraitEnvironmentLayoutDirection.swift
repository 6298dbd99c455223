/// The direction of the user interface, like UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1

    /// UIKit's spelling in trait collection descriptions (`LTR`, `RTL`).
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .leftToRight: "LTR"
        case .rightToLeft: "RTL"
        }
    }
}
