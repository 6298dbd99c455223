import AdaptiveKit
import Foundation

/// Lays a subject out on every configuration and renders it: what `adaptive preview` runs.
///
/// Each configuration gets a fresh simulator and a fresh root controller made on its screen, so
/// no state leaks from one tile to the next: a tile draws the same alone, in any order, in any
/// shard. UIKit's console messages (layout conflicts included) are captured into
/// the report instead of being printed.
@MainActor
public struct PreviewRunner {
    /// One rendered configuration.
    public struct Tile: Sendable {
        /// The drawing; empty when it is already in `svgFile`.
        public var svg: String
        public var report: PreviewReport.Configuration
        /// The path of a shard's SVG file holding the drawing: `write(to:)` copies it, or moves it when `movesFile`.
        public var svgFile: String?
        public var movesFile = false
        /// `iPhone 15 Pro · landscape`, after the file's name when a run previews several.
        public var title: String { report.title }
    }

    /// Everything a run produced, in memory until `write(to:comparedWith:forJoin:)`.
    public struct Result {
        public var tiles: [Tile]
        public var report: PreviewReport
        /// A folder's files that were not read (joined shares only; a run names them as it reads).
        public var refused: [PreviewReport.Refusal] = []
        /// Joined shares only, read without their frames (`report` then has no controllers or views): the text
        /// of each configuration, which `write(to:comparedWith:forJoin:)` puts in `report.json` as it stands.
        var configurationTexts: [Substring]?
    }

    /// One tile to make: a scene on a configuration.
    public struct Unit: Sendable {
        public var scene: String
        public var configuration: PreviewConfiguration
        /// The report's and the SVG's name: the configuration's id, after the scene's when a run has several.
        public var id: String
        /// Set when a run has several scenes.
        public var sceneName: String?
        public var title: String { [sceneName, configuration.title].compactMap { $0 }.joined(separator: " · ") }
    }

    public var subject: PreviewSubject
    /// The report's name for what is previewed: the scene, or `N files` when every file of a folder is.
    public var scene: String
    /// The scenes previewed, each on every configuration.
    public var scenes: [String]
    public var configurations: [PreviewConfiguration]
    /// Set to run one part of the tiles only and write a partial report (`--shard K/N`).
    public var shard: PreviewShard?
    public var renderer = SVGRenderer()

    /// `scene` nil means the subject's default scenes (every file of a folder); an unknown one throws.
    public init(
        subject: PreviewSubject, scene: String? = nil, configurations: [PreviewConfiguration],
        shard: PreviewShard? = nil
    ) throws(PreviewError) {
        self.subject = subject
        if let scene {
            scenes = [try subject.resolveScene(scene)]
        } else {
            scenes = subject.defaultScenes
        }
        // A share of a folder's files names the whole run's files (`--merge` names the run again).
        self.scene =
            subject.folderShare.map { "\($0.files.count) files" }
            ?? (scenes.count == 1 ? scenes[0] : "\(scenes.count) files")
        self.configurations = configurations
        self.shard = shard
    }

    /// Every tile of the whole run in its order: each scene on every configuration. In one share of
    /// a run split by file, the share's files' tiles, named as if the run had several files.
    public var units: [Unit] {
        let named = scenes.count > 1 || subject.folderShare != nil
        let ids = Self.tileIDs(scenes: named ? scenes : [], configurations: configurations.map(\.id))
        var units: [Unit] = []
        for (sceneIndex, scene) in scenes.enumerated() {
            for (index, configuration) in configurations.enumerated() {
                let id = named ? ids[sceneIndex * configurations.count + index] : configuration.id
                units.append(
                    Unit(scene: scene, configuration: configuration, id: id, sceneName: named ? scene : nil))
            }
        }
        return units
    }

