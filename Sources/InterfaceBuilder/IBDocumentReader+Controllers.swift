import Foundation

extension IBDocumentReader {
    /// Reads a view controller element, gathering the segues its views, bar items and itself hold.
    mutating func viewController(_ element: IBElement) -> IBViewController {
        let outerSegues = pendingSegues
        pendingSegues = []
        var controller = IBViewController(elementName: element.name, id: requireID(element), location: element.location)
        controller.customClass = element["customClass"]
        controller.customModule = element["customModule"]
        controller.storyboardIdentifier = element["storyboardIdentifier"]
        controller.title = element["title"]
        controller.userLabel = element["userLabel"]
        let typed: Set = [
            "id", "customClass", "customModule", "customModuleProvider", "storyboardIdentifier", "title", "userLabel",
            "sceneMemberID",
        ]
        for (name, value) in element.attributes where !typed.contains(name) { controller.properties[name] = value }
        if element.name == "viewControllerPlaceholder" {
            controller.storyboardReference = IBStoryboardReference(
                storyboardName: element["storyboardName"], referencedIdentifier: element["referencedIdentifier"],
                bundleIdentifier: element["bundleIdentifier"])
        }
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("layoutGuides", _):
                for guide in child.children(named: "viewControllerLayoutGuide") {
                    controller.layoutGuides.append(
                        IBLayoutGuide(id: requireID(guide), type: guide["type"], location: guide.location))
                }
            case (let name, "view") where Self.viewElements.contains(name):
                controller.view = view(child, holder: controller.id)
            case (let name, _) where Self.viewElements.contains(name):
                controller.keyedViews.append(view(child, holder: controller.id))
            case ("navigationItem", _): controller.navigationItem = navigationItem(child)
            case ("tabBarItem", _): controller.tabBarItem = barItem(child)
            case ("toolbarItems", _): controller.toolbarItems = child.children.map { barItem($0) }
            case ("userDefinedRuntimeAttributes", _):
                controller.userDefinedRuntimeAttributes += runtimeAttributes(child)
            case ("connections", _):
                connections(child, source: controller.id, into: &controller.connections)
            case ("size", "freeformSize"): controller.freeformSize = size(child)
            case ("freeformSimulatedSizeMetrics", _): controller.isFreeform = true
            case (let name, let key?) where key.hasSuffix("BarMetrics") && name.hasSuffix("Metrics"):
                // A prompted navigation bar is taller, an opaque one ends the view; keep those attributes with the
                // element name.
                let prompted = child["prompted"] == "YES" ? " prompted" : ""
                let opaque = child["translucent"] == "NO" ? " opaque" : ""
                controller.simulatedBars[key] = name + prompted + opaque
            case ("simulatedOrientationMetrics", _): controller.simulatedOrientation = child["orientation"]
            case ("nil", let key?) where key.hasPrefix("simulated") && key.hasSuffix("BarMetrics"):
                // The inspector's "None": IB draws no such bar, even one it would infer.
                controller.simulatedBars[key] = IBViewController.noSimulatedBar
            case ("extendedEdge", "edgesForExtendedLayout"):
                // The edges IB lists as YES, as `top,bottom`; none listed is an empty set.
                let edges = ["top", "left", "bottom", "right"].filter { IBNumber.bool(child[$0]) == true }
                controller.properties["edgesForExtendedLayout"] = edges.joined(separator: ",")
            default: skip(child, in: element)
            }
        }
        controller.segues = pendingSegues.sorted { $0.location < $1.location }.map { segue in
            // A segue the controller itself holds is manual: performSegue(withIdentifier:) starts it.
            var segue = segue
            if segue.triggerID == controller.id { segue.triggerID = nil }
            return segue
        }
        pendingSegues = outerSegues
        return controller
    }

    /// Reads a `<navigationItem>`.
    mutating func navigationItem(_ element: IBElement) -> IBNavigationItem {
        var item = IBNavigationItem(
            id: requireID(element), title: element["title"], prompt: element["prompt"],
            largeTitleDisplayMode: element["largeTitleDisplayMode"])
        for child in element.children {
            switch (child.name, child["key"]) {
            case (let name, "titleView") where Self.viewElements.contains(name): item.titleView = view(child)
            case ("barButtonItem", "leftBarButtonItem"): item.leftBarButtonItems = [barItem(child)]
            case ("barButtonItem", "rightBarButtonItem"): item.rightBarButtonItems = [barItem(child)]
            case ("barButtonItem", "backBarButtonItem"): item.backBarButtonItem = barItem(child)
            case ("leftBarButtonItems", _): item.leftBarButtonItems = child.children.map { barItem($0) }
            case ("rightBarButtonItems", _): item.rightBarButtonItems = child.children.map { barItem($0) }
            default: skip(child, in: element)
            }
        }
        return item
    }

    /// Reads a `<barButtonItem>` or `<tabBarItem>`; its segues go to the current controller.
    mutating func barItem(_ element: IBElement) -> IBBarItem {
        var item = IBBarItem(
            elementName: element.name, id: requireID(element), key: element["key"], title: element["title"],
            image: element["image"], systemItem: element["systemItem"], style: element["style"],
            location: element.location)
        if element.name != "barButtonItem" && element.name != "tabBarItem" {
            report(.warning, "<\(element.name)> is not a bar item; read as one", at: element)
        }
        for child in element.children {
            switch (child.name, child["key"]) {
            case (let name, "customView") where Self.viewElements.contains(name): item.customView = view(child)
            case ("connections", _): connections(child, source: item.id, into: &item.connections)
            default: skip(child, in: element)
            }
        }
        return item
    }

    /// Reads `<connections>`: outlets and actions go to `list`, segues to the current controller.
    mutating func connections(_ element: IBElement, source: String, into list: inout [IBConnection]) {
        for child in element.children {
            switch child.name {
            case "outlet", "outletCollection", "action":
                let kind = IBConnection.Kind(rawValue: child.name)!
                guard let destination = child["destination"] else {
                    report(.warning, "<\(child.name)> has no destination; skipped", at: child)
                    continue
                }
                list.append(
                    IBConnection(
                        kind: kind, id: requireID(child), sourceID: source, destination: destination,
                        property: child["property"], selector: child["selector"], eventType: child["eventType"],
                        location: child.location))
            case "segue":
                if let segue = segue(child, trigger: source) { pendingSegues.append(segue) }
            default: skip(child, in: element)
            }
        }
    }

    /// Reads a `<segue>` held by `trigger` (a control, a cell, or the controller itself).
    mutating func segue(_ element: IBElement, trigger: String) -> IBSegue? {
        let id = requireID(element)
        guard let destination = element["destination"] else {
            report(.warning, "segue '\(id)' has no destination; skipped", at: element)
            return nil
        }
        let kind = IBSegue.Kind(element["kind"] ?? "")
        if !kind.isKnown {
            report(.warning, "segue '\(id)' has an unknown kind '\(kind)'", at: element)
        }
        var segue = IBSegue(
            id: id, kind: kind, destination: destination, identifier: element["identifier"],
            relationship: element["relationship"], modalPresentationStyle: element["modalPresentationStyle"],
            modalTransitionStyle: element["modalTransitionStyle"],
            animates: IBNumber.bool(element["animates"]) ?? true,
            anchorView: element["popoverAnchorView"] ?? element["anchorView"],
            anchorBarButtonItem: element["popoverAnchorBarButtonItem"], unwindAction: element["unwindAction"],
            customClass: element["customClass"], customModule: element["customModule"], triggerID: trigger,
            location: element.location)
        let typed: Set = [
            "id", "kind", "destination", "identifier", "relationship", "modalPresentationStyle",
            "modalTransitionStyle", "animates", "popoverAnchorView", "anchorView", "popoverAnchorBarButtonItem",
            "unwindAction", "customClass", "customModule", "customModuleProvider",
        ]
        for (name, value) in element.attributes where !typed.contains(name) { segue.properties[name] = value }
        for child in element.children {
            if child.name == "popoverArrowDirection" {
                segue.permittedArrowDirections = ["up", "down", "left", "right"].filter {
                    IBNumber.bool(child[$0]) == true
                }
            } else if child.name == "segue", ["commit", "preview"].contains(child["key"]) {
                // Peek and Pop's preview and commit segues (3D Touch, gone since iOS 13); a commit that
                // `inheritsFrom="parent"` is this segue again, and there is no force touch to preview with.
                continue
            } else {
                skip(child, in: element)
            }
        }
        return segue
    }

    /// Reads a `<scene>`: its controller and its other objects.
    mutating func scene(_ element: IBElement) -> IBScene {
        pendingSegues = []
        defer { pendingSegues = [] }
        var scene = IBScene(sceneID: element["sceneID"] ?? "", viewController: nil, location: element.location)
        if element["sceneID"] == nil { report(.warning, "<scene> has no sceneID", at: element) }
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("objects", _):
                for object in child.children {
                    if Self.controllerElements.contains(object.name), scene.viewController == nil {
                        scene.viewController = viewController(object)
                    } else {
                        scene.objects.append(self.object(object))
                    }
                }
            case ("point", "canvasLocation"):
                if let x = IBNumber.double(child["x"] ?? ""), let y = IBNumber.double(child["y"] ?? "") {
                    scene.canvasLocation = CGPoint(x: x, y: y)
                }
            default: skip(child, in: element)
            }
        }
        if !pendingSegues.isEmpty, scene.viewController != nil {
            scene.viewController!.segues = (scene.viewController!.segues + pendingSegues).sorted {
                $0.location < $1.location
            }
        }
        return scene
    }

    /// Reads a top-level object of a xib or an extra object of a scene.
    mutating func object(_ element: IBElement) -> IBObject {
        if Self.controllerElements.contains(element.name) { return .viewController(viewController(element)) }
        if Self.viewElements.contains(element.name) { return .view(view(element)) }
        var connections: [IBConnection] = []
        // Segues of a scene's gesture recognizer stay pending: the scene gives them to its controller.
        for child in element.children {
            if child.name == "connections" {
                self.connections(child, source: element["id"] ?? "", into: &connections)
            } else {
                skip(child, in: element)
            }
        }
        return .other(
            IBPlaceholder(
                elementName: element.name, id: requireID(element),
                placeholderIdentifier: element["placeholderIdentifier"], customClass: element["customClass"],
                userLabel: element["userLabel"], connections: connections, location: element.location))
    }
}
