import Foundation
import Testing

@_spi(AdaptiveKit) @testable import InterfaceBuilder

/// S1: a storyboard asked for without a bundle is looked for in the asking module's resources first.
@MainActor
@Suite struct StoryboardLookupTests {
    /// A build folder holding two apps' resource bundles, each with its own `Main.storyboard`.
    func buildFolder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lookup-\(UUID().uuidString)")
        for app in ["AppOne", "AppTwo"] {
            let bundle = root.appendingPathComponent("Apps_\(app).resources/Base.lproj")
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            try Data(app.utf8).write(to: bundle.appendingPathComponent("Main.storyboard"))
        }
        return root
    }

    @Test func S1_theCallingModulesResourceBundleComesFirst() throws {
        let root = try buildFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let main = try #require(Bundle(url: root))
        let found = try #require(
            IBDocumentLoader.resource(
                named: "Main", extension: "storyboard", callerFileID: "AppTwo/SceneDelegate.swift", in: main))
        #expect(String(decoding: try Data(contentsOf: found.url), as: UTF8.self) == "AppTwo")
        #expect(found.bundle.bundleURL.lastPathComponent == "Apps_AppTwo.resources")
    }

    @Test func S1_aModuleWithoutResourcesFallsBackToTheWholeMainBundle() throws {
        let root = try buildFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let main = try #require(Bundle(url: root))
        let found = try #require(
            IBDocumentLoader.resource(
                named: "Main", extension: "storyboard", callerFileID: "Tests/Test.swift", in: main))
        #expect(String(decoding: try Data(contentsOf: found.url), as: UTF8.self) == "AppOne", "the first by path")
        #expect(found.bundle === main)
        #expect(
            IBDocumentLoader.resource(
                named: "Missing", extension: "storyboard", callerFileID: "AppTwo/A.swift", in: main)
                == nil)
    }
}
