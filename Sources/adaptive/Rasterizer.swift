import Foundation

/// `rsvg-convert` (Debian's librsvg2-bin), when installed: turns SVGs into PNGs.
struct Rasterizer {
    var executable: URL

    /// The first `rsvg-convert` found in the usual places, nil when none is installed.
    static var installed: Rasterizer? {
        for directory in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent("rsvg-convert")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return Rasterizer(executable: candidate) }
        }
        return nil
    }

    /// Writes `svg` as a PNG `zoom` times its size in points; returns whether it was written.
    func convert(_ svg: URL, to png: URL, zoom: CGFloat) -> Bool {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--zoom", "\(zoom)", "--output", png.path, svg.path]
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
