import Foundation

/// Where a presentation stands in UIKit's adaptation: the style it was asked for, the adaptive style
/// in effect, the one the delegate was last told about, and where a rotation or resize is taking it.
///
/// One value, owned by its `UIPresentationController`, so the questions "which style shows now" and
/// "which style will a transition show" are answered from one place.
struct PresentationAdaptation: Sendable, Hashable {
    /// The environment and safe area a rotation or resize in flight is about to give the presentation.
    struct Destination: Sendable, Hashable {
        var traits: UITraitCollection
        var safeArea: UIEdgeInsets
    }

    /// The style asked for, with `.automatic` resolved (`.custom` for a custom presentation controller).
    var requestedStyle: UIModalPresentationStyle
    /// What the last applied evaluation of the adaptation returned (`.none` for no adaptation).
    var adaptiveStyle: UIModalPresentationStyle = .none
    /// The style the delegate was last told about in `willPresentWithAdaptiveStyle`, until the traits change.
    var announcedStyle: UIModalPresentationStyle?
    /// Where a rotation or resize in flight is taking the presentation, until its completion.
    var destination: Destination?

    init(requestedStyle: UIModalPresentationStyle = .custom) {
        self.requestedStyle = requestedStyle
    }

    /// The style adaptation chose, or nil when the presentation shows in the style asked for.
    var adaptedStyle: UIModalPresentationStyle? { adaptiveStyle == .none ? nil : adaptiveStyle }

    /// The style the presentation shows in now: the adapted style, else the one asked for.
    var effectivePresentationStyle: UIModalPresentationStyle { style(forAdaptiveStyle: adaptiveStyle) }

    /// The style shown for an adaptive style: that style, or the one asked for when it is `.none`.
    func style(forAdaptiveStyle adaptive: UIModalPresentationStyle) -> UIModalPresentationStyle {
        adaptive == .none ? requestedStyle : adaptive
    }

    /// The adaptive style already announced for `environment` by a transition in flight, if any.
    func announcedStyle(forDestination environment: UITraitCollection) -> UIModalPresentationStyle? {
        destination?.traits == environment ? announcedStyle : nil
    }

    /// Whether the delegate must hear of `style` now: at the first evaluation, or when the style
    /// changes and has not been announced already (a rotation announces it in `willTransition(to:with:)`).
    func needsAnnouncement(of style: UIModalPresentationStyle, initial: Bool) -> Bool {
        initial || (style != adaptiveStyle && announcedStyle != style)
    }

    /// Starts a new presentation: no adaptation applied yet.
    mutating func reset() {
        adaptiveStyle = .none
    }
}
