import Foundation

extension PreviewReport {
    /// Reads a `report.json` back, given the file or the preview folder that holds it.
    ///
    /// The format is checked before anything else, so a report of another version is named as
    /// such rather than as a missing field.
    public static func load(from url: URL) throws(PreviewError) -> PreviewReport {
        let (data, path) = try reportData(at: url)
        return try decode(data, path: path)
    }

    /// The bytes of the `report.json` that `url` names (the file or the preview folder that holds it), and its path.
    static func reportData(at url: URL) throws(PreviewError) -> (data: Data, path: String) {
        var file = url.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: url.path)
        }
        if isDirectory.boolValue {
            file = file.appendingPathComponent("report.json")
            guard FileManager.default.fileExists(atPath: file.path) else {
                throw .notAReport(path: url.path, message: "the folder holds no report.json")
            }
        }
        do {
            return (try Data(contentsOf: file), file.path)
        } catch {
            throw .notAReport(path: file.path, message: error.localizedDescription)
        }
    }

    /// Decodes a report's JSON text; `path` names it in errors.
    public static func decode(_ data: Data, path: String) throws(PreviewError) -> PreviewReport {
        try decode(data, path: path, skippingFrames: false)
    }

    /// Decodes a report's JSON text, its configurations without their controllers and views when
    /// `skippingFrames` (see `skipsFramesKey`); `path` names it in errors.
    static func decode(_ data: Data, path: String, skippingFrames: Bool) throws(PreviewError) -> PreviewReport {
        struct Header: Decodable { var format: String? }
        let decoder = JSONDecoder()
        if skippingFrames { decoder.userInfo[skipsFramesKey] = true }
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw .notAReport(path: path, message: describe(error))
        }
        guard header.format == format else { throw .reportFormat(path: path, found: header.format, expected: format) }
        do {
            return try decoder.decode(PreviewReport.self, from: data)
        } catch {
            throw .notAReport(path: path, message: describe(error))
        }
    }

    /// Foundation's decoding errors in one line: what is wrong, and where in the document.
    private static func describe(_ error: any Error) -> String {
        func place(_ path: [any CodingKey]) -> String {
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
        }
        switch error as? DecodingError {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not valid JSON"
        case .dataCorrupted(let context):
            return "bad value at \(place(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\" at \(place(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "\(place(context.codingPath)) is not \(type == String.self ? "a string" : "a \(type)")"
        case .valueNotFound(_, let context):
            return "\(place(context.codingPath)) is null"
        default:
            return error.localizedDescription
        }
    }
}
