import Foundation
import Testing

/// R2 in a real browser: every tile of the gallery loads in headless Chromium.
///
/// Runs where Chromium is installed (`Scripts/check-gallery.sh` installs it; CI runs that script
/// after the tests), and is skipped elsewhere rather than failing on a missing browser.
@Suite struct PreviewBrowserTests {
    static let chromium: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }()

    @Test(.enabled(if: chromium != nil, "needs Chromium (Scripts/check-gallery.sh installs it)"))
    func R2_everyTileOfTheGalleryRendersInHeadlessChromium() throws {
        guard let chromium = Self.chromium else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-browser-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("gallery")
        let preview = try runAdaptive([
            "preview", "--devices", "iPhone 15 Pro,iPad Pro (11-inch) (4th generation)",
            "--multitasking", "--out", out.path,
        ])
        #expect(preview.status == 0)

        let process = Process()
        process.executableURL = chromium
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--virtual-time-budget=10000",
            "--dump-dom", out.appendingPathComponent("index.html").absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        let status = try #require(dom.components(separatedBy: "\n").first { $0.contains("<p id=\"status\"") })
        #expect(status.contains(#"data-rendered="11" data-total="11""#), "\(status)")
        #expect(status.contains("rendered 11 of 11 tiles"))
        #expect(dom.contains(#"data-checked="true""#))
    }
}