    /// The tiles' ids of a run with several scenes, scene by scene: the scene's slug and the
    /// configuration's id; two paths can slug alike (`a_b` and `a-b`), so a number keeps their files apart.
    public nonisolated static func tileIDs(scenes: [String], configurations: [String]) -> [String] {
        var ids: [String] = []
        var taken: Set<String> = []
        for scene in scenes {
            let slug = SVGFormat.slug(scene)
            for configuration in configurations {
                let stem = slug + "--" + configuration
                var id = stem
                var number = 2
                while !taken.insert(id).inserted {
                    id = stem + "-\(number)"
                    number += 1
                }
                ids.append(id)
            }
        }
        return ids
    }

    /// Runs every tile (the shard's only, when set), calling `progress(done, total)` after each.
    public func run(progress: (Int, Int, Unit) -> Void = { _, _, _ in }) throws(PreviewError) -> Result {
        let all = units
        // A share of a folder's files holds only its files already; else the shard takes every N-th tile.
        let folderShare = subject.folderShare
        let mine = folderShare != nil ? all : shard.map { $0.part(of: all) } ?? all
        var tiles: [Tile] = []
        for (index, unit) in mine.enumerated() {
            tiles.append(try render(unit))
            progress(index + 1, mine.count, unit)
        }
        var report = PreviewReport.joining(tiles.map(\.report), subject: subject.name, scene: scene)
        if let shard {
            report.shard = PreviewReport.Shard(
                index: shard.index, count: shard.count,
                configurations: folderShare != nil ? configurations.map(\.id) : all.map(\.id),
                files: folderShare?.files, refused: folderShare?.refused)
        }
        return Result(tiles: tiles, report: report)
    }

    /// Lays out and renders one tile.
    public func render(_ unit: Unit) throws(PreviewError) -> Tile {
        var tile = try render(unit.configuration, scene: unit.scene)
        tile.report.id = unit.id
        tile.report.svg = unit.id + ".svg"
        tile.report.scene = unit.sceneName
        return tile
    }

    /// Lays out and renders one configuration of `scene` (the run's first scene by default).
    public func render(_ configuration: PreviewConfiguration, scene: String? = nil) throws(PreviewError) -> Tile {
        var tile: Tile?
        var failure: PreviewError?
        let messages = DiagnosticLog.capture {
            do {
                // The device first, so the scene is made on its screen (`UIScreen.main`, the size a
                // controller's view loads at), not on the one the previous tile left behind.
                let simulator = try DeviceSimulator(
                    device: configuration.device, orientation: configuration.orientation,
                    multitasking: configuration.windowSize == nil ? configuration.multitasking : nil)
                if let windowSize = configuration.windowSize { try simulator.resizeWindow(to: windowSize) }
                let made = try subject.makeScene(scene ?? scenes.first ?? "")
                simulator.rootViewController = made.rootViewController
                settle(simulator)
                if let whenOnScreen = made.whenOnScreen {
                    whenOnScreen()
                    settle(simulator)
                }
                let presentations = PresentationLayer.layers(in: simulator.window)
                let svg = renderer.render(simulator, presentations: presentations)
                tile = Tile(
                    svg: svg,
                    report: PreviewReport.Configuration(
                        configuration: configuration, simulator: simulator, presentations: presentations))
            } catch let error as PreviewError {
                failure = error
            } catch {
                failure = .subjectFailed(configuration: configuration.id, message: "\(error)")
            }
        }
        if let failure { throw failure }
        guard var tile else { throw .subjectFailed(configuration: configuration.id, message: "no window") }
        // Conflicts are reported in full under `conflicts`; the rest of what UIKit logged goes here.
        tile.report.diagnostics.messages = messages.map(\.description).filter {
            !$0.contains("Unable to simultaneously satisfy constraints")
        }
        if !tile.report.diagnostics.messages.isEmpty {
            tile.report.notes.append("\(tile.report.diagnostics.messages.count) UIKit message(s)")
        }
        return tile
    }

    private func settle(_ simulator: DeviceSimulator) {
        simulator.runUntilIdle()
        simulator.window.layoutIfNeeded()
    }
}

