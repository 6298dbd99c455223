import Foundation

extension IBDocument {
    /// A deterministic, indented text of the document: scenes, controllers, view trees with frames and constraints.
    ///
    /// Dictionaries are printed sorted and numbers in their shortest form, so the text is
    /// the same on every platform and serves golden tests and debugging alike.
    public func dump() -> String {
        var lines: [String] = []
        var flags: [String] = []
        if useAutolayout { flags.append("autolayout") }
        if useTraitCollections { flags.append("traitCollections") }
        if useSafeAreas { flags.append("safeAreas") }
        if isLaunchScreen { flags.append("launchScreen") }
        lines.append(
            "\(kind == .storyboard ? "storyboard" : "xib") tools=\(toolsVersion ?? "?")"
                + (flags.isEmpty ? "" : " " + flags.joined(separator: " ")))
        if let device {
            lines.append("device \(device.id) \(device.orientation) \(Self.format(designSize))")
        } else {
            lines.append("device none (canvas \(Self.format(designSize)))")
        }
        if let initialViewControllerID { lines.append("initial \(initialViewControllerID)") }
        for scene in scenes {
            lines.append("scene \(scene.sceneID)")
            if let controller = scene.viewController { Self.dump(controller, indent: 1, into: &lines) }
            for object in scene.objects { Self.dump(object, indent: 1, into: &lines) }
        }
        for object in objects { Self.dump(object, indent: 0, into: &lines) }
        for (name, size) in resources.images.sorted(by: { $0.key < $1.key }) {
            lines.append("image \(name) \(Self.format(size))")
        }
        for (name, color) in resources.namedColors.sorted(by: { $0.key < $1.key }) {
            lines.append("namedColor \(name) \(color)")
        }
        for diagnostic in diagnostics { lines.append("diagnostic \(diagnostic)") }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dump(_ object: IBObject, indent: Int, into lines: inout [String]) {
        switch object {
        case .view(let view): dump(view, indent: indent, into: &lines)
        case .viewController(let controller): dump(controller, indent: indent, into: &lines)
        case .other(let other):
            var line = pad(indent) + "\(other.elementName) \(other.id)"
            if let identifier = other.placeholderIdentifier { line += " \(identifier)" }
            if let customClass = other.customClass { line += " class=\(customClass)" }
            lines.append(line)
            for connection in other.connections { lines.append(pad(indent + 1) + describe(connection)) }
        }
    }

    private static func dump(_ controller: IBViewController, indent: Int, into lines: inout [String]) {
        var line = pad(indent) + "\(controller.elementName) \(controller.id)"
        if let customClass = controller.customClass { line += " class=\(customClass)" }
        if let identifier = controller.storyboardIdentifier { line += " storyboardIdentifier=\(identifier)" }
        if let title = controller.title ?? controller.navigationItem?.title { line += " title=\"\(title)\"" }
        if let label = controller.userLabel { line += " label=\"\(label)\"" }
        if let size = controller.freeformSize { line += " freeform=\(format(size))" }
        if let orientation = controller.simulatedOrientation { line += " simulated=\(orientation)" }
        if let reference = controller.storyboardReference {
            line +=
                " -> \(reference.storyboardName ?? "(this storyboard)"):\(reference.referencedIdentifier ?? "(initial)")"
        }
        lines.append(line)
        let inner = pad(indent + 1)
        for guide in controller.layoutGuides { lines.append(inner + "layoutGuide \(guide.type ?? "?") \(guide.id)") }
        if let item = controller.navigationItem {
            for (label, items) in [("left", item.leftBarButtonItems), ("right", item.rightBarButtonItems)] {
                for barItem in items { lines.append(inner + "\(label) " + describe(barItem)) }
            }
            if let back = item.backBarButtonItem { lines.append(inner + "back " + describe(back)) }
        }
        if let item = controller.tabBarItem { lines.append(inner + "tab " + describe(item)) }
        for item in controller.toolbarItems { lines.append(inner + "toolbar " + describe(item)) }
        for segue in controller.segues { lines.append(inner + describe(segue)) }
        for connection in controller.connections { lines.append(inner + describe(connection)) }
        if let view = controller.view { dump(view, indent: indent + 1, into: &lines) }
        for view in controller.keyedViews { dump(view, indent: indent + 1, into: &lines) }
        if let titleView = controller.navigationItem?.titleView { dump(titleView, indent: indent + 1, into: &lines) }
    }

    /// One view's line, then its guides, constraints, variations and children, indented.
    static func dump(_ view: IBView, indent: Int, into lines: inout [String]) {
        var line = pad(indent) + (view.key.map { "\($0): " } ?? "") + "\(view.elementName) \(view.id)"
        if let customClass = view.customClass { line += " class=\(customClass)" }
        if let label = view.userLabel { line += " label=\"\(label)\"" }
        line += " " + (view.frame.map(format) ?? "(no frame)")
        var traits: [String] = []
        if !view.translatesAutoresizingMaskIntoConstraints { traits.append("autolayout") }
        if let mask = view.autoresizingMask, !mask.flags.isEmpty { traits.append("mask=\(mask)") }
        if view.isHidden { traits.append("hidden") }
        if view.alpha != 1 { traits.append("alpha=\(IBNumber.format(view.alpha))") }
        if view.tag != 0 { traits.append("tag=\(view.tag)") }
        if view.isFreeform { traits.append("freeform") }
        if let orientation = view.simulatedOrientation { traits.append("simulated=\(orientation)") }
        if view.isAmbiguous { traits.append("ambiguous") }
        if view.isMisplaced { traits.append("misplaced") }
        if let text = view.text { traits.append("text=\"\(text.replacingOccurrences(of: "\n", with: "\\n"))\"") }
        if let font = view.font { traits.append("font=\(font)") }
        if let image = view.image { traits.append("image=\(image)") }
        if let stack = view.stack {
            traits.append(
                "stack=\(stack.axis),\(stack.distribution),\(stack.alignment),\(IBNumber.format(stack.spacing))")
        }
        for state in view.buttonStates {
            traits.append("\(state.state)=\"\(state.title ?? "")\"" + (state.image.map { "/\($0)" } ?? ""))
        }
        if let color = view.backgroundColor { traits.append("bg=(\(color))") }
        if !traits.isEmpty { line += " " + traits.joined(separator: " ") }
        lines.append(line)
        let inner = pad(indent + 1)
        for guide in view.layoutGuides { lines.append(inner + "layoutGuide \(guide.key ?? "?") \(guide.id)") }
        for constraint in view.constraints {
            lines.append(inner + "constraint " + constraint.description)
            for variation in constraint.variations { lines.append(pad(indent + 2) + describe(variation)) }
        }
        for variation in view.variations { lines.append(inner + describe(variation)) }
        for connection in view.connections { lines.append(inner + describe(connection)) }
        for keyed in view.keyedViews { dump(keyed, indent: indent + 1, into: &lines) }
        for subview in view.subviews { dump(subview, indent: indent + 1, into: &lines) }
        for section in view.sections {
            lines.append(inner + "section \"\(section.headerTitle ?? "")\"")
            for cell in section.cells { dump(cell, indent: indent + 2, into: &lines) }
        }
        for cell in view.cells { dump(cell, indent: indent + 1, into: &lines) }
        for item in view.barItems { lines.append(inner + "item " + describe(item)) }
    }

    private static func describe(_ item: IBBarItem) -> String {
        var text = "\(item.elementName) \(item.id)"
        if let title = item.title { text += " \"\(title)\"" }
        if let image = item.image { text += " image=\(image)" }
        if let system = item.systemItem { text += " system=\(system)" }
        if let view = item.customView { text += " customView=\(view.elementName) \(view.id)" }
        return text
    }

    private static func describe(_ segue: IBSegue) -> String {
        var text = "segue \(segue.kind)"
        if let relationship = segue.relationship { text += "(\(relationship))" }
        text += " -> \(segue.destination) [\(segue.id)]"
        if let identifier = segue.identifier { text += " \"\(identifier)\"" }
        if let trigger = segue.triggerID { text += " from=\(trigger)" }
        if let style = segue.modalPresentationStyle { text += " style=\(style)" }
        if let style = segue.modalTransitionStyle { text += " transition=\(style)" }
        if let anchor = segue.anchorView ?? segue.anchorBarButtonItem { text += " anchor=\(anchor)" }
        if !segue.permittedArrowDirections.isEmpty {
            text += " arrows=\(segue.permittedArrowDirections.joined(separator: ","))"
        }
        if let action = segue.unwindAction { text += " action=\(action)" }
        if let customClass = segue.customClass { text += " class=\(customClass)" }
        if !segue.animates { text += " notAnimated" }
        return text
    }

    private static func describe(_ connection: IBConnection) -> String {
        switch connection.kind {
        case .outlet, .outletCollection:
            "\(connection.kind.rawValue) \(connection.property ?? "?") -> \(connection.destination)"
        case .action:
            "action \(connection.selector ?? "?") -> \(connection.destination) on \(connection.eventType ?? "?")"
        }
    }

    private static func describe(_ variation: IBVariation) -> String {
        var parts = ["variation \(variation.sizeClasses.variationKey)"]
        for (name, value) in variation.overrides.sorted(by: { $0.key < $1.key }) { parts.append("\(name)=\(value)") }
        if let font = variation.font { parts.append("font=\(font)") }
        if let frame = variation.frame { parts.append("frame=\(format(frame))") }
        if let text = variation.text { parts.append("text=\"\(text)\"") }
        for (key, color) in variation.colors.sorted(by: { $0.key < $1.key }) { parts.append("\(key)=(\(color))") }
        let masks = [
            ("+constraints", variation.includedConstraints), ("-constraints", variation.excludedConstraints),
            ("+subviews", variation.includedSubviews), ("-subviews", variation.excludedSubviews),
        ]
        for (label, ids) in masks where !ids.isEmpty { parts.append("\(label)[\(ids.joined(separator: ","))]") }
        return parts.joined(separator: " ")
    }

    private static func pad(_ indent: Int) -> String { String(repeating: "  ", count: indent) }

    private static func format(_ rect: CGRect) -> String {
        "(\(IBNumber.format(rect.origin.x)) \(IBNumber.format(rect.origin.y)); "
            + "\(IBNumber.format(rect.size.width)) \(IBNumber.format(rect.size.height)))"
    }

    private static func format(_ size: CGSize) -> String {
        "\(IBNumber.format(size.width))x\(IBNumber.format(size.height))"
    }
}

extension IBView {
    /// The deterministic dump of this view's subtree (see `IBDocument.dump()`), e.g. of `resolved(for:)`.
    public func dump() -> String {
        var lines: [String] = []
        IBDocument.dump(self, indent: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }
}
