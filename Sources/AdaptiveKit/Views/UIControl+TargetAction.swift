import Foundation

/// One `addTarget(_:action:for:)` or `addAction(_:for:)` of a control.
struct ControlActionRegistration {
    enum Target {
        /// A nil target: the action goes up the responder chain.
        case responderChain
        case object(WeakTarget)
    }

    enum Kind {
        case target(Target, Selector)
        case action(UIAction)
    }

    var kind: Kind
    var events: UIControl.Event
}

/// A target held weakly, as UIKit's controls hold theirs.
struct WeakTarget {
    weak var object: AnyObject?
}

extension ControlActionRegistration.Target {
    init(_ target: Any?) {
        if let object = target.map({ $0 as AnyObject }) {
            self = .object(WeakTarget(object: object))
        } else {
            self = .responderChain
        }
    }

    /// Whether `target` names the same object (nil matches the responder chain registrations).
    func matches(_ target: Any?) -> Bool {
        switch (self, target) {
        case (.responderChain, nil): true
        case (.object(let box), let other?): box.object === (other as AnyObject)
        default: false
        }
    }

    /// What `allTargets` holds for it: the object, or `NSNull` for the responder chain.
    var hashable: AnyHashable? {
        switch self {
        case .responderChain: AnyHashable(NSNull())
        case .object(let box):
            box.object.map { ($0 as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier($0)) }
        }
    }
}

extension UIControl {
    /// Adds a target–action pair for events, like UIKit's `addTarget(_:action:for:)`: a nil target sends the
    /// action up the responder chain; the target is held weakly; adding the same pair twice keeps one.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        for index in actionRegistrations.indices {
            if case .target(let existing, let selector) = actionRegistrations[index].kind, selector == action,
                existing.matches(target)
            {
                actionRegistrations[index].events.formUnion(controlEvents)
                return
            }
        }
        actionRegistrations.append(
            ControlActionRegistration(
                kind: .target(ControlActionRegistration.Target(target), action), events: controlEvents))
    }

    /// Removes target–action pairs for events, like UIKit's `removeTarget(_:action:for:)`: a nil target
    /// matches every target, a nil action every action.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        for index in actionRegistrations.indices.reversed() {
            guard case .target(let existing, let selector) = actionRegistrations[index].kind,
                target == nil || existing.matches(target), action == nil || selector == action
            else { continue }
            actionRegistrations[index].events.subtract(controlEvents)
            if actionRegistrations[index].events.isEmpty { actionRegistrations.remove(at: index) }
        }
    }

    /// Every target with an action, like UIKit's `allTargets` (`NSNull` stands for the responder chain).
    public var allTargets: Set<AnyHashable> {
        Set(
            actionRegistrations.compactMap {
                if case .target(let target, _) = $0.kind { return target.hashable }
                return nil
            })
    }

    /// Every event some target or action is registered for, like UIKit's `allControlEvents`.
    public var allControlEvents: Event {
        actionRegistrations.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The selector names a target has for an event, like UIKit's `actions(forTarget:forControlEvent:)`;
    /// nil when there are none.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = actionRegistrations.compactMap { registration -> String? in
            guard case .target(let existing, let selector) = registration.kind, existing.matches(target),
                !registration.events.isDisjoint(with: controlEvent)
            else { return nil }
            return selector.name
        }
        return names.isEmpty ? nil : names
    }

    /// Adds an action for events, like UIKit's `addAction(_:for:)`; an action with the same identifier
    /// is replaced.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actionRegistrations.removeAll {
            if case .action(let existing) = $0.kind { return existing.identifier == action.identifier }
            return false
        }
        actionRegistrations.append(ControlActionRegistration(kind: .action(action), events: controlEvents))
    }

    /// Removes an action for events, like UIKit's `removeAction(_:for:)`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with an identifier for events, like UIKit's `removeAction(identifiedBy:for:)`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in actionRegistrations.indices.reversed() {
            guard case .action(let existing) = actionRegistrations[index].kind,
                existing.identifier == actionIdentifier
            else { continue }
            actionRegistrations[index].events.subtract(controlEvents)
            if actionRegistrations[index].events.isEmpty { actionRegistrations.remove(at: index) }
        }
    }
}
