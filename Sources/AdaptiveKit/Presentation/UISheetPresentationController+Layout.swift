import Foundation

/// Where a sheet sits and at which detent (Apple, UISheetPresentationController and its `Detent`; the
/// medium detent's share and the top gaps as third parties measured them).
extension UISheetPresentationController {
    /// How the sheet shows in an environment.
    enum Placement: Equatable {
        /// Covering the container (compact height without edge attachment; iOS 12 compact width).
        case fullScreen
        /// Attached to the bottom edge; the frame is the full-height (large) one, detents shorten it.
        case attached(CGRect, bottomInset: CGFloat)
        /// Floating in a regular-width, regular-height container at the page or form size; detents do not apply.
        case floating(CGRect)
    }

    /// The detents' values in one context, in `detents` order (nil for an inactive detent).
    struct ResolvedDetents {
        var size: CGSize
        var traits: UITraitCollection
        var maximum: CGFloat
        var values: [CGFloat?]
    }

    /// The placement in a container of `size` for an environment.
    func placement(in size: CGSize, safeArea: UIEdgeInsets, environment: UITraitCollection) -> Placement {
        let style = effectivePresentationStyle(in: environment)
        guard style == .pageSheet || style == .formSheet else { return .fullScreen }
        let context = geometryContext(environment: environment, size: size, safeArea: safeArea)
        let bounds = CGRect(origin: .zero, size: size)
        switch SheetGeometry.form(of: style, in: context) {
        case .fullScreen:
            guard behavior == .iOS13, prefersEdgeAttachedInCompactHeight,
                environment.verticalSizeClass == .compact
            else { return .fullScreen }
            let frame = SheetGeometry.edgeAttachedFrame(
                in: context, widthFollowsPreferredContentSize: widthFollowsPreferredContentSizeWhenEdgeAttached)
            return .attached(frame, bottomInset: safeArea.bottom)
        case .card:
            return .attached(SheetGeometry.frame(of: style, in: context), bottomInset: safeArea.bottom)
        case .centered:
            return .floating(SheetGeometry.frame(of: style, in: context).intersection(bounds))
        }
    }

    /// The placement now.
    var currentPlacement: Placement {
        placement(
            in: containerView?.bounds.size ?? .zero, safeArea: containerView?.safeAreaInsets ?? .zero,
            environment: traitCollection)
    }

    /// The detents' values for a full-height frame, resolved again only when the context changed or
    /// `invalidateDetents()` was called (custom resolvers run then, as in UIKit).
    func resolvedDetents(full: CGRect, bottomInset: CGFloat, size: CGSize, environment: UITraitCollection)
        -> ResolvedDetents
    {
        let maximum = max(0, full.height - bottomInset)
        if let cache = resolvedDetentCache, cache.size == size, cache.traits == environment, cache.maximum == maximum {
            return cache
        }
        let context = DetentResolutionContext(
            containerTraitCollection: environment, maximumDetentValue: maximum, containerSize: size)
        // A value below zero or above the maximum is clamped (see Deviations.md).
        let values = detents.map { detent in detent.resolvedValue(in: context).map { min(max($0, 0), maximum) } }
        let resolved = ResolvedDetents(size: size, traits: environment, maximum: maximum, values: values)
        resolvedDetentCache = resolved
        return resolved
    }

    /// The index in `detents` the sheet rests at: the selected one if it is active; an inactive
    /// selection gives way to the next larger active detent (else the next smaller); no selection, or
    /// one not in `detents`, rests at the smallest active detent. Nil when no detent is active.
    func restingIndex(in resolved: ResolvedDetents) -> Int? {
        let active = resolved.values.indices.filter { resolved.values[$0] != nil }
        guard let first = active.first else { return nil }
        guard let selected = selectedDetentIdentifier,
            let index = detents.firstIndex(where: { $0.identifier == selected })
        else { return first }
        if resolved.values[index] != nil { return index }
        return active.first { $0 > index } ?? active.last { $0 < index }
    }

    /// The presented view's frame in a container of `size`.
    func sheetFrame(in size: CGSize, safeArea: UIEdgeInsets, environment: UITraitCollection) -> CGRect {
        switch placement(in: size, safeArea: safeArea, environment: environment) {
        case .fullScreen:
            return CGRect(origin: .zero, size: size)
        case .floating(let frame):
            return frame
        case .attached(let full, let bottomInset):
            let resolved = resolvedDetents(full: full, bottomInset: bottomInset, size: size, environment: environment)
            let value = restingIndex(in: resolved).flatMap { resolved.values[$0] } ?? resolved.maximum
            return Self.frame(forDetentValue: value, full: full, bottomInset: bottomInset)
        }
    }

