import AdaptiveRender
import ArgumentParser
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

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
            Given a folder, it lints every storyboard and xib under it and ends with \
            `N files, K refused; C conflicts, A ambiguous views`; with --compare-frames, one line per file, \
            then the differences tallied by view class and offset, ending with \
            `N files, K refused; M matched, D differ (P %); S skipped, I inconsistent` (views IB flagged \
            misplaced or ambiguous, hidden arranged views, and views whose stored frames contradict their own \
            constraints, are not compared; nor, counted as `C sized by custom classes`, views whose stored \
            frames only a custom class's run-time size gives). A file that cannot be read is named with its \
            reason, the others go on, and the status is then 65.
            """)

    @Argument(help: "A .storyboard or .xib file, or a folder: every storyboard and xib under it.")
    var file: String

    @Flag(help: "Compare computed frames with the frames Interface Builder stored.")
    var compareFrames = false

    @Option(help: "How far (in points) a frame may be from the stored one and still match.")
    var tolerance: Double = 0.5

    @Option(help: "How many differing frames to list per scene of a file, largest first (0: all of them).")
    var worst: Int = 3

    @Option(help: "Comma-separated device models, or `all` (default: iPhone 15 Pro and iPad Pro 11\").")
    var devices: String?

    func validate() throws {
        guard worst >= 0 else { throw ValidationError("--worst must be 0 or more, not \(worst).") }
    }

    @MainActor
    func run() async throws {
        do {
            try lint()
        } catch {
            throw ExitStatus.report(error)
        }
    }

    @MainActor
    private func lint() throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue {
            return try lintFolder()
        }
        let document = try IBDocument.readForTools(file)
        let session = LintSession(
            path: file, document: document,
            configurations: try ListArguments.bothOrientations(devices ?? ListArguments.lintDevices),
            bundle: LintSession.bundle(forFile: file))
        let (text, failed) =
            compareFrames
            ? (session.compareFrames(tolerance: CGFloat(tolerance), worst: worst), false) : session.layoutFindings()
        print(text)
        if failed { throw ExitCode(ExitStatus.findings) }
    }

    /// Every file under the folder; one that cannot be read is named with its reason and the rest go
    /// on, and the run then ends with status 65.
    @MainActor
    private func lintFolder() throws {
        guard !IBDocument.files(in: URL(fileURLWithPath: file)).isEmpty else {
            throw PreviewError.noInterfaceBuilderFiles(path: file)
        }
        if compareFrames {
            let (text, refused) = LintSession.compareFrames(inFolder: file, tolerance: CGFloat(tolerance))
            print(text)
            if refused > 0 { throw ExitCode(ExitStatus.badInput) }
            return
        }
        let configurations = try ListArguments.bothOrientations(devices ?? ListArguments.lintDevices)
        let documents = LintSession.documents(inFolder: file)
        var (refused, conflicts, ambiguous) = (0, 0, 0)
        for (name, bundle, result) in documents {
            switch result {
            case .success(let document):
                let session = LintSession(
                    path: name, document: document, configurations: configurations, bundle: bundle)
                let found = session.findings()
                for line in found.lines { print(line) }
                conflicts += found.conflicts
                ambiguous += found.ambiguous
            case .failure(let error):
                refused += 1
                let message = PreviewError.interfaceBuilder(path: name, error).description
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
        }
        print("\(documents.count) files, \(refused) refused; \(conflicts) conflicts, \(ambiguous) ambiguous views")
        if refused > 0 { throw ExitCode(ExitStatus.badInput) }
        if conflicts > 0 { throw ExitCode(ExitStatus.findings) }
    }
}
