import Foundation

/// The user's drags and taps on a sheet (Apple, UISheetPresentationController:
/// largestUndimmedDetentIdentifier, and UISheetPresentationControllerDelegate).
extension UISheetPresentationController {
    /// The speed (points per second) below which a release counts as no flick.
    static let flickThreshold: CGFloat = 250
    /// The speed from which a flick moves one detent further than the nearest.
    static let strongFlickThreshold: CGFloat = 1000
    /// How far a flick carries the sheet per point per second: UIKit's deceleration 0.99 projected,
    /// 0.99 / (1 − 0.99) / 1000.
    static let flickProjection: CGFloat = 0.099

    /// Whether the sheet can be touched now: presented, not moving, nothing presented on top.
    private var acceptsTouches: Bool {
        let host = host
        return host.state == .presented && host.interactiveDismissal == nil && host.presentingViewController != nil
            && host.presentedViewController.presentationStack.isEmpty
            && host.shownViewController.presentationStack.isEmpty
    }

    /// Whether the sheet is attached to the bottom edge and rests below its largest active detent.
    var canGrow: Bool {
        guard let state = currentDetentState, let index = state.index, let current = state.resolved.values[index]
        else { return false }
        return state.resolved.values.contains { ($0 ?? 0) > current }
    }

    /// A drag of `translation` points (positive is down) released at `velocity` points per second.
    ///
    /// The sheet rests at the active detent nearest to where the drag (and the flick) would carry it,
    /// one further for a strong flick; pulled below half its smallest detent, it is swiped away with
    /// the swipe-to-dismiss sequence. The delegate hears of a new selected detent.
    func drag(by translation: CGFloat, velocity: CGFloat) -> SheetDragOutcome {
        guard acceptsTouches, let detentState = currentDetentState else { return .unavailable }
        let resolved = detentState.resolved
        let active = resolved.values.indices.compactMap { index in resolved.values[index].map { (index, $0) } }
        guard let smallest = active.first, let startIndex = detentState.index,
            let start = resolved.values[startIndex]
        else { return .unavailable }
        let carry = abs(velocity) < Self.flickThreshold ? 0 : velocity * Self.flickProjection
        let projected = start - translation - carry
        if projected < smallest.1 / 2 {
            let swipe = host.beginSwipeToDismiss()
            guard swipe.outcome == .dismissing else { return swipe.outcome == .resisted ? .resisted : .unavailable }
            swipe.update(min(1, max(0, translation) / max(1, start + detentState.bottomInset)))
            swipe.finish()
            return .dismissing
        }
        var target = active.min { abs($0.1 - projected) < abs($1.1 - projected) } ?? smallest
        if abs(velocity) >= Self.strongFlickThreshold, target.0 == startIndex,
            let position = active.firstIndex(where: { $0.0 == startIndex })
        {
            let next = velocity < 0 ? position + 1 : position - 1
            if active.indices.contains(next) { target = active[next] }
        }
        let identifier = detents[target.0].identifier
        guard target.0 != startIndex else { return .settled(identifier) }
        selectedDetentIdentifier = identifier
        host.containerViewStorage?.layoutIfNeeded()
        (delegate as? any UISheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        return .settled(identifier)
    }

    /// A tap at `point` (window coordinates) outside the sheet.
    ///
    /// At or below the largest undimmed detent the tap reaches the presenter. On the dimming view it
    /// dismisses like a popover's: `isModalInPresentation` or a refusing delegate keeps the sheet
    /// (`presentationControllerDidAttemptToDismiss(_:)`), else `WillDismiss`, the dismissal, `DidDismiss`.
    func tapOutside(at point: CGPoint) -> SheetTapOutcome {
        let host = host
        guard acceptsTouches, host.isSheetStyle, host.window != nil else { return .unavailable }
        if let view = host.presentedView, view.convert(view.bounds, to: nil).contains(point) { return .insideSheet }
        if hostingPopover == nil, currentPlacement == .fullScreen { return .insideSheet }
        if !dimsAtCurrentDetent { return .reachedPresenter }
        if host.shownViewController.isModalInPresentationIncludingChildren
            || host.presentedViewController.isModalInPresentationIncludingChildren
        {
            host.delegate?.presentationControllerDidAttemptToDismiss(host)
            return .resisted
        }
        if let delegate = host.delegate, !delegate.presentationControllerShouldDismiss(host) {
            delegate.presentationControllerDidAttemptToDismiss(host)
            return .resisted
        }
        host.delegate?.presentationControllerWillDismiss(host)
        let delegate = host.delegate
        Self.runDismissal(of: [host], animated: true, interactive: false) {
            delegate?.presentationControllerDidDismiss(host)
        }
        return .dismissing
    }
}
