import Foundation

extension PreviewReport {
    /// A report of `configurations` in their order, with their summary.
    public static func joining(_ configurations: [Configuration], subject: String, scene: String) -> PreviewReport {
        let summary = Summary(
            configurations: configurations.count,
            conflicts: configurations.reduce(0) { $0 + $1.diagnostics.conflicts.count },
            ambiguousLayouts: configurations.filter { !$0.diagnostics.ambiguousViews.isEmpty }.count,
            unsatisfiable: configurations.filter { !$0.diagnostics.conflicts.isEmpty }.map(\.id))
        return PreviewReport(subject: subject, scene: scene, configurations: configurations, summary: summary)
    }

    /// Joins the partial reports of every shard of one run (each with the folder it was read from,
    /// for messages) into the report the whole run writes, byte for byte.
    ///
    /// Refuses a report that is not a shard's, shards of different runs (another subject, scene,
    /// count, list of configurations or of files), a shard given twice, a missing shard, and a
    /// shard whose configurations are not the ones its place gives it (or, in a run split by file,
    /// a file no shard or two shards hold).
    public static func merging(_ parts: [(report: PreviewReport, path: String)]) throws(PreviewError) -> PreviewReport {
        try joining(parts).report
    }

    /// A joined run: its report, where each configuration's SVG is (the part, its name there), and
    /// the files the parts could not read, in path order.
    struct Joined {
        var report: PreviewReport
        /// For each configuration, the part it comes from and its place among that part's configurations.
        var sources: [(part: Int, index: Int)]
        var refused: [Refusal]
    }

    static func joining(_ parts: [(report: PreviewReport, path: String)]) throws(PreviewError) -> Joined {
        guard let (first, firstPath) = parts.first else { throw .shards(path: nil, message: "no shard to merge") }
        guard let plan = first.shard else { throw .shards(path: firstPath, message: notAShard) }
        var byIndex: [Int: (part: Int, path: String)] = [:]
        for (part, (report, path)) in parts.enumerated() {
            guard let shard = report.shard else { throw .shards(path: path, message: notAShard) }
            guard shard.count == plan.count, shard.configurations == plan.configurations, shard.files == plan.files,
                report.subject == first.subject, report.scene == first.scene
            else {
                throw .shards(
                    path: path,
                    message: "shard \(shard.index)/\(shard.count) is of another run than \(firstPath) "
                        + "(shard \(plan.index)/\(plan.count)): the subject, scene or configurations differ")
            }
            if let earlier = byIndex[shard.index] {
                throw .shards(
                    path: path, message: "shard \(shard.index)/\(shard.count) is given twice (also \(earlier.path))")
            }
            byIndex[shard.index] = (part, path)
        }
        let missing = (1...plan.count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            throw .shards(
                path: nil,
                message: "missing shard" + (missing.count == 1 ? " " : "s ")
                    + missing.map { "\($0)/\(plan.count)" }.joined(separator: ", ") + " (give every shard's folder)")
        }
        let ordered = (1...plan.count).map { byIndex[$0]! }
        if let files = plan.files {
            return try joiningFiles(files, configurations: plan.configurations, parts: parts, ordered: ordered)
        }
        var merged: [(configuration: Configuration, part: Int, index: Int)?] = Array(
            repeating: nil, count: plan.configurations.count)
        for (offset, (part, path)) in ordered.enumerated() {
            let report = parts[part].report
            let shard = PreviewShard(index: offset + 1, count: plan.count)!
            let positions = plan.configurations.indices.filter(shard.owns)
            guard report.configurations.map(\.id) == positions.map({ plan.configurations[$0] }) else {
                throw .shards(
                    path: path,
                    message:
                        "shard \(offset + 1)/\(plan.count) does not hold the configurations of its place in the run")
            }
            for (index, (position, configuration)) in zip(positions, report.configurations).enumerated() {
                merged[position] = (configuration, part, index)
            }
        }
        let joined = merged.compactMap { $0 }
        return Joined(
            report: joining(joined.map(\.configuration), subject: first.subject, scene: first.scene),
            sources: joined.map { ($0.part, $0.index) }, refused: [])
    }

