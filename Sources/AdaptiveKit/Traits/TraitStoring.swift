/// An environment that keeps its own traits and reports their changes: views (windows included),
/// controllers, presentation controllers, scenes and screens.
///
/// Each stores what the trait pass resolved for it through `storeTraits(_:beforeReporting:)`, so every
/// environment reports a change the same way: `traitCollectionDidChange(_:)` with the new collection
/// current (`UITraitCollection.current`, as UIKit sets it during trait callbacks), then the handlers
/// registered with `registerForTraitChanges`.
@MainActor
protocol TraitStoring: UITraitEnvironment {
    /// The last traits and whether any were reported.
    var traitState: TraitState { get set }
    /// The handlers `registerForTraitChanges` added.
    var traitChangeRegistrations: TraitChangeRegistrations { get }
}

extension TraitStoring {
    /// Stores `new` as the environment's traits and reports a change.
    ///
    /// When `new` differs from the stored traits (or they were only predicted), `beforeReporting` runs
    /// with the previous collection (nil the first time), then the environment and its registrations are
    /// told. Nothing runs when the traits are the same.
    /// - Returns: whether the traits changed.
    @discardableResult
    @inline(__always)
    func storeTraits(
        _ new: UITraitCollection, beforeReporting: (_ previous: UITraitCollection?) -> Void = { _ in }
    ) -> Bool {
        let (changed, previous) = traitState.store(new)
        guard changed else { return false }
        beforeReporting(previous)
        new.performAsCurrent { traitCollectionDidChange(previous) }
        traitChangeRegistrations.notify(self, previous: previous, current: new)
        return true
    }
}

extension UIView: TraitStoring {}
extension UIViewController: TraitStoring {}
extension UIPresentationController: TraitStoring {}
extension UIWindowScene: TraitStoring {}
extension UIScreen: TraitStoring {}
