import AdaptiveRender
import ArgumentParser
import Foundation

/// `adaptive diff`: what changed in the layout between two preview runs.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract:
            "Compare two preview runs: frames that moved, views that appeared or disappeared, traits, split views.",
        discussion: """
            OLD and NEW are `adaptive preview` output folders or their report.json files. Prints, per \
            configuration, views whose frames moved (old → new), views and controllers that appeared or \
            disappeared, trait and split view changes, presentations, and conflicts or ambiguities that \
            are new or gone, then one summary line. Exit status: 0 when nothing changed, 1 when \
            something did, 66 when a report is missing and 65 when it cannot be used (not JSON, another \
            report format), as for any input (`adaptive --help`).
            """)

    @Argument(help: "The older run: a preview folder or its report.json.")
    var old: String

    @Argument(help: "The newer run: a preview folder or its report.json.")
    var new: String

    @Option(help: "How far (in points) a frame may move and still count as unchanged.")
    var tolerance: Double = 0

    func run() throws {
        let diff: PreviewDiff
        do {
            diff = PreviewDiff(
                old: try PreviewReport.load(from: URL(fileURLWithPath: old)),
                new: try PreviewReport.load(from: URL(fileURLWithPath: new)), tolerance: tolerance)
        } catch {
            throw ExitStatus.report(error)
        }
        print(diff.text)
        if !diff.isEmpty { throw ExitCode(ExitStatus.findings) }
    }
}
