import Foundation
import Testing

@testable import adaptive

/// R2: one `adaptive preview` run: progress, the summary, `--strict`.
@MainActor
@Suite struct PreviewSessionTests {
    /// A root view whose box cannot be both 100 and 200 points wide.
    static let conflictingXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="wid-100"/>
                                <constraint firstAttribute="width" constant="200" id="wid-200"/>
                                <constraint firstAttribute="height" constant="10" id="hgt-010"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="top"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="lead"/>
                    </constraints>
                </view>
            </objects>
        </document>

        """

    /// A fresh folder holding the xib; removed by the caller.
    private func workspace() throws -> (folder: URL, xib: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-session-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let xib = folder.appendingPathComponent("Conflicting.xib")
        try Data(Self.conflictingXib.utf8).write(to: xib)
        return (folder, xib.path)
    }

    @Test func R2_strictFailsOnAnUnsatisfiableLayoutAfterWritingTheGallery() throws {
        let (folder, xib) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try PreviewSession(
            file: xib, devices: "iPhone 15 Pro", orientations: "portrait", multitasking: false, scene: nil,
            out: folder.appendingPathComponent("out").path)
        var progress: [String] = []
        var printed: [String] = []
        #expect(
            try session.run(strict: false, progress: { progress.append($0) }, print: { printed.append($0) })
                == PreviewSession.Outcome())
        #expect(progress == ["[1/1] iPhone 15 Pro · portrait", ""])
        #expect(
            try session.run(strict: true, progress: { progress.append($0) }, print: { printed.append($0) })
                == PreviewSession.Outcome(unsatisfiable: true, changed: false))
        #expect(progress.last == "error: unsatisfiable layouts in iPhone-15-Pro-portrait")
        #expect(printed.count == 2)
        #expect(printed.last?.contains("iPhone 15 Pro · portrait  393×852  wC hR         1") == true)
        #expect(printed.last?.hasSuffix("/out/index.html") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/report.json").path))
    }

    @Test func R2_strictExitsWithStatusTwoFromTheBuiltTool() throws {
        let (folder, xib) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let run = try runAdaptive([
            "preview", xib, "--devices", "iPhone 15 Pro", "--orientations", "portrait", "--out", out, "--strict",
        ])
        #expect(run.status == 2, "\(run.standardError)")
        #expect(
            run.standardError.hasSuffix(
                "preview [1/1] iPhone 15 Pro · portrait\nerror: unsatisfiable layouts in iPhone-15-Pro-portrait\n"))
        #expect(run.standardOutput.contains("1 configurations, 1 conflicts broken, "))
        let lenient = try runAdaptive([
            "preview", xib, "--devices", "iPhone 15 Pro", "--orientations", "portrait", "--out", out,
        ])
        #expect(lenient.status == 0, "\(lenient.standardError)")
    }
}
