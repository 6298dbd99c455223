/// Whether Increase Contrast is on, like UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case unspecified = -1
    case normal = 0
    case high = 1

    /// UIKit's spelling in trait collection descriptions.
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .normal: "Normal"
        case .high: "High"
        }
    }
}

/// The color gamut of a display, like UIKit's `UIDisplayGamut`.
public enum UIDisplayGamut: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case unspecified = -1
    case SRGB = 0
    case P3 = 1

    /// UIKit's spelling in trait collection descriptions.
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .SRGB: "sRGB"
        case .P3: "P3"
        }
    }
}

/// Whether 3D Touch is available, like UIKit's `UIForceTouchCapability`.
public enum UIForceTouchCapability: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case unknown = 0
    case unavailable = 1
    case available = 2

    /// UIKit's spelling in trait collection descriptions.
    public var description: String {
        switch self {
        case .unknown: "Unknown"
        case .unavailable: "Unavailable"
        case .available: "Available"
        }
    }
}

/// The visual level of content (base or elevated), like UIKit's `UIUserInterfaceLevel`.
public enum UIUserInterfaceLevel: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case unspecified = -1
    case base = 0
    case elevated = 1

    /// UIKit's spelling in trait collection descriptions.
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .base: "Base"
        case .elevated: "Elevated"
        }
    }
}
