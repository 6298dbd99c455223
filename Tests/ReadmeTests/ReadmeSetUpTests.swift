import Foundation
import Testing

/// The README promises exactly two set-up commands; `.ci/run` runs the second.
///
/// The README's Swift blocks themselves are compiled into this target verbatim by the `ReadmeBlocks`
/// plugin, with no other import, so the tour's `@Test` runs here as a reader would run it.
@Suite struct ReadmeSetUpTests {
    @Test func setUpSectionHasExactlyTheTwoCommands() throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let setUp = try #require(text.components(separatedBy: "## Set-up").dropFirst().first)
        let block = try #require(setUp.components(separatedBy: "```").dropFirst().first)
        #expect(block.split(separator: "\n").dropFirst() == ["swift run adaptive preview", "swift test"])
    }
}
