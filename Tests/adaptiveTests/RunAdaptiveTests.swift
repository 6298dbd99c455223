import Foundation
import Testing

/// The `runAdaptive` helper itself: a tool that fills its standard error pipe still finishes.
@Suite struct RunAdaptiveTests {
    /// A launch xib whose root holds `count` views of custom classes, each a finding on standard error.
    private func launchXib(customViews count: Int) -> String {
        let views = (0..<count).map { index in
            """
                            <view contentMode="scaleToFill" id="v\(index)" customClass="CustomView\(index)">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" launchScreen="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
            \(views.joined(separator: "\n"))
                        </subviews>
                    </view>
                </objects>
            </document>

            """
    }

    // Should the helper again read one pipe while the tool waits on the other, the limit names this
    // test after a minute (the blocked read itself cannot be interrupted); a good run takes well under
    // a second.
    @Test(.timeLimit(.minutes(1)))
    func S4_moreThanAPipeFullOfFindingsOnStandardErrorAllArrive() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-adaptive-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Crowded.xib")
        try Data(launchXib(customViews: 1000).utf8).write(to: file)
        let run = try runAdaptive(["launch", file.path, "--check", "--devices", "iPhone 15 Pro"])
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.utf8.count > 128 * 1024, "twice what a Linux pipe holds")
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.count == 1000)
        #expect(
            lines.first
                == #"\#(file.path):7:17: error: custom class "CustomView0": a launch screen may use UIKit's classes only (no app code runs yet)"#
        )
        #expect(lines.last?.contains(#"custom class "CustomView999""#) == true)
    }
}
