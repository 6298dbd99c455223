extension UISplitViewController {
    /// The layout a split view controller was created with, like UIKit's `UISplitViewController.Style`
    /// (SDK raw values); `.unspecified` is the classic two-controller interface.
    public enum Style: Int, Sendable, Hashable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    /// A column of a column-style split view, like UIKit's `UISplitViewController.Column` (SDK raw values).
    public enum Column: Int, Sendable, Hashable, CaseIterable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }

    /// How the sidebars share space with the secondary column, like UIKit's
    /// `UISplitViewController.SplitBehavior` (SDK raw values).
    public enum SplitBehavior: Int, Sendable, Hashable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }

    /// When the system's display-mode button shows, like UIKit's
    /// `UISplitViewController.DisplayModeButtonVisibility` (SDK raw values).
    public enum DisplayModeButtonVisibility: Int, Sendable, Hashable {
        case automatic = 0
        case never = 1
        case always = 2
    }

    /// The background of the primary column, like UIKit's `UISplitViewController.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable, Hashable {
        case none = 0
        case sidebar = 1
    }
}

extension UISplitViewController.Column: CustomStringConvertible {
    /// The case name, as Swift prints UIKit's enum.
    public var description: String {
        switch self {
        case .primary: "primary"
        case .supplementary: "supplementary"
        case .secondary: "secondary"
        case .compact: "compact"
        }
    }
}
