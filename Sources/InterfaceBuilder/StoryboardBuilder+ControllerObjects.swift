import AdaptiveKit
import Foundation

extension StoryboardBuilder {
    /// Builds a scene's `<navigationItem>` bar button items and `<toolbarItems>` onto the controller's
    /// `navigationItem` and `toolbarItems`, then wires their actions and the outlets that point at them.
    ///
    /// UIKit decodes them with the controller, before its view loads, so an outlet to a bar item is set
    /// and the item's action reaches its target from `init(coder:)` on; outlets to views wait for the view.
    func installBarItems(of value: IBViewController, on controller: UIViewController) {
        defer { Self.connectBarItemTriggers(of: value, in: objects, to: controller) }
        if let item = value.navigationItem {
            let navigationItem = controller.navigationItem
            if !item.leftBarButtonItems.isEmpty {
                navigationItem.leftBarButtonItems = item.leftBarButtonItems.map(barButtonItem)
            }
            if !item.rightBarButtonItems.isEmpty {
                navigationItem.rightBarButtonItems = item.rightBarButtonItems.map(barButtonItem)
            }
            if let back = item.backBarButtonItem { navigationItem.backBarButtonItem = barButtonItem(back) }
        }
        if !value.toolbarItems.isEmpty { controller.toolbarItems = value.toolbarItems.map(barButtonItem) }
        let items = value.barButtonItems
        guard !items.isEmpty else { return }
        let itemIDs = value.barItemObjectIDs
        let customViewConnections = items.compactMap(\.customView).flatMap(ConnectionWiring.connections(in:))
        let wiring = loader.wiring(objects: objects)
        wiring.connect(
            value.connections.filter { itemIDs.contains($0.destination) } + items.flatMap(\.connections)
                + customViewConnections)
    }

    /// Gives each bar button item of the scene that segues start from its trigger, so a tap performs them
    /// (UIKit makes the segues the item's target and action). Controls and cells are tagged as they are made.
    static func connectBarItemTriggers(
        of value: IBViewController, in objects: IBObjectMap, to controller: UIViewController
    ) {
        for segue in value.segues where segue.kind != .embed && segue.kind != .relationship {
            guard let id = segue.triggerID, let item = objects[id] as? UIBarButtonItem, item.storyboardTrigger == nil
            else { continue }
            item.storyboardTrigger = StoryboardTrigger(id: id, controller: controller)
        }
    }

    /// A live item for a value, recorded in the object map under its id.
    private func barButtonItem(_ value: IBBarItem) -> UIBarButtonItem {
        let item = ViewTreeBuilder.barButtonItem(value)
        if item.image == nil, let name = value.image {
            item.image = UIImage(named: name, in: loader.bundle, compatibleWith: nil)
        }
        if let customView = value.customView {
            // The item's own view tree (a segmented control, a button), with its views recorded for outlets.
            item.customView = loader.viewTreeBuilder(objects: objects).build(customView).rootView
        }
        objects.record(item, id: value.id)
        return item
    }
}

extension IBViewController {
    /// The `<barButtonItem>`s of the navigation item and the toolbar, in that order.
    var barButtonItems: [IBBarItem] {
        var items: [IBBarItem] = []
        if let item = navigationItem {
            items += item.leftBarButtonItems + item.rightBarButtonItems
            items += item.backBarButtonItem.map { [$0] } ?? []
        }
        return items + toolbarItems
    }

    /// The ids of the bar button items and of the views in their custom views: objects made with the
    /// controller, before its view.
    var barItemObjectIDs: Set<String> {
        var ids = Set(barButtonItems.map(\.id))
        for customView in barButtonItems.compactMap(\.customView) { customView.forEachView { ids.insert($0.id) } }
        return ids
    }
}

extension StoryboardBuilder {
    /// Sets the controller's own `<userDefinedRuntimeAttributes>`, as UIKit does when it decodes the controller.
    func applyRuntimeAttributes(of value: IBViewController, to controller: UIViewController) {
        guard !value.userDefinedRuntimeAttributes.isEmpty else { return }
        loader.wiring(objects: objects).apply(value.userDefinedRuntimeAttributes, to: controller, id: value.id)
    }
}
