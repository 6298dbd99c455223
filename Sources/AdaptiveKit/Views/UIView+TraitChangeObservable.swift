extension UIView: UITraitChangeObservable {
    /// Calls `handler` with this view and its previous traits whenever one of `traits` changes, like iOS 17's method.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        traitChangeRegistrations.register(on: self, traits, handler: handler)
    }

    /// Sends `action` to `target` whenever one of `traits` changes, like iOS 17's method.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
        -> any UITraitChangeRegistration
    {
        traitChangeRegistrations.register(on: self, traits, target: target as AnyObject, action: action)
    }

    /// Sends `action` to this view whenever one of `traits` changes, like iOS 17's method.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        traitChangeRegistrations.register(on: self, traits, target: self, action: action)
    }

    /// Removes a registration made on this view, like iOS 17's method.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.unregister(registration, from: self)
    }

    /// Brings this view's traits and its subviews' up to date now, sending their callbacks, like iOS 17's method.
    ///
    /// Updates wait only while a transition holds them back for its trait step; this applies them early.
    public func updateTraitsIfNeeded() {
        TraitPropagation.updateNow(self)
    }
}
