/// A registration made by `registerForTraitChanges(_:handler:)`, like iOS 17's `UITraitChangeRegistration`.
public protocol UITraitChangeRegistration: Hashable, Sendable {}

/// The token AdaptiveKit hands out for a registration: the view that made it and its number there.
struct TraitChangeToken: UITraitChangeRegistration {
    let view: ObjectIdentifier
    let id: Int
}

/// The handlers a view registered for trait changes, kept on the view itself.
struct TraitChangeRegistrations {
    struct Entry {
        let token: TraitChangeToken
        let traits: [UITrait]
        let handler: @MainActor (UIView, UITraitCollection) -> Void
    }

    var entries: [Entry] = []
    /// Numbers are never reused, so a removed registration's token matches nothing later.
    var lastID = 0
}

extension UIView {
    /// Calls `handler` whenever one of `traits` changes for this view, like iOS 17's method of that name.
    ///
    /// The handler gets the view and its previous traits and runs right after the view's
    /// `traitCollectionDidChange(_:)`, before layout. Unlike UIKit it also runs when the view first
    /// gets traits (an empty collection stands for the previous one), because AdaptiveKit's views
    /// get a first `traitCollectionDidChange(nil)` too (see Deviations.md).
    @discardableResult
    public func registerForTraitChanges<Environment: UIView>(
        _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        traitChangeRegistrations.lastID += 1
        let token = TraitChangeToken(view: ObjectIdentifier(self), id: traitChangeRegistrations.lastID)
        traitChangeRegistrations.entries.append(
            TraitChangeRegistrations.Entry(
                token: token, traits: traits,
                handler: { view, previous in
                    if let view = view as? Environment { handler(view, previous) }
                }))
        return token
    }

    /// Removes a registration made by `registerForTraitChanges(_:handler:)` on this view.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let token = registration as? TraitChangeToken else { return }
        traitChangeRegistrations.entries.removeAll { $0.token == token }
    }

    /// Runs the handlers whose traits differ between `previous` and the view's current traits.
    func notifyTraitChangeRegistrations(previous: UITraitCollection?) {
        guard !traitChangeRegistrations.entries.isEmpty else { return }
        let before = previous ?? UITraitCollection()
        let now = traitCollection
        // A handler may register or unregister; this change reaches the handlers registered before it.
        for entry in traitChangeRegistrations.entries where entry.traits.contains(where: { differs($0, before, now) }) {
            entry.handler(self, before)
        }
    }

    private func differs<T: UITraitDefinition>(_ trait: T.Type, _ old: UITraitCollection, _ new: UITraitCollection)
        -> Bool
    {
        old[trait] != new[trait]
    }
}
