import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

/// The loader's Interface Builder files (`Tests/InterfaceBuilderTests/Fixtures`), whose frames the lint compares
/// too. They are the other test target's resources, so they are read from the checkout, found from this file's path.
enum Fixtures {
    /// The URL of a fixture file, e.g. `Navigation.storyboard`.
    static func url(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("InterfaceBuilderTests/Fixtures").appendingPathComponent(name)
    }

    /// A fixture read as a document.
    static func document(_ name: String) throws -> IBDocument {
        try IBDocument(contentsOf: url(name))
    }
}
