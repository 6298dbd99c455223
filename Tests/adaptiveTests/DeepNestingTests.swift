import AdaptiveKit
import AdaptiveRender
import Foundation
import Testing

/// A storyboard nested as deep as the reader allows goes through `adaptive lint`,
/// `lint --compare-frames` and `preview` in their own process (an 8 MiB main thread, this debug
/// build's stack frames), and one nested 1 000 deep is one line of error at its place, never a crash.
@Suite struct DeepNestingTests {
    /// A scene whose root view holds a chain of `depth` views, each pinned inside its parent.
    static func storyboard(depth: Int) -> Data {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" "#
                + #"targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc0">"#,
            #"<scenes><scene sceneID="s0"><objects><viewController id="vc0" sceneMemberID="viewController">"#,
            #"<view key="view" contentMode="scaleToFill" id="v0">"#,
            #"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#,
        ]
        for level in 1...depth {
            lines.append(
                #"<subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v\#(level)">"#
                    + #"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#)
        }
        for level in (1...depth).reversed() {
            let edges = ["top", "bottom", "leading", "trailing"].map { edge in
                #"<constraint firstItem="v\#(level)" firstAttribute="\#(edge)" secondItem="v\#(level - 1)" "#
                    + #"secondAttribute="\#(edge)" id="\#(edge)\#(level)"/>"#
            }
            lines.append("</view></subviews><constraints>" + edges.joined() + "</constraints>")
        }
        lines.append("</view></viewController></objects></scene></scenes></document>")
        return Data(lines.joined(separator: "\n").utf8)
    }

    static let commands: [[String]] = [
        ["lint"], ["lint", "--compare-frames"],
        ["preview", "--devices", "iPhone 15 Pro", "--orientations", "portrait"],
    ]

    func write(depth: Int) throws -> (folder: URL, file: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Deep.storyboard")
        try Self.storyboard(depth: depth).write(to: file)
        return (folder, file)
    }

    /// 595 nested views: with the scene's own elements, the reader's 1 200-element limit.
    @Test(arguments: commands)
    func R3_theDeepestReadableStoryboardIsLintedComparedAndPreviewed(command: [String]) throws {
        let (folder, file) = try write(depth: 595)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = command[0] == "preview" ? ["--out", folder.appendingPathComponent("out").path] : []
        let run = try runAdaptive([command[0], file.path] + command.dropFirst() + out)
        #expect(run.status == 0, "\(run.standardError.prefix(500))")
        switch command {
        case ["lint"]: #expect(run.standardOutput.hasSuffix("0 conflicts, 0 ambiguous views\n"))
        case ["lint", "--compare-frames"]: #expect(run.standardOutput.contains("0 matched, 0 differ"))
        default: #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/report.json").path))
        }
    }

    @Test(arguments: commands)
    func R3_aStoryboardNested1000DeepIsOneLineAtItsPlace(command: [String]) throws {
        let (folder, file) = try write(depth: 1_000)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = command[0] == "preview" ? ["--out", folder.appendingPathComponent("out").path] : []
        let run = try runAdaptive([command[0], file.path] + command.dropFirst() + out)
        #expect(run.status == 65)
        // Lines 1–5 reach element depth 6; each later line nests two more (`<subviews>`, `<view>`).
        #expect(run.standardError.hasPrefix("\(file.path):602:74: error: elements nest more than 1200 deep"))
        #expect(run.standardError.split(separator: "\n").count == 1)
    }

