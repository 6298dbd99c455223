/// The kind of device an interface is for, like UIKit's `UIUserInterfaceIdiom` (raw values from the SDK).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6

    /// UIKit's spelling in trait collection descriptions (`Phone`, `Pad`).
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .phone: "Phone"
        case .pad: "Pad"
        case .tv: "TV"
        case .carPlay: "CarPlay"
        case .mac: "Mac"
        case .vision: "Vision"
        }
    }
}