    /// Joins the shares of a run split by file: each holds whole files (every configuration of each,
    /// in order) and the files it refused; every file of the run must be in exactly one share. The
    /// tiles are named again as the serial run names them, whose ids depend on which files were read.
    private static func joiningFiles(
        _ files: [String], configurations: [String], parts: [(report: PreviewReport, path: String)],
        ordered: [(part: Int, path: String)]
    ) throws(PreviewError) -> Joined {
        let position = Dictionary(files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var owner: [Int?] = Array(repeating: nil, count: files.count)
        var tiles: [[(configuration: Configuration, part: Int, index: Int)]] = Array(
            repeating: [], count: files.count)
        var refused: [Refusal?] = Array(repeating: nil, count: files.count)
        func claim(_ file: String?, shard: Int, path: String) throws(PreviewError) -> Int {
            guard let file, let index = position[file] else {
                throw .shards(path: path, message: "shard \(shard)/\(ordered.count) holds a file that is not the run's")
            }
            if let other = owner[index] {
                throw .shards(
                    path: path, message: "\(file) is in shard \(other)/\(ordered.count) and \(shard)/\(ordered.count)")
            }
            owner[index] = shard
            return index
        }
        let count = configurations.count
        let slugs = files.map(SVGFormat.slug)
        for (offset, (part, path)) in ordered.enumerated() {
            let report = parts[part].report
            for refusal in report.shard?.refused ?? [] {
                refused[try claim(refusal.file, shard: offset + 1, path: path)] = refusal
            }
            let held = report.configurations
            guard count > 0, held.count % count == 0 else {
                throw .shards(path: path, message: "shard \(offset + 1)/\(ordered.count) does not hold whole files")
            }
            for start in stride(from: 0, to: held.count, by: count) {
                let file = try claim(held[start].scene, shard: offset + 1, path: path)
                for (position, id) in zip(start..<start + count, configurations) {
                    let configuration = held[position]
                    let stem = slugs[file] + "--" + id
                    guard configuration.scene == files[file],
                        configuration.id == stem || configuration.id.hasPrefix(stem + "-")
                    else {
                        throw .shards(
                            path: path,
                            message:
                                "shard \(offset + 1)/\(ordered.count) does not hold every configuration of \(files[file])"
                        )
                    }
                    tiles[file].append((configuration, part, position))
                }
            }
        }
        if let index = owner.firstIndex(where: { $0 == nil }) {
            throw .shards(path: nil, message: "no shard holds \(files[index]) (give shares of one split)")
        }
        let read = files.indices.filter { refused[$0] == nil }
        guard !read.isEmpty else { throw .shards(path: nil, message: "no file of the run could be read") }
        let several = read.count > 1
        let ids =
            several
            ? PreviewRunner.tileIDs(scenes: read.map { files[$0] }, configurations: configurations) : configurations
        var joined: [Configuration] = []
        var sources: [(part: Int, index: Int)] = []
        for index in read {
            for (configuration, part, position) in tiles[index] {
                var renamed = configuration
                renamed.id = ids[joined.count]
                renamed.svg = renamed.id + ".svg"
                renamed.scene = several ? files[index] : nil
                joined.append(renamed)
                sources.append((part, position))
            }
        }
        let first = parts[ordered[0].part].report
        return Joined(
            report: joining(joined, subject: first.subject, scene: several ? "\(read.count) files" : files[read[0]]),
            sources: sources, refused: refused.compactMap { $0 })
    }

    private static let notAShard = "not a shard's report (write one with `adaptive preview --shard K/N`)"
}

extension PreviewRunner.Result {
    /// A shard's folder read for a join (``merging(_:movingFiles:)``): its report, without frames unless they are
    /// kept, and then also its configurations' texts. Made by ``reading(_:keepingFrames:)`` on any thread, so that a
    /// `--jobs` run reads each share as its child ends while the others still run.
    public struct ShareReading: Sendable {
        let folder: URL
        let keepingFrames: Bool
        let outcome: Swift.Result<(report: PreviewReport, texts: [Substring]?), PreviewError>
    }

    /// Reads the report of the shard `folder` holds (or the `report.json` it names); without frames, a `--jobs`
    /// child's ``PreviewReport/shareSummaryFile`` is decoded in its place when there is one, and the report's text
    /// is cut into its configurations' texts only.
    public nonisolated static func reading(_ folder: URL, keepingFrames: Bool) -> ShareReading {
        let outcome: Swift.Result<(report: PreviewReport, texts: [Substring]?), PreviewError>
        do throws(PreviewError) {
            let (data, path) = try PreviewReport.reportData(at: folder)
            if keepingFrames {
                outcome = .success((try PreviewReport.decode(data, path: path), nil))
            } else {
                let summaryFile = folder.appendingPathComponent(PreviewReport.shareSummaryFile)
                let report: PreviewReport
                if let summary = try? Data(contentsOf: summaryFile) {
                    report = try PreviewReport.decode(summary, path: summaryFile.path, skippingFrames: true)
                } else {
                    report = try PreviewReport.decode(data, path: path, skippingFrames: true)
                }
                outcome = .success(
                    (report, PreviewReport.configurationTexts(in: String(decoding: data, as: UTF8.self))))
            }
        } catch {
            outcome = .failure(error)
        }
        return ShareReading(folder: folder, keepingFrames: keepingFrames, outcome: outcome)
    }

