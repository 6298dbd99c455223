import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

/// The containers a storyboard scene is laid out in: those its relationships name, and the bars IB infers or
/// simulates for it.
extension LayoutFidelity {
    /// A scene's controller and the topmost container made with it. A child does not keep its parents, so the
    /// scene is laid out in its containers only while `top` is kept: hold the hierarchy, not the scene alone.
    struct SceneHierarchy {
        /// The topmost container (the scene itself when nothing contains it).
        let top: UIViewController
        /// The scene's controller, inside `top`.
        let scene: UIViewController
    }

    /// The scene's controller made afresh inside the containers it lives in, outside any window.
    static func makeHierarchy(for id: String, in storyboard: UIStoryboard) -> SceneHierarchy? {
        guard let top = makeContainers(for: id, in: storyboard),
            let scene = top.interfaceBuilderObjects?.viewController(withIBID: id) ?? wrapped(in: top)
        else { return nil }
        return SceneHierarchy(top: top, scene: scene)
    }

    /// The scene's controller inside the containers it lives in: the topmost one.
    private static func makeContainers(for id: String, in storyboard: UIStoryboard) -> UIViewController? {
        let document = storyboard.document
        var parents: [String: (container: IBViewController, index: Int)] = [:]
        for container in document.viewControllers {
            for relationship in ["rootViewController", "viewControllers"] {
                for (index, child) in container.children(relationship).enumerated() {
                    parents[child] = (container, index)
                }
            }
        }
        var topID = id
        var selections: [(String, Int)] = []
        var seen: Set<String> = [id]
        // A simulated tab bar on any container of the scene (a navigation controller that a tab holds in code)
        // shows below the scene too.
        var simulatedTabBar = false
        // Relationships that loop (a damaged file) end where the chain would repeat.
        while let parent = parents[topID], seen.insert(parent.container.id).inserted {
            if parent.container.elementName == "tabBarController" {
                selections.append((parent.container.id, parent.index))
            }
            simulatedTabBar = simulatedTabBar || parent.container.showsSimulatedTabBar
            topID = parent.container.id
        }
        // A split view's columns are laid out without it, but a tab holding the split keeps its tab bar under them.
        if let split = document.viewControllers.first(where: { $0.splitColumns.contains(topID) }) {
            var current = split.id
            var visited: Set<String> = [current]
            while let parent = parents[current], visited.insert(parent.container.id).inserted {
                if parent.container.elementName == "tabBarController" || parent.container.showsSimulatedTabBar {
                    simulatedTabBar = true
                }
                current = parent.container.id
            }
        }
        guard var top = storyboard.instantiateViewController(ibID: topID) else { return nil }
        for (tabID, index) in selections {
            (top.interfaceBuilderObjects?.viewController(withIBID: tabID) as? UITabBarController)?.selectedIndex = index
        }
        guard let scene = document.viewController(withID: id) else { return top }
        let toolbar = scene.simulatedBars["simulatedBottomBarMetrics"] == "simulatedToolbarMetrics"
        guard topID == id else {
            let made = top.interfaceBuilderObjects?.viewController(withIBID: id)
            if toolbar { made?.navigationController?.setToolbarHidden(false, animated: false) }
            if simulatedTabBar, !(top is UITabBarController), made?.tabBarController == nil {
                let tabs = UITabBarController(nibName: nil, bundle: nil)
                tabs.setViewControllers([top], animated: false)
                top = tabs
            }
            return top
        }
        let inferred = inferredContainers(id, parents: parents, document: document)
        let topBar = scene.simulatedBars["simulatedTopBarMetrics"] ?? ""
        let navigation = topBar.hasPrefix("simulatedNavigationBarMetrics")
        let tabBar =
            simulatedTabBar || scene.showsSimulatedTabBar
            || (inferred.tabBar && IBNumber.bool(scene.properties["hidesBottomBarWhenPushed"]) != true)
        var made = top
        if navigation || inferred.navigation || toolbar {
            // A simulated toolbar is a navigation controller's, whether or not its bar shows on top.
            let container = UINavigationController(rootViewController: made)
            if !navigation && !inferred.navigation { container.setNavigationBarHidden(true, animated: false) }
            if topBar.hasSuffix(" opaque") || (!navigation && showsOpaqueBar(comingFrom: id, in: document, parents)) {
                container.navigationBar.isTranslucent = false
            }
            if toolbar { container.setToolbarHidden(false, animated: false) }
            made = container
        }
        if tabBar {
            let tabs = UITabBarController(nibName: nil, bundle: nil)
            tabs.setViewControllers([made], animated: false)
            made = tabs
        }
        return made
    }

