import AdaptiveKit
import AdaptiveRender
import Foundation
import InterfaceBuilder

/// One fuzz input: any bytes as a storyboard. Whatever the reader accepts is laid out on one
/// device, linted, compared with its stored frames and rendered; a thrown error is a fine answer,
/// a trap is the bug libFuzzer looks for.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIBDocument(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    // libFuzzer calls on the main thread.
    MainActor.assumeIsolated {
        guard let document = try? IBDocument(data: data) else { return }
        let phone = PreviewConfiguration.matrix(
            models: [try! PreviewConfiguration.model(named: "iPhone 15 Pro")], orientations: [.portrait],
            multitasking: false)
        let session = LintSession(path: "fuzz.storyboard", document: document, configurations: phone)
        _ = session.layoutFindings()
        _ = session.compareFrames(tolerance: 0.5)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-ib-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("fuzz.storyboard")
        guard (try? data.write(to: url)) != nil,
            let subject = try? PreviewSubject.interfaceBuilderFiles(at: url)
        else { return }
        _ = try? PreviewRunner(subject: subject, configurations: phone).run()
    }
    return 0
}
