import Foundation
import Testing

@testable import InterfaceBuilder

/// S1: processing instructions, which Interface Builder never writes, are ignored, and one without data no
/// longer reaches swift-corelibs' `XMLParser`, which trapped on it.
@Suite struct ProcessingInstructionTests {
    @Test func S1_processingInstructionsAreIgnoredAndLocationsStayRight() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document><?target?>
            <?other some data
            over lines?><view id="a"/></document>
            """
        let root = try IBElement.parse(xml: Data(xml.utf8))
        #expect(root.name == "document")
        #expect(root.children.map(\.name) == ["view"])
        #expect(root.children.first?.location.line == 4)
    }

    @Test func S1_aProcessingInstructionWithoutDataInMalformedXMLIsAnErrorNotATrap() {
        let data = Data("<e>>ro<eior/>wtr/,<?eior?>wt".utf8)
        #expect(throws: InterfaceBuilderError.self) { try IBElement.parse(xml: data) }
        let blanked = IBElement.blankingProcessingInstructions(in: Data("<a><?pi?></a>".utf8))
        #expect(String(decoding: blanked, as: UTF8.self) == "<a>      </a>")
    }
}
