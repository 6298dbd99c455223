import Foundation
import Testing

@testable import ConstraintInterchange
@testable import adaptive

/// A number past ±10 000 000 in an `adaptive solve` file is
/// a `bad_input` error naming its JSON path; in a storyboard, `adaptive lint` (`--compare-frames`
/// too) warns at its line and column and goes on.
@Suite struct NumberMagnitudeCommandTests {
    /// A one-constraint system with `value` at the place `slot` names.
    static func system(_ slot: String, _ value: String) -> String {
        let constant = slot == "constant" ? value : "-10"
        let coefficient = slot == "coefficient" ? value : "1"
        let strength = slot == "strength" ? value : "\"required\""
        let suggestion = slot == "suggest" ? value : "320"
        return """
            {"format": "adaptive-constraints/1", "variables": ["x", "w"],
             "constraints": [{"expr": {"terms": [["x", \(coefficient)]], "constant": \(constant)}, "op": "==",
                              "strength": \(strength)}],
             "edits": [{"var": "w", "strength": "strong", "suggest": [\(suggestion)]}]}
            """
    }

    static let places = [
        ("constant", "constraints[0].expr.constant"), ("coefficient", "constraints[0].expr.terms[0]"),
        ("strength", "constraints[0].strength"), ("suggest", "edits[0].suggest[0]"),
    ]
    static let values = [("1e308", "1e+308"), ("-1e308", "-1e+308"), ("1e16", "1e+16")]

    @Test(arguments: places, values)
    func R3_aHugeNumberInASolveFileIsBadInputAtItsPath(place: (String, String), value: (String, String)) {
        #expect(throws: InterchangeError.badInput("\(place.1): \(value.1) is beyond ±10000000")) {
            try ConstraintSystem(bytes: Array(Self.system(place.0, value.0).utf8))
        }
    }

    @Test func R3_theBoundItselfIsSolved() throws {
        let system = try ConstraintSystem(bytes: Array(Self.system("constant", "-1e7").utf8))
        #expect(try system.solve().get().values.first == 10_000_000)
    }

    @Test func R3_adaptiveSolveReportsAHugeNumberAndExits65() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("magnitude-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("huge.json")
        try Data(Self.system("coefficient", "1e16").utf8).write(to: file)
        let run = try runAdaptive(["solve", file.path])
        #expect(run.status == 65)
        #expect(run.standardError == "\(file.path): error: constraints[0].expr.terms[0]: 1e+16 is beyond ±10000000\n")
    }

    /// A scene whose frames, constant, multiplier, priority and line count are `value`.
    static func storyboard(_ value: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
            <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews><label text="A" numberOfLines="\(value)" translatesAutoresizingMaskIntoConstraints="NO" id="l">
            <rect key="frame" x="\(value)" y="0.0" width="10" height="\(value)"/></label></subviews>
            <constraints>
            <constraint firstItem="l" firstAttribute="top" secondItem="v" secondAttribute="top" constant="\(value)" id="c1"/>
            <constraint firstItem="l" firstAttribute="width" secondItem="v" secondAttribute="width" multiplier="\(value)" id="c2"/>
            <constraint firstItem="l" firstAttribute="leading" secondItem="v" secondAttribute="leading" priority="\(value)" id="c3"/>
            </constraints></view></viewController></objects></scene></scenes></document>
            """.utf8)
    }

    /// Both `lint` and `lint --compare-frames` list the reader's warnings at their places first.
    @Test(arguments: ["1e308", "-1e308", "1e16"], [false, true])
    func R3_adaptiveLintWarnsAboutHugeNumbersAtTheirPlace(value: String, comparesFrames: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("magnitude-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Huge.storyboard")
        try Self.storyboard(value).write(to: file)
        let run = try runAdaptive(["lint", file.path] + (comparesFrames ? ["--compare-frames"] : []))
        #expect(run.status == 0, "\(run.standardError)")
        if !comparesFrames { #expect(run.standardOutput.hasSuffix("\n0 conflicts, 0 ambiguous views\n")) }
        let warnings = run.standardOutput.split(separator: "\n").filter { $0.contains("warning") }
        #expect(
            warnings == [
                "\(file.path):5:11: warning: 'numberOfLines' of <label> is not an integer within ±10000000: '\(value)'; using the default",
                "\(file.path):6:1: warning: 'x' of <rect> is beyond ±10000000: '\(value)'",
                "\(file.path):8:1: warning: 'constant' of <constraint> is beyond ±10000000: '\(value)'",
                "\(file.path):9:1: warning: constraint 'c2' has an unreadable multiplier '\(value)'; dropped",
                "\(file.path):10:1: warning: 'priority' of <constraint> is beyond ±10000000: '\(value)'",
            ])
    }
}
