// How `#selector` finds the members it names, and whether Swift exposes them to Objective-C.

extension PortAnalysis {
    /// Whether Swift exposes the member to Objective-C: by its attributes, the `@objcMembers` of its class or
    /// of a class above, its extension's `@objc`, or, for an override, as what it overrides is. An override
    /// of a method the port does not see overrides UIKit's, all of which are exposed.
    func isExposed(_ member: DeclaredMember) -> Bool {
        if member.isObjC || (member.isInferable && inheritsObjCMembers(member.owner)) { return true }
        guard member.isOverride else { return false }
        return overridden(member).map(isExposed) ?? true
    }

    /// The port's declaration an override overrides, nil for one of UIKit's.
    func overridden(_ member: DeclaredMember) -> DeclaredMember? {
        for ancestor in chain(member.owner).dropFirst() {
            if let overridden = members[ancestor]?.first(where: {
                $0.kind == member.kind && $0.base == member.base && $0.labels == member.labels
            }) {
                return overridden
            }
        }
        return nil
    }

    /// The members called `base` that Swift's lookup from inside `types` (innermost first) finds: those of the
    /// first type that has any, counting its superclasses and extensions, the most derived first.
    func members(named base: String, lookingIn types: [String]) -> [DeclaredMember] {
        for type in types {
            let found = chain(type).flatMap { members[$0] ?? [] }.filter { $0.base == base }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// Every member called `base`, in any type: what `#selector(value.name)` may name when the port cannot
    /// tell the value's type.
    func members(named base: String) -> [DeclaredMember] {
        memberOwners.flatMap { members[$0] ?? [] }.filter { $0.base == base }
    }

    /// Whether `@objc` could be added to the member, as Swift's fix-it does: it belongs to a class.
    func canBeObjC(_ member: DeclaredMember) -> Bool {
        switch member.container {
        case .classBody: true
        case .valueType: false
        case .extension:
            classes[member.owner] != nil || KnownClasses.superclass[member.owner] != nil
                || member.owner.hasPrefix("UI") || member.owner.hasPrefix("NS")
        }
    }
}