    /// Reads the preview folders of every shard of one run (each written with `--shard K/N`) and
    /// joins them: the report as ``PreviewReport/merging(_:)`` joins it, each tile's SVG left in its
    /// shard's folder for `write(to:)` to copy (or, with `movingFiles`, to move: the folders are spent),
    /// and the files the shards could not read in ``refused``.
    ///
    /// The shares are read on a thread each: once they have ended the join has the machine to itself (before,
    /// decoding was most of what a `--jobs 2` run did alone after its children).
    public static func merging(
        folders: [URL], movingFiles: Bool = false, keepingFrames: Bool = true
    ) throws(PreviewError) -> PreviewRunner.Result {
        let readings = ShareReadings(count: folders.count, keepingFrames: keepingFrames)
        for (index, folder) in folders.enumerated() { readings.start(index, folder) }
        return try merging(readings.finished(), movingFiles: movingFiles)
    }

    /// The shares of one join, each read (``reading(_:keepingFrames:)``) on a thread of its own once started:
    /// all at once for `--merge`, each as its child ends for `--jobs`.
    public final class ShareReadings: @unchecked Sendable {
        private let lock = NSLock()
        private let group = DispatchGroup()
        private let keepingFrames: Bool
        private var readings: [ShareReading?]
        private var started: Set<Int> = []

        public init(count: Int, keepingFrames: Bool) {
            self.keepingFrames = keepingFrames
            readings = Array(repeating: nil, count: count)
        }

        /// Starts reading share `index` from `folder`, unless it has been started already.
        public func start(_ index: Int, _ folder: URL) {
            guard lock.withLock({ started.insert(index).inserted }) else { return }
            DispatchQueue.global().async(group: group) { [self] in
                let reading = PreviewRunner.Result.reading(folder, keepingFrames: keepingFrames)
                lock.withLock { readings[index] = reading }
            }
        }

        /// Every share's reading, in order, once all have been started and have finished.
        public func finished() -> [ShareReading] {
            group.wait()
            return lock.withLock { readings.map { $0! } }
        }
    }

    /// Joins shares already read (``reading(_:keepingFrames:)``), in the order given, as
    /// ``merging(folders:movingFiles:keepingFrames:)`` joins their folders.
    public static func merging(
        _ readings: [ShareReading], movingFiles: Bool = false
    ) throws(PreviewError) -> PreviewRunner.Result {
        let folders = readings.map(\.folder)
        let keepingFrames = readings.contains(where: \.keepingFrames)
        // Read some with frames and some without: read again, every one with its frames.
        if keepingFrames && readings.contains(where: { !$0.keepingFrames }) {
            return try merging(folders: folders, movingFiles: movingFiles, keepingFrames: true)
        }
        var parts: [(report: PreviewReport, path: String)] = []
        // Each configuration's text as its share wrote it, by share (when the frames are not read).
        var texts: [[Substring]] = []
        for reading in readings {
            let (report, cut) = try reading.outcome.get()
            if !keepingFrames {
                // Not as the report writes it: every share is read whole, and the joined report encoded.
                guard let cut, cut.count == report.configurations.count else {
                    return try merging(folders: folders, movingFiles: movingFiles, keepingFrames: true)
                }
                texts.append(cut)
            }
            parts.append((report, reading.folder.path))
        }
        let joined = try PreviewReport.joining(parts)
        let bases = folders.map { folder in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
            return (isDirectory.boolValue ? folder : folder.deletingLastPathComponent()).path
        }
        var tiles: [PreviewRunner.Tile] = []
        tiles.reserveCapacity(joined.sources.count)
        for (configuration, source) in zip(joined.report.configurations, joined.sources) {
            let svg = parts[source.part].report.configurations[source.index].svg
            // A path rather than a URL: making thousands of URLs was a tenth of a join.
            let file = bases[source.part] + "/" + svg
            guard FileManager.default.isReadableFile(atPath: file) else {
                throw .shards(path: folders[source.part].path, message: "holds no readable \(svg)")
            }
            tiles.append(PreviewRunner.Tile(svg: "", report: configuration, svgFile: file, movesFile: movingFiles))
        }
        var result = PreviewRunner.Result(tiles: tiles, report: joined.report, refused: joined.refused)
        if !keepingFrames {
            guard let spliced = spliced(joined, texts: texts, parts: parts) else {
                return try merging(folders: folders, movingFiles: movingFiles, keepingFrames: true)
            }
            result.configurationTexts = spliced
        }
        return result
    }

    /// The joined configurations' texts, each its share's, renamed where the join renamed it; nil when one
    /// cannot be renamed in its text.
    private static func spliced(
        _ joined: PreviewReport.Joined, texts: [[Substring]], parts: [(report: PreviewReport, path: String)]
    ) -> [Substring]? {
        var result: [Substring] = []
        result.reserveCapacity(joined.sources.count)
        for (configuration, (part, index)) in zip(joined.report.configurations, joined.sources) {
            guard
                let text = PreviewReport.renamed(
                    texts[part][index], from: parts[part].report.configurations[index], to: configuration)
            else { return nil }
            result.append(text)
        }
        return result
    }
}
