/// The one rule that gives every trait environment its traits, for propagation and prediction alike.
///
/// `resolve(inherited:parentOverride:own:)` is the only place that combines traits. Scenes, windows, view
/// controllers (whatever their parent), presented controllers and views all get their traits from
/// it when a change propagates, and `willTransition(to:with:)` announces what it returns for the
/// traits the parent is about to get, so the announced traits are the ones delivered afterwards.
@MainActor
enum TraitResolution {
    /// Resolves an environment's traits: each layer replaces only the traits it specifies.
    ///
    /// - Parameters:
    ///   - inherited: the traits of the environment's trait parent (current ones when propagating,
    ///     the coming ones when predicting a transition): for a scene, the system's traits; a window's
    ///     scene (the system's traits for a window without one); a controller's parent,
    ///     presentation, window or, for a controller shown without containment, its view's
    ///     superview, or for a controller nothing holds the scene it was made in (`TraitPrediction`);
    ///     a view's controller (for a root view) or superview.
    ///   - parentOverride: what that parent sets for this child alone: `overrideTraitCollection(forChild:)`,
    ///     or a presentation's adjustments for its style (a form sheet is horizontally compact) with
    ///     its `overrideTraitCollection`. Windows and views have none.
    ///   - own: the environment's own iOS 17 `traitOverrides`.
    static func resolve(
        inherited: UITraitCollection, parentOverride: TraitValues = TraitValues(), own: TraitValues
    ) -> UITraitCollection {
        // Most environments override nothing: they share their parent's collection (memory per view).
        if parentOverride == TraitValues.unspecified && own == TraitValues.unspecified { return inherited }
        var values = inherited.values
        values.merge(parentOverride)
        values.merge(own)
        return UITraitCollection(values: values)
    }
}
