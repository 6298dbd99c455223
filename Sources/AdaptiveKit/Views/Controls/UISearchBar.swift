import Foundation

/// A search field with an optional prompt, cancel button and scope bar, like UIKit's `UISearchBar`.
///
/// A standalone bar is 56 points tall (a 36-point field with its margins; see Deviations.md) and
/// has no intrinsic width.
@MainActor
open class UISearchBar: UIView {
    /// A search bar's background look, like UIKit's `UISearchBar.Style` (raw values as UIKit's).
    public enum Style: Int, Sendable, Hashable {
        /// The system's choice (prominent).
        case `default` = 0
        /// A translucent background behind an opaque field.
        case prominent = 1
        /// No background; the field alone.
        case minimal = 2
    }

    /// The bar's height (56 in Interface Builder's canvas).
    static let height: CGFloat = 56
    /// The search field's height since iOS 11 (28 before; as measured, Apple gives no size).
    static let fieldHeight: CGFloat = 36

    /// The text typed in.
    open var text: String?
    /// The gray text shown while the field is empty.
    open var placeholder: String?
    /// A single line of text above the field.
    open var prompt: String?
    /// Whether the Cancel button shows (false by default).
    open var showsCancelButton = false
    /// The background look (`.default`).
    open var searchBarStyle: Style = .default
    /// The titles of the scope bar's buttons.
    open var scopeButtonTitles: [String]?
    /// The selected scope button.
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows (false by default).
    open var showsScopeBar = false
    /// The bar's background tint (nil: the default bar).
    open var barTintColor: UIColor?

    /// No intrinsic width; 56 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    /// The offered width (or the current one), 56 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.height)
    }
}
