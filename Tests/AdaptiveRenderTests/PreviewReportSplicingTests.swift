import AdaptiveKit
import Foundation
import Testing

@testable import AdaptiveRender

/// R2: a join copies each configuration's text from its share instead of decoding every
/// frame and encoding the joined report again; what it writes is what encoding would write, byte for byte.
@MainActor
@Suite struct PreviewReportSplicingTests {
    private func report() throws -> PreviewReport {
        let configurations = PreviewConfiguration.matrix(
            models: try PreviewConfiguration.models([
                "iPhone SE (3rd generation)", "iPad Pro (11-inch) (4th generation)",
            ]),
            orientations: [.portrait, .landscape], multitasking: false)
        return try PreviewRunner(subject: .adaptivePhotos, configurations: configurations).run().report
    }

    @Test func R2_aReportIsCutIntoItsConfigurationsTextsAndSplicedBackByteForByte() throws {
        let report = try report()
        let text = report.json
        let texts = try #require(PreviewReport.configurationTexts(in: text))
        #expect(texts.count == report.configurations.count)
        #expect(texts.first?.hasPrefix("    {\n      \"canvas\" : ") == true)
        #expect(texts.allSatisfy { $0.hasSuffix("\n    }") })
        // Without frames, as a join reads it: the text carries them.
        let light = try PreviewReport.decode(Data(text.utf8), path: "report.json", skippingFrames: true)
        #expect(light.configurations.allSatisfy { $0.views.isEmpty && $0.viewControllers.isEmpty })
        #expect(report.configurations.contains { !$0.views.isEmpty })
        #expect(light.configurations.map(\.id) == report.configurations.map(\.id))
        #expect(light.json(splicing: texts) == text)
    }

    @Test func R2_aRenamedConfigurationsTextChangesItsIdSVGAndFileOnly() throws {
        let report = try report()
        let texts = try #require(PreviewReport.configurationTexts(in: report.json))
        var renamed = report.configurations[1]
        renamed.id = "Main--\(renamed.id)"
        renamed.svg = renamed.id + ".svg"
        var expected = report
        expected.configurations[1] = renamed
        var spliced = texts
        spliced[1] = try #require(PreviewReport.renamed(texts[1], from: report.configurations[1], to: renamed))
        #expect(report.json(splicing: spliced) == expected.json)
        // A file where the text has none needs a line it lacks: the join then encodes instead.
        var withFile = renamed
        withFile.scene = "Main"
        #expect(PreviewReport.renamed(texts[1], from: report.configurations[1], to: withFile) == nil)
    }

    /// A `--jobs` share's summary is its report's text with every configuration's controllers and views emptied:
    /// what encoding the report without frames writes.
    @Test func R2_aReportsTextWithoutFramesIsWhatEncodingItWithoutFramesWrites() throws {
        let report = try report()
        #expect(report.configurations.contains { !$0.views.isEmpty && !$0.viewControllers.isEmpty })
        let frameless = try #require(PreviewReport.framelessText(of: report.json))
        #expect(frameless == report.withoutFrames.json)
        #expect(PreviewReport.framelessText(of: frameless) == frameless)
        #expect(frameless.utf8.count < report.json.utf8.count / 2)
        // An array of frames that never closes is not a report's text.
        #expect(PreviewReport.framelessText(of: "{\n      \"views\" : [\n        {\n") == nil)
        #expect(PreviewReport.framelessText(of: "") == "")
    }

    @Test func R2_textNotLaidOutAsAReportIsNotCut() {
        #expect(PreviewReport.configurationTexts(in: "") == nil)
        #expect(PreviewReport.configurationTexts(in: "{\"configurations\":[]}") == nil)
        #expect(PreviewReport.configurationTexts(in: "{\n  \"configurations\" : [\n    {\n      \"id\" : 1\n") == nil)
        #expect(PreviewReport.configurationTexts(in: "{\n  \"configurations\" : [\n\n  ],\n}") == [])
        #expect(
            PreviewReport.configurationTexts(in: "{\n  \"configurations\" : [\n    {\n    {\n    }\n  ]\n}") == nil)
    }
}
