extension VisualFormat {
    /// The part of a view a constraint relates, with `NSLayoutConstraint.Attribute`'s raw values.
    ///
    /// Only the attributes a visual format string can produce are listed; margins never appear in VFL.
    public enum Attribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// UIKit's `.notAnAttribute`: the second attribute of a constant size constraint.
        case notAnAttribute = 0
        /// UIKit's `.left`.
        case left = 1
        /// UIKit's `.right`.
        case right = 2
        /// UIKit's `.top`.
        case top = 3
        /// UIKit's `.bottom`.
        case bottom = 4
        /// UIKit's `.leading`: left in left-to-right languages, right in right-to-left ones.
        case leading = 5
        /// UIKit's `.trailing`.
        case trailing = 6
        /// UIKit's `.width`.
        case width = 7
        /// UIKit's `.height`.
        case height = 8
        /// UIKit's `.centerX`.
        case centerX = 9
        /// UIKit's `.centerY`.
        case centerY = 10
        /// UIKit's `.lastBaseline`.
        case lastBaseline = 11
        /// UIKit's `.firstBaseline`.
        case firstBaseline = 12

        /// The attribute's name as UIKit's Swift API spells it.
        public var description: String {
            switch self {
            case .notAnAttribute: "notAnAttribute"
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            }
        }
    }
}
