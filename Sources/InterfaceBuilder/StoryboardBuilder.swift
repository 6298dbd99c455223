import AdaptiveKit
import Foundation

/// Turns a storyboard's controller values into live controllers: classes, relationships, bindings.
///
/// One builder serves one `instantiate...` call, so the controllers it makes share one object map and one
/// `Context` (the limits of the instantiation in progress). A nib's controllers are built the same way, from the
/// nib's loader, with no storyboard.
@MainActor
struct StoryboardBuilder {
    let loader: IBDocumentLoader
    /// The storyboard the controllers come from (their `storyboard`), nil for a nib's.
    let storyboard: UIStoryboard?
    let objects: IBObjectMap
    let context: Context

    init(
        loader: IBDocumentLoader, storyboard: UIStoryboard?, objects: IBObjectMap = IBObjectMap(),
        context: Context = Context()
    ) {
        self.loader = loader
        self.storyboard = storyboard
        self.objects = objects
        self.context = context
    }

    /// A builder of `storyboard`'s controllers.
    init(storyboard: UIStoryboard, objects: IBObjectMap = IBObjectMap(), context: Context = Context()) {
        self.init(loader: storyboard.loader, storyboard: storyboard, objects: objects, context: context)
    }

    /// The controller with this id and its relationship children; nil when the id names none.
    ///
    /// `containers` are the ids of the controllers being built around this one: a relationship back to one
    /// of them (a damaged file; Interface Builder cannot make one) is left out instead of recursing forever.
    func controller<ViewController: UIViewController>(
        id: String, creator: ((NSCoder) -> ViewController?)?, containers: Set<String> = []
    ) -> UIViewController? {
        guard !containers.contains(id), let value = loader.index.viewControllers[id] else { return nil }
        if let reference = value.storyboardReference {
            return context.resolvingReference(id, in: storyboard?.name) { referenced(reference) }
        }
        return context.nesting(Self.viewLevels(of: value), controllerID: id) {
            build(value, id: id, creator: creator, containers: containers)
        }
    }

    /// `controller(id:creator:containers:)` once the nesting is counted.
    private func build<ViewController: UIViewController>(
        _ value: IBViewController, id: String, creator: ((NSCoder) -> ViewController?)?, containers: Set<String>
    ) -> UIViewController? {
        let controller = make(value, creator: creator)
        controller.title = value.title ?? controller.title
        if let title = value.navigationItem?.title { controller.navigationItem.title = title }
        applyBarAttributes(of: value, to: controller)
        applyPresentationAttributes(of: value, to: controller)
        if let item = value.tabBarItem {
            let image = item.image.flatMap { loader.viewTreeBuilder(objects: objects).image($0) }
            controller.tabBarItem = UITabBarItem(title: item.title, image: image, tag: 0)
        }
        objects.record(controller, id: id)
        controller.storyboardSource = SceneBinding(
            loader: loader, storyboard: storyboard, controllerID: id, objects: objects, context: context)
        installBarItems(of: value, on: controller)
        applyRuntimeAttributes(of: value, to: controller)
        // Containers get their children when they are decoded, as UIKit's relationship segues do.
        let children = { (relationship: String) in
            value.children(relationship).compactMap {
                self.controller(
                    id: $0, creator: nil as ((NSCoder) -> UIViewController?)?, containers: containers.union([id]))
            }
        }
        switch controller {
        case let navigation as UINavigationController:
            let root = children("rootViewController")
            if !root.isEmpty { navigation.setViewControllers(root, animated: false) }
            // `navigationBarHidden="YES"` decodes as UINavigationController's `isNavigationBarHidden`.
            if IBNumber.bool(value.properties["navigationBarHidden"]) == true {
                navigation.setNavigationBarHidden(true, animated: false)
            }
            // `toolbarHidden="NO"` decodes as `isToolbarHidden` false: the toolbar shows.
            if IBNumber.bool(value.properties["toolbarHidden"]) == false {
                navigation.setToolbarHidden(false, animated: false)
            }
        case let tabs as UITabBarController:
            let tabChildren = children("viewControllers")
            if !tabChildren.isEmpty { tabs.setViewControllers(tabChildren, animated: false) }
        case let split as UISplitViewController where split.style != .unspecified:
            // Column-style splits keep the classic relationship names and add two (see Deviations.md).
            let columns: [(String, UISplitViewController.Column)] = [
                ("masterViewController", .primary), ("primaryViewController", .primary),
                ("supplementaryViewController", .supplementary), ("detailViewController", .secondary),
                ("secondaryViewController", .secondary), ("compactViewController", .compact),
            ]
            for (relationship, column) in columns {
                if let child = children(relationship).first { split.setViewController(child, for: column) }
            }
        case let split as UISplitViewController:
            let columns =
                children("masterViewController") + children("primaryViewController")
                + children("detailViewController") + children("secondaryViewController")
            if !columns.isEmpty { split.viewControllers = columns }
        default:
            break
        }
        return controller
    }

