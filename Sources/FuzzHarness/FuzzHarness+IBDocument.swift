import AdaptiveKit
import AdaptiveRender
import Foundation
import InterfaceBuilder

extension FuzzHarness {
    /// Any bytes as a storyboard: what the reader accepts is linted and compared with its stored
    /// frames (every scene, as `adaptive lint` and `adaptive lint --compare-frames` do), then its
    /// initial scene is instantiated, laid out on an iPhone 15 Pro and rendered as `adaptive preview` does.
    @MainActor
    static func interfaceBuilderDocument(_ data: Data) {
        guard let document = try? IBDocument(data: data),
            let phone = try? PreviewConfiguration.model(named: "iPhone 15 Pro")
        else { return }
        let configurations = PreviewConfiguration.matrix(
            models: [phone], orientations: [.portrait], multitasking: false)
        let session = LintSession(path: "fuzz.storyboard", document: document, configurations: configurations)
        _ = session.findings()
        _ = session.compareFrames(tolerance: 0.5)
        let url = scratch.appendingPathComponent("fuzz.storyboard")
        guard (try? data.write(to: url)) != nil,
            let subject = try? PreviewSubject.interfaceBuilderFiles(at: url),
            let result = try? PreviewRunner(subject: subject, configurations: configurations).run()
        else { return }
        _ = result.report.json
    }
}
