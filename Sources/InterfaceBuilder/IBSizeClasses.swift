import AdaptiveKit

/// A width and height size class pair: the key of a `<variation>` or the traits a layout is resolved for.
///
/// Interface Builder's "Any" is `.unspecified`, which is what UIKit reports for a size class
/// that was never set, so a variation key and a trait collection use the same type.
public struct IBSizeClasses: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal size class (`.unspecified` = Any).
    public var width: UIUserInterfaceSizeClass
    /// The vertical size class (`.unspecified` = Any).
    public var height: UIUserInterfaceSizeClass

    /// Creates a pair; both default to Any.
    public init(width: UIUserInterfaceSizeClass = .unspecified, height: UIUserInterfaceSizeClass = .unspecified) {
        self.width = width
        self.height = height
    }

    /// The base layout, Interface Builder's `key="default"` (Any width, Any height).
    public static let any = IBSizeClasses()

    /// Every concrete pair a device can report (compact/regular × compact/regular).
    public static let allConcrete: [IBSizeClasses] = [
        IBSizeClasses(width: .compact, height: .compact), IBSizeClasses(width: .compact, height: .regular),
        IBSizeClasses(width: .regular, height: .compact), IBSizeClasses(width: .regular, height: .regular),
    ]

    /// Parses a variation key: `default`, `widthClass=compact`, `heightClass=regular-widthClass=compact`.
    ///
    /// Interface Builder writes the height first, but either order is accepted; nil for anything else.
    public init?(variationKey key: String) {
        self.init()
        if key == "default" { return }
        var seenWidth = false
        var seenHeight = false
        for part in key.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", omittingEmptySubsequences: false)
            guard pair.count == 2, let sizeClass = Self.sizeClass(named: pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass" where !seenWidth:
                width = sizeClass
                seenWidth = true
            case "heightClass" where !seenHeight:
                height = sizeClass
                seenHeight = true
            default: return nil
            }
        }
    }

    private static func sizeClass(named name: Substring) -> UIUserInterfaceSizeClass? {
        switch name {
        case "compact": .compact
        case "regular": .regular
        case "any": .unspecified
        default: nil
        }
    }

    /// How many classes the key pins down: 0 for the base layout, 2 for a width and a height.
    ///
    /// More specific variations are applied later, so they win, as in Interface Builder's canvas.
    public var specificity: Int { (width == .unspecified ? 0 : 1) + (height == .unspecified ? 0 : 1) }

    /// Whether a variation with this key applies to a view with `traits`: each pinned class must match.
    public func applies(to traits: IBSizeClasses) -> Bool {
        (width == .unspecified || width == traits.width) && (height == .unspecified || height == traits.height)
    }

    /// Interface Builder's spelling of the key (`default`, `heightClass=compact-widthClass=regular`).
    public var variationKey: String {
        var parts: [String] = []
        if height != .unspecified { parts.append("heightClass=\(Self.name(of: height))") }
        if width != .unspecified { parts.append("widthClass=\(Self.name(of: width))") }
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }

    private static func name(of sizeClass: UIUserInterfaceSizeClass) -> String {
        switch sizeClass {
        case .unspecified: "any"
        case .compact: "compact"
        case .regular: "regular"
        }
    }

    /// Interface Builder's canvas label, `wC hR` (`wAny hAny` for the base layout).
    public var description: String {
        func letter(_ sizeClass: UIUserInterfaceSizeClass) -> String {
            switch sizeClass {
            case .unspecified: "Any"
            case .compact: "C"
            case .regular: "R"
            }
        }
        return "w\(letter(width)) h\(letter(height))"
    }
}
