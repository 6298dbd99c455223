import Foundation

/// The presentation controller of page and form sheets since iOS 15, like UIKit's `UISheetPresentationController`.
///
/// A sheet attached to the bottom of the screen (an iPhone in portrait, a compact-width iPad window,
/// or a compact-height screen with `prefersEdgeAttachedInCompactHeight`) rests at one of its
/// `detents`; a sheet floating in a regular-width, regular-height window keeps its page or form size.
/// Get one from `UIViewController.sheetPresentationController` before presenting.
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The largest CGFloat, which asks for the system's corner radius (UIKit's `automaticDimension`).
    public static let automaticDimension = CGFloat.greatestFiniteMagnitude

    /// The heights where the sheet can rest, smallest first; `[.large()]` by default.
    ///
    /// Setting an empty array is refused (UIKit requires at least one detent) and keeps the old detents.
    public var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                DiagnosticLog.raise("UISheetPresentationController: the detents array must not be empty.")
                detents = oldValue
                return
            }
            detentsChanged()
        }
    }

    /// The most recently selected detent; nil, or one not in `detents`, rests the sheet at the smallest.
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { detentsChanged() }
    }

    /// The largest detent at which the sheet does not dim what is behind it, which stays interactive;
    /// nil (or not in `detents`) dims at every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { host.containerViewStorage?.setNeedsLayout() }
    }

    /// Whether the sheet shows a grabber at its top (recorded; the grabber is not drawn).
    public var prefersGrabberVisible = false

    /// Whether scrolling up in the sheet's scroll view at its top expands the sheet to a larger detent.
    public var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the sheet attaches to the bottom edge in compact height instead of covering the screen.
    public var prefersEdgeAttachedInCompactHeight = false {
        didSet { host.containerViewStorage?.setNeedsLayout() }
    }

    /// Whether an edge-attached sheet takes the presented controller's `preferredContentSize` width
    /// instead of the safe area's (ignored in compact width, regular height).
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { host.containerViewStorage?.setNeedsLayout() }
    }

    /// The corner radius of the sheet while it is frontmost; nil for the system's.
    public var preferredCornerRadius: CGFloat?

    /// The view the sheet centres itself over when it is not full width (recorded).
    public var sourceView: UIView?

    /// Resolved detent values, kept until the context changes or `invalidateDetents()` is called.
    var resolvedDetentCache: ResolvedDetents?
    /// The popover this is the `adaptiveSheetPresentationController` of; nil for a sheet's own controller.
    weak var hostingPopover: UIPopoverPresentationController?

    /// The presentation that shows the sheet: this controller, or the popover that adapted to a sheet.
    var host: UIPresentationController { hostingPopover ?? self }

    /// Makes a sheet presentation controller; UIKit makes one for page and form sheets.
    override public init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        adaptation.requestedStyle = .pageSheet
    }

    /// Applies the changes `changes` makes to the sheet's properties with an animation; the sheet is
    /// laid out when this returns.
    public func animateChanges(_ changes: () -> Void) {
        changes()
        host.containerViewStorage?.layoutIfNeeded()
    }

    /// Asks the sheet to resolve its custom detents again at the next layout pass.
    public func invalidateDetents() {
        resolvedDetentCache = nil
        host.containerViewStorage?.setNeedsLayout()
    }

    private func detentsChanged() {
        resolvedDetentCache = nil
        host.containerViewStorage?.setNeedsLayout()
    }

    // MARK: The built-in behaviour

    override open var shouldPresentInFullscreen: Bool { true }

    override open var shouldRemovePresentersView: Bool {
        switch effectivePresentationStyle {
        case .fullScreen, .currentContext: true
        case .pageSheet, .formSheet: currentPlacement == .fullScreen
        default: false
        }
    }

    override open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if behavior == .iOS13, prefersEdgeAttachedInCompactHeight, traitCollection.verticalSizeClass == .compact {
            return .none
        }
        return SystemPresentationController.defaultAdaptation(
            of: requestedStyle, in: traitCollection, behavior: behavior)
    }

    override open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return sheetFrame(in: container.bounds.size, safeArea: container.safeAreaInsets, environment: traitCollection)
    }

    override open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        let environment = adaptation.destination?.traits ?? traitCollection
        let safeArea = adaptation.destination?.safeArea ?? containerView?.safeAreaInsets ?? .zero
        return sheetFrame(in: parentSize, safeArea: safeArea, environment: environment).size
    }

    override var rendersAsCard: Bool {
        if case .attached = currentPlacement { return true }
        return false
    }

    override var allowsInteractiveDismissal: Bool {
        guard behavior == .iOS13, isSheetStyle else { return false }
        return currentPlacement != .fullScreen
    }

    override func adjustPresentedTraits(
        _ values: inout TraitValues, environment: UITraitCollection, style: UIModalPresentationStyle
    ) {
        systemAdjustPresentedTraits(&values, environment: environment, style: style)
        // An edge-attached sheet in compact height is a sheet, not a full-screen cover.
        if behavior == .iOS13, style == .pageSheet || style == .formSheet, prefersEdgeAttachedInCompactHeight,
            environment.verticalSizeClass == .compact
        {
            values.userInterfaceLevel = .elevated
        }
    }

    override open func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        installSystemDimmingView()
    }

    override func layoutPresentationViews() {
        layoutSystemViews(showsDimmingView: isSheetStyle && currentPlacement != .fullScreen && dimsAtCurrentDetent)
    }
}
