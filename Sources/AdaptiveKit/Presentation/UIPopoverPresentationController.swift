import Foundation

/// The presentation controller of a popover, like UIKit's `UIPopoverPresentationController`.
///
/// The popover points at `sourceView`/`sourceRect` (or `sourceItem`); its arrow direction and
/// frame are computed to fit the container's safe area less `popoverLayoutMargins`, on the side of
/// the anchor with room for `preferredContentSize`. In a compact environment it adapts like a sheet
/// (iOS 13+) or to fullScreen (iOS 12) and then behaves as the system sheet presentation.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at; null or empty means the view's bounds.
    open var sourceRect: CGRect = .null
    /// Something else the popover can point at (a view, a bar button item).
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// The bar button item the popover points at (in a navigation bar of the window).
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point in.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Views the user can still use while the popover shows.
    open var passthroughViews: [UIView]?
    /// The space the popover keeps from the container's safe area edges.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Whether the popover may cover its anchor when there is no room beside it.
    open var canOverlapSourceViewRect = false
    /// The popover's background color.
    open var backgroundColor: UIColor?
    /// The direction the arrow points in; `.unknown` until laid out, or when not shown as a popover.
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown

    /// The arrow's height between anchor and content (UIKit draws 13 points).
    static let arrowHeight: CGFloat = 13
    /// The content size used when the presented controller prefers none.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        adaptation.requestedStyle = .popover
    }

    /// The sheet settings (detents, dimming) the popover uses when it adapts to a sheet in a
    /// compact-width environment; made on first use.
    public var adaptiveSheetPresentationController: UISheetPresentationController {
        if let sheet = adaptiveSheetStorage { return sheet }
        let sheet = UISheetPresentationController(
            presentedViewController: presentedViewController, presenting: presentingViewController)
        sheet.hostingPopover = self
        adaptiveSheetStorage = sheet
        return sheet
    }
    var adaptiveSheetStorage: UISheetPresentationController?

    /// Whether the popover has something to point at.
    var hasAnchor: Bool { sourceView != nil || sourceItem != nil || barButtonItem != nil }

    /// Lets the delegate configure the popover before it is presented.
    func prepareForPresentation() {
        (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
    }

    var isShownAsPopover: Bool { effectivePresentationStyle == .popover }

    // MARK: Overrides

    open override var presentationStyle: UIModalPresentationStyle { .popover }

    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if let alert = presentedViewController as? UIAlertController, alert.preferredStyle == .actionSheet {
            // An action sheet leaves its popover for the bottom of a compact screen, never full screen.
            let compact =
                traitCollection.horizontalSizeClass == .compact || traitCollection.verticalSizeClass == .compact
            return compact ? .overFullScreen : .none
        }
        return SystemPresentationController.defaultAdaptation(of: .popover, in: traitCollection, behavior: behavior)
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        if isShownAsPopover { return popoverLayout(in: container).frame }
        if let alert = presentedViewController as? UIAlertController, alert.preferredStyle == .actionSheet {
            return AlertGeometry.actionSheetFrame(for: alert, in: container.bounds, safeArea: container.safeAreaInsets)
        }
        return adaptiveSheetStorage?.currentDetentFrame ?? systemFrameOfPresentedView
    }

    open override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        if isShownAsPopover || presentedViewController is UIAlertController {
            return frameOfPresentedViewInContainerView.size
        }
        return systemSize(forParentSize: parentSize)
    }

    open override var shouldRemovePresentersView: Bool { systemRemovesPresentersView }
    override var rendersAsCard: Bool { systemRendersAsCard }
    override var allowsInteractiveDismissal: Bool { systemAllowsInteractiveDismissal }

    override func adjustPresentedTraits(
        _ values: inout TraitValues, environment: UITraitCollection, style: UIModalPresentationStyle
    ) {
        if style == .popover {
            values.horizontalSizeClass = .compact
            if behavior == .iOS13 { values.userInterfaceLevel = .elevated }
        } else {
            systemAdjustPresentedTraits(&values, environment: environment, style: style)
        }
    }

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        installSystemDimmingView()
    }

    override func layoutPresentationViews() {
        guard let container = containerView else { return }
        // An action sheet that left its popover dims the screen like an alert, whatever its style.
        let isAdaptedActionSheet = presentedViewController is UIAlertController && !isShownAsPopover
        let sheetDims = systemShowsDimmingView && (adaptiveSheetStorage?.dimsAtCurrentDetent ?? true)
        layoutSystemViews(showsDimmingView: sheetDims || isAdaptedActionSheet)
        if isShownAsPopover {
            let layout = popoverLayout(in: container)
            arrowDirection = layout.direction
            presentedView?.frame = layout.frame
        } else {
            arrowDirection = .unknown
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    // MARK: Geometry

    /// The anchor rectangle in the container's coordinates.
    func sourceRect(in container: UIView) -> CGRect? {
        if let sourceView {
            let rect = sourceRect.isNull || sourceRect.isEmpty ? sourceView.bounds : sourceRect
            guard sourceView.window != nil else { return nil }
            return container.convert(sourceView.convert(rect, to: nil), from: nil)
        }
        if let barButtonItem, let window = container.window {
            return barButtonItem.frame(inBarsOf: window).map { container.convert($0, from: nil) }
        }
        return sourceItem?.frame(in: container)
    }

    /// Where the popover goes: the first permitted side (below, above, right, left) where the content
    /// fits, else the side with the most room, the content shrunk to fit.
    func popoverLayout(in container: UIView) -> (frame: CGRect, direction: UIPopoverArrowDirection) {
        let area = container.bounds.inset(by: container.safeAreaInsets).inset(by: popoverLayoutMargins)
        let anchor = sourceRect(in: container) ?? CGRect(x: area.midX, y: area.midY, width: 0, height: 0)
        let preferred = presentedViewController.preferredContentSize
        let content = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
        let arrow = Self.arrowHeight
        // The room on each side of the anchor, kept inside the area (an anchor may lie outside it).
        func room(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) -> CGRect {
            let left = max(minX, area.minX)
            let top = max(minY, area.minY)
            return CGRect(x: left, y: top, width: min(maxX, area.maxX) - left, height: min(maxY, area.maxY) - top)
        }
        let sides: [(UIPopoverArrowDirection, CGRect)] = [
            (.up, room(minX: area.minX, minY: anchor.maxY + arrow, maxX: area.maxX, maxY: area.maxY)),
            (.down, room(minX: area.minX, minY: area.minY, maxX: area.maxX, maxY: anchor.minY - arrow)),
            (.left, room(minX: anchor.maxX + arrow, minY: area.minY, maxX: area.maxX, maxY: area.maxY)),
            (.right, room(minX: area.minX, minY: area.minY, maxX: anchor.minX - arrow, maxY: area.maxY)),
        ]
        let candidates = sides.filter { permittedArrowDirections.contains($0.0) && $0.1.width > 0 && $0.1.height > 0 }
        guard !candidates.isEmpty else {
            let size = CGSize(width: min(content.width, area.width), height: min(content.height, area.height))
            return (
                CGRect(
                    x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width,
                    height: size.height), .unknown
            )
        }
        func fitted(_ space: CGRect) -> CGSize {
            CGSize(width: min(content.width, space.width), height: min(content.height, space.height))
        }
        let choice =
            candidates.first { $0.1.width >= content.width && $0.1.height >= content.height }
            ?? candidates.max { fitted($0.1).width * fitted($0.1).height < fitted($1.1).width * fitted($1.1).height }!
        let (direction, space) = choice
        let size = fitted(space)
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { min(max(value, low), high) }
        let origin: CGPoint
        switch direction {
        case .up, .down:
            let x = clamp((anchor.midX - size.width / 2).rounded(), space.minX, space.maxX - size.width)
            origin = CGPoint(x: x, y: direction == .up ? space.minY : space.maxY - size.height)
        default:
            let y = clamp((anchor.midY - size.height / 2).rounded(), space.minY, space.maxY - size.height)
            origin = CGPoint(x: direction == .left ? space.minX : space.maxX - size.width, y: y)
        }
        return (CGRect(origin: origin, size: size), direction)
    }
}
