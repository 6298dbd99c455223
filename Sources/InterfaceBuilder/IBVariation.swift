import Foundation
import VisualFormat

/// What one `<variation key="...">` changes for a size class: install masks and per-class values.
///
/// Under a view it carries `<mask key="constraints|subviews">` includes and excludes and
/// attribute overrides (`hidden`, `axis`, `spacing`, ...); under a constraint it carries
/// overrides such as `constant`; a `<fontDescription>` inside it overrides the font.
public struct IBVariation: Hashable, Sendable {
    /// The size classes it applies to (`default` is Any/Any).
    public var sizeClasses: IBSizeClasses
    /// Attribute values for this size class, keyed by Interface Builder's attribute name.
    public var overrides: [String: String]
    /// Font for this size class, from a `<fontDescription>` inside the variation.
    public var font: IBFont?
    /// Colors for this size class by key (`<color key="textColor">` inside the variation).
    public var colors: [String: IBColor]
    /// The frame IB stored for this size class's canvas (Xcode 6 and 7 files), if any.
    public var frame: CGRect?
    /// Text for this size class (`<string key="text">` inside the variation).
    public var text: String?
    /// Constraint ids installed for this size class (`<mask key="constraints"><include>`).
    public var includedConstraints: [String]
    /// Constraint ids removed for this size class (`<mask key="constraints"><exclude>`).
    public var excludedConstraints: [String]
    /// Subview ids installed for this size class (`<mask key="subviews"><include>`).
    public var includedSubviews: [String]
    /// Subview ids removed for this size class (`<mask key="subviews"><exclude>`).
    public var excludedSubviews: [String]
    /// Where the `<variation>` starts.
    public var location: TextLocation

    /// Creates a variation.
    public init(
        sizeClasses: IBSizeClasses, overrides: [String: String] = [:], font: IBFont? = nil,
        colors: [String: IBColor] = [:], frame: CGRect? = nil, text: String? = nil, includedConstraints: [String] = [],
        excludedConstraints: [String] = [], includedSubviews: [String] = [],
        excludedSubviews: [String] = [], location: TextLocation = TextLocation(line: 0, column: 0)
    ) {
        self.sizeClasses = sizeClasses
        self.overrides = overrides
        self.font = font
        self.colors = colors
        self.frame = frame
        self.text = text
        self.includedConstraints = includedConstraints
        self.excludedConstraints = excludedConstraints
        self.includedSubviews = includedSubviews
        self.excludedSubviews = excludedSubviews
        self.location = location
    }
}

extension Array where Element == IBVariation {
    /// The variations that apply to `traits`, least specific first, so that later ones win.
    ///
    /// Ties (a width-only and a height-only key) keep file order; Interface Builder's editor
    /// does not let both set the same value differently without a more specific variation.
    public func applying(to traits: IBSizeClasses) -> [IBVariation] {
        // Most views and constraints have no variations: no enumeration, sorting or arrays to make.
        guard !isEmpty else { return [] }
        return enumerated()
            .filter { $0.element.sizeClasses.applies(to: traits) }
            .sorted {
                ($0.element.sizeClasses.specificity, $0.offset) < ($1.element.sizeClasses.specificity, $1.offset)
            }
            .map(\.element)
    }

    /// The value of an attribute for `traits`: the most specific override, else nil.
    public func override(_ attribute: String, for traits: IBSizeClasses) -> String? {
        guard !isEmpty else { return nil }
        return applying(to: traits).reversed().lazy.compactMap { $0.overrides[attribute] }.first
    }

    /// Whether the constraint with this id is installed for `traits`, following the masks.
    public func installsConstraint(_ id: String, for traits: IBSizeClasses) -> Bool {
        guard !isEmpty else { return true }
        return applying(to: traits).reduce(true) { installed, variation in
            if variation.includedConstraints.contains(id) { return true }
            if variation.excludedConstraints.contains(id) { return false }
            return installed
        }
    }

    /// Whether the subview with this id is installed for `traits`, following the masks.
    public func installsSubview(_ id: String, for traits: IBSizeClasses) -> Bool {
        guard !isEmpty else { return true }
        return applying(to: traits).reduce(true) { installed, variation in
            if variation.includedSubviews.contains(id) { return true }
            if variation.excludedSubviews.contains(id) { return false }
            return installed
        }
    }
}
