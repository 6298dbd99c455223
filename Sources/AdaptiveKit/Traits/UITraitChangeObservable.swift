import Foundation

/// A registration made by `registerForTraitChanges`, like iOS 17's `UITraitChangeRegistration`.
public protocol UITraitChangeRegistration: Hashable, Sendable {}

/// An environment whose trait changes can be observed, like iOS 17's `UITraitChangeObservable`.
///
/// Views, view controllers, presentation controllers and window scenes conform. A registration
/// runs when one of its traits reads differently after an update, right after the environment's
/// `traitCollectionDidChange(_:)`, in the order the registrations were made.
@MainActor
public protocol UITraitChangeObservable: AnyObject {
    /// Calls `handler` with the environment and its previous traits when one of `traits` changes.
    @discardableResult
    func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration
    /// Sends `action` to `target` (with the environment and its previous traits, as the selector takes them)
    /// when one of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    /// Sends `action` to the environment itself when one of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    /// Removes a registration made on this environment.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// The token AdaptiveKit hands out for a registration: the environment that made it and its number there.
struct TraitChangeToken: UITraitChangeRegistration, CustomStringConvertible {
    let owner: ObjectIdentifier
    let id: Int

    var description: String { "registration \(id)" }
}

/// The registrations an environment made, kept on the environment itself (so they go with it).
@MainActor
struct TraitChangeRegistrations {
    struct Entry {
        let token: TraitChangeToken
        let traits: [UITrait]
        let action: @MainActor (AnyObject, UITraitCollection) -> Void
    }

    private(set) var entries: [Entry] = []
    /// Numbers are never reused, so a removed registration's token matches nothing later.
    private var lastID = 0

    mutating func register(
        on owner: AnyObject, _ traits: [UITrait], action: @escaping @MainActor (AnyObject, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        lastID += 1
        let token = TraitChangeToken(owner: ObjectIdentifier(owner), id: lastID)
        entries.append(Entry(token: token, traits: traits, action: action))
        return token
    }

    mutating func register<Environment: UITraitEnvironment>(
        on owner: AnyObject, _ traits: [UITrait],
        handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        register(on: owner, traits) { environment, previous in
            if let environment = environment as? Environment { handler(environment, previous) }
        }
    }

    /// A target–action registration: the selector's colons say how many of (environment, previous) it takes.
    mutating func register(
        on owner: AnyObject, _ traits: [UITrait], target: AnyObject, action: Selector
    ) -> any UITraitChangeRegistration {
        let count = action.name.count(where: { $0 == ":" })
        return register(on: owner, traits) { [weak target] environment, previous in
            guard let target else { return }
            MessageTable.send(action, to: target, arguments: Array([environment, previous].prefix(count)))
        }
    }

    /// Removes a registration; one this environment did not make (or removed already) is ignored with a warning.
    mutating func unregister(_ registration: any UITraitChangeRegistration, from owner: AnyObject) {
        guard let token = registration as? TraitChangeToken, token.owner == ObjectIdentifier(owner),
            let index = entries.firstIndex(where: { $0.token == token })
        else {
            DiagnosticLog.warn(
                "unregisterForTraitChanges: ignored: \(registration) was not made on this "
                    + "\(MessageTable.className(of: owner)) or was already removed")
            return
        }
        entries.remove(at: index)
    }

    /// Runs the registrations whose traits read differently in `current` than in `previous` (nil: the first
    /// traits, compared with an empty collection), with `current` as `UITraitCollection.current`.
    func notify(_ owner: AnyObject, previous: UITraitCollection?, current: UITraitCollection) {
        guard !entries.isEmpty else { return }
        let before = previous ?? UITraitCollection()
        // A handler may register or unregister; this change reaches the registrations made before it.
        for entry in entries where entry.traits.contains(where: { Self.differs($0, before, current) }) {
            current.performAsCurrent { entry.action(owner, before) }
        }
    }

    private static func differs<T: UITraitDefinition>(
        _ trait: T.Type, _ old: UITraitCollection, _ new: UITraitCollection
    ) -> Bool {
        old[trait] != new[trait]
    }
}