extension PreviewRunner.Result {
    /// Whether `directory` exists, after checking that `write(to:)` may replace it: missing, empty, or
    /// an earlier preview (it has a `report.json`). Called before the work too, so a run that cannot
    /// write stops first.
    @discardableResult
    public static func checkOutput(_ directory: URL) throws(PreviewError) -> Bool {
        let target = directory.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else { return false }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        guard isDirectory.boolValue, contents.isEmpty || contents.contains("report.json") else {
            throw .outputNotAPreview(path: target.path)
        }
        return true
    }

    /// Writes the SVGs, `index.html` and `report.json` into `directory`, all or nothing: files go
    /// to a hidden sibling folder first, which replaces `directory` only once complete. An existing
    /// `directory` is replaced only if it is empty or an earlier preview (it has a `report.json`).
    ///
    /// With a `baseline` (the older run's report and the folder its SVGs are in), the gallery
    /// marks what changed since (``GalleryWriter/diff``), holds the older SVGs of changed
    /// configurations in `baseline/`, and `diff.txt` lists the changes.
    ///
    /// A share that a `--jobs` run joins (`forJoin`) has no `index.html` (the joined run writes its own) but a
    /// ``PreviewReport/shareSummaryFile``: its report without frames, which is all the join decodes.
    public func write(
        to directory: URL, comparedWith baseline: (diff: PreviewDiff, folder: URL)? = nil, forJoin: Bool = false
    ) throws(PreviewError) {
        let fileManager = FileManager.default
        let target = directory.standardizedFileURL
        let exists = try Self.checkOutput(directory)
        let parent = target.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(
            ".\(target.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            try? fileManager.removeItem(at: staging)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
            // The SVGs go in on a thread of their own, and the gallery is made on another, while this one writes the
            // report: a joined run moves thousands of files, which took as long as writing both, and the three
            // together twice as long as the slowest. A share's summary is cut from its report's text.
            let svgs = BackgroundWrite { [tiles, folder = staging.path] in try transferSVGs(of: tiles, into: folder) }
            let gallery = BackgroundWrite { [report, diff = baseline?.diff, folder = staging.path] in
                if !forJoin {
                    try writeText(GalleryWriter(report: report, diff: diff).html, to: folder + "/index.html")
                }
            }
            let writing = DispatchGroup()
            DispatchQueue.global().async(group: writing) { svgs.run() }
            DispatchQueue.global().async(group: writing) { gallery.run() }
            // Waited for on every way out, so that a failure removes the folder only once nothing writes into it.
            defer { writing.wait() }
            if let baseline {
                let folder = staging.appendingPathComponent(GalleryWriter.baselineFolder)
                try fileManager.createDirectory(at: folder, withIntermediateDirectories: false)
                for id in baseline.diff.changedConfigurations {
                    let name = id + ".svg"
                    let source = baseline.folder.appendingPathComponent(name)
                    // A baseline given as a lone report.json has no SVGs; the tile then shows its alt text.
                    if fileManager.fileExists(atPath: source.path) {
                        try fileManager.copyItem(at: source, to: folder.appendingPathComponent(name))
                    }
                }
                try Data((baseline.diff.text + "\n").utf8).write(to: staging.appendingPathComponent("diff.txt"))
            }
            let json = configurationTexts.map { report.json(splicing: $0) } ?? report.json
            try writeText(json, to: staging.appendingPathComponent("report.json").path)
            if forJoin {
                try writeText(
                    PreviewReport.framelessText(of: json) ?? report.withoutFrames.json,
                    to: staging.appendingPathComponent(PreviewReport.shareSummaryFile).path)
            }
            writing.wait()
            if let error = svgs.error ?? gallery.error { throw error }
            if exists { try fileManager.removeItem(at: target) }
            try fileManager.moveItem(at: staging, to: target)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw .cannotWrite(path: target.path, message: systemReason(of: error))
        }
    }

