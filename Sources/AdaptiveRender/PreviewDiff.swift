import Foundation

/// What changed between two preview runs of an interface: for every configuration both ran, the
/// views that moved, appeared or disappeared, the traits, split view state and presentations that
/// changed, and the conflicts and ambiguities that are new; configurations only one run has.
///
/// Views are matched by their path of subview indices and class, controllers by their path. A
/// view that moved with its superview (same offset, same size) is counted under it, not listed.
public struct PreviewDiff: Sendable, Hashable {
    /// One configuration both runs have, and what changed in it (empty when nothing did).
    public struct Configuration: Sendable, Hashable {
        public var id: String
        public var changes: [Change]
    }

    /// Changes of the run as a whole: subject, scene, configurations only one run has.
    public var changes: [Change]
    /// Every configuration both runs have, in the new run's order.
    public var configurations: [Configuration]

    /// True when the runs laid everything out alike.
    public var isEmpty: Bool { changes.isEmpty && configurations.allSatisfy(\.changes.isEmpty) }

    /// Ids of the configurations with at least one change.
    public var changedConfigurations: [String] { configurations.filter { !$0.changes.isEmpty }.map(\.id) }

    /// Compares `old` with `new`; frames within `tolerance` points of each other count as equal.
    public init(old: PreviewReport, new: PreviewReport, tolerance: Double = 0) {
        var changes: [Change] = []
        if old.subject != new.subject { changes.append(.run(property: "subject", from: old.subject, to: new.subject)) }
        if old.scene != new.scene { changes.append(.run(property: "scene", from: old.scene, to: new.scene)) }
        let oldIDs = Set(old.configurations.map(\.id))
        let newIDs = Set(new.configurations.map(\.id))
        changes += new.configurations.filter { !oldIDs.contains($0.id) }.map { .configurationAppeared($0.id) }
        changes += old.configurations.filter { !newIDs.contains($0.id) }.map { .configurationDisappeared($0.id) }
        self.changes = changes
        let byID = Dictionary(old.configurations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        configurations = new.configurations.compactMap { configuration in
            byID[configuration.id].map {
                Configuration(
                    id: configuration.id,
                    changes: Self.changes(from: $0, to: configuration, tolerance: tolerance))
            }
        }
    }

    /// The changes of one configuration, in a fixed order: window, traits, controllers, split
    /// views, presentations, views, diagnostics.
    static func changes(
        from old: PreviewReport.Configuration, to new: PreviewReport.Configuration, tolerance: Double
    ) -> [Change] {
        var changes: [Change] = []
        if old.window != new.window { changes.append(.windowResized(from: old.window, to: new.window)) }
        let windowTraits = traitChanges(old.traits, new.traits)
        changes += windowTraits.map { .trait(viewController: nil, name: $0.name, from: $0.old, to: $0.new) }

        let oldControllers = Dictionary(old.viewControllers.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let newControllers = Set(new.viewControllers.map(\.path))
        for controller in new.viewControllers {
            guard let before = oldControllers[controller.path] else {
                changes.append(.viewControllerAppeared(controller.path))
                continue
            }
            // A window trait change reaches every controller; list only what differs from it (overrides).
            let inherited = Set(windowTraits.map(\.name))
            for trait in traitChanges(before.traits, controller.traits) where !inherited.contains(trait.name) {
                changes.append(
                    .trait(viewController: controller.path, name: trait.name, from: trait.old, to: trait.new))
            }
        }
        changes += old.viewControllers.filter { !newControllers.contains($0.path) }.map {
            .viewControllerDisappeared($0.path)
        }

        let oldSplits = Dictionary(old.splitViews.map { ($0.viewController, $0) }, uniquingKeysWith: { a, _ in a })
        for split in new.splitViews {
            guard let before = oldSplits[split.viewController] else { continue }
            let properties: [(String, String, String)] = [
                ("isCollapsed", "\(before.isCollapsed)", "\(split.isCollapsed)"),
                ("displayMode", before.displayMode, split.displayMode),
                ("horizontalSizeClass", before.horizontalSizeClass, split.horizontalSizeClass),
                (
                    "primaryColumnWidth", SVGFormat.number(CGFloat(before.primaryColumnWidth)),
                    SVGFormat.number(CGFloat(split.primaryColumnWidth))
                ),
            ]
            for (name, from, to) in properties where from != to {
                changes.append(.splitView(viewController: split.viewController, property: name, from: from, to: to))
            }
        }

        changes += presentationChanges(old.presentations, new.presentations, tolerance: tolerance)
        changes += viewChanges(old.views, new.views, tolerance: tolerance)

        let oldConflicts = Set(old.diagnostics.conflicts.map(\.brokenConstraint))
        let newConflicts = Set(new.diagnostics.conflicts.map(\.brokenConstraint))
        changes += new.diagnostics.conflicts.map(\.brokenConstraint).filter { !oldConflicts.contains($0) }.map {
            .conflictAppeared($0)
        }
        changes += old.diagnostics.conflicts.map(\.brokenConstraint).filter { !newConflicts.contains($0) }.map {
            .conflictResolved($0)
        }
        let oldAmbiguous = Set(old.diagnostics.ambiguousViews)
        let newAmbiguous = Set(new.diagnostics.ambiguousViews)
        changes += new.diagnostics.ambiguousViews.filter { !oldAmbiguous.contains($0) }.map { .ambiguityAppeared($0) }
        changes += old.diagnostics.ambiguousViews.filter { !newAmbiguous.contains($0) }.map { .ambiguityResolved($0) }
        return changes
    }

    private static func traitChanges(
        _ old: ReportEncoding.Traits, _ new: ReportEncoding.Traits
    ) -> [(name: String, old: String, new: String)] {
        let pairs: [(String, String, String)] = [
            ("horizontalSizeClass", old.horizontalSizeClass, new.horizontalSizeClass),
            ("verticalSizeClass", old.verticalSizeClass, new.verticalSizeClass),
            ("userInterfaceIdiom", old.userInterfaceIdiom, new.userInterfaceIdiom),
            (
                "displayScale", SVGFormat.number(CGFloat(old.displayScale)),
                SVGFormat.number(CGFloat(new.displayScale))
            ),
            ("userInterfaceStyle", old.userInterfaceStyle, new.userInterfaceStyle),
            ("preferredContentSizeCategory", old.preferredContentSizeCategory, new.preferredContentSizeCategory),
            ("layoutDirection", old.layoutDirection, new.layoutDirection),
        ]
        return pairs.filter { $0.1 != $0.2 }.map { (name: $0.0, old: $0.1, new: $0.2) }
    }

    private static func presentationChanges(
        _ old: [PreviewReport.Presentation], _ new: [PreviewReport.Presentation], tolerance: Double
    ) -> [Change] {
        func key(_ presentation: PreviewReport.Presentation) -> String {
            "\(presentation.viewController) (\(presentation.style.rawValue))"
        }
        let before = Dictionary(old.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let after = Set(new.map(key))
        var changes: [Change] = []
        for presentation in new {
            if let earlier = before[key(presentation)] {
                if !earlier.frame.isClose(to: presentation.frame, tolerance: tolerance) {
                    changes.append(.presentationMoved(key(presentation), from: earlier.frame, to: presentation.frame))
                }
            } else {
                changes.append(.presentationAppeared(key(presentation), frame: presentation.frame))
            }
        }
        changes += old.filter { !after.contains(key($0)) }.map { .presentationDisappeared(key($0), frame: $0.frame) }
        return changes
    }

    private static func viewChanges(
        _ old: [PreviewReport.View], _ new: [PreviewReport.View], tolerance: Double
    ) -> [Change] {
        func key(_ view: PreviewReport.View) -> String { view.path + " " + view.class }
        let before = Dictionary(old.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let after = Set(new.map(key))

        // Views whose frame changed, then the ones that only followed their superview folded into it.
        var moved: [String: (from: PreviewReport.Rect, to: PreviewReport.Rect)] = [:]
        for view in new {
            guard let earlier = before[key(view)], !earlier.frame.isClose(to: view.frame, tolerance: tolerance) else {
                continue
            }
            moved[view.path] = (earlier.frame, view.frame)
        }
        func followsSuperview(_ path: String) -> Bool {
            guard let frames = moved[path], let dot = path.lastIndex(of: ".") else { return false }
            let parent = String(path[..<dot])
            guard let parentFrames = moved[parent] else { return false }
            let delta = (frames.to.x - frames.from.x, frames.to.y - frames.from.y)
            let parentDelta = (parentFrames.to.x - parentFrames.from.x, parentFrames.to.y - parentFrames.from.y)
            return frames.from.width == frames.to.width && frames.from.height == frames.to.height
                && abs(delta.0 - parentDelta.0) <= tolerance && abs(delta.1 - parentDelta.1) <= tolerance
        }
        var folded: [String: Int] = [:]
        for path in moved.keys where followsSuperview(path) {
            var ancestor = path
            while followsSuperview(ancestor), let dot = ancestor.lastIndex(of: ".") {
                ancestor = String(ancestor[..<dot])
            }
            folded[ancestor, default: 0] += 1
        }

        var changes: [Change] = []
        for view in new {
            if before[key(view)] == nil {
                changes.append(.viewAppeared(view.description, frame: view.frame))
            } else if let frames = moved[view.path], !followsSuperview(view.path) {
                changes.append(
                    .viewMoved(view.description, from: frames.from, to: frames.to, subviews: folded[view.path] ?? 0))
            } else if let earlier = before[key(view)], (earlier.hidden ?? false) != (view.hidden ?? false) {
                changes.append(.viewHidden(view.description, hidden: view.hidden ?? false))
            }
        }
        for view in old where !after.contains(key(view)) {
            changes.append(.viewDisappeared(view.description, frame: view.frame))
        }
        return changes
    }
}

extension PreviewReport.Rect {
    /// True when every edge is within `tolerance` points.
    func isClose(to other: PreviewReport.Rect, tolerance: Double) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance && abs(width - other.width) <= tolerance
            && abs(height - other.height) <= tolerance
    }

    /// `(16, 100, 200, 21)`: origin and size in points, as `CGRect` prints them but shorter.
    var text: String {
        "(" + [x, y, width, height].map { SVGFormat.number(CGFloat($0)) }.joined(separator: ", ") + ")"
    }
}

extension PreviewReport.View {
    /// `0.1.2 UILabel "Title"` (its text) or `0.1 UIImageView #photo` (its accessibility identifier).
    var description: String {
        var text = path + " " + self.class
        if let identifier, !identifier.isEmpty { text += " #" + identifier }
        if let label = self.text, !label.isEmpty { text += " \"" + label + "\"" }
        return text
    }
}
