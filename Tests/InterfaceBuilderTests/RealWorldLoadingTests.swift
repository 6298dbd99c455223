import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing
import VisualFormat

/// S1 on what real apps' files contain: every IB document loads; what AdaptiveKit cannot use is a
/// warning at its line and column, and the rest of the scene still lays out.
@MainActor
@Suite struct RealWorldLoadingTests {
    @Test func S1_whatCannotBeUsedIsAWarningAtItsLocation() throws {
        let document = try Fixtures.document("RealWorld.storyboard")
        #expect(
            document.diagnostics == [
                IBDiagnostic(
                    .warning, "unknown view element <holographicDisplay>; read as a plain view",
                    at: TextLocation(line: 38, column: 29)),
                IBDiagnostic(
                    .warning, "<view> has no id; named 'view@53:29'", at: TextLocation(line: 53, column: 29)),
                IBDiagnostic(
                    .warning,
                    "constraint 'rw-cs-013' refers to 'rw-gone-001' (secondItem), which is not in the document; dropped",
                    at: TextLocation(line: 72, column: 29)),
                IBDiagnostic(
                    .warning, "constraint 'rw-cs-014' refers to 'rw-vc-001' (secondItem), a <viewController>; dropped",
                    at: TextLocation(line: 73, column: 29)),
            ])
        let root = try #require(document.viewController(withID: "rw-vc-001")?.view)
        #expect(root.constraints.count == 12)
        #expect(root.subviews.map(\.id) == ["rw-cv-001", "rw-hd-001", "rw-sv-001", "view@53:29"])
    }

    @Test func S1_aCellContentViewWithoutAnIDIsNamedAfterItsCell() throws {
        let document = try Fixtures.document("RealWorld.storyboard")
        let content = try #require(document.view(withID: "rw-cc-001.contentView"))
        #expect(content.key == "contentView")
        #expect(content.subviews.map(\.id) == ["rw-iv-001"])
        #expect(document.diagnostics.allSatisfy { !$0.message.contains("contentView") }, "Xcode writes it so")
    }

    @Test func S1_onlyXMLThatIsNotAnIBDocumentIsRefused() {
        #expect(throws: InterfaceBuilderError.self) { try Fixtures.document("NotInterfaceBuilder.xml") }
        #expect(throws: Never.self) { try Fixtures.document("Dangling.storyboard") }
    }
}