    /// The table printed at the end of a run: one row per configuration, then the totals.
    public func summaryTable(seconds: Double, gallery: String) -> String {
        let header = ["Configuration", "Window", "Size classes", "Conflicts", "Ambiguous"]
        var rows = [header]
        for tile in tiles {
            let report = tile.report
            let window = "\(SVGFormat.number(report.window.width))×\(SVGFormat.number(report.window.height))"
            let classes =
                "w\(report.traits.horizontalSizeClass.prefix(1).uppercased()) "
                + "h\(report.traits.verticalSizeClass.prefix(1).uppercased())"
            rows.append([
                tile.title, window, classes, "\(report.diagnostics.conflicts.count)",
                "\(report.diagnostics.ambiguousViews.count)",
            ])
        }
        let counts = rows.map { $0.map(\.count) }
        let widths = header.indices.map { column in counts.map { $0[column] }.max() ?? 0 }
        // Padded by hand: Foundation's `padding(toLength:withPad:startingAt:)` was most of the table's time.
        var lines = zip(rows, counts).map { row, counts in
            var line = ""
            for column in row.indices {
                if column > 0 { line += "  " }
                line += row[column]
                line += String(repeating: " ", count: widths[column] - counts[column])
            }
            return line.trimmingTrailingSpaces()
        }
        lines.insert(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "), at: 1)
        let summary = report.summary
        lines.append("")
        let rate = seconds > 0 ? Double(summary.configurations) / seconds : 0
        lines.append(
            "\(summary.configurations) configurations, \(summary.conflicts) conflicts broken, "
                + "\(summary.ambiguousLayouts) ambiguous layouts in \(String(format: "%.2f", seconds)) s "
                + "(\(String(format: "%.1f", rate)) configurations per second)")
        lines.append("Gallery: \(gallery)")
        return lines.joined(separator: "\n")
    }
}

/// Writes `text` to `path` as it is stored, without a copy in a `Data` first: a joined report is tens of megabytes,
/// and the gallery is made beside it.
private func writeText(_ text: String, to path: String) throws {
    var text = text
    let url = URL(fileURLWithPath: path)
    try text.withUTF8 { bytes in
        guard let start = bytes.baseAddress else { return try Data().write(to: url) }
        try Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: bytes.count, deallocator: .none)
            .write(to: url)
    }
}

/// Puts each tile's SVG into `folder`: written from its text, or copied or moved from a share's file.
private func transferSVGs(of tiles: [PreviewRunner.Tile], into folder: String) throws {
    let fileManager = FileManager.default
    for tile in tiles {
        let destination = folder + "/" + tile.report.svg
        guard let file = tile.svgFile else {
            try writeText(tile.svg, to: destination)
            continue
        }
        // A rename costs no copy, where a loaded machine's disk makes copies the run's slowest part; `rename(2)`
        // itself, as FileManager's checks around it cost more than the rename. Across file systems it
        // cannot, and FileManager copies.
        if tile.movesFile, rename(file, destination) == 0 { continue }
        try tile.movesFile
            ? fileManager.moveItem(atPath: file, toPath: destination)
            : fileManager.copyItem(atPath: file, toPath: destination)
    }
}

/// Work run on another thread that keeps its failure, read once the thread is done with it.
private final class BackgroundWrite: @unchecked Sendable {
    private let work: @Sendable () throws -> Void
    /// Set by `run` only.
    private(set) var error: (any Error)?

    init(_ work: @escaping @Sendable () throws -> Void) { self.work = work }

    func run() {
        do { try work() } catch { self.error = error }
    }
}

extension String {
    /// Without the spaces it ends with; counted in bytes, since walking back by characters was most of the table's time.
    fileprivate func trimmingTrailingSpaces() -> String {
        let spaces = utf8.reversed().prefix { $0 == UInt8(ascii: " ") }.count
        return spaces == 0 ? self : String(self[..<utf8.index(endIndex, offsetBy: -spaces)])
    }
}
