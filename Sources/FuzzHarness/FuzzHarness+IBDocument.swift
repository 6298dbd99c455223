import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

extension FuzzHarness {
    /// The one configuration every document is laid out on: an iPhone 15 Pro in portrait, looked up
    /// once per process rather than once per input.
    static let phone: PreviewConfiguration? = (try? PreviewConfiguration.model(named: "iPhone 15 Pro")).map {
        PreviewConfiguration.matrix(models: [$0], orientations: [.portrait], multitasking: false)[0]
    }

    /// Any bytes as a storyboard or xib, along the chain of one `adaptive preview` tile: read from
    /// memory, its initial (or first) scene instantiated, laid out on an iPhone 15 Pro in portrait
    /// and rendered to SVG. Lint and the frame comparison, which lay out every scene, are the `iblint`
    /// harness's, so this one runs many more inputs a second.
    /// Returns the tile, for the replay tests to check what a fixture produces.
    @MainActor
    @discardableResult
    static func interfaceBuilderDocument(_ data: Data) -> PreviewRunner.Tile? {
        InterfaceBuilder.withNoCustomClasses { tile(of: data) }
    }

    @MainActor
    private static func tile(of data: Data) -> PreviewRunner.Tile? {
        guard let document = try? IBDocument(data: data), let phone else { return nil }
        let subject = PreviewSubject(name: "fuzz.storyboard", scenes: ["fuzz"]) { _ in
            PreviewSubject.Scene(rootViewController: PreviewSubject.rootController(of: document, identifier: nil))
        }
        guard let runner = try? PreviewRunner(subject: subject, configurations: [phone]),
            let tile = try? runner.render(phone)
        else { return nil }
        _ = tile.svg.utf8.count
        return tile
    }

    /// Any bytes as a storyboard or xib, as `adaptive lint` and `adaptive lint --compare-frames` read
    /// it: the document's findings on one phone, and every scene laid out on its design device and
    /// compared with its stored frames.
    @MainActor
    static func interfaceBuilderLint(_ data: Data) {
        guard let document = try? IBDocument(data: data), let phone else { return }
        InterfaceBuilder.withNoCustomClasses {
            let session = LintSession(path: "fuzz.storyboard", document: document, configurations: [phone])
            _ = session.findings()
            _ = session.compareFrames(tolerance: 0.5)
        }
    }
}
