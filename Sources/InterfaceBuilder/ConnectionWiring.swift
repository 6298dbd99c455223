import AdaptiveKit
import Foundation

/// Interface Builder's last loading step, as UIKit's nib loader does it: set outlets and outlet
/// collections, add target–actions, then apply user-defined runtime attributes.
///
/// Properties and methods are found by name in each object's `MessageTable` (what UIKit finds through
/// the Objective-C runtime). On an object of the app's class, an outlet with no property gets UIKit's
/// undefined-key exception and an action with no method its unrecognized-selector exception when sent;
/// both change nothing. Outlets and attributes of UIKit's own classes (a table view's `dataSource`) and
/// of custom classes that are not registered (already reported as unknown) are skipped with a warning.
@MainActor
struct ConnectionWiring {
    let objects: IBObjectMap
    /// Ids of placeholders that stand for the first responder: actions to them go up the responder chain.
    let firstResponderIDs: Set<String>
    /// The `customClass` of each object that names one, by id.
    let customClasses: [String: String]
    /// Named and system colors a color attribute may refer to.
    let resources: IBResources
    /// Objects outside the map, by id (a xib's File's Owner): always of the app's class.
    var externalObjects: [String: AnyObject] = [:]

    init(document: IBDocument, index: IBDocumentIndex, objects: IBObjectMap) {
        self.objects = objects
        firstResponderIDs = document.firstResponderIDs
        var classes: [String: String] = [:]
        for (id, view) in index.views { if let name = view.customClass { classes[id] = name } }
        for (id, controller) in index.viewControllers { if let name = controller.customClass { classes[id] = name } }
        customClasses = classes
        resources = document.resources
    }

    private func object(_ id: String) -> AnyObject? { externalObjects[id] ?? objects[id] }

    /// Whether the object made for `id` is of the app's class, which is held to UIKit's messages.
    private func isAppClass(_ id: String, _ object: AnyObject) -> Bool {
        if externalObjects[id] != nil { return true }
        guard let name = customClasses[id] else { return false }
        return MessageTable.className(of: object) == (name.split(separator: ".").last.map(String.init) ?? name)
    }

    /// Sets a property by name, or warns when the object is not the app's class and has no such property.
    private func set(_ value: Any?, _ key: String, _ kind: MessageTable.PropertyKind, of object: AnyObject, id: String)
    {
        if !isAppClass(id, object), !MessageTable.hasProperty(key, kind: kind, of: object) {
            DiagnosticLog.warn(
                "AdaptiveKit does not set '\(key)' of \(Self.uikitClassName(of: object)) '\(id)' (no such property "
                    + "in its message table).")
            return
        }
        MessageTable.setValue(value, forKey: key, kind: kind, of: object)
    }

    /// Wires the connections of the given sources; `view` outlets of controllers are already set.
    func connect(_ connections: [IBConnection]) {
        var collections: [String: (id: String, source: AnyObject, property: String, values: [Any])] = [:]
        var collectionOrder: [String] = []
        for connection in connections {
            guard let source = object(connection.sourceID) else { continue }
            switch connection.kind {
            case .outlet:
                guard let property = connection.property else { continue }
                if property == "view", source is UIViewController { continue }
                guard let destination = object(connection.destination) else { continue }
                if Self.setListOutlet(property, to: destination, of: source) { continue }
                set(destination, property, .outlet, of: source, id: connection.sourceID)
            case .outletCollection:
                guard let property = connection.property, let destination = object(connection.destination) else {
                    continue
                }
                let key = connection.sourceID + "." + property
                if collections[key] == nil { collectionOrder.append(key) }
                collections[key, default: (connection.sourceID, source, property, [])].values.append(destination)
            case .action:
                guard let selector = connection.selector else { continue }
                if let item = source as? UIBarButtonItem {
                    // A bar item has one action; First Responder leaves the target nil (the responder chain).
                    item.action = Selector(selector)
                    item.target =
                        firstResponderIDs.contains(connection.destination) ? nil : object(connection.destination)
                    continue
                }
                guard let control = source as? UIControl else { continue }
                let events = connection.eventType.flatMap(UIControl.Event.init(interfaceBuilderName:)) ?? .touchUpInside
                if firstResponderIDs.contains(connection.destination) {
                    control.addTarget(nil, action: Selector(selector), for: events)
                } else if let target = object(connection.destination) {
                    control.addTarget(target, action: Selector(selector), for: events)
                }
            }
        }
        for key in collectionOrder {
            guard let collection = collections[key] else { continue }
            set(collection.values, collection.property, .outletCollection, of: collection.source, id: collection.id)
        }
    }

