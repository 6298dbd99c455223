import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

/// A storyboard or xib laid out on devices with its layout errors reported (what `adaptive lint`
/// prints), or its computed frames compared with the frames Interface Builder stored.
@MainActor
public struct LintSession {
    public var path: String
    public var document: IBDocument
    public var configurations: [PreviewConfiguration]
    /// Where the storyboards the document's references name are looked up (the main bundle when nil).
    public var bundle: Bundle?

    /// A document read from `path` (named in every finding), to lay out on `configurations`; its storyboard
    /// references resolve in `bundle`.
    public init(path: String, document: IBDocument, configurations: [PreviewConfiguration], bundle: Bundle? = nil) {
        self.path = path
        self.document = document
        self.configurations = configurations
        self.bundle = bundle
    }

    /// The bundle a file linted alone resolves its storyboard references in, as `adaptive preview` finds it: its
    /// project's folder, else its own (the one above a `.lproj` folder).
    public static func bundle(forFile path: String) -> Bundle? {
        let url = URL(fileURLWithPath: path)
        var resources = ProjectResources(searched: url)
        return resources.bundle(for: url)
    }

    /// The document's warnings with their places, then `LayoutFidelity`'s per-scene frame comparison
    /// listing the `worst` largest differences of each scene (0: all of them), ending `N matched, M differ`.
    public func compareFrames(tolerance: CGFloat, worst: Int = 3) -> String {
        document.warnings.map { "\(path):\($0)\n" }.joined()
            + LayoutFidelity.summary(
                LayoutFidelity.compareFrames(in: document), tolerance: tolerance, worst: worst == 0 ? .max : worst)
    }

    /// The frame comparison of every storyboard and xib under a folder: one line per file (its path
    /// relative to the folder, `refused: ` and the reason for a file that cannot be read), then
    /// `LayoutFidelitySummary`'s tallies and totals; and how many files were refused.
    public static func compareFrames(inFolder folder: String, tolerance: CGFloat) -> (text: String, refused: Int) {
        var total = LayoutFidelitySummary(tolerance: tolerance)
        var lines: [String] = []
        for (name, _, result) in documents(inFolder: folder) {
            switch result {
            case .success(let document):
                let reports = LayoutFidelity.compareFrames(in: document)
                var file = LayoutFidelitySummary(tolerance: tolerance)
                file.add(reports)
                total.add(reports)
                lines.append(
                    "\(name): \(file.matched) matched, \(file.differ) differ, \(document.warnings.count) warnings")
            case .failure(let error):
                total.addRefused()
                lines.append("\(name): refused: \(error)")
            }
        }
        return (lines.map { $0 + "\n" }.joined() + total.text(), total.refused)
    }

    /// Every storyboard and xib under a folder, by path relative to it, each read or refused, with the bundle its
    /// storyboard references resolve in (as `adaptive preview` finds it for the folder).
    public static func documents(
        inFolder folder: String
    ) -> [(name: String, bundle: Bundle?, result: Result<IBDocument, InterfaceBuilderError>)] {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path + "/"
        var resources = ProjectResources(searched: URL(fileURLWithPath: folder))
        return IBDocument.files(in: URL(fileURLWithPath: folder)).map { url in
            let path = url.standardizedFileURL.path
            let name = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
            return (
                name, resources.bundle(for: url),
                Result { () throws(InterfaceBuilderError) in try IBDocument(contentsOf: url) }
            )
        }
    }

    /// The document's warnings, then each scene on each configuration: broken (conflicting) constraints
    /// and ambiguous views, one line per finding, then a totals line. Returns the text and whether any constraint had to be broken.
    public func layoutFindings() -> (text: String, hasConflicts: Bool) {
        let found = findings()
        let lines = found.lines + ["\(found.conflicts) conflicts, \(found.ambiguous) ambiguous views"]
        return (lines.joined(separator: "\n"), found.conflicts > 0)
    }

    /// The document's warnings with their places, then `layoutFindings`' lines without the totals, and the totals.
    public func findings() -> (lines: [String], conflicts: Int, ambiguous: Int) {
        var lines = document.warnings.map { "\(path):\($0)" }
        var conflicts = 0
        var ambiguous = 0
        let scenes: [(String, String?)] =
            document.kind == .storyboard
            ? document.viewControllers.map { ($0.storyboardIdentifier ?? $0.id, $0.id) } : [("view", nil)]
        // One storyboard for every scene: making one indexes the whole document, and it holds nothing that
        // instantiating a scene changes.
        let storyboard = document.kind == .storyboard ? UIStoryboard(document: document, bundle: bundle) : nil
        for (scene, id) in scenes {
            for configuration in configurations {
                let controller: UIViewController
                if let id, let made = storyboard?.instantiateViewController(ibID: id) {
                    controller = made
                } else {
                    controller = PreviewSubject.rootController(of: document, identifier: nil, bundle: bundle)
                }
                guard
                    let simulator = try? DeviceSimulator(
                        device: configuration.device, orientation: configuration.orientation,
                        rootViewController: controller)
                else { continue }
                // The window lives as long as its simulator: keep both while the findings are read.
                withExtendedLifetime(simulator) {
                    simulator.window.layoutIfNeeded()
                    let place = "\(path): \(scene) on \(configuration.model) \(configuration.orientation.rawValue)"
                    for conflict in LayoutDiagnostics.conflicts(in: simulator.window) {
                        conflicts += 1
                        lines.append("\(place): error: broke \(conflict.brokenConstraint)")
                    }
                    for view in LayoutDiagnostics.ambiguousSubviews(in: simulator.window) {
                        ambiguous += 1
                        let name = view.accessibilityIdentifier ?? String(describing: type(of: view))
                        lines.append("\(place): warning: ambiguous layout for \(name) at \(view.frame)")
                    }
                }
            }
        }
        return (lines, conflicts, ambiguous)
    }
}
