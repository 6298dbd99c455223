import Foundation

extension UISheetPresentationController {
    /// A height where a sheet naturally rests, like UIKit's `UISheetPresentationController.Detent`.
    ///
    /// System detents of the same kind are equal (`.medium() == .medium()`); a custom detent equals only
    /// itself, as UIKit's objects compare.
    @MainActor
    public final class Detent: NSObject {
        /// Constants that identify detents, like UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable, CustomStringConvertible {
            /// The identifier's string.
            public var rawValue: String

            /// Makes an identifier with the given string.
            public init(rawValue: String) { self.rawValue = rawValue }

            /// Makes an identifier with the given string.
            public init(_ rawValue: String) { self.rawValue = rawValue }

            /// The identifier of the system's medium detent (`com.apple.UIKit.medium`).
            public static let medium = Identifier("com.apple.UIKit.medium")

            /// The identifier of the system's large detent (`com.apple.UIKit.large`).
            public static let large = Identifier("com.apple.UIKit.large")

            public var description: String { rawValue }
        }

        /// How a detent finds its value: a system rule or a resolver.
        enum Kind {
            case medium
            case large
            case custom((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
        }

        /// The identifier of the detent.
        public let identifier: Identifier
        let kind: Kind
        /// Whether this is `.medium()` or `.large()`, which compare by kind rather than identity.
        private let isSystem: Bool

        private init(identifier: Identifier, kind: Kind) {
            self.identifier = identifier
            self.kind = kind
            if case .custom = kind { isSystem = false } else { isSystem = true }
            super.init()
        }

        /// Makes the system detent at about half the screen's height; inactive in compact height.
        public class func medium() -> Detent { Detent(identifier: .medium, kind: .medium) }

        /// Makes the system detent at the sheet's full height.
        public class func large() -> Detent { Detent(identifier: .large, kind: .large) }

        /// Makes a detent whose value (a height within the sheet's safe area, nil for inactive) a resolver computes.
        ///
        /// Without an identifier the detent gets a random one, as in UIKit.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), kind: .custom(resolver))
        }

        /// The detent's value in a context, or nil when the detent is inactive there.
        ///
        /// `.medium()` is inactive in compact height; a custom detent answers its resolver's value.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            let maximum = context.maximumDetentValue
            switch kind {
            case .large:
                return maximum
            case .medium:
                if context.containerTraitCollection.verticalSizeClass == .compact { return nil }
                return maximum * SheetGeometry.mediumDetentFraction(containerHeight: context.containerHeight)
            case .custom(let resolver):
                return resolver(context)
            }
        }

        override public func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Detent else { return false }
            return other === self || (isSystem && other.isSystem && identifier == other.identifier)
        }

        override public var hash: Int { identifier.hashValue }

        override public var description: String { "<UISheetPresentationControllerDetent: \(identifier.rawValue)>" }
    }
}

/// What a custom detent's resolver can read, like UIKit's `UISheetPresentationControllerDetentResolutionContext`.
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The trait collection of the sheet's container view.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest value a detent can have: the full-height sheet's height within its safe area.
    var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationControllerDetentResolutionContext {
    /// The container's height, which picks the medium detent's fraction; only AdaptiveKit's own context knows it.
    var containerHeight: CGFloat {
        (self as? DetentResolutionContext)?.containerSize.height ?? .greatestFiniteMagnitude
    }
}

/// The context a sheet resolves its detents in.
@MainActor
final class DetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    let containerSize: CGSize

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat, containerSize: CGSize) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
        self.containerSize = containerSize
    }
}
