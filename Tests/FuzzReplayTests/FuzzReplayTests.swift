import Foundation
import FuzzHarness
import Testing

/// Replays every input a fuzzer once crashed or hung on (Fixtures/TARGET/*, minimized by libFuzzer)
/// through the harness body that found it: each must now run to the end.
@MainActor
@Suite struct FuzzReplayTests {
    static func fixtures(_ target: FuzzHarness.Target) -> [URL] {
        guard let folder = Bundle.module.url(forResource: "Fixtures/\(target.rawValue)", withExtension: nil) else {
            return []
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzHarness.Target.allCases)
    func replaysEveryFixture(_ target: FuzzHarness.Target) throws {
        for file in Self.fixtures(target) {
            FuzzHarness.run(target, try Data(contentsOf: file))
        }
    }
}
