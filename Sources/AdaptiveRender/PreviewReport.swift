import AdaptiveKit
import Foundation

/// `report.json`: for every configuration, the traits, every controller's traits, every view's
/// frame, the split views' state, the presentations and the layout diagnostics.
///
/// It holds no times or paths outside the gallery, so the same run writes the same bytes.
public struct PreviewReport: Codable, Sendable {
    public static let format = "adaptive-preview/1"

    public var format = PreviewReport.format
    public var subject: String
    public var scene: String
    public var configurations: [Configuration]
    public var summary: Summary
    /// Set in a partial report (`--shard K/N`) only: which part it is of which run.
    public var shard: Shard?

    /// A partial report's place in its run, which `--merge` checks before joining the parts.
    public struct Shard: Codable, Sendable, Hashable {
        public var index: Int
        public var count: Int
        /// The ids of every configuration of the whole run, in its order; in a run split by file,
        /// the ids of the configurations every file is previewed on.
        public var configurations: [String]
        /// Set in a run split by file (a folder's files, each on every configuration): every file of
        /// the folder by scene name in path order, whichever share reads it.
        public var files: [String]?
        /// In a run split by file: the share's files that could not be read.
        public var refused: [Refusal]?
    }

    /// A file of a folder that a share could not read, and the message it printed for it.
    public struct Refusal: Codable, Sendable, Hashable {
        public var file: String
        public var message: String

        public init(file: String, message: String) {
            self.file = file
            self.message = message
        }
    }

    public struct Configuration: Codable, Sendable {
        public var id: String
        /// The file previewed, when a run previews every file of a folder.
        public var scene: String?
        public var svg: String
        public var device: String
        public var canvas: String
        public var orientation: String
        public var multitasking: String?
        /// A resizable window's size (`600x800`); absent for full screen and multitasking.
        public var windowSize: String?
        public var window: Size
        public var screen: Size
        public var safeAreaInsets: ReportEncoding.Insets
        public var traits: ReportEncoding.Traits
        public var viewControllers: [ViewController]
        public var views: [View]
        public var splitViews: [SplitView]
        public var presentations: [Presentation]
        public var diagnostics: Diagnostics
        public var notes: [String]
    }

    /// Set to true in a decoder's `userInfo` to decode configurations without their controllers and views.
    static let skipsFramesKey = CodingUserInfoKey(rawValue: "AdaptiveRender.PreviewReport.skipsFrames")!

    public struct Size: Codable, Sendable, Hashable {
        public var width: Double
        public var height: Double
    }

    public struct Rect: Codable, Sendable, Hashable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        init(_ rect: CGRect) {
            // Two decimals, as in the SVG: what solver noise could not change.
            func round(_ value: CGFloat) -> Double { Double((value * 100).rounded() / 100) + 0 }
            (x, y, width, height) = (round(rect.minX), round(rect.minY), round(rect.width), round(rect.height))
        }
    }

    public struct ViewController: Codable, Sendable, Hashable {
        /// `AppController/UISplitViewController/UINavigationController[0]`.
        public var path: String
        public var `class`: String
        public var title: String?
        public var traits: ReportEncoding.Traits
        /// The root view's frame in window coordinates; nil when it is not loaded or not in the window.
        public var viewFrame: Rect?
    }

    public struct View: Codable, Sendable, Hashable {
        /// Subview indices from the window: `0.1.2`.
        public var path: String
        public var `class`: String
        public var frame: Rect
        public var identifier: String?
        public var text: String?
        /// The controller whose root view this is.
        public var viewController: String?
        public var hidden: Bool?
    }

    public struct SplitView: Codable, Sendable, Hashable {
        public var viewController: String
        public var isCollapsed: Bool
        public var displayMode: String
        public var horizontalSizeClass: String
        public var primaryColumnWidth: Double
        public var columns: [Column]

        public struct Column: Codable, Sendable, Hashable {
            public var viewController: String
            /// Nil when the column's view is not on screen (collapsed, or hidden by the display mode).
            public var frame: Rect?
        }
    }

    public struct Presentation: Codable, Sendable, Hashable {
        public var viewController: String
        public var style: PresentationLayer.Style
        public var frame: Rect
    }

    public struct Diagnostics: Codable, Sendable, Hashable {
        public var conflicts: [Conflict]
        /// Paths and classes of views whose frames the constraints leave open.
        public var ambiguousViews: [String]
        /// What UIKit would have logged or raised while the configuration ran.
        public var messages: [String]

        public struct Conflict: Codable, Sendable, Hashable {
            public var brokenConstraint: String
            public var conflictingConstraints: [String]
        }
    }

    public struct Summary: Codable, Sendable, Hashable {
        public var configurations: Int
        public var conflicts: Int
        public var ambiguousLayouts: Int
        /// Ids of configurations with at least one broken constraint.
        public var unsatisfiable: [String]
    }

    /// The JSON text: keys sorted, two-space indentation, a final newline.
    public var json: String { ReportEncoding.json(self) + "\n" }
}

