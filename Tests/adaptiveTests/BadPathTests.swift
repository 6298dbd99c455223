import Foundation
import Testing

/// Every subcommand on paths a careless or hostile user gives. Each failure is one
/// line on standard error naming the path (and line:column where it applies), with a documented
/// status (`ExitStatus`), nothing written, and a folder run going on past a bad file.
@Suite struct BadPathTests {
    /// The inputs every file-reading subcommand is run on, made once in a fresh folder.
    struct Inputs: Sendable {
        let folder: URL

        static let shared = Inputs()

        init() {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-paths-\(UUID().uuidString)")
            let manager = FileManager.default
            try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
            let valid = try? Data(contentsOf: LintCommandTests.fixtures.appendingPathComponent("Navigation.storyboard"))
            let files: [String: Data] = [
                "Empty.storyboard": Data(),
                // A PNG header: not UTF-8 from the first byte.
                "Garbage.storyboard": Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF]),
                "Plist.storyboard": Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n".utf8),
                "Truncated.storyboard": Data(
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes>
                            <scene sceneID="s1">
                    """.utf8),
                "UTF16.storyboard": Data([0xFF, 0xFE])
                    + ("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document/>\n".data(using: .utf16LittleEndian)
                        ?? Data()),
                "UTF16BE.storyboard": Data([0xFE, 0xFF])
                    + ("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document/>\n".data(using: .utf16BigEndian)
                        ?? Data()),
                "UTF16NoBOM.storyboard": "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document/>\n".data(
                    using: .utf16LittleEndian) ?? Data(),
                "BOM.storyboard": Data([0xEF, 0xBB, 0xBF]) + (valid ?? Data()),
                "Main.txt": valid ?? Data(),
                "Good.storyboard": valid ?? Data(),
            ]
            for (name, data) in files { try? data.write(to: folder.appendingPathComponent(name)) }
            try? manager.createDirectory(
                at: folder.appendingPathComponent("Folder.storyboard"), withIntermediateDirectories: true)
            // A file that exists and cannot be read. root reads any mode, so as root the file is the
            // tool's own memory, whose first page is never mapped: reading it fails with EIO.
            let locked = folder.appendingPathComponent("Locked.storyboard")
            if getuid() == 0 {
                try? manager.createSymbolicLink(atPath: locked.path, withDestinationPath: "/proc/self/mem")
            } else {
                try? Data("<document/>".utf8).write(to: locked)
                try? manager.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
            }
            try? manager.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
            // Sparse files one byte past the readers' 32 MiB limit: nothing is written, and nothing may be read.
            for name in ["Huge.storyboard", "Huge.json"] {
                let url = folder.appendingPathComponent(name)
                _ = manager.createFile(atPath: url.path, contents: nil)
                let handle = try? FileHandle(forWritingTo: url)
                try? handle?.truncate(atOffset: UInt64(32 << 20) + 1)
                try? handle?.close()
            }
        }

        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    }

    /// One bad input, and what every IB subcommand must say about it.
    struct BadFile: Sendable, CustomTestStringConvertible {
        var name: String
        var status: Int32
        /// The message after `PATH:`.
        var message: String
        /// What `lint` and `preview`, which also take folders, say instead.
        var folderMessage: String?
        var testDescription: String { name }
    }

    static let badFiles = [
        BadFile(name: "Missing.storyboard", status: 66, message: " error: no such file or folder"),
        BadFile(
            name: "Folder.storyboard", status: 66, message: " error: is a folder; give one .storyboard or .xib file",
            folderMessage: " error: holds no .storyboard or .xib file"),
        BadFile(name: "Locked.storyboard", status: 66, message: " error: cannot read the file:"),
        BadFile(name: "Empty.storyboard", status: 65, message: "1:1: error: malformed XML: the file is empty"),
        BadFile(
            name: "Garbage.storyboard", status: 65, message: "1:1: error: malformed XML: the file is not valid UTF-8"),
        BadFile(
            name: "Plist.storyboard", status: 65,
            message: "2:1: error: not an Interface Builder document (found root element <plist>)"),
        BadFile(
            name: "Truncated.storyboard", status: 65,
            message: "4:29: error: malformed XML: the file ends before <scene> (opened at 4:9) is closed"),
        BadFile(
            name: "UTF16.storyboard", status: 65,
            message: "1:1: error: malformed XML: the file is UTF-16 (it starts with a byte order mark); "
                + "Interface Builder files are UTF-8"),
        BadFile(
            name: "UTF16BE.storyboard", status: 65,
            message: "1:1: error: malformed XML: the file is UTF-16 (it starts with a byte order mark); "
                + "Interface Builder files are UTF-8"),
        BadFile(
            name: "UTF16NoBOM.storyboard", status: 65,
            message: "2:2: error: not an Interface Builder document (found document type '')"),
        BadFile(name: "Main.txt", status: 65, message: " error: not a .storyboard or .xib file"),
        BadFile(
            name: "Huge.storyboard", status: 65,
            message: "1:1: error: the file is 33554433 bytes; files over 33554432 bytes are refused"),
    ]

    /// The subcommands that read one Interface Builder file, with the arguments after the path.
    static let readers: [[String]] = [
        ["lint"], ["lint", "--compare-frames"], ["launch", "--check"], ["preview", "--devices", "iPhone 15 Pro"],
    ]

    @Test(arguments: badFiles, readers)
    func R3_aBadFileIsOneLineNamingItWithItsStatus(file: BadFile, command: [String]) throws {
        let inputs = Inputs.shared
        let path = inputs.path(file.name)
        let out = inputs.folder.appendingPathComponent("out-\(UUID().uuidString)")
        let extra = command[0] == "preview" ? ["--out", out.path] : []
        let run = try runAdaptive([command[0], path] + command.dropFirst() + extra)
        #expect(run.status == file.status, "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "one line: \(run.standardError)")
        let message = command[0] == "launch" ? file.message : file.folderMessage ?? file.message
        #expect(lines.first?.hasPrefix(path + ":" + message) == true, "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing written")
    }

    /// XML allows a UTF-8 file to start with a byte order mark (some editors write one): it is read as
    /// the same file without it.
    @Test(arguments: [["lint"], ["lint", "--compare-frames"]])
    func R3_aUTF8ByteOrderMarkIsRead(command: [String]) throws {
        let inputs = Inputs.shared
        func run(_ name: String) throws -> (status: Int32, output: String) {
            let run = try runAdaptive([command[0], inputs.path(name)] + command.dropFirst())
            return (run.status, run.standardOutput.replacingOccurrences(of: name, with: "FILE"))
        }
        let plain = try run("Good.storyboard")
        let marked = try run("BOM.storyboard")
        #expect(marked.status == plain.status)
        #expect(marked.output == plain.output)
    }

    /// One run of any subcommand, what it must exit with and what its first line on standard error says.
    struct Misuse: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var status: Int32
        var firstLine: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static var misuses: [Misuse] {
        let inputs = Inputs.shared
        let good = inputs.path("Good.storyboard")
        return [
            Misuse(arguments: ["lint", good, "--bogus"], status: 64, firstLine: "Error: Unknown option '--bogus'"),
            Misuse(arguments: ["preview", "--bogus"], status: 64, firstLine: "Error: Unknown option '--bogus'"),
            Misuse(
                arguments: ["lint", good, "--compare-frames", "--worst=-1"], status: 64,
                firstLine: "Error: --worst must be 0 or more, not -1."),
            Misuse(
                arguments: ["solve", "x.json", "--bogus"], status: 64, firstLine: "Error: Unknown option '--bogus'"),
            Misuse(
                arguments: ["traits", "--device", "iPhone 15 Pro", "--bogus"], status: 64,
                firstLine: "Error: Unknown option '--bogus'"),
            Misuse(arguments: ["launch", good, "--bogus"], status: 64, firstLine: "Error: Unknown option '--bogus'"),
            Misuse(arguments: ["devices", "--bogus"], status: 64, firstLine: "Error: Unknown option '--bogus'"),
            Misuse(arguments: ["bogus"], status: 64, firstLine: "Error: Unexpected argument 'bogus'"),
            Misuse(
                arguments: ["traits", "--device", "iPhone 99"], status: 64,
                firstLine: "error: Unknown device \"iPhone 99\""),
            Misuse(
                arguments: ["lint", good, "--devices", "iPhone 99"], status: 64,
                firstLine: "error: Unknown device \"iPhone 99\""),
            Misuse(
                arguments: ["launch", good, "--check", "--devices", " , "], status: 64,
                firstLine: "error: --devices needs at least one value"),
            Misuse(
                arguments: ["preview", good, "--orientations", "sideways", "--out", inputs.path("never")], status: 64,
                firstLine:
                    "error: Unknown orientation \"sideways\"; use portrait, landscape or both, separated by a comma"),
            Misuse(
                arguments: ["preview", good, "--scene", "nowhere", "--out", inputs.path("never")], status: 64,
                firstLine: "Unknown scene \"nowhere\"; this subject has \"Good\""),
            Misuse(
                arguments: ["solve", inputs.path("missing.json")], status: 66,
                firstLine: "\(inputs.path("missing.json")): error: no such file"),
            Misuse(
                arguments: ["solve", inputs.folder.path], status: 66,
                firstLine: "\(inputs.folder.path): error: is a folder, not a JSON file"),
            Misuse(
                arguments: ["solve", inputs.path("Empty.storyboard")], status: 65,
                firstLine: "\(inputs.path("Empty.storyboard")): error:"),
            Misuse(
                arguments: ["solve", inputs.path("Garbage.storyboard")], status: 65,
                firstLine: "\(inputs.path("Garbage.storyboard")): error:"),
            Misuse(arguments: ["solve", good], status: 65, firstLine: "\(good): error:"),
            Misuse(
                arguments: ["solve", inputs.path("Huge.json")], status: 65,
                firstLine: "\(inputs.path("Huge.json")): error: the file is 33554433 bytes; "
                    + "files over 33554432 bytes are refused"),
            Misuse(
                arguments: ["port", inputs.path("missing"), "--out", inputs.path("never")], status: 66,
                firstLine: "\(inputs.path("missing")): error: no such file or folder"),
            Misuse(
                arguments: ["port", good, "--out", inputs.path("never")], status: 65,
                firstLine: "\(good): error: not a .swift file"),
            Misuse(
                arguments: ["lint", inputs.path("out")], status: 66,
                firstLine: "\(inputs.path("out")): error: holds no .storyboard or .xib file"),
            Misuse(
                arguments: ["preview", inputs.path("out"), "--out", inputs.path("never")], status: 66,
                firstLine: "\(inputs.path("out")): error: holds no .storyboard or .xib file"),
        ]
    }

    @Test(arguments: misuses)
    func R3_misuseExitsWithItsStatusAndSaysWhy(misuse: Misuse) throws {
        let run = try runAdaptive(misuse.arguments)
        #expect(run.status == misuse.status, "\(run.standardError)")
        let first = run.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix(misuse.firstLine), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: Inputs.shared.path("never")), "nothing written")
    }
}

/// Output folders are written whole or not at all, and never over other files;
/// a folder run goes on past a file it cannot read and ends with status 65.
@Suite struct OutputAndFolderRunTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-out-\(UUID().uuidString)")
    var good: String { LintCommandTests.fixtures.appendingPathComponent("Navigation.storyboard").path }

    /// A launch screen that keeps every rule, written into the test's folder.
    func launchScreen() throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Launch.xib")
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" launchScreen="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                </objects>
            </document>
            """.utf8
        ).write(to: file)
        return file.path
    }

