import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// `Bundle.appMain(fileID:)`, what ported app code reads as `Bundle.main`.
struct BundleAppMainTests {
    @Test func aModulesOwnFilesAreFoundThroughItsAppBundle() throws {
        let bundle = Bundle.appMain()
        #expect(bundle.bundleURL.standardizedFileURL == Bundle.module.bundleURL.standardizedFileURL)
        let url = try #require(
            bundle.url(forResource: "badge@2x", withExtension: "png", subdirectory: "Fixtures/Loose"))
        #expect(url.lastPathComponent == "badge@2x.png")
        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect(bundle.path(forResource: "Contents", ofType: "json", inDirectory: "Fixtures/Assets.xcassets") != nil)
    }

    @Test func aModuleWithoutResourcesGetsTheMainBundle() {
        #expect(Bundle.appMain(fileID: "NoResources/File.swift") === Bundle.main)
        #expect(Bundle.appMain(fileID: "") === Bundle.main)
    }

    @Test func everyCallGivesTheSameBundleFromAnyThread() async {
        let here = Bundle.appMain()
        let elsewhere = await Task.detached { Bundle.appMain(fileID: "AdaptiveKitTests/Other.swift") }.value
        #expect(here === elsewhere)
    }
}