    /// Sets each `<userDefinedRuntimeAttribute>` of the views in a tree, in document order.
    func applyRuntimeAttributes(in root: IBView) {
        if let view = objects[root.id] { apply(root.userDefinedRuntimeAttributes, to: view, id: root.id) }
        for subview in Self.loadedChildren(of: root) { applyRuntimeAttributes(in: subview) }
    }

    /// Sets runtime attributes on one object, as UIKit's `setValue(_:forKeyPath:)` does after loading.
    func apply(_ attributes: [IBRuntimeAttribute], to object: AnyObject, id: String) {
        for attribute in attributes {
            guard let value = value(of: attribute) else {
                let problem =
                    Self.runtimeAttributeTypes.contains(attribute.type)
                    ? "has no value it can read" : "is not supported"
                DiagnosticLog.warn(
                    "Runtime attribute '\(attribute.keyPath)' of type '\(attribute.type)' \(problem); it was not set.")
                continue
            }
            // UIKit follows a dotted key path (`layer.cornerRadius`) through objects AdaptiveKit does not model.
            if attribute.keyPath.contains("."),
                !MessageTable.hasProperty(attribute.keyPath, kind: .inspectable, of: object)
            {
                DiagnosticLog.warn(
                    "AdaptiveKit does not follow the key path '\(attribute.keyPath)' of \(MessageTable.className(of: object)) "
                        + "'\(id)'; it was not set.")
                continue
            }
            set(value.value, attribute.keyPath, .inspectable, of: object, id: id)
        }
    }

    /// Every connection in a view tree, in document order.
    static func connections(in root: IBView) -> [IBConnection] {
        root.connections + root.barItems.flatMap(\.connections) + loadedChildren(of: root).flatMap(connections(in:))
    }

    /// The views loaded with a view: keyed views (a cell's content view), subviews and static cells; not
    /// prototype cells, which each dequeued cell loads for itself.
    static func loadedChildren(of view: IBView) -> [IBView] {
        view.keyedViews + view.subviews + view.sections.flatMap(\.cells)
    }

    /// The Swift value of a runtime attribute, as UIKit decodes it (`nil` type: a nil value); nil for a type
    /// or a value that cannot be read.
    func value(of attribute: IBRuntimeAttribute) -> RuntimeValue? {
        let numbers = attribute.valueAttributes.compactMapValues(IBNumber.double)
        func number(_ name: String) -> CGFloat? { numbers[name].map { CGFloat($0) } }
        switch attribute.type {
        case "number": return attribute.value.flatMap(Double.init).map(RuntimeValue.init)
        case "boolean": return attribute.value.map { RuntimeValue($0 == "YES") }
        case "string": return RuntimeValue(attribute.value ?? "")
        case "localizedString":
            let key = attribute.value ?? ""
            return RuntimeValue(Bundle.main.localizedString(forKey: key, value: key, table: nil))
        case "nil": return RuntimeValue(nil)
        case "color":
            return attribute.color.flatMap { ViewTreeBuilder.color($0, resources: resources) }.map(RuntimeValue.init)
        case "image":
            guard let name = attribute.value else { return nil }
            return (UIImage(named: name) ?? resources.images[name].map { UIImage(size: $0) }).map(RuntimeValue.init)
        case "size":
            guard let width = number("width"), let height = number("height") else { return nil }
            return RuntimeValue(CGSize(width: width, height: height))
        case "point":
            guard let x = number("x"), let y = number("y") else { return nil }
            return RuntimeValue(CGPoint(x: x, y: y))
        case "rect":
            guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height")
            else { return nil }
            return RuntimeValue(CGRect(x: x, y: y, width: width, height: height))
        case "range":
            guard let location = numbers["location"].flatMap({ Int(exactly: $0) }),
                let length = numbers["length"].flatMap({ Int(exactly: $0) }), location >= 0, length >= 0
            else { return nil }
            return RuntimeValue(NSRange(location: location, length: length))
        default: return nil
        }
    }

    /// The types of runtime attribute Interface Builder writes.
    static let runtimeAttributeTypes: Set = [
        "number", "boolean", "string", "localizedString", "nil", "color", "image", "size", "point", "rect", "range",
    ]

    /// A decoded runtime attribute value; `value` is nil for the `nil` type.
    struct RuntimeValue {
        var value: Any?

        init(_ value: Any?) { self.value = value }
    }
}

extension IBDocument {
    /// The ids of First Responder placeholders in the document.
    var firstResponderIDs: Set<String> {
        let placeholders = scenes.flatMap(\.objects) + objects
        return Set(
            placeholders.compactMap {
                if case .other(let placeholder) = $0, placeholder.placeholderIdentifier == "IBFirstResponder" {
                    return placeholder.id
                }
                return nil
            })
    }
}
