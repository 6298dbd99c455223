import Foundation
import InterfaceBuilder
import Testing

@Suite(.enabled(if: Samples.available, "../shared/ib-samples is absent"))
struct SampleTests {
    @Test(arguments: Samples.files)
    func S1_everySampleLoadsWithoutDiagnostics(_ file: String) throws {
        let document = try IBDocument(contentsOf: Samples.url(file))
        #expect(document.diagnostics == [], "\(document.diagnostics.map(\.description).joined(separator: "\n"))")
    }
}
