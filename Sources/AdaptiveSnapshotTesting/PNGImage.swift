import Foundation

/// The pixels of a PNG file as 8-bit RGBA, enough to compare two renderings: non-interlaced 8-bit
/// greyscale, RGB, grey-alpha and RGBA images (what `rsvg-convert` writes).
struct PNGImage: Equatable {
    var width: Int
    var height: Int
    /// Row by row, four bytes a pixel.
    var rgba: [UInt8]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    init(data: Data) throws(Failure) {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]) else {
            throw Failure(description: "not a PNG file")
        }
        var position = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        func readInt(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        while position + 8 <= bytes.count {
            let length = readInt(position)
            let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
            let start = position + 8
            guard length >= 0, start + length + 4 <= bytes.count else { throw Failure(description: "truncated chunk") }
            switch type {
            case "IHDR": header = Array(bytes[start..<(start + length)])
            case "IDAT": compressed += bytes[start..<(start + length)]
            default: break
            }
            position = start + length + 4
            if type == "IEND" { break }
        }
        guard header.count == 13 else { throw Failure(description: "no IHDR chunk") }
        width = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
        height = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
        let (depth, colorType, interlace) = (header[8], header[9], header[12])
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw Failure(description: "unsupported PNG color type \(colorType)")
        }
        guard depth == 8, interlace == 0, width > 0, height > 0, width < 1 << 15, height < 1 << 15 else {
            throw Failure(description: "unsupported PNG (bit depth \(depth), interlace \(interlace))")
        }
        let raw: [UInt8]
        do {
            raw = try Inflate.zlib(compressed)
        } catch {
            throw Failure(description: "bad image data: \(error)")
        }
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw Failure(description: "image data too short") }
        var pixels = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let input = row * (stride + 1) + 1
            let output = row * stride
            for index in 0..<stride {
                let x = Int(raw[input + index])
                let a = index >= channels ? Int(pixels[output + index - channels]) : 0
                let b = row > 0 ? Int(pixels[output - stride + index]) : 0
                let c = row > 0 && index >= channels ? Int(pixels[output - stride + index - channels]) : 0
                let value: Int
                switch filter {
                case 0: value = x
                case 1: value = x + a
                case 2: value = x + b
                case 3: value = x + (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    value = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
                default: throw Failure(description: "bad PNG filter \(filter)")
                }
                pixels[output + index] = UInt8(truncatingIfNeeded: value)
            }
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let from = pixel * channels
            let to = pixel * 4
            switch channels {
            case 1, 2:
                (rgba[to], rgba[to + 1], rgba[to + 2]) = (pixels[from], pixels[from], pixels[from])
                if channels == 2 { rgba[to + 3] = pixels[from + 1] }
            default:
                (rgba[to], rgba[to + 1], rgba[to + 2]) = (pixels[from], pixels[from + 1], pixels[from + 2])
                if channels == 4 { rgba[to + 3] = pixels[from + 3] }
            }
        }
        self.rgba = rgba
    }
}