    /// The file each command reads.
    func input(for command: String) throws -> String { command == "launch" ? try launchScreen() : good }

    /// A folder nobody may write in: as root (who may write anywhere on a disk) `/proc`.
    var unwritableParent: URL {
        get throws {
            if getuid() == 0 { return URL(fileURLWithPath: "/proc") }
            let locked = folder.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
            return locked
        }
    }

    /// A folder holding one file of the user's.
    func occupiedFolder() throws -> URL {
        let out = folder.appendingPathComponent("occupied")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: out.appendingPathComponent("notes.txt"))
        return out
    }

    @Test(arguments: [["preview", "--devices", "iPhone 15 Pro"], ["launch", "--devices", "iPhone 15 Pro"]])
    func R3_anOutputFolderHoldingOtherFilesIsLeftAlone(command: [String]) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = try occupiedFolder()
        let run = try runAdaptive(
            [command[0], try input(for: command[0])] + command.dropFirst() + ["--out", out.path])
        #expect(run.status == 73, "\(run.standardError)")
        #expect(
            run.standardError == "\(out.path): error: exists and holds other files than an earlier run's; "
                + "choose another --out folder\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["notes.txt"])
        #expect(try String(contentsOf: out.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
        let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "Launch.xib" }
        #expect(siblings == ["occupied"], "no staging folder left behind")
    }

    @Test(arguments: [["preview", "--devices", "iPhone 15 Pro"], ["launch", "--devices", "iPhone 15 Pro"]])
    func R3_anUnwritableOutputFolderIsOneLineAndStatus73(command: [String]) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = try unwritableParent.appendingPathComponent("adaptive-out")
        let run = try runAdaptive(
            [command[0], try input(for: command[0])] + command.dropFirst() + ["--out", out.path])
        #expect(run.status == 73, "\(run.standardError)")
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.last?.hasPrefix("\(out.path): error: cannot write: ") == true, "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func R3_portIntoAFileIsStatus73() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("A.swift")
        try Data("import UIKit\n".utf8).write(to: source)
        let garbage = folder.appendingPathComponent("B.swift")
        try Data([0xFF, 0xFE, 0x00]).write(to: garbage)
        let file = folder.appendingPathComponent("out.txt")
        try Data("mine".utf8).write(to: file)
        let intoFile = try runAdaptive(["port", source.path, "--out", file.path])
        #expect(intoFile.status == 73, "\(intoFile.standardError)")
        #expect(intoFile.standardError == "\(file.path): error: not a folder\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "mine")
        let notText = try runAdaptive(["port", garbage.path, "--out", folder.appendingPathComponent("o").path])
        #expect(notText.status == 65, "\(notText.standardError)")
        #expect(notText.standardError == "\(garbage.path): error: not UTF-8 text\n")
    }

    /// A folder with one good storyboard and one that is not UTF-8.
    func mixedFolder() throws -> URL {
        let mixed = folder.appendingPathComponent("mixed")
        try FileManager.default.createDirectory(at: mixed, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: good), to: mixed.appendingPathComponent("Good.storyboard"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: mixed.appendingPathComponent("Bad.storyboard"))
        return mixed
    }

    @Test func R3_lintOfAFolderGoesOnPastABadFileAndEndsWithStatus65() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let mixed = try mixedFolder()
        let run = try runAdaptive(["lint", mixed.path, "--devices", "iPhone 15 Pro"])
        #expect(run.status == 65, "\(run.standardError)")
        // UIKit's "Unknown class" log lines for the good file's controllers follow; the refusal is the one error.
        #expect(
            run.standardError.split(separator: "\n").filter { $0.contains("error") } == [
                "Bad.storyboard:1:1: error: malformed XML: the file is not valid UTF-8"
            ])
        #expect(run.standardOutput == "2 files, 1 refused; 0 conflicts, 0 ambiguous views\n")
        let frames = try runAdaptive(["lint", mixed.path, "--compare-frames"])
        #expect(frames.status == 65, "\(frames.standardError)")
        let lines = frames.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "Bad.storyboard: refused: 1:1: error: malformed XML: the file is not valid UTF-8")
        #expect(lines.dropFirst().first == "Good.storyboard: 11 matched, 0 differ, 0 warnings")
        #expect(lines.last?.hasPrefix("2 files, 1 refused; 11 matched, 0 differ") == true)
    }

    @Test func R2_previewOfAFolderWritesTheGoodFilesAndEndsWithStatus65() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let mixed = try mixedFolder()
        let out = folder.appendingPathComponent("gallery")
        let run = try runAdaptive(["preview", mixed.path, "--devices", "iPhone 15 Pro", "--out", out.path])
        #expect(run.status == 65, "\(run.standardError)")
        let errors = run.standardError.split(separator: "\n").filter { $0.contains("error") }
        #expect(
            errors == [
                "\(mixed.appendingPathComponent("Bad.storyboard").path):1:1: error: malformed XML: the file is not valid UTF-8"
            ])
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(names.contains("index.html") && names.contains("report.json"))
        #expect(names.filter { $0.hasSuffix(".svg") }.count == 2)
    }
}
