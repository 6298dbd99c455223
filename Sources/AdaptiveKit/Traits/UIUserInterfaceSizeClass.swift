/// A coarse width or height class of an interface, like UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case unspecified = 0
    case compact = 1
    case regular = 2

    /// UIKit's spelling in trait collection descriptions (`Compact`).
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .compact: "Compact"
        case .regular: "Regular"
        }
    }
}