    /// A bottom-attached sheet's frame at a detent value: the value plus the bottom safe area, up from the bottom.
    static func frame(forDetentValue value: CGFloat, full: CGRect, bottomInset: CGFloat) -> CGRect {
        let height = value + bottomInset
        return CGRect(x: full.minX, y: full.maxY - height, width: full.width, height: height)
    }

    /// The current detent's value and the largest undimmed one's, when the sheet is attached.
    ///
    /// A popover's adaptive sheet is attached while the popover shows as a card (compact width).
    var currentDetentState: (resolved: ResolvedDetents, index: Int?, full: CGRect, bottomInset: CGFloat)? {
        let full: CGRect
        let bottomInset: CGFloat
        if let popover = hostingPopover {
            guard let container = popover.containerView, popover.sheetForm == .card else { return nil }
            full = popover.systemFrameOfPresentedView
            bottomInset = container.safeAreaInsets.bottom
        } else {
            guard case .attached(let frame, let inset) = currentPlacement else { return nil }
            full = frame
            bottomInset = inset
        }
        guard let container = host.containerView else { return nil }
        let resolved = resolvedDetents(
            full: full, bottomInset: bottomInset, size: container.bounds.size, environment: host.traitCollection)
        return (resolved, restingIndex(in: resolved), full, bottomInset)
    }

    /// The presented view's frame at the current detent, while the sheet is attached.
    var currentDetentFrame: CGRect? {
        guard let state = currentDetentState else { return nil }
        let value = state.index.flatMap { state.resolved.values[$0] } ?? state.resolved.maximum
        return Self.frame(forDetentValue: value, full: state.full, bottomInset: state.bottomInset)
    }

    /// Whether the sheet dims what is behind it now: always, unless it is attached and rests at or
    /// below an active `largestUndimmedDetentIdentifier`.
    var dimsAtCurrentDetent: Bool {
        guard let state = currentDetentState, let largest = largestUndimmedDetentIdentifier,
            let undimmedIndex = detents.firstIndex(where: { $0.identifier == largest }),
            let undimmed = state.resolved.values[undimmedIndex]
        else { return true }
        let current = state.index.flatMap { state.resolved.values[$0] } ?? state.resolved.maximum
        return current > undimmed
    }

    /// Whether the sheet rests at its full height (the presenter behind it is scaled back only then).
    var restsAtFullHeight: Bool {
        guard let state = currentDetentState else { return true }
        let current = state.index.flatMap { state.resolved.values[$0] } ?? state.resolved.maximum
        return current >= state.resolved.maximum
    }
}

extension SheetGeometry {
    /// How far below the safe area's top a sheet attached to the bottom edge in compact height starts
    /// (unconfirmed: a third party's reading of UIKit's sheet metrics).
    static let edgeAttachedTopGap: CGFloat = 8

    /// The medium detent's share of the largest detent value: 0.56 in containers taller than 568 pt,
    /// else 0.63 (measured by a third party on 11 container sizes; Apple says only "approximately half").
    static func mediumDetentFraction(containerHeight: CGFloat) -> CGFloat {
        containerHeight > 568 ? 0.56 : 0.63
    }

    /// The full-height frame of a sheet attached to the bottom edge in compact height: as wide as the
    /// safe area, or the presented controller's preferred width when asked for (Apple,
    /// UISheetPresentationController: widthFollowsPreferredContentSizeWhenEdgeAttached).
    static func edgeAttachedFrame(in context: Context, widthFollowsPreferredContentSize: Bool) -> CGRect {
        let container = context.container.size
        let safeArea = context.safeArea
        let safeWidth = max(0, container.width - safeArea.left - safeArea.right)
        var width = safeWidth
        let preferred = context.preferredContentSize.width
        if widthFollowsPreferredContentSize, preferred > 0 { width = min(preferred, safeWidth) }
        let top = safeArea.top + edgeAttachedTopGap + CGFloat(context.stackDepth) * cardStackStep
        return CGRect(
            x: safeArea.left + (safeWidth - width) / 2, y: top, width: width, height: max(0, container.height - top))
    }
}