    /// What a controller's element says about presentations: its `modalPresentationStyle` and
    /// `modalTransitionStyle`, and whether it `definesPresentationContext` (and
    /// `providesPresentationContextTransitionStyle`) for `.currentContext` presentations from inside it.
    private func applyPresentationAttributes(of value: IBViewController, to controller: UIViewController) {
        let properties = value.properties
        if let name = properties["modalPresentationStyle"],
            let style = UIModalPresentationStyle(interfaceBuilderName: name)
        {
            controller.modalPresentationStyle = style
        }
        if let name = properties["modalTransitionStyle"], let style = UIModalTransitionStyle(interfaceBuilderName: name)
        {
            controller.modalTransitionStyle = style
        }
        if let defines = IBNumber.bool(properties["definesPresentationContext"]) {
            controller.definesPresentationContext = defines
        }
        if let provides = IBNumber.bool(properties["providesPresentationContextTransitionStyle"]) {
            controller.providesPresentationContextTransitionStyle = provides
        }
    }

    /// What a controller's element says about bars: how its view extends under them
    /// (`<extendedEdge key="edgesForExtendedLayout">`, `extendedLayoutIncludesOpaqueBars`), its navigation item's
    /// `largeTitleDisplayMode`, `automaticallyAdjustsScrollViewInsets`, and for a navigation controller its bars'
    /// `translucent` and `largeTitles`.
    private func applyBarAttributes(of value: IBViewController, to controller: UIViewController) {
        if let edges = value.properties["edgesForExtendedLayout"] {
            let names: [String: UIRectEdge] = ["top": .top, "left": .left, "bottom": .bottom, "right": .right]
            controller.edgesForExtendedLayout = UIRectEdge(
                edges.split(separator: ",").compactMap { names[String($0)] })
        }
        if let includes = IBNumber.bool(value.properties["extendedLayoutIncludesOpaqueBars"]) {
            controller.extendedLayoutIncludesOpaqueBars = includes
        }
        if let adjusts = IBNumber.bool(value.properties["automaticallyAdjustsScrollViewInsets"]) {
            controller.automaticallyAdjustsScrollViewInsets = adjusts
        }
        switch value.navigationItem?.largeTitleDisplayMode {
        case "always": controller.navigationItem.largeTitleDisplayMode = .always
        case "never": controller.navigationItem.largeTitleDisplayMode = .never
        default: break
        }
        guard let navigation = controller as? UINavigationController else { return }
        for bar in value.keyedViews {
            let translucent = IBNumber.bool(bar.properties["translucent"])
            switch bar.key {
            case "navigationBar":
                navigation.navigationBar.isTranslucent = translucent ?? true
                navigation.navigationBar.prefersLargeTitles = IBNumber.bool(bar.properties["largeTitles"]) ?? false
            case "toolbar": navigation.toolbar.isTranslucent = translucent ?? true
            default: break
            }
        }
    }

