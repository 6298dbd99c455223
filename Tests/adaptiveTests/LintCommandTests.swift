import Foundation
import Testing

/// R3 / S3: `adaptive lint` and `adaptive preview FILE` on the project's own Interface Builder fixtures.
@Suite struct LintCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("InterfaceBuilderTests/Fixtures")

    @Test func S3_compareFramesEndsWithTheMatchLine() throws {
        let file = Self.fixtures.appendingPathComponent("Navigation.storyboard").path
        let run = try runAdaptive(["lint", file, "--compare-frames"])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.last == "11 matched, 0 differ")
        #expect(lines.first?.hasPrefix("HomeViewController [hom-vc-001, device]: 4 of 4 match") == true)
    }

    @Test func R3_lintLaysEverySceneOutAndReportsEachFindingWithItsPlace() throws {
        let file = Self.fixtures.appendingPathComponent("SizeClassVariations.storyboard").path
        let run = try runAdaptive(["lint", file, "--devices", "iPhone 15 Pro"])
        #expect(run.status == 0, "no constraint had to be broken: \(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        // The landscape row of two equally hugging labels is not ambiguous: the stack breaks the tie by index.
        #expect(lines == ["0 conflicts, 0 ambiguous views"])
    }

    @Test func R3_lintRejectsBadInput() throws {
        let missing = try runAdaptive(["lint", "/nonexistent/Main.storyboard"])
        #expect(missing.status != 0)
        #expect(missing.standardError.contains("/nonexistent/Main.storyboard"))
        let malformed = try runAdaptive(["lint", Self.fixtures.appendingPathComponent("Malformed.storyboard").path])
        #expect(malformed.status != 0)
        #expect(malformed.standardOutput.isEmpty)
        let device = try runAdaptive([
            "lint", Self.fixtures.appendingPathComponent("Navigation.storyboard").path, "--devices", "iPhone 99",
        ])
        #expect(device.status != 0)
        #expect(device.standardError.contains("Unknown device"))
    }

    @Test func R2_previewLaysOutAStoryboard() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("lint-preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let file = Self.fixtures.appendingPathComponent("Navigation.storyboard").path
        let run = try runAdaptive(["preview", file, "--devices", "iPhone 15 Pro", "--out", out.path])
        #expect(run.status == 0, "\(run.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(names.contains("index.html"))
        #expect(names.contains("report.json"))
        #expect(names.filter { $0.hasSuffix(".svg") }.count == 2)
    }
}

/// R3: `adaptive lint` finds the storyboards a file's references name beside it, as `adaptive preview` does.
@Suite struct LintStoryboardReferenceTests {
    /// A tab bar controller whose one tab is a reference to `Search.storyboard`'s initial controller.
    static let main = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        initialViewController="tb-1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController id="tb-1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="ref-1" kind="relationship" relationship="viewControllers" \
        id="sg-1"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Search" id="ref-1" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let search = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        initialViewController="se-1">
            <scenes>
                <scene sceneID="p1">
                    <objects>
                        <viewController title="Search" id="se-1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="se-v">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A fresh folder holding `Main.storyboard` and `Search.storyboard`.
    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-refs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.main.utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
        try Data(Self.search.utf8).write(to: folder.appendingPathComponent("Search.storyboard"))
        return folder
    }

    @Test func lintingAFileFindsTheStoryboardItsReferenceNamesInItsFolder() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Main.storyboard").path
        let run = try runAdaptive(["lint", file, "--devices", "iPhone 15 Pro"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("Could not find a storyboard"), "\(run.standardError)")
        #expect(run.standardOutput.split(separator: "\n").last == "0 conflicts, 0 ambiguous views")
    }

    @Test func lintingAFolderFindsTheStoryboardAReferenceNamesBesideItsFile() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runAdaptive(["lint", folder.path, "--devices", "iPhone 15 Pro"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("Could not find a storyboard"), "\(run.standardError)")
        #expect(run.standardOutput.split(separator: "\n").last == "2 files, 0 refused; 0 conflicts, 0 ambiguous views")
    }
}

/// R3: `adaptive lint DIR --compare-frames` over a folder of files.
@Suite struct LintFolderTests {
    @Test func S3_aFolderGetsOneLinePerFileTheTalliesAndTheTotalsLast() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("app"), withIntermediateDirectories: true)
        for name in ["Navigation.storyboard", "SizeClasses.xib", "Malformed.xib"] {
            try FileManager.default.copyItem(
                at: LintCommandTests.fixtures.appendingPathComponent(name),
                to: folder.appendingPathComponent("app/\(name)"))
        }
        let run = try runAdaptive(["lint", folder.path, "--compare-frames"])
        #expect(run.status == 65, "a refused file: \(run.standardError)")
        #expect(
            run.standardOutput == """
                app/Malformed.xib: refused: 6:20: error: malformed XML: the end tag does not match the open tag
                app/Navigation.storyboard: 11 matched, 0 differ, 0 warnings
                app/SizeClasses.xib: 1 matched, 3 differ, 0 warnings
                differences by view class:
                  label: 2
                  stackView: 1
                differences by offset:
                  ≤ 20 pt: 2
                  > 50 pt: 1
                most common offsets:
                  16.5 pt: 2
                  60 pt: 1
                3 files, 1 refused; 12 matched, 3 differ (80.0 %); 1 skipped, 2 inconsistent


                """)
    }
}
