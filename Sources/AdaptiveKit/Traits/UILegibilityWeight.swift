/// Whether the Bold Text setting is on, like UIKit's `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case unspecified = -1
    case regular = 0
    case bold = 1

    /// UIKit's spelling in trait collection descriptions.
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .regular: "Regular"
        case .bold: "Bold"
        }
    }
}