    /// The controller a storyboard reference stands for: another storyboard's, or this document's by identifier,
    /// made with a fresh object map as a separate `instantiate...` call would.
    ///
    /// The referenced controller is part of this instantiation: it counts against the same limits. An identifier
    /// the target does not have gets UIKit's exception and a plain controller, as `instantiateViewController
    /// (withIdentifier:)` does; a controller the instantiation left out (a reference leading back to itself) is nil,
    /// with its own warning.
    private func referenced(_ reference: IBStoryboardReference) -> UIViewController? {
        let target: StoryboardBuilder
        if let name = reference.storyboardName, name != storyboard?.name {
            let other = UIStoryboard(name: name, bundle: loader.bundle)
            other.canvasEmulation = loader.canvas
            target = StoryboardBuilder(storyboard: other, context: context)
        } else {
            target = StoryboardBuilder(loader: loader, storyboard: storyboard, context: context)
        }
        let id: String
        if let identifier = reference.referencedIdentifier {
            guard let controller = target.loader.document.viewController(withStoryboardIdentifier: identifier) else {
                UIStoryboard.reportMissingIdentifier(
                    identifier, storyboard: target.storyboard?.description ?? UIStoryboard.description(name: nil))
                return UIViewController()
            }
            id = controller.id
        } else {
            guard let initial = target.loader.document.initialViewControllerID else { return nil }
            id = initial
        }
        return target.controller(id: id, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// A controller of the element's UIKit class, the registered custom class, or what `creator` makes.
    private func make<ViewController: UIViewController>(
        _ value: IBViewController, creator: ((NSCoder) -> ViewController?)?
    ) -> UIViewController {
        let made = decodedController(value, creator: creator)
        if let split = made as? UISplitViewController { Self.decodeSplitAttributes(value.properties, into: split) }
        return made
    }

    private func decodedController<ViewController: UIViewController>(
        _ value: IBViewController, creator: ((NSCoder) -> ViewController?)?
    ) -> UIViewController {
        let coder = NSCoder()
        if let creator, let made = creator(coder) { return made }
        if let name = value.customClass {
            if let type = InterfaceBuilder.viewControllerClass(forCustomClass: name), let made = type.init(coder: coder)
            {
                return made
            }
            // As for views, system class names written as custom classes are not unknown.
            if !name.hasPrefix("UI") { InterfaceBuilder.reportUnknownClass(name) }
        }
        switch value.elementName {
        case "navigationController": return UINavigationController(nibName: nil, bundle: nil)
        case "tabBarController": return UITabBarController(nibName: nil, bundle: nil)
        case "splitViewController": return UISplitViewController(nibName: nil, bundle: nil)
        case "collectionViewController": return UICollectionViewController(coder: coder) ?? UIViewController()
        case "tableViewController": return UITableViewController(coder: coder) ?? UIViewController()
        // Other system controllers are plain containers of their view here.
        default: return UIViewController(nibName: nil, bundle: nil)
        }
    }
}

/// What a storyboard-made controller keeps of its scene: how to load its view and find its segues.
@MainActor
final class SceneBinding: StoryboardSource {
    let loader: IBDocumentLoader
    /// The storyboard the controller came from, nil for a nib's.
    let storyboard: UIStoryboard?
    let controllerID: String
    let objects: IBObjectMap
    /// The instantiation that made the controller: the view loads, and its embed segues run, within its limits.
    let context: StoryboardBuilder.Context
    /// The view tree's size-class state, once the view loaded.
    private(set) var sizeClassBinding: SizeClassBinding?

    init(
        loader: IBDocumentLoader, storyboard: UIStoryboard?, controllerID: String, objects: IBObjectMap,
        context: StoryboardBuilder.Context
    ) {
        self.loader = loader
        self.storyboard = storyboard
        self.controllerID = controllerID
        self.objects = objects
        self.context = context
    }

    var value: IBViewController? { loader.index.viewControllers[controllerID] }

    func loadView(for controller: UIViewController) -> Bool {
        guard let value, let rootValue = value.view else { return false }
        context.loadingView(of: controllerID) { load(value, rootValue, into: controller) }
        return true
    }

    private func load(_ value: IBViewController, _ rootValue: IBView, into controller: UIViewController) {
        let binding = loader.viewTreeBuilder(objects: objects).build(rootValue)
        sizeClassBinding = binding
        controller.view = binding.rootView
        let wiring = loader.wiring(objects: objects)
        // Outlets to bar items were set when the controller was made (see `installBarItems`).
        let itemIDs = value.barItemObjectIDs
        wiring.connect(
            value.connections.filter { !itemIDs.contains($0.destination) } + ConnectionWiring.connections(in: rootValue)
        )
        wiring.applyRuntimeAttributes(in: rootValue)
        StoryboardBuilder.connectBarItemTriggers(of: value, in: objects, to: controller)
        // UIKit performs embed segues while the view loads, before viewDidLoad.
        for segue in value.segues where segue.kind == .embed {
            embed(segue, in: controller)
        }
    }

    /// The controllers the embed segues of one view load may make, its children's and theirs included.
    ///
    /// A scene with two container views that embed one scene, which has two that embed the next, makes two to
    /// the power of the chain's length: the depth budget alone lets that grow to millions.
    static let maximumEmbeddedControllers = 100

    /// Adds the destination as a child whose view fills the container view, with the four containment steps.
    ///
    /// An embed that would load a scene whose view is loading already (a scene embedding itself, directly or
    /// through others: Interface Builder does not check it, and UIKit would embed again until the stack ran
    /// out) and the embeds past `maximumEmbeddedControllers` are left out with a warning.
    private func embed(_ segue: IBSegue, in parent: UIViewController) {
        if let start = context.loading.firstIndex(of: segue.destination) {
            let cycle = (context.loading[start...] + [segue.destination]).map { "'\($0)'" }.joined(separator: " → ")
            DiagnosticLog.warn(
                "Storyboard: view controller '\(segue.destination)' is left out: it would embed itself (\(cycle))")
            return
        }
        guard context.embedded < Self.maximumEmbeddedControllers else {
            DiagnosticLog.warn(
                "Storyboard: view controller '\(segue.destination)' is left out: one view's embed segues may make "
                    + "\(Self.maximumEmbeddedControllers) controllers")
            return
        }
        context.countEmbedded()
        // The child's view loads, and embeds its own children, inside this call: count it until then.
        let levels = StoryboardBuilder.viewLevels(of: loader.index.viewControllers[segue.destination])
        _ = context.nesting(levels, controllerID: segue.destination) { () -> Void? in
            embedCounted(segue, in: parent)
        }
    }

    private func embedCounted(_ segue: IBSegue, in parent: UIViewController) {
        guard let containerID = segue.triggerID, let container = objects.view(withIBID: containerID),
            let child = StoryboardBuilder(loader: loader, storyboard: storyboard, objects: objects, context: context)
                .controller(
                    id: segue.destination, creator: nil as ((NSCoder) -> UIViewController?)?)
        else { return }
        let storyboardSegue = UIStoryboardSegue(identifier: segue.identifier, source: parent, destination: child) {
            parent.addChild(child)
            child.view.frame = container.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        parent.prepare(for: storyboardSegue, sender: nil)
        storyboardSegue.perform()
    }

    func segue(withIdentifier identifier: String, source: UIViewController, sender: Any?) -> UIStoryboardSegue? {
        guard let segue = value?.segue(withIdentifier: identifier) else { return nil }
        return make(segue, source: source, sender: sender)
    }

    /// The segues a control, cell or bar item of the scene triggers (its `<connections>`), in file order: a
    /// cell's selection segues, or with `accessory` the ones its accessory button triggers.
    func segues(triggeredBy triggerID: String, accessory: Bool = false) -> [IBSegue] {
        value?.segues.filter {
            $0.triggerID == triggerID && $0.kind != .embed && $0.kind != .relationship
                && ($0.properties["trigger"] == "accessoryAction") == accessory
        } ?? []
    }

    /// For each segue the object triggers: asks `shouldPerformSegue(withIdentifier:sender:)`, then prepares
    /// and performs it with the sender, as UIKit's segue templates do.
    func performSegues(
        triggeredBy triggerID: String, accessory: Bool, sender: AnyObject, source: UIViewController
    ) -> [UIStoryboardSegue] {
        var performed: [UIStoryboardSegue] = []
        for value in segues(triggeredBy: triggerID, accessory: accessory)
        where source.shouldPerformSegue(withIdentifier: value.identifier ?? "", sender: sender) {
            guard let segue = make(value, source: source, sender: sender) else { continue }
            source.prepare(for: segue, sender: sender)
            segue.perform()
            performed.append(segue)
        }
        return performed
    }

    /// A live segue for a value: the destination made fresh, `perform()` doing what the kind says.
    func make(_ segue: IBSegue, source: UIViewController, sender: Any?) -> UIStoryboardSegue? {
        let identifier = segue.identifier
        guard segue.kind != .relationship, segue.kind != .embed else { return nil }
        if segue.kind == .unwind { return unwindSegue(segue, source: source, sender: sender) }
        guard
            let destination = StoryboardBuilder(loader: loader, storyboard: storyboard).controller(
                id: segue.destination, creator: nil as ((NSCoder) -> UIViewController?)?)
        else { return nil }
        // The presentation is set up before `prepare(for:sender:)`, which may change it (a popover's delegate).
        if segue.kind.isPresentation {
            UIStoryboard.configurePresentation(of: destination, for: segue, from: source, sender: sender)
        }
        let made: UIStoryboardSegue
        // A segue of the app's class performs as that class says; its `super.perform()` does what the kind does.
        if let name = segue.customClass, let type = InterfaceBuilder.segueClass(forCustomClass: name) {
            made = type.init(identifier: identifier, source: source, destination: destination)
        } else {
            if let name = segue.customClass { InterfaceBuilder.reportUnknownClass(name) }
            made = UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
        }
        made.performHandler = Self.kindBehavior(of: segue, sender: sender)
        return made
    }

    /// What a segue of the kind does when performed: show, show as detail, or present (through
    /// `UIStoryboard.presentationHandler`); nil for a custom kind, whose class alone decides.
    private static func kindBehavior(of segue: IBSegue, sender: Any?) -> (@MainActor (UIStoryboardSegue) -> Void)? {
        switch segue.kind {
        case .show, .push:
            return { $0.source.show($0.destination, sender: sender) }
        case .showDetail, .replace:
            return { $0.source.showDetailViewController($0.destination, sender: sender) }
        case .custom:
            return nil
        default:
            return { UIStoryboard.presentationHandler($0, segue) }
        }
    }

    /// An unwind segue: its destination is the nearest controller back along the way the source was
    /// reached that can perform the unwind action, as UIKit searches: earlier in a navigation stack, then the
    /// parents; from a presented controller on to the controller that presented it, its children first (a
    /// navigation controller's from the top down), then it and its own way back.
    private func unwindSegue(_ segue: IBSegue, source: UIViewController, sender: Any?) -> UIStoryboardSegue? {
        guard let action = segue.unwindAction else { return nil }
        let selector = Selector(action)
        var candidates: [UIViewController] = []
        var current: UIViewController? = source
        while let controller = current {
            if let navigation = controller.parent as? UINavigationController,
                let position = navigation.viewControllers.firstIndex(where: { $0 === controller })
            {
                candidates += navigation.viewControllers[..<position].reversed()
            }
            if let parent = controller.parent {
                candidates.append(parent)
                current = parent
            } else if let presenting = controller.presentingViewController {
                candidates += Self.unwindChildren(of: presenting) + [presenting]
                current = presenting
            } else {
                current = nil
            }
        }
        guard let destination = candidates.first(where: { $0.canPerformAction(selector, withSender: sender) })
        else {
            DiagnosticLog.report(
                DiagnosticLog.Entry(
                    kind: .warning,
                    message: "Could not find a view controller to execute unwinding for \(type(of: source))"))
            return nil
        }
        return UnwindSegue(value: segue, action: selector, source: source, destination: destination)
    }

    /// The controllers inside a presenting controller an unwind looks at, nearest the user first: a
    /// navigation controller's stack from the top, a tab bar controller's selected tab, others' children.
    private static func unwindChildren(of controller: UIViewController) -> [UIViewController] {
        let children: [UIViewController]
        switch controller {
        case let navigation as UINavigationController: children = navigation.viewControllers.reversed()
        case let tabs as UITabBarController: children = tabs.selectedViewController.map { [$0] } ?? []
        default: children = controller.children
        }
        return children.flatMap { unwindChildren(of: $0) + [$0] }
    }
}

/// An unwind segue: performing it calls the destination's unwind action with the segue, then pops
/// back to the destination when a navigation controller holds it.
@MainActor
final class UnwindSegue: UIStoryboardSegue {
    private(set) var value: IBSegue?
    private(set) var action: Selector?

    convenience init(value: IBSegue, action: Selector, source: UIViewController, destination: UIViewController) {
        self.init(identifier: value.identifier, source: source, destination: destination)
        self.value = value
        self.action = action
    }

    /// Calls the unwind action, dismisses what was presented on the way from the destination to the source,
    /// and pops back to the destination.
    override func perform() {
        if let action { MessageTable.send(action, to: destination, arguments: [self]) }
        if let presenting = lowestPresentingController() {
            presenting.dismiss(animated: value?.animates ?? true, completion: nil)
        }
        if let navigation = destination.navigationController,
            navigation.viewControllers.contains(where: { $0 === destination })
        {
            _ = navigation.popToViewController(destination, animated: value?.animates ?? true)
        }
    }

    /// The controller nearest the destination that presented something on the way to the source: dismissing
    /// from it takes every presentation above away.
    private func lowestPresentingController() -> UIViewController? {
        var lowest: UIViewController?
        var current = source
        while true {
            var root = current
            while let parent = root.parent { root = parent }
            guard let presenting = root.presentingViewController, !Self.contains(root, destination) else { break }
            lowest = presenting
            current = presenting
        }
        return lowest
    }

    /// Whether `controller` is `container` or inside it.
    private static func contains(_ container: UIViewController, _ controller: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let candidate = current {
            if candidate === container { return true }
            current = candidate.parent
        }
        return false
    }
}
