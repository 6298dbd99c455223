extension UIPresentationController: UITraitChangeObservable {
    /// Calls `handler` with this presentation controller and its previous traits whenever one of `traits` changes, like iOS 17's method.
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

    /// Sends `action` to this presentation controller whenever one of `traits` changes, like iOS 17's method.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        traitChangeRegistrations.register(on: self, traits, target: self, action: action)
    }

    /// Removes a registration made on this presentation controller, like iOS 17's method.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.unregister(registration, from: self)
    }
}
