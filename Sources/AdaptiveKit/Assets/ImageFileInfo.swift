import Foundation

/// Reads an image file's pixel size from its header: PNG's IHDR chunk or a JPEG start-of-frame.
///
/// AdaptiveKit draws no pixels, so the size is all it needs; no image library is involved.
enum ImageFileInfo {
    /// The pixel size of the PNG or JPEG at `url`.
    static func pixelSize(of url: URL) throws(AssetCatalogError) -> CGSize {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableImage(url, reason: "cannot read the file")
        }
        return try pixelSize(of: [UInt8](data), url: url)
    }

    static func pixelSize(of bytes: [UInt8], url: URL) throws(AssetCatalogError) -> CGSize {
        let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if bytes.starts(with: pngSignature) {
            // Signature, then the first chunk: length (4), type "IHDR" (4), width (4), height (4).
            guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
                throw .unreadableImage(url, reason: "PNG without an IHDR chunk")
            }
            return CGSize(
                width: CGFloat(bigEndian(bytes, at: 16, count: 4)), height: CGFloat(bigEndian(bytes, at: 20, count: 4)))
        }
        if bytes.starts(with: [0xFF, 0xD8]) { return try jpegSize(bytes, url: url) }
        if bytes.starts(with: Array("%PDF".utf8)) { return try pdfSize(bytes, url: url) }
        throw .unreadableImage(url, reason: "not a PNG, JPEG or PDF file")
    }

    /// A vector PDF's first `/MediaBox [x0 y0 x1 y1]`, in points (its pixel size at scale 1).
    private static func pdfSize(_ bytes: [UInt8], url: URL) throws(AssetCatalogError) -> CGSize {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let box = text.range(of: "/MediaBox"), let open = text[box.upperBound...].firstIndex(of: "["),
            let close = text[open...].firstIndex(of: "]")
        else { throw .unreadableImage(url, reason: "PDF without a MediaBox") }
        let numbers = text[text.index(after: open)..<close].split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4 else { throw .unreadableImage(url, reason: "PDF with a malformed MediaBox") }
        return CGSize(width: CGFloat(numbers[2] - numbers[0]), height: CGFloat(numbers[3] - numbers[1]))
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    /// Walks JPEG segments to the first start-of-frame marker (C0–CF but C4, C8, CC).
    private static func jpegSize(_ bytes: [UInt8], url: URL) throws(AssetCatalogError) -> CGSize {
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { break }
            let marker = bytes[offset + 1]
            let length = bigEndian(bytes, at: offset + 2, count: 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = bigEndian(bytes, at: offset + 5, count: 2)
                let width = bigEndian(bytes, at: offset + 7, count: 2)
                return CGSize(width: CGFloat(width), height: CGFloat(height))
            }
            offset += 2 + length
        }
        throw .unreadableImage(url, reason: "JPEG without a frame header")
    }
}
