import Foundation

/// The presentation controller of UIKit's built-in styles: full screen, sheets and current context.
///
/// One object serves a presentation for its whole life; when the presentation adapts (a form sheet
/// on a compact-width phone), it changes the style it shows in rather than being replaced.
final class SystemPresentationController: UIPresentationController {
    init(presentedViewController: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        adaptation.requestedStyle = style
    }

    override var shouldPresentInFullscreen: Bool {
        requestedStyle != .currentContext && requestedStyle != .overCurrentContext
    }

    override var shouldRemovePresentersView: Bool { systemRemovesPresentersView }

    override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        Self.defaultAdaptation(of: requestedStyle, in: traitCollection, behavior: behavior)
    }

    override var frameOfPresentedViewInContainerView: CGRect { systemFrameOfPresentedView }

    override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        systemSize(forParentSize: parentSize)
    }

    override var rendersAsCard: Bool { systemRendersAsCard }
    override var allowsInteractiveDismissal: Bool { systemAllowsInteractiveDismissal }

    override func adjustPresentedTraits(
        _ values: inout TraitValues, environment: UITraitCollection, style: UIModalPresentationStyle
    ) {
        systemAdjustPresentedTraits(&values, environment: environment, style: style)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        installSystemDimmingView()
    }

    override func layoutPresentationViews() { layoutSystemViews() }

    /// UIKit's default adaptation of the sheet and popover styles (Apple, UIModalPresentationStyle and
    /// UIAdaptivePresentationControllerDelegate: adaptivePresentationStyle(for:traitCollection:)).
    static func defaultAdaptation(
        of style: UIModalPresentationStyle, in traits: UITraitCollection, behavior: PresentationBehavior
    ) -> UIModalPresentationStyle {
        guard [.pageSheet, .formSheet, .popover].contains(style) else { return .none }
        let compactWidth = traits.horizontalSizeClass == .compact
        let compactHeight = traits.verticalSizeClass == .compact
        switch behavior {
        case .iOS12:
            if compactWidth { return .fullScreen }
            if compactHeight, style == .popover { return .formSheet }
            return .none
        case .iOS13:
            if compactHeight { return .fullScreen }
            if compactWidth, style == .popover { return .formSheet }
            return .none
        }
    }
}

/// The behaviour the system presentation controllers share (the popover's once it adapts to a sheet).
extension UIPresentationController {
    /// Whether the effective style is a page or form sheet.
    var isSheetStyle: Bool { effectivePresentationStyle == .pageSheet || effectivePresentationStyle == .formSheet }

    /// The form the sheet takes now, or nil when the effective style is not a sheet.
    var sheetForm: SheetGeometry.SheetForm? {
        guard isSheetStyle else { return nil }
        return SheetGeometry.form(of: effectivePresentationStyle, in: geometryContext(environment: traitCollection))
    }

    /// fullScreen and currentContext take the presenter's view out once presented; so does a sheet
    /// that shows full screen when it is presented.
    var systemRemovesPresentersView: Bool {
        switch effectivePresentationStyle {
        case .fullScreen, .currentContext: true
        case .pageSheet, .formSheet: sheetForm == .fullScreen
        default: false
        }
    }

    var systemRendersAsCard: Bool { sheetForm == .card }

    var systemAllowsInteractiveDismissal: Bool {
        behavior == .iOS13 && isSheetStyle && sheetForm != .fullScreen
    }

    /// The scale UIKit gives the view behind an iOS 13 card sheet (recorded; views have no transforms here).
    var presentingViewTransform: CGAffineTransform {
        guard state != .idle, rendersAsCard, let container = containerView else { return .identity }
        // A sheet resting below its full height leaves the presenter as it is.
        let sheet =
            self as? UISheetPresentationController
            ?? (self as? UIPopoverPresentationController)?.adaptiveSheetStorage
        if let sheet, !sheet.restsAtFullHeight { return .identity }
        return SheetGeometry.presenterTransform(containerWidth: container.bounds.width)
    }

    var systemFrameOfPresentedView: CGRect {
        guard let container = containerView else { return .zero }
        return systemFrame(in: container.bounds.size, safeArea: container.safeAreaInsets, environment: traitCollection)
    }

    func systemSize(forParentSize parentSize: CGSize) -> CGSize {
        let environment = adaptation.destination?.traits ?? traitCollection
        let safeArea = adaptation.destination?.safeArea ?? containerView?.safeAreaInsets ?? .zero
        return systemFrame(in: parentSize, safeArea: safeArea, environment: environment).size
    }

    func systemAdjustPresentedTraits(
        _ values: inout TraitValues, environment: UITraitCollection, style: UIModalPresentationStyle
    ) {
        guard behavior == .iOS13, style == .pageSheet || style == .formSheet else { return }
        let form = SheetGeometry.form(of: style, in: geometryContext(environment: environment))
        if form != .fullScreen { values.userInterfaceLevel = .elevated }
        // iOS 13 reports a form sheet on a regular-width iPad as horizontally compact.
        if style == .formSheet, case .centered = form { values.horizontalSizeClass = .compact }
    }

    /// Sheets and popovers dim what is behind them.
    func installSystemDimmingView() {
        guard isSheetStyle || requestedStyle == .popover else { return }
        installDimmingView(alpha: 0.4)
    }

    /// Whether the dimming view shows: behind a sheet that does not cover the whole screen.
    var systemShowsDimmingView: Bool { isSheetStyle && sheetForm != .fullScreen }

    /// Lays out the dimming view (shown as `showsDimmingView` says, by default as a sheet's) and the presented view.
    func layoutSystemViews(showsDimmingView: Bool? = nil) {
        guard containerView != nil else { return }
        layoutDimmingView(visible: showsDimmingView ?? systemShowsDimmingView)
        if interactiveDismissal == nil { presentedView?.frame = frameOfPresentedViewInContainerView }
    }

    func geometryContext(environment: UITraitCollection, size: CGSize? = nil, safeArea: UIEdgeInsets? = nil)
        -> SheetGeometry.Context
    {
        SheetGeometry.Context(
            container: CGRect(origin: .zero, size: size ?? containerView?.bounds.size ?? .zero),
            safeArea: safeArea ?? containerView?.safeAreaInsets ?? .zero, environment: environment,
            behavior: behavior, stackDepth: stackDepth,
            preferredContentSize: presentedViewController.preferredContentSize,
            screenPortraitWidth: window?.screen.device.portraitSize.width ?? 768)
    }

    func systemFrame(in size: CGSize, safeArea: UIEdgeInsets, environment: UITraitCollection) -> CGRect {
        let style = effectivePresentationStyle(in: environment)
        guard style == .pageSheet || style == .formSheet else { return CGRect(origin: .zero, size: size) }
        return SheetGeometry.frame(
            of: style, in: geometryContext(environment: environment, size: size, safeArea: safeArea))
    }

    /// The style the presentation shows in for an environment (the current one, or one a transition predicts).
    func effectivePresentationStyle(in environment: UITraitCollection) -> UIModalPresentationStyle {
        if environment == traitCollection { return effectivePresentationStyle }
        return adaptation.style(forAdaptiveStyle: adaptation.announcedStyle ?? evaluateAdaptation(for: environment))
    }
}
