import AdaptiveRender
import ArgumentParser
import Foundation
import InterfaceBuilder

/// `adaptive lint`: layout errors of a storyboard or xib, or its frames against Interface Builder's.
struct LintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report layout errors of a storyboard or xib, or compare its frames with the stored ones.",
        discussion: """
            Lays every scene out on each device and orientation and reports constraints that had to \
            be broken (exit status 1) and ambiguous views. With --compare-frames it lays each scene out \
            on its design device instead and prints, per scene, how many frames match the ones \
            Interface Builder stored and the worst differences, ending with `N matched, M differ`. \
            Given a folder, it compares every storyboard and xib in it, one line per file, then tallies \
            the differences by view class and offset and ends with \
            `N files, K refused; M matched, D differ (P %); S skipped, I inconsistent` (views IB flagged \
            misplaced or ambiguous, hidden arranged views, and views whose stored frames contradict their own \
            constraints, are not compared; nor, counted as `C sized by custom classes`, views whose stored \
            frames only a custom class's run-time size gives).
            """)

    @Argument(help: "A .storyboard or .xib file (with --compare-frames, also a folder of them).")
    var file: String

    @Flag(help: "Compare computed frames with the frames Interface Builder stored.")
    var compareFrames = false

    @Option(help: "How far (in points) a frame may be from the stored one and still match.")
    var tolerance: Double = 0.5

    @Option(help: "Comma-separated device models, or `all` (default: iPhone 15 Pro and iPad Pro 11\").")
    var devices: String?

    @MainActor
    func run() async throws {
        var isFolder: ObjCBool = false
        if compareFrames, FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue {
            print(LintSession.compareFrames(inFolder: file, tolerance: CGFloat(tolerance)))
            return
        }
        let document = try IBDocument.readForTools(file)
        let session = LintSession(
            path: file, document: document,
            configurations: try ListArguments.bothOrientations(devices ?? ListArguments.lintDevices))
        let (text, failed) =
            compareFrames ? (session.compareFrames(tolerance: CGFloat(tolerance)), false) : session.layoutFindings()
        print(text)
        if failed { throw ExitCode(1) }
    }
}
