/// Light or dark appearance, like UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case unspecified = 0
    case light = 1
    case dark = 2

    /// UIKit's spelling in trait collection descriptions (`Light`, `Dark`).
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}
