import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

/// One view's frame as Interface Builder stored it against the frame AdaptiveKit's layout computed.
public struct IBFrameComparison: Hashable, Sendable {
    /// The view's object id.
    public var viewID: String
    /// The view's name in IB's outline.
    public var name: String
    /// The view's element name (`label`, `button`, `view`): its UIKit class.
    public var elementName: String
    /// The frame IB stored, as its alignment rect when constraints place the view (slider, switch, segmented control).
    public var stored: CGRect
    /// The frame after layout, in the superview's coordinates like the stored one.
    public var computed: CGRect

    /// Creates a comparison.
    public init(viewID: String, name: String, elementName: String = "view", stored: CGRect, computed: CGRect) {
        self.viewID = viewID
        self.name = name
        self.elementName = elementName
        self.stored = stored
        self.computed = computed
    }

    /// The largest difference of the origin and size components.
    public var difference: CGFloat {
        max(
            abs(stored.minX - computed.minX), abs(stored.minY - computed.minY), abs(stored.width - computed.width),
            abs(stored.height - computed.height))
    }
}

/// The frames of one scene (a controller's view, or a xib's top-level view) compared on the design device.
public struct IBSceneFrameReport: Hashable, Sendable {
    /// The scene's name: the controller's or the view's display name.
    public var name: String
    /// The id of the scene's controller, or of the top-level view.
    public var id: String
    /// How the scene was laid out.
    public var mode: Mode
    /// Every compared view, in tree order.
    public var comparisons: [IBFrameComparison]
    /// Views left out because IB flagged them `misplaced` or `ambiguous`, a placeholder constraint (removed at
    /// build time) shaped them, they are (in) hidden arranged views of a stack view, or they have no stored frame.
    public var skipped: Int
    /// Views left out because their stored frames contradict their own required constraints
    /// (`LayoutFidelity.inconsistentViews`): no layout gives them.
    public var inconsistent: Int = 0
    /// Views left out because only a custom class's run-time size gives their stored frames
    /// (`LayoutFidelity.sizedByCustomClasses`): the file does not hold what IB measured.
    public var sizedByCustomClasses: Int = 0
    /// What UIKit would have logged while the scene loaded and laid out (unknown classes, broken constraints).
    public var diagnostics: [String] = []

    /// Creates a report.
    public init(
        name: String, id: String, mode: Mode, comparisons: [IBFrameComparison], skipped: Int,
        inconsistent: Int = 0, diagnostics: [String] = []
    ) {
        self.name = name
        self.id = id
        self.mode = mode
        self.comparisons = comparisons
        self.skipped = skipped
        self.inconsistent = inconsistent
        self.diagnostics = diagnostics
    }

    /// The comparisons within `tolerance` points.
    public func matched(tolerance: CGFloat = 0.5) -> [IBFrameComparison] {
        comparisons.filter { $0.difference <= tolerance }
    }

    /// The comparisons beyond `tolerance`, worst first.
    public func mismatched(tolerance: CGFloat = 0.5) -> [IBFrameComparison] {
        comparisons.filter { $0.difference > tolerance }.sorted { $0.difference > $1.difference }
    }
}

/// Lays a document's scenes out on its design device and compares the frames with the stored ones.
@MainActor
public enum LayoutFidelity {
    /// Compares every scene of a document that has a design device; empty for legacy 600 × 600 canvases.
    ///
    /// Storyboard scenes run inside the containers their relationships name (a navigation
    /// controller's root, a tab), or inside a navigation controller when a show segue from a
    /// navigation stack reaches them, as IB's inferred bars do. Views take their intrinsic size
    /// from their stored frames (`usesStoredIntrinsicSizes`), so text metrics do not count.
    ///
    /// Views whose stored frames only a custom class's run-time size gives are not compared: see
    /// `sizedByCustomClasses(_:_:)`. Nor, counted as inconsistent, views whose stored frames only a size the
    /// file's own required constraints forbid gives: see `explainedByContradictions(_:_:)`.
    public static func compareFrames(in document: IBDocument) -> [IBSceneFrameReport] {
        var reports = compareFrames(in: document, canvas: .canvas)
        if reports.contains(where: { !$0.mismatched().isEmpty }) {
            let contradicted = contradictedSizeConstants(in: document)
            if !contradicted.isEmpty {
                reports = explainedByContradictions(
                    reports,
                    compareFrames(in: document.replacingConstants(contradicted), canvas: .canvas))
            }
        }
        guard reports.contains(where: { !$0.mismatched().isEmpty }), hasUnknownCustomViews(document) else {
            return reports
        }
        return sizedByCustomClasses(reports, compareFrames(in: document, canvas: .canvasWithCustomViewSizes))
    }