    /// `count` scenes, each a navigation controller whose root is the next (`embed` false) or a controller
    /// whose container view embeds the next: shallow in the file, nested `count` deep once built.
    static func chainedScenes(_ count: Int, embed: Bool) -> Data {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" "#
                + #"targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc0"><scenes>"#,
        ]
        let frame = #"<rect key="frame" x="0" y="0" width="100" height="100"/>"#
        for index in 0..<count {
            let last = index == count - 1
            if embed || last {
                let container =
                    last
                    ? ""
                    : #"<subviews><containerView translatesAutoresizingMaskIntoConstraints="NO" id="cv\#(index)">"#
                        + frame + #"<connections><segue destination="vc\#(index + 1)" kind="embed" id="e\#(index)"/>"#
                        + "</connections></containerView></subviews>"
                lines.append(
                    #"<scene sceneID="s\#(index)"><objects><viewController id="vc\#(index)" sceneMemberID="viewController">"#
                        + #"<view key="view" id="v\#(index)">"# + frame + container
                        + "</view></viewController></objects></scene>")
            } else {
                lines.append(
                    #"<scene sceneID="s\#(index)"><objects><navigationController id="vc\#(index)" "#
                        + #"sceneMemberID="viewController"><connections><segue destination="vc\#(index + 1)" "#
                        + #"kind="relationship" relationship="rootViewController" id="r\#(index)"/></connections>"#
                        + "</navigationController></objects></scene>")
            }
        }
        lines.append("</scenes></document>")
        return Data(lines.joined(separator: "\n").utf8)
    }

    /// A thousand navigation controllers or embedded scenes, each the next one's container, used to
    /// overflow the stack of every walk: building stops at the views' nesting budget, with a warning.
    @Test(arguments: [false, true])
    func R3_aThousandChainedScenesArePreviewedUpToTheNestingLimit(embed: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Chain.storyboard")
        try Self.chainedScenes(1_000, embed: embed).write(to: file)
        let run = try runAdaptive([
            "preview", file.path, "--devices", "iPhone 15 Pro", "--orientations", "portrait", "--out",
            folder.appendingPathComponent("out").path,
        ])
        #expect(run.status == 0, "\(run.standardError.prefix(500))")
        // Preview reports what UIKit would have logged in the configuration's messages.
        let report = try String(contentsOf: folder.appendingPathComponent("out/report.json"), encoding: .utf8)
        let left = embed ? "vc100" : "vc150"
        #expect(
            report.contains(
                "Storyboard: view controller '\(left)' is left out: with the controllers that contain or embed it, "
                    + "its views would nest more than 600 deep"))
    }

    /// 10 000 elements nested in the file, past the reader's 1 200: refused at the first too deep, with
    /// no walk over the rest.
    @Test func R3_aStoryboardNested10000DeepIsOneLineAtItsPlace() throws {
        let (folder, file) = try write(depth: 10_000)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runAdaptive(["lint", file.path])
        #expect(run.status == 65)
        #expect(run.standardError.hasPrefix("\(file.path):602:74: error: elements nest more than 1200 deep"))
        #expect(run.standardError.split(separator: "\n").count == 1)
    }

    /// A window whose root view holds `depth` views built in code, each 1 point inside its parent for
    /// the first 100 levels, then at its parent's bounds; the deepest is pinned by constraints, so the
    /// Auto Layout engine covers the whole chain. Built outside the window, then put in at once.
    @MainActor
    static func nestedInCode(depth: Int) throws -> (DeviceSimulator, top: UIView, deepest: UIView) {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let top = UIView(frame: controller.view.bounds)
        var parent = top
        for level in 1...depth {
            let inset: CGFloat = level <= 100 ? 1 : 0
            let child = UIView(frame: parent.bounds.insetBy(dx: inset, dy: inset))
            child.accessibilityIdentifier = "v\(level)"
            child.autoresizingMask = []
            parent.addSubview(child)
            parent = child
        }
        let deepest = UIView()
        deepest.accessibilityIdentifier = "deepest"
        deepest.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(deepest)
        NSLayoutConstraint.activate([
            deepest.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
            deepest.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            deepest.widthAnchor.constraint(equalToConstant: 50),
            deepest.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.5),
        ])
        controller.view.addSubview(top)
        return (simulator, top, deepest)
    }

    /// The walks a hierarchy built in code can nest arbitrarily deep (the layout pass and its
    /// debug check, trait propagation, the engine's rebuild, the safe area, autoresizing, the renderer's, the
    /// release of the views) keep their own stacks, and what each view asks of its ancestors (its window, its
    /// engine, its safe area during a pass) is remembered rather than walked for: 10 000 nested views lay out,
    /// rotate, change traits, render and are freed (77 s on a loaded machine, so the suite runs 3 000).
    @MainActor
    @Test func R3_deeplyNestedViewsInCodeAreLaidOutRotatedRetraitedRenderedAndFreed() throws {
        let depth = 3_000
        weak var weakDeepest: UIView?
        do {
            let (simulator, top, deepest) = try Self.nestedInCode(depth: depth)
            weakDeepest = deepest
            simulator.window.layoutIfNeeded()
            #expect(deepest.frame == CGRect(x: 10, y: 10, width: 50, height: 326))
            #expect(deepest.convert(deepest.bounds, to: nil) == CGRect(x: 110, y: 110, width: 50, height: 326))
            #expect(deepest.window === simulator.window)
            #expect(deepest.traitCollection.horizontalSizeClass == .compact)
            simulator.rotate(to: .landscape)
            #expect(deepest.traitCollection.verticalSizeClass == .compact)
            #expect(deepest.frame.height == (top.bounds.height - 200) / 2)
            top.traitOverrides.userInterfaceStyle = .dark
            #expect(deepest.traitCollection.userInterfaceStyle == .dark)
            let svg = SVGRenderer().render(simulator.window)
            #expect(svg.contains(#"<rect class="UIView" id="deepest" x="110" y="110" width="50""#))
            #expect(svg.components(separatedBy: "<rect class=\"UIView\" id=\"v").count == depth + 1)
            // The last key window stays alive (see Deviations.md), so the chain leaves it; the engine lets
            // go of the chain's constraints at once, without another pass.
            top.removeFromSuperview()
        }
        #expect(weakDeepest == nil)
    }
}
