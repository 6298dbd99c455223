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
    /// count or list of configurations), a shard given twice, a missing shard, and a shard whose
    /// configurations are not the ones its place gives it.
    public static func merging(_ parts: [(report: PreviewReport, path: String)]) throws(PreviewError) -> PreviewReport {
        guard let (first, firstPath) = parts.first else { throw .shards(path: nil, message: "no shard to merge") }
        guard let plan = first.shard else { throw .shards(path: firstPath, message: notAShard) }
        var byIndex: [Int: (report: PreviewReport, path: String)] = [:]
        for (report, path) in parts {
            guard let shard = report.shard else { throw .shards(path: path, message: notAShard) }
            guard shard.count == plan.count, shard.configurations == plan.configurations,
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
            byIndex[shard.index] = (report, path)
        }
        let missing = (1...plan.count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            throw .shards(
                path: nil,
                message: "missing shard" + (missing.count == 1 ? " " : "s ")
                    + missing.map { "\($0)/\(plan.count)" }.joined(separator: ", ") + " (give every shard's folder)")
        }
        var merged: [Configuration?] = Array(repeating: nil, count: plan.configurations.count)
        for index in 1...plan.count {
            let (report, path) = byIndex[index]!
            let shard = PreviewShard(index: index, count: plan.count)!
            let positions = plan.configurations.indices.filter(shard.owns)
            guard report.configurations.map(\.id) == positions.map({ plan.configurations[$0] }) else {
                throw .shards(
                    path: path,
                    message: "shard \(index)/\(plan.count) does not hold the configurations of its place in the run")
            }
            for (position, configuration) in zip(positions, report.configurations) { merged[position] = configuration }
        }
        return joining(merged.compactMap { $0 }, subject: first.subject, scene: first.scene)
    }

    private static let notAShard = "not a shard's report (write one with `adaptive preview --shard K/N`)"
}

extension PreviewRunner.Result {
    /// Reads the preview folders of every shard of one run (each written with `--shard K/N`) and
    /// joins them: the report as ``PreviewReport/merging(_:)`` joins it, each tile's SVG left in its
    /// shard's folder for `write(to:)` to copy (or, with `movingFiles`, to move: the folders are spent).
    public static func merging(folders: [URL], movingFiles: Bool = false) throws(PreviewError) -> PreviewRunner.Result {
        var parts: [(report: PreviewReport, path: String)] = []
        for folder in folders {
            parts.append((try PreviewReport.load(from: folder), folder.path))
        }
        let report = try PreviewReport.merging(parts)
        var files: [String: URL] = [:]
        for (folder, part) in zip(folders, parts) {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
            let base = isDirectory.boolValue ? folder : folder.deletingLastPathComponent()
            for configuration in part.report.configurations {
                let file = base.appendingPathComponent(configuration.svg)
                guard FileManager.default.isReadableFile(atPath: file.path) else {
                    throw .shards(path: folder.path, message: "holds no readable \(configuration.svg)")
                }
                files[configuration.id] = file
            }
        }
        return PreviewRunner.Result(
            tiles: report.configurations.map {
                PreviewRunner.Tile(svg: "", report: $0, svgFile: files[$0.id], movesFile: movingFiles)
            }, report: report)
    }
}