    /// The scenes of a document laid out on IB's canvas as `canvas` reproduces it.
    private static func compareFrames(in document: IBDocument, canvas: CanvasEmulation) -> [IBSceneFrameReport] {
        guard let device = document.device, let profile = device.profile else { return [] }
        let storyboard = UIStoryboard(document: document)
        storyboard.canvasEmulation = canvas
        var reports: [IBSceneFrameReport] = []
        for controller in document.viewControllers {
            guard controller.storyboardReference == nil, let root = controller.view,
                !["navigationController", "tabBarController", "splitViewController"].contains(controller.elementName)
            else { continue }
            let orientation =
                self.orientation(controller.simulatedOrientation ?? root.simulatedOrientation)
                ?? device.orientationValue
            var report: IBSceneFrameReport?
            let diagnostics = DiagnosticLog.capture {
                report = compare(controller, root: root, in: storyboard, profile: profile, orientation: orientation)
            }
            if var report {
                report.diagnostics = diagnostics.map(\.description)
                reports.append(report)
            }
        }
        for view in document.topLevelViews {
            var report: IBSceneFrameReport?
            let diagnostics = DiagnosticLog.capture {
                report = compare(
                    topLevel: view, document: document, profile: profile, device: device,
                    canvas: canvas)
            }
            if var report {
                report.diagnostics = diagnostics.map(\.description)
                reports.append(report)
            }
        }
        return reports
    }

    private static func orientation(_ name: String?) -> DeviceOrientation? {
        guard let name else { return nil }
        return name.hasPrefix("landscape") ? .landscape : .portrait
    }

    private static func compare(
        _ controller: IBViewController, root: IBView, in storyboard: UIStoryboard, profile: DeviceProfile,
        orientation: DeviceOrientation
    ) -> IBSceneFrameReport? {
        let screen = profile.screenSize(orientation)
        guard let hierarchy = makeHierarchy(for: controller.id, in: storyboard) else { return nil }
        let (top, made) = (hierarchy.top, hierarchy.scene)
        // A root view shorter than the screen may be one that ends at opaque bars: it is laid out on the device
        // when its containers give it the stored size.
        let underBars = root.frame?.width == screen.width && (made.navigationController ?? made.tabBarController) != nil
        // The device stays up to the end: whether the scene is still in its window picks what is compared
        // outside it (the window lives as long as its simulator: nothing else holds it).
        var device: DeviceSimulator?
        defer { withExtendedLifetime(device) {} }
        if root.frame?.size == screen || underBars, !controller.isFreeform, !root.isFreeform,
            let simulator = try? DeviceSimulator(device: profile, orientation: orientation, rootViewController: top)
        {
            device = simulator
            matchCanvasSafeArea(
                of: top, in: simulator, document: storyboard.document, orientation: orientation,
                noStatusBar: simulatesNoStatusBar(controller.id, in: storyboard.document))
            simulator.window.layoutIfNeeded()
            if root.frame?.size == screen || made.view.frame.size == root.frame?.size {
                return report(root, name: controller.displayName, id: controller.id, mode: .device, objects: made)
            }
        }
        // A scene the device laid out is made afresh, outside any window.
        let outside = made.view.window == nil ? hierarchy : makeHierarchy(for: controller.id, in: storyboard)
        guard let outside else { return nil }
        return compareOutsideTheDevice(
            controller, root: root, in: storyboard, profile: profile, orientation: orientation, hierarchy: outside)
    }