extension PreviewReport.Configuration {
    /// Reads a laid-out simulator.
    @MainActor
    init(configuration: PreviewConfiguration, simulator: DeviceSimulator, presentations: [PresentationLayer]) {
        let window = simulator.window
        let tree = ControllerTree(window: window)
        id = configuration.id
        svg = configuration.id + ".svg"
        device = configuration.model
        canvas = configuration.device.name
        orientation = configuration.orientation.rawValue
        multitasking = configuration.multitasking?.rawValue
        windowSize = configuration.windowSizeName
        self.window = PreviewReport.Size(width: window.bounds.width, height: window.bounds.height)
        let screenSize = configuration.device.screenSize(configuration.orientation)
        screen = PreviewReport.Size(width: screenSize.width, height: screenSize.height)
        safeAreaInsets = ReportEncoding.Insets(window.safeAreaInsets)
        traits = ReportEncoding.Traits(window.traitCollection)

        viewControllers = tree.entries.map { entry in
            let view = entry.controller.viewIfLoaded
            return PreviewReport.ViewController(
                path: entry.path, class: ControllerTree.className(entry.controller), title: entry.controller.title,
                traits: ReportEncoding.Traits(entry.controller.traitCollection),
                viewFrame: view.flatMap {
                    $0.window === window ? PreviewReport.Rect($0.convert($0.bounds, to: window)) : nil
                })
        }

        var views: [PreviewReport.View] = []
        var paths: [ObjectIdentifier: String] = [:]
        func visit(_ view: UIView, path: String) {
            paths[ObjectIdentifier(view)] = path
            var text: String?
            if let label = view as? UILabel { text = label.text }
            if let button = view as? UIButton { text = button.currentTitle }
            views.append(
                PreviewReport.View(
                    path: path, class: ControllerTree.className(view),
                    frame: PreviewReport.Rect(view.convert(view.bounds, to: window)),
                    identifier: view.accessibilityIdentifier, text: text,
                    viewController: tree.controller(owning: view).flatMap { tree.path(of: $0) },
                    hidden: view.isHidden ? true : nil))
            for (index, subview) in view.subviews.enumerated() { visit(subview, path: path + ".\(index)") }
        }
        for (index, subview) in window.subviews.enumerated() { visit(subview, path: "\(index)") }
        self.views = views

        splitViews = tree.entries.compactMap { entry in
            guard let split = entry.controller as? UISplitViewController else { return nil }
            let columns = split.viewControllers.map { column in
                let view = column.viewIfLoaded
                return PreviewReport.SplitView.Column(
                    viewController: tree.path(of: column) ?? ControllerTree.className(column),
                    frame: view.flatMap {
                        $0.window === window ? PreviewReport.Rect($0.convert($0.bounds, to: window)) : nil
                    })
            }
            return PreviewReport.SplitView(
                viewController: entry.path, isCollapsed: split.isCollapsed, displayMode: split.displayMode.name,
                horizontalSizeClass: split.traitCollection.horizontalSizeClass.description.lowercased(),
                primaryColumnWidth: split.primaryColumnWidth, columns: columns)
        }

        self.presentations = presentations.map {
            PreviewReport.Presentation(
                viewController: $0.controllerClass, style: $0.style, frame: PreviewReport.Rect($0.frame))
        }

        let conflicts = LayoutDiagnostics.conflicts(in: window).map {
            PreviewReport.Diagnostics.Conflict(
                brokenConstraint: $0.brokenConstraint, conflictingConstraints: $0.conflictingConstraints)
        }
        let ambiguous = LayoutDiagnostics.ambiguousSubviews(in: window).map {
            (paths[ObjectIdentifier($0)] ?? "?") + " " + ControllerTree.className($0)
        }
        // UIKit's messages are captured around the whole run; the runner fills them in.
        diagnostics = PreviewReport.Diagnostics(conflicts: conflicts, ambiguousViews: ambiguous, messages: [])

        var notes: [String] = []
        for split in splitViews {
            notes.append(split.isCollapsed ? "split view collapsed" : "split view expanded (\(split.displayMode))")
            if split.horizontalSizeClass != traits.horizontalSizeClass {
                notes.append("split view sees \(split.horizontalSizeClass) width (trait override)")
            }
        }
        if let size = configuration.multitasking,
            configuration.device.multitaskingLayout(size, in: configuration.orientation)?.isWidthDerived == true
        {
            notes.append("window width derived, not measured")
        }
        if !conflicts.isEmpty { notes.append("\(conflicts.count) conflict(s) broken") }
        if !ambiguous.isEmpty { notes.append("\(ambiguous.count) ambiguous view(s)") }
        self.notes = notes
    }