    /// The scene controller inside the containers `makeContainers` wrapped it in.
    static func wrapped(in container: UIViewController) -> UIViewController? {
        if let tabs = container as? UITabBarController, let first = tabs.viewControllers?.first {
            return wrapped(in: first)
        }
        if let navigation = container as? UINavigationController { return navigation.viewControllers.first }
        return container.interfaceBuilderObjects == nil ? nil : container
    }

    /// Whether a show (or push) segue reaches the scene from a controller under an opaque navigation bar (a
    /// simulated one, or its navigation controller's `translucent="NO"` bar): IB's inferred bar is opaque too.
    static func showsOpaqueBar(
        comingFrom id: String, in document: IBDocument, _ parents: [String: (container: IBViewController, index: Int)]
    ) -> Bool {
        document.viewControllers.contains { source in
            source.segues.contains { $0.destination == id && [.show, .push, .showDetail].contains($0.kind) }
                && ((source.simulatedBars["simulatedTopBarMetrics"] ?? "").hasSuffix(" opaque")
                    || parents[source.id]?.container.keyedViews.contains {
                        $0.key == "navigationBar" && $0.properties["translucent"] == "NO"
                    } == true)
        }
    }

    /// The containers IB infers for a scene that no relationship places: a show (or push) segue from a
    /// navigation stack (`depth` steps back at most, through chains of shows) gives it that stack's navigation
    /// bar, and the tab bar when that stack is a tab's, as a pushed controller keeps it.
    ///
    /// A show-detail segue from a navigation stack gives the navigation bar alone: `showDetailViewController`
    /// pushes onto that stack where a split view is collapsed and fills the secondary column otherwise, outside the
    /// primary column's tab bar (HabitRPG's menu, a tab of the primary column: its detail scenes store frames
    /// below a navigation bar and down to the home indicator). A guess from stored frames: see Deviations.md.
    static func inferredContainers(
        _ id: String, parents: [String: (container: IBViewController, index: Int)], document: IBDocument,
        depth: Int = 3
    ) -> (navigation: Bool, tabBar: Bool) {
        guard depth > 0 else { return (false, false) }
        for source in document.viewControllers {
            for segue in source.segues
            where segue.destination == id && [.show, .push, .showDetail].contains(segue.kind) {
                // A source with no container here but a navigation item lives in a navigation stack elsewhere
                // (a storyboard reference, or code): IB infers its bar too.
                if parents[source.id] == nil, source.navigationItem != nil { return (true, false) }
                var current = source.id
                var navigation = false
                var tabBar = source.showsSimulatedTabBar
                var seen: Set<String> = [current]
                while let parent = parents[current], seen.insert(parent.container.id).inserted {
                    if parent.container.elementName == "navigationController" { navigation = true }
                    if parent.container.elementName == "tabBarController" || parent.container.showsSimulatedTabBar {
                        tabBar = true
                    }
                    current = parent.container.id
                }
                let detail = segue.kind == .showDetail
                if navigation { return (true, tabBar && !detail) }
                let further = inferredContainers(source.id, parents: parents, document: document, depth: depth - 1)
                if further.navigation { return (true, further.tabBar && !detail) }
            }
        }
        return (false, false)
    }
}

extension IBViewController {
    /// The controllers a split view controller holds as columns (master, detail, primary, secondary).
    var splitColumns: [String] {
        guard elementName == "splitViewController" else { return [] }
        return ["masterViewController", "detailViewController", "primaryViewController", "secondaryViewController"]
            .flatMap { children($0) }
    }

    /// Whether IB drew a tab bar below the scene (`<simulatedTabBarMetrics key="simulatedBottomBarMetrics">`).
    var showsSimulatedTabBar: Bool { simulatedBars["simulatedBottomBarMetrics"] == "simulatedTabBarMetrics" }
}
