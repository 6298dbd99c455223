import Foundation

/// A class's action methods, outlets and inspectable properties by their Objective-C names: what
/// UIKit finds through the Objective-C runtime for target–action, `NotificationCenter`, responder
/// chain queries and Interface Builder's connections.
///
/// Linux has no Objective-C runtime, so each class that answers by name provides its table: the
/// `AdaptivePort` build plugin generates it from `@objc`, `@IBAction`, `@IBOutlet` and
/// `@IBInspectable` members, or a hand-written class overrides `messageTable` (see
/// `MessageReceiving`). A subclass's table starts from its superclass's, so overrides replace
/// entries and inherited ones stay.
@MainActor
public struct MessageTable {
    /// Calls a method or sets a property on an instance of the class that added the entry.
    public typealias Entry = @MainActor (AnyObject, MessageArguments) throws -> Void

    private(set) var methods: [String: Entry] = [:]
    private(set) var outlets: [String: Entry] = [:]
    private(set) var outletCollections: [String: Entry] = [:]
    private(set) var inspectables: [String: Entry] = [:]

    /// An empty table: the class answers to no name.
    public init() {}

    /// The selector names of the methods, sorted.
    public var selectorNames: [String] { methods.keys.sorted() }
    /// The outlet names, sorted.
    public var outletNames: [String] { outlets.keys.sorted() }
    /// The outlet collection names, sorted.
    public var outletCollectionNames: [String] { outletCollections.keys.sorted() }
    /// The inspectable keys, sorted.
    public var inspectableKeys: [String] { inspectables.keys.sorted() }

    /// Adds (or replaces) the method `selector` names; `body` calls it with the message's arguments.
    ///
    /// ```swift
    /// table.addMethod("buttonTapped:") { (target: Controller, arguments) in
    ///     try target.buttonTapped(arguments.value(0))
    /// }
    /// ```
    public mutating func addMethod<Owner: AnyObject>(
        _ selector: Selector, _ body: @escaping @MainActor (Owner, MessageArguments) throws -> Void
    ) {
        methods[selector.name] = Self.entry(body)
    }

    /// Adds an `@IBOutlet`: `body` assigns `arguments.value(0)` to the property.
    public mutating func addOutlet<Owner: AnyObject>(
        _ name: String, _ body: @escaping @MainActor (Owner, MessageArguments) throws -> Void
    ) {
        outlets[name] = Self.entry(body)
    }

    /// Adds an outlet collection: `body` assigns the array `arguments.value(0)` to the property.
    public mutating func addOutletCollection<Owner: AnyObject>(
        _ name: String, _ body: @escaping @MainActor (Owner, MessageArguments) throws -> Void
    ) {
        outletCollections[name] = Self.entry(body)
    }

    /// Adds an `@IBInspectable` property (or any key a runtime attribute sets): `body` assigns `arguments.value(0)`.
    public mutating func addInspectable<Owner: AnyObject>(
        _ key: String, _ body: @escaping @MainActor (Owner, MessageArguments) throws -> Void
    ) {
        inspectables[key] = Self.entry(body)
    }

    /// Whether the table has a method for `selector`.
    public func hasMethod(_ selector: Selector) -> Bool { methods[selector.name] != nil }

    private static func entry<Owner: AnyObject>(
        _ body: @escaping @MainActor (Owner, MessageArguments) throws -> Void
    ) -> Entry {
        { object, arguments in
            // Entries are only looked up in the table of `Owner` or a subclass.
            guard let owner = object as? Owner else {
                throw MessageArgumentError(
                    index: -1, expected: String(describing: Owner.self), actual: MessageTable.className(of: object))
            }
            try body(owner, arguments)
        }
    }
}

extension MessageTable {
    /// The table of an object's class, nil for an object that does not adopt `MessageReceiving`.
    package static func of(_ object: AnyObject) -> MessageTable? {
        guard let receiver = object as? any MessageReceiving else { return nil }
        return table(for: type(of: receiver))
    }

    /// A class's table, computed once: tables describe classes, which do not change while running.
    package static func table(for type: any MessageReceiving.Type) -> MessageTable {
        let key = ObjectIdentifier(type)
        if let cached = cache[key] { return cached }
        let table = type.messageTable
        cache[key] = table
        return table
    }

    private static var cache: [ObjectIdentifier: MessageTable] = [:]

    /// The class name UIKit's messages show.
    package static func className(of object: Any) -> String {
        String(describing: type(of: object))
    }

    /// Whether `object` implements the method `selector` names.
    package static func responds(_ object: AnyObject, to selector: Selector) -> Bool {
        of(object)?.hasMethod(selector) ?? false
    }

    /// Calls the method `selector` names on `target`, as `objc_msgSend` does; false (and UIKit's
    /// unrecognized-selector exception, recorded) when the class has no such method.
    @discardableResult
    package static func send(_ selector: Selector, to target: AnyObject, arguments: [Any?]) -> Bool {
        guard let method = of(target)?.methods[selector.name] else {
            DiagnosticLog.raise(
                "-[\(className(of: target)) \(selector.name)]: unrecognized selector sent to instance")
            return false
        }
        return run(method, on: target, arguments: arguments, what: "-[\(className(of: target)) \(selector.name)]")
    }

    /// Sets an outlet, an outlet collection or an inspectable key, as key–value coding does; false
    /// (and UIKit's undefined-key exception, recorded) when the class has no such property.
    @discardableResult
    package static func setValue(_ value: Any?, forKey key: String, kind: PropertyKind, of object: AnyObject) -> Bool {
        guard let entry = entry(forKey: key, kind: kind, in: of(object)) else {
            DiagnosticLog.raise(
                "[<\(className(of: object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                    + "for the key \(key).", name: "NSUnknownKeyException")
            return false
        }
        return run(entry, on: object, arguments: [value], what: "[<\(className(of: object))> setValue:forKey:] \(key)")
    }

    /// Whether the object's class has a property for `key` of that kind.
    package static func hasProperty(_ key: String, kind: PropertyKind, of object: AnyObject) -> Bool {
        entry(forKey: key, kind: kind, in: of(object)) != nil
    }

    private static func entry(forKey key: String, kind: PropertyKind, in table: MessageTable?) -> Entry? {
        switch kind {
        case .outlet: table?.outlets[key] ?? table?.outletCollections[key]
        case .outletCollection: table?.outletCollections[key] ?? table?.outlets[key]
        case .inspectable: table?.inspectables[key] ?? table?.outlets[key]
        }
    }

    /// Which list of the table `setValue(_:forKey:kind:of:)` reads first.
    package enum PropertyKind: Sendable {
        case outlet, outletCollection, inspectable
    }

    private static func run(_ entry: Entry, on object: AnyObject, arguments: [Any?], what: String) -> Bool {
        do {
            try entry(object, MessageArguments(arguments))
            return true
        } catch let error as MessageArgumentError {
            DiagnosticLog.raise("\(what): \(error)")
        } catch {
            DiagnosticLog.raise("\(what): \(error)")
        }
        return false
    }
}
