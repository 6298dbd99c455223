import AdaptiveKit
import Foundation

/// A `--devices` or `--orientations` value that names nothing usable; each case carries the value.
enum ListArgumentError: Error, CustomStringConvertible, LocalizedError {
    /// A device name is not in the catalog.
    case device(DeviceLookupError)
    /// The list names nothing (`--devices " , "`).
    case emptyList(option: String)
    /// An orientation is neither portrait nor landscape.
    case unknownOrientation(String)
    /// A `--sizes` entry is not WIDTHxHEIGHT in positive points.
    case badWindowSize(String)

    var description: String {
        switch self {
        case .device(let error):
            error.description
        case .emptyList(let option):
            "\(option) needs at least one value"
        case .unknownOrientation(let value):
            "Unknown orientation \"\(value)\"; use portrait, landscape or both, separated by a comma"
        case .badWindowSize(let value):
            "Bad window size \"\(value)\"; write WIDTHxHEIGHT in points, e.g. 600x800"
        }
    }

    var errorDescription: String? { description }
}