    /// `compare` for a scene that is not laid out on the device: under a freeform or sheet bar, at the screen's
    /// top, or alone; the hierarchy's containers stay alive with it for the whole comparison.
    private static func compareOutsideTheDevice(
        _ controller: IBViewController, root: IBView, in storyboard: UIStoryboard, profile: DeviceProfile,
        orientation: DeviceOrientation, hierarchy: SceneHierarchy
    ) -> IBSceneFrameReport? {
        let made = hierarchy.scene
        if controller.isFreeform || root.isFreeform,
            let report = freeformUnderBar(
                controller, root: root, top: made.navigationController.map { _ in topmost(of: made) },
                document: storyboard.document, profile: profile, orientation: orientation,
                objects: made)
        {
            return report
        }
        if !controller.isFreeform, !root.isFreeform,
            let report = sheetUnderBar(
                controller, root: root, top: made.navigationController.map { _ in topmost(of: made) },
                document: storyboard.document, profile: profile, orientation: orientation, objects: made)
        {
            return report
        }
        if !controller.isFreeform, !root.isFreeform, made.parent == nil,
            let report = atScreenTop(
                controller, root: root, document: storyboard.document, profile: profile,
                orientation: orientation, objects: made)
        {
            return report
        }
        let view = made.view!
        // Laid out alone: a container's layout would give it the container's bounds.
        view.removeFromSuperview()
        view.traitOverrides.displayScale = profile.scale
        view.frame = root.frame ?? view.frame
        view.layoutIfNeeded()
        return report(root, name: controller.displayName, id: controller.id, mode: .standalone, objects: made)
    }

    private static func compare(
        topLevel value: IBView, document: IBDocument, profile: DeviceProfile, device: IBDevice,
        canvas: CanvasEmulation
    ) -> IBSceneFrameReport {
        let nib = UINib(document: document)
        nib.canvasEmulation = canvas
        let objects = nib.instantiateObjects(withOwner: nil)
        guard let view = objects.view(withIBID: value.id) else {
            return IBSceneFrameReport(
                name: value.displayName, id: value.id, mode: .standalone, comparisons: [], skipped: 0)
        }
        let orientation = orientation(value.simulatedOrientation) ?? device.orientationValue
        if value.frame?.size == profile.screenSize(orientation), !value.isFreeform {
            let controller = UIViewController()
            controller.view = view
            if let simulator = try? DeviceSimulator(
                device: profile, orientation: orientation, rootViewController: controller)
            {
                matchCanvasSafeArea(
                    of: controller, in: simulator, document: document, orientation: orientation,
                    noStatusBar: value.simulatesNoStatusBar)
                simulator.window.layoutIfNeeded()
                return withExtendedLifetime(simulator) {
                    report(value, name: value.displayName, id: value.id, mode: .device, objects: objects)
                }
            }
        }
        if isOwnersView(value.id, in: document), let frame = value.frame, frame.origin == .zero {
            // A controller's smaller root view: IB draws it at the top of the screen, under the status bar,
            // so its safe area is the screen's where they overlap.
            let host = UIViewController()
            if let simulator = try? DeviceSimulator(device: profile, orientation: orientation, rootViewController: host)
            {
                matchCanvasSafeArea(
                    of: host, in: simulator, document: document, orientation: orientation,
                    noStatusBar: value.simulatesNoStatusBar)
                view.frame = frame
                host.view.addSubview(view)
                simulator.window.layoutIfNeeded()
                return withExtendedLifetime(simulator) {
                    report(value, name: value.displayName, id: value.id, mode: .screenTop, objects: objects)
                }
            }
        }
        if value.isFreeform,
            let report = freeformOnNotchedCanvas(
                value, view: view, document: document, profile: profile, orientation: orientation, objects: objects)
        {
            return report
        }
        view.traitOverrides.displayScale = profile.scale
        view.frame = value.frame ?? view.frame
        applyCanvasMargins(to: value, objects: objects, toolsVersion: document.toolsVersion)
        view.layoutIfNeeded()
        return report(value, name: value.displayName, id: value.id, mode: .standalone, objects: objects)
    }

