import TestSupport
import Testing
import VisualFormat

/// Golden files of the tree dump and the resolved constraints, so any change in either shows up as a line diff.
@Suite struct VisualFormatSnapshotTests {
    static let examples: [(format: String, options: VisualFormatOptions)] = [
        ("[button]-[textField]", []),
        ("[button(>=50)]", []),
        ("|-50-[purpleBox]-50-|", []),
        ("V:[topField]-10-[bottomField]", []),
        ("[maroonView][blueView]", []),
        ("[button(100@20)]", []),
        ("[button1(==button2)]", []),
        ("[flexibleButton(>=70,<=100)]", []),
        ("|-[find]-[findNext]-[findField(>=20)]-|", []),
        ("V:|-margin-[topField]-(>=8@p,<=20)-[bottomField(==topField)]|", [.alignAllLeading, .alignAllTrailing]),
        ("H:|-[find]-(-4)-[findNext]-|", .directionRightToLeft),
    ]

    static let views: Set<String> = [
        "button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView", "button1",
        "button2", "flexibleButton", "find", "findNext", "findField",
    ]

    @Test func L3_appleExamplesDumpAndConstraints() throws {
        var sections: [String] = []
        for (format, options) in Self.examples {
            let tree = try VisualFormat.parse(format)
            let constraints = try tree.constraints(
                options: options, metrics: ["margin": 16, "p": 750], views: Self.views)
            sections.append(
                tree.debugDescription + "\noptions 0x" + String(options.rawValue, radix: 16) + "\n"
                    + constraints.map { "=> \($0) [\($0.sourceRange.lowerBound)..<\($0.sourceRange.upperBound)]" }
                    .joined(separator: "\n"))
        }
        assertSnapshot(sections.joined(separator: "\n\n") + "\n", named: "AppleExamples.txt")
    }

    @Test func L3_errorDescriptionsGolden() {
        let formats = ["H:|-[button", "[a(=<5)]", "[a]-[b]-", "[a]|[b]", "[a(10@0)]", "X:[a]"]
        let text = formats.compactMap { visualFormatError($0, views: ["a", "b"])?.description }
        assertSnapshot(text.joined(separator: "\n\n") + "\n", named: "ErrorDescriptions.txt")
    }
}