    /// `iPhone 15 Pro · landscape`, after the scene when the run has several: the progress line's
    /// and the summary table's name for it.
    public var title: String {
        [scene, device, orientation, multitasking, windowSize].compactMap { $0 }.joined(separator: " · ")
    }

    /// `compact width · regular height`, the gallery's group.
    var sizeClassGroup: String {
        "\(traits.horizontalSizeClass) width · \(traits.verticalSizeClass) height"
    }
}

extension UISplitViewController.DisplayMode {
    /// The case name as UIKit's Swift API spells it.
    var name: String {
        switch self {
        case .automatic: "automatic"
        case .secondaryOnly: "secondaryOnly"
        case .oneBesideSecondary: "oneBesideSecondary"
        case .oneOverSecondary: "oneOverSecondary"
        case .twoBesideSecondary: "twoBesideSecondary"
        case .twoOverSecondary: "twoOverSecondary"
        case .twoDisplaceSecondary: "twoDisplaceSecondary"
        }
    }
}

extension PreviewReport.Configuration {
    enum CodingKeys: String, CodingKey {
        case id, scene, svg, device, canvas, orientation, multitasking, windowSize, window, screen
        case safeAreaInsets, traits, viewControllers, views, splitViews, presentations, diagnostics, notes
    }

    /// Decodes a configuration; without its controllers and views when the decoder's `userInfo` says so
    /// (`PreviewReport.skipsFramesKey`): a join that copies each configuration's text from its share
    /// needs neither, and they are most of a report.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        scene = try container.decodeIfPresent(String.self, forKey: .scene)
        svg = try container.decode(String.self, forKey: .svg)
        device = try container.decode(String.self, forKey: .device)
        canvas = try container.decode(String.self, forKey: .canvas)
        orientation = try container.decode(String.self, forKey: .orientation)
        multitasking = try container.decodeIfPresent(String.self, forKey: .multitasking)
        windowSize = try container.decodeIfPresent(String.self, forKey: .windowSize)
        window = try container.decode(PreviewReport.Size.self, forKey: .window)
        screen = try container.decode(PreviewReport.Size.self, forKey: .screen)
        safeAreaInsets = try container.decode(ReportEncoding.Insets.self, forKey: .safeAreaInsets)
        traits = try container.decode(ReportEncoding.Traits.self, forKey: .traits)
        if decoder.userInfo[PreviewReport.skipsFramesKey] as? Bool == true {
            viewControllers = []
            views = []
        } else {
            viewControllers = try container.decode([PreviewReport.ViewController].self, forKey: .viewControllers)
            views = try container.decode([PreviewReport.View].self, forKey: .views)
        }
        splitViews = try container.decode([PreviewReport.SplitView].self, forKey: .splitViews)
        presentations = try container.decode([PreviewReport.Presentation].self, forKey: .presentations)
        diagnostics = try container.decode(PreviewReport.Diagnostics.self, forKey: .diagnostics)
        notes = try container.decode([String].self, forKey: .notes)
    }
}