    /// Whether File's Owner's `view` outlet names the view: it is a controller's root view.
    private static func isOwnersView(_ id: String, in document: IBDocument) -> Bool {
        document.objects.contains { object in
            guard case .other(let placeholder) = object, placeholder.placeholderIdentifier == "IBFilesOwner" else {
                return false
            }
            return placeholder.connections.contains {
                $0.kind == .outlet && $0.property == "view" && $0.destination == id
            }
        }
    }

    static func report(
        _ root: IBView, name: String, id: String, mode: IBSceneFrameReport.Mode, objects controller: UIViewController
    ) -> IBSceneFrameReport {
        report(root, name: name, id: id, mode: mode, objects: controller.interfaceBuilderObjects ?? IBObjectMap())
    }

    /// Compares the views installed in the live tree's current size classes.
    static func report(
        _ root: IBView, name: String, id: String, mode: IBSceneFrameReport.Mode, objects: IBObjectMap
    ) -> IBSceneFrameReport {
        let rootView = objects.view(withIBID: root.id)
        let traits = IBSizeClasses(
            width: rootView?.traitCollection.horizontalSizeClass ?? .unspecified,
            height: rootView?.traitCollection.verticalSizeClass ?? .unspecified)
        var result = IBSceneFrameReport(name: name, id: id, mode: mode, comparisons: [], skipped: 0)
        let resolved = root.resolved(for: traits)
        // Placeholder constraints shaped the canvas only: frames they decided are not what run time gives.
        let sideInsets = rootView?.window.map { $0.safeAreaInsets.left + $0.safeAreaInsets.right }
        let inconsistent = inconsistentViews(
            in: resolved, scale: rootView?.traitCollection.displayScale ?? 1,
            safeAreasAreBounds: mode == .standalone, safeAreasSpanWidth: mode != .standalone && sideInsets == 0)
        var placeheld: Set<String> = []
        root.forEachView { view in
            for constraint in view.constraints where constraint.isPlaceholder {
                placeheld.insert(constraint.firstItem)
                if let second = constraint.secondItem { placeheld.insert(second) }
            }
        }
        // A hidden arranged view collapses at run time, but IB keeps the frame it had before it was hidden (the
        // corpus stores them at negative origins, full length): its stored frame, and its subviews', are no
        // layout's.
        var hiddenArranged: Set<String> = []
        resolved.forEachView { value in
            guard value.elementName == "stackView" else { return }
            for subview in value.subviews where subview.isHidden {
                subview.forEachView { hiddenArranged.insert($0.id) }
            }
        }
        resolved.forEachView { value in
            guard let view = objects.view(withIBID: value.id), view.window != nil || mode == .standalone else {
                return
            }
            guard let frame = value.frame, !value.isMisplaced, !value.isAmbiguous, !placeheld.contains(value.id),
                !hiddenArranged.contains(value.id)
            else {
                result.skipped += 1
                return
            }
            guard !inconsistent.contains(value.id) else {
                result.inconsistent += 1
                return
            }
            let stored =
                view.translatesAutoresizingMaskIntoConstraints
                ? frame : ViewTreeBuilder.alignmentRect(of: value) ?? frame
            // IB stores a scene's root view at the canvas's origin, even where bars push it down at run time.
            let computed =
                value.id == root.id && mode == .device
                ? CGRect(origin: stored.origin, size: view.frame.size) : comparedFrame(of: view, stored: stored)
            result.comparisons.append(
                IBFrameComparison(
                    viewID: value.id, name: value.displayName, elementName: value.elementName, stored: stored,
                    computed: computed))
        }
        addPrototypes(of: resolved, objects: objects, mode: mode, to: &result)
        return result
    }
}

extension IBDevice {
    /// The orientation as AdaptiveKit's device catalog names it.
    var orientationValue: DeviceOrientation { orientation == "landscape" ? .landscape : .portrait }
}
