import Foundation
import Testing

@testable import AdaptiveKit

/// `UIImage(contentsOfFile:)`: the file's size in points at the scale its name says, nil for what is not an image.
@Suite struct UIImageFileTests {
    /// The first bytes of a PNG: its signature and an IHDR chunk with the pixel size (all a size read needs).
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        bytes += [8, 6, 0, 0, 0]
        return Data(bytes)
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func T8_aFileNamedAt2xIsHalfItsPixelSizeInPoints() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("photo.png")
        let double = folder.appendingPathComponent("photo@2x.png")
        try Self.pngHeader(width: 120, height: 80).write(to: plain)
        try Self.pngHeader(width: 120, height: 80).write(to: double)

        let one = try #require(UIImage(contentsOfFile: plain.path))
        #expect(one.size == CGSize(width: 120, height: 80))
        #expect(one.scale == 1)
        let two = try #require(UIImage(contentsOfFile: double.path))
        #expect(two.size == CGSize(width: 60, height: 40))
        #expect(two.scale == 2)
        #expect(two.imageAsset == nil)
    }

    @Test func T8_aMissingFileOrOneThatIsNoImageGivesNil() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("notes.png")
        try Data("not an image".utf8).write(to: text)
        #expect(UIImage(contentsOfFile: text.path) == nil)
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }
}
