import Foundation

/// The traits of an interface environment, like UIKit's `UITraitCollection`.
///
/// A value here (UIKit's is an immutable object): equal traits are equal collections. Every
/// trait starts unspecified; combine collections with `init(traitsFrom:)`.
public struct UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Every trait's value, in an immutable box that copies of the collection share, as UIKit's views share
    /// their superview's collection object: a view inheriting its traits unchanged holds its superview's box,
    /// one word instead of the whole `TraitValues` in every view.
    private let storage: Storage

    /// Every trait's value; `modifyingTraits(_:)` hands out a mutable copy.
    var values: TraitValues { storage.values }

    init(values: TraitValues) { storage = Storage(values) }

    /// A collection with every trait unspecified.
    public init() { storage = .unspecified }

    /// The box of a collection's values (see `storage`).
    private final class Storage: Sendable {
        let values: TraitValues

        init(_ values: TraitValues) { self.values = values }

        /// The one box of the empty collection, which every environment holds before its first traits.
        static let unspecified = Storage(TraitValues())
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.values) }

    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.horizontalSizeClass = horizontalSizeClass }
    }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.verticalSizeClass = verticalSizeClass }
    }
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init { $0.userInterfaceIdiom = userInterfaceIdiom }
    }
    public init(displayScale: CGFloat) {
        self.init { $0.displayScale = displayScale }
    }
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init { $0.userInterfaceStyle = userInterfaceStyle }
    }
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init { $0.layoutDirection = layoutDirection }
    }
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }
    public init(legibilityWeight: UILegibilityWeight) {
        self.init { $0.legibilityWeight = legibilityWeight }
    }
    public init(accessibilityContrast: UIAccessibilityContrast) {
        self.init { $0.accessibilityContrast = accessibilityContrast }
    }
    public init(displayGamut: UIDisplayGamut) {
        self.init { $0.displayGamut = displayGamut }
    }
    public init(forceTouchCapability: UIForceTouchCapability) {
        self.init { $0.forceTouchCapability = forceTouchCapability }
    }
    public init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init { $0.userInterfaceLevel = userInterfaceLevel }
    }

    /// Combines collections: for each trait the last collection that specifies it wins, like UIKit's.
    ///
    /// An unspecified value never overrides a specified one; an empty array gives an empty collection.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        var values = TraitValues()
        for collection in traitCollections { values.merge(collection.values) }
        self.init(values: values)
    }

    /// An iOS 17 collection built by setting traits on an empty one.
    public init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = TraitValues()
        mutations(&traits)
        self.init(values: traits as? TraitValues ?? TraitValues())
    }

    /// A copy with the traits `mutations` sets changed, like iOS 17's `modifyingTraits(_:)`.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = values
        mutations(&traits)
        return UITraitCollection(values: traits as? TraitValues ?? values)
    }

    /// Whether every trait the argument specifies has the same value here; nil and empty are contained.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.contains(trait.values)
    }

    /// The value of one trait, like iOS 17's `subscript(trait:)`.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        values[trait]
    }

    /// The value of a `CGFloat` trait, like UIKit's `valueForCGFloatTrait:`.
    public func value(forCGFloatTrait trait: UICGFloatTrait) -> CGFloat {
        func read<T: UICGFloatTraitDefinition>(_ trait: T.Type) -> CGFloat { values[trait] }
        return read(trait)
    }

    /// The value of an integer trait, like UIKit's `valueForNSIntegerTrait:`.
    public func value(forNSIntegerTrait trait: UINSIntegerTrait) -> Int {
        func read<T: UINSIntegerTraitDefinition>(_ trait: T.Type) -> Int { values[trait] }
        return read(trait)
    }

    /// The value of an object trait, like UIKit's `objectForTrait:`.
    public func object(forTrait trait: UIObjectTrait) -> NSObject? {
        func read<T: UIObjectTraitDefinition>(_ trait: T.Type) -> NSObject? { values[trait] }
        return read(trait)
    }

    /// The collection UIKit makes current while it calls trait and layout callbacks.
    @MainActor public static var current = UITraitCollection()

    /// Runs `actions` with this collection as `UITraitCollection.current`, like UIKit's `performAsCurrent(_:)`.
    @MainActor public func performAsCurrent<R>(_ actions: () throws -> R) rethrows -> R {
        let saved = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = saved }
        return try actions()
    }

    /// Whether the two collections would resolve dynamic colors differently (style, contrast, level, gamut,
    /// custom traits that affect color appearance).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        let other = traitCollection?.values ?? TraitValues()
        return values.userInterfaceStyle != other.userInterfaceStyle
            || values.accessibilityContrast != other.accessibilityContrast
            || values.userInterfaceLevel != other.userInterfaceLevel
            || values.displayGamut != other.displayGamut
            || values.hasDifferentCustomColorAppearance(comparedTo: other)
    }

    /// Whether every trait has a value: what a screen or a window in a hierarchy reports. Not UIKit API (SPI).
    @_spi(AdaptiveKit) public var isFullySpecified: Bool { values.specifiedCount == TraitValues.traitCount }

    /// UIKit's description without the object address: only specified traits, in UIKit's order.
    public var description: String {
        let traits = values.specifiedDescriptions
        return traits.isEmpty ? "<UITraitCollection>" : "<UITraitCollection; \(traits.joined(separator: ", "))>"
    }
}

// The trait accessors, read-only as in UIKit.
extension UITraitCollection {
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    public var displayScale: CGFloat { values.displayScale }
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    public var displayGamut: UIDisplayGamut { values.displayGamut }
    public var forceTouchCapability: UIForceTouchCapability { values.forceTouchCapability }
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
}
