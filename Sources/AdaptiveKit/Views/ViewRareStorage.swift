import Foundation

/// What few views use, boxed: inline, these and the opacity, background color, custom own margins, a controller
/// and undefined autoresizing bits took memory in every view that nearly none of them uses. A view makes
/// the box when the first of them is set: trait overrides, a trait change registration, an own tint or an
/// appearance proxy's bookkeeping, a tag, an accessibility identifier or setting, an opacity other than 1, a
/// background color, own margins that are not a preset, becoming a controller's root view, a safe area, margins
/// or bounds that are not exactly Floats (`ExactLayoutValues`), a content priority other than the default.
@MainActor
final class ViewRareStorage {
    /// The view's iOS 17 trait overrides; nil until set.
    var traitOverrides: TraitValues?
    var traitChangeRegistrations = TraitChangeRegistrations()
    var appearance = ViewAppearanceState()
    var tag = 0
    var accessibilityIdentifier: String?
    /// The accessibility settings made by a setter (label, traits, …); nil while every one is the class's default.
    var accessibility: AccessibilityAttributes?
    /// Where the finger that may tap a table's row or a collection view's item came down.
    var tapStart: CGPoint?
    /// The Interface Builder id of a control or cell that storyboard segues start from.
    var storyboardTriggerID: String?
    /// The gesture recognizers attached to the view.
    var gestureRecognizers: [UIGestureRecognizer] = []
    /// The interactions added to the view.
    var interactions: [any UIInteraction] = []
    /// A control's menu and how it opens.
    var controlMenu: ControlMenuState?
    /// A table's or collection view's swipe on rows and context menu.
    var listInteractions: ListInteractions?
    /// The controller whose root view this is.
    weak var owningViewController: UIViewController?
    var alpha: CGFloat = 1
    var backgroundColor: UIColor?
    /// Own margins that are not one of `OwnMarginsPreset`'s.
    var ownMargins = OwnMarginsPreset.standardMargins
    /// Autoresizing mask bits past the eight a view keeps inline (UIKit defines six).
    var otherAutoresizingBits: UInt = 0
    /// The layout values `ViewLayoutState` could not keep in Float; nil until one came.
    var exactLayoutValues: ExactLayoutValues?
    /// Content hugging and compression resistance priorities, once one is not UIKit's default.
    var contentPriorities = ContentPriorities()
}

/// A view's content hugging and compression resistance priorities (UIKit's defaults 250 and 750), kept in
/// `ViewRareStorage` once one differs from its default: inline they were what kept every view out of malloc's
/// next smaller size class.
struct ContentPriorities: Equatable {
    var horizontalHugging = UILayoutPriority.defaultLow
    var verticalHugging = UILayoutPriority.defaultLow
    var horizontalCompression = UILayoutPriority.defaultHigh
    var verticalCompression = UILayoutPriority.defaultHigh
}

/// The values of a view's `ViewLayoutState` that are not exactly Floats (1/3, 1e300, a NaN with a payload),
/// each meaningful while the state's flag says it is boxed. Made for the first such value and kept: a view
/// whose geometry was once that precise is likely to be again.
final class ExactLayoutValues {
    var reportedSafeArea = UIEdgeInsets.zero
    var reportedMargins = UIEdgeInsets.zero
    var reportedBounds = CGRect.zero
    var safeAreaMemo = UIEdgeInsets.zero
}

/// A view's one-bit properties, in one word beside its trait state (memory per view).
struct ViewFlags: OptionSet {
    let rawValue: UInt16
    static let isHidden = ViewFlags(rawValue: 1 << 0)
    static let pathToTopHasNoControllerView = ViewFlags(rawValue: 1 << 1)
    static let autoresizesSubviews = ViewFlags(rawValue: 1 << 2)
    static let preservesSuperviewLayoutMargins = ViewFlags(rawValue: 1 << 3)
    static let insetsLayoutMarginsFromSafeArea = ViewFlags(rawValue: 1 << 4)
    /// The own margins were set in leading/trailing terms (they flip in right-to-left).
    static let ownMarginsAreDirectional = ViewFlags(rawValue: 1 << 5)
    /// `isUserInteractionEnabled` was set (else the class's default holds) and the value set.
    static let userInteractionIsSet = ViewFlags(rawValue: 1 << 6)
    static let userInteractionEnabled = ViewFlags(rawValue: 1 << 7)
    static let isMultipleTouchEnabled = ViewFlags(rawValue: 1 << 8)
    static let isExclusiveTouch = ViewFlags(rawValue: 1 << 9)

    /// A new view's: it resizes its subviews, insets its margins from the safe area, and its margins are directional.
    static let initial: ViewFlags = [.autoresizesSubviews, .insetsLayoutMarginsFromSafeArea, .ownMarginsAreDirectional]

    mutating func set(_ flag: ViewFlags, _ isOn: Bool) {
        if isOn { insert(flag) } else { remove(flag) }
    }
}

/// The own margins views start with, so that a view keeps them in a byte (see `UIView.ownMargins`).
enum OwnMarginsPreset: UInt8 {
    /// UIKit's default, 8 points on every side.
    case standard
    /// A stack view's (see `UIStackView.defaultLayoutMargins`).
    case zero
    /// A controller's root view's: 8 points leading and trailing.
    case controllerRoot
    /// Anything else, kept in `ViewRareStorage`.
    case custom

    static let standardMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    static let controllerRootMargins = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)

    init(_ margins: NSDirectionalEdgeInsets) {
        switch margins {
        case Self.standardMargins: self = .standard
        case .zero: self = .zero
        case Self.controllerRootMargins: self = .controllerRoot
        default: self = .custom
        }
    }

    /// The preset's margins, or nil for `.custom`.
    var margins: NSDirectionalEdgeInsets? {
        switch self {
        case .standard: Self.standardMargins
        case .zero: .zero
        case .controllerRoot: Self.controllerRootMargins
        case .custom: nil
        }
    }
}
