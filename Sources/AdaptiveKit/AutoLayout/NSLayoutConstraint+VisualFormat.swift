import Foundation
import VisualFormat

extension NSLayoutConstraint {
    /// Options of the visual format language, like UIKit's `NSLayoutConstraint.FormatOptions` (SDK raw values).
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// Constraints from a visual format string, like UIKit's method of that name. They start inactive.
    ///
    /// A malformed format is UIKit's `NSInvalidArgumentException`: here its message (with the caret
    /// under the column) is recorded in `DiagnosticLog` and no constraints are returned. Swift code
    /// that wants to handle the error uses `constraints(visualFormat:options:metrics:views:)`.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try constraints(visualFormat: format, options: opts, metrics: metrics, views: views)
        } catch {
            DiagnosticLog.raise(error.description)
            return []
        }
    }

    /// The throwing form of `constraints(withVisualFormat:options:metrics:views:)` (an AdaptiveKit addition).
    public class func constraints(
        visualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any]
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        // Any layout item: views, layout guides and the layout supports (`topLayoutGuide`), as UIKit accepts.
        let viewsByName = views.compactMapValues { $0 as? any LayoutItem }
        let numbers = metrics?.compactMapValues(Self.number) ?? [:]
        let descriptions = try VisualFormat.constraints(
            withVisualFormat: format, options: VisualFormatOptions(rawValue: opts.rawValue), metrics: numbers,
            views: Set(viewsByName.keys))
        var result: [NSLayoutConstraint] = []
        for description in descriptions {
            result.append(try makeConstraint(description, format: format, views: viewsByName))
        }
        return result
    }

    private static func makeConstraint(
        _ description: ConstraintDescription, format: String, views: [String: any LayoutItem]
    ) throws(VisualFormatError) -> NSLayoutConstraint {
        // `|` is the superview of the view on the other side of the same constraint (for a guide, the view that
        // owns it, whose coordinate space it lives in).
        let namedItem: (any LayoutItem)? = [description.firstItem, description.secondItem].compactMap { item in
            if case .view(let name)? = item { return views[name] }
            return nil
        }.first
        let container = (namedItem as? UIView).map(\.superview) ?? namedItem?.owningLayoutView
        func resolve(_ item: ConstraintDescription.Item) throws(VisualFormatError) -> any LayoutItem {
            switch item {
            case .view(let name):
                // VisualFormat already checked the name is a key of the views dictionary.
                return views[name] ?? UIView()
            case .superview:
                guard let superview = container else {
                    throw VisualFormatError(
                        .superviewMissing,
                        "Unable to interpret '|' character, because the related view doesn't have a superview",
                        format: format, range: description.sourceRange)
                }
                return superview
            }
        }
        let first = try resolve(description.firstItem)
        var firstAttribute = Attribute(rawValue: description.firstAttribute.rawValue) ?? .notAnAttribute
        var secondAttribute = Attribute(rawValue: description.secondAttribute.rawValue) ?? .notAnAttribute
        var constant = CGFloat(description.constant)
        var second: (any LayoutItem)?
        if let item = description.secondItem { second = try resolve(item) }
        // Current UIKit relates a standard spacing to the superview through the superview's margins.
        if description.isStandardSpacing {
            if description.firstItem == .superview, let margin = firstAttribute.marginAttribute {
                firstAttribute = margin
                constant = 0
            } else if description.secondItem == .superview, let margin = secondAttribute.marginAttribute {
                secondAttribute = margin
                constant = 0
            }
        }
        let relation = Relation(rawValue: description.relation.rawValue) ?? .equal
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: CGFloat(description.multiplier), constant: constant)
        constraint.priority = UILayoutPriority(Float(description.priority))
        return constraint
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The margin attribute for an edge, used for standard spacing to the superview.
    var marginAttribute: NSLayoutConstraint.Attribute? {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: nil
        }
    }
}
