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
    /// Objects outside the map, by id (a xib's File's Owner): always of the app's class.
    var externalObjects: [String: AnyObject] = [:]

    init(document: IBDocument, index: IBDocumentIndex, objects: IBObjectMap) {
        self.objects = objects
        firstResponderIDs = document.firstResponderIDs
        var classes: [String: String] = [:]
        for (id, view) in index.views { if let name = view.customClass { classes[id] = name } }
        for (id, controller) in index.viewControllers { if let name = controller.customClass { classes[id] = name } }
        customClasses = classes
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
                "AdaptiveKit does not set '\(key)' of \(MessageTable.className(of: object)) '\(id)' (no such property "
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
                guard let selector = connection.selector, let control = source as? UIControl else { continue }
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
        if let view = objects[root.id] {
            for attribute in root.userDefinedRuntimeAttributes {
                guard let value = Self.value(of: attribute) else {
                    DiagnosticLog.warn(
                        "Runtime attribute '\(attribute.keyPath)' of type '\(attribute.type)' is not supported; "
                            + "it was not set.")
                    continue
                }
                set(value, attribute.keyPath, .inspectable, of: view, id: root.id)
            }
        }
        for subview in Self.loadedChildren(of: root) { applyRuntimeAttributes(in: subview) }
    }

    /// Every connection in a view tree, in document order.
    static func connections(in root: IBView) -> [IBConnection] {
        root.connections + loadedChildren(of: root).flatMap(connections(in:))
    }

    /// The views loaded with a view: keyed views (a cell's content view), subviews and static cells; not
    /// prototype cells, which each dequeued cell loads for itself.
    static func loadedChildren(of view: IBView) -> [IBView] {
        view.keyedViews + view.subviews + view.sections.flatMap(\.cells)
    }

    /// The Swift value of a runtime attribute; nil for types not read (colors, sizes, images).
    static func value(of attribute: IBRuntimeAttribute) -> Any? {
        switch attribute.type {
        case "number": attribute.value.flatMap(Double.init)
        case "boolean": attribute.value.map { $0 == "YES" }
        case "string", "localizedString": attribute.value ?? ""
        default: nil
        }
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
