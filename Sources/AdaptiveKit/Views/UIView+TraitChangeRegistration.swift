/// A registration made by `registerForTraitChanges(_:handler:)`, like iOS 17's `UITraitChangeRegistration`.
public protocol UITraitChangeRegistration: Hashable, Sendable {}

/// The token AdaptiveKit hands out for a registration.
struct TraitChangeToken: UITraitChangeRegistration {
    let id: Int
}

/// Handlers registered on views, kept beside the views because extensions cannot add storage.
///
/// Keyed by object identity; each entry also holds the view weakly, so an identifier reused by a
/// new object after the old one was freed never fires the old handlers.
@MainActor
enum TraitChangeRegistry {
    struct Entry {
        weak var view: UIView?
        let token: TraitChangeToken
        let traits: [UITrait]
        let handler: @MainActor (UIView, UITraitCollection) -> Void
    }

    static var entries: [ObjectIdentifier: [Entry]] = [:]
    static var nextToken = 0

    /// Runs the handlers of `view` whose traits differ between `previous` and the view's current traits.
    static func notify(_ view: UIView, previous: UITraitCollection?) {
        guard let list = entries[ObjectIdentifier(view)] else { return }
        let live = list.filter { $0.view === view }
        if live.count != list.count { entries[ObjectIdentifier(view)] = live.isEmpty ? nil : live }
        let before = previous ?? UITraitCollection()
        let now = view.traitCollection
        for entry in live where entry.traits.contains(where: { differs($0, before, now) }) {
            entry.handler(view, before)
        }
    }

    private static func differs<T: UITraitDefinition>(
        _ trait: T.Type, _ old: UITraitCollection, _ new: UITraitCollection
    ) -> Bool {
        old[trait] != new[trait]
    }
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
        // Entries of freed views hold their handlers (and what those capture) until swept here.
        TraitChangeRegistry.entries = TraitChangeRegistry.entries.filter { $0.value.contains { $0.view != nil } }
        TraitChangeRegistry.nextToken += 1
        let token = TraitChangeToken(id: TraitChangeRegistry.nextToken)
        let entry = TraitChangeRegistry.Entry(
            view: self, token: token, traits: traits,
            handler: { view, previous in
                if let view = view as? Environment { handler(view, previous) }
            })
        TraitChangeRegistry.entries[ObjectIdentifier(self), default: []].append(entry)
        return token
    }

    /// Removes a registration made by `registerForTraitChanges(_:handler:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let token = registration as? TraitChangeToken else { return }
        let key = ObjectIdentifier(self)
        TraitChangeRegistry.entries[key]?.removeAll { $0.token == token }
        if TraitChangeRegistry.entries[key]?.isEmpty == true { TraitChangeRegistry.entries[key] = nil }
    }
}
