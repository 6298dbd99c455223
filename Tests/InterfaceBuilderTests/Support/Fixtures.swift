import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

/// The project's own Interface Builder files under `Fixtures/`, written for these tests.
enum Fixtures {
    /// The URL of a fixture file, e.g. `Adaptive.storyboard`.
    static func url(_ name: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// The bytes of a fixture file.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    /// A fixture read as a document.
    static func document(_ name: String) throws -> IBDocument {
        try IBDocument(contentsOf: url(name))
    }
}
