import Foundation

/// A device name or a window arrangement the catalog cannot answer for.
///
/// Each case carries the offending value so a caller (the CLI, a test) can word its own message;
/// `description` is the message for people.
public enum DeviceLookupError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// No model or canvas has this name; `suggestions` are the closest names, best first.
    case unknownDevice(name: String, suggestions: [String])
    /// Slide Over and Split View exist only on iPad.
    case multitaskingUnsupported(device: String)
    /// The device has no such arrangement in that orientation (Split View 1/2 is landscape-only).
    case multitaskingSizeUnavailable(
        device: String, size: MultitaskingSize, orientation: DeviceOrientation, available: [MultitaskingSize])
    /// Resizable windows (Stage Manager, iPadOS 26 windowing) exist only on iPad.
    case windowResizingUnsupported(device: String)
    /// The window size is below the smallest window or larger than the screen in that orientation.
    case windowSizeOutOfRange(
        device: String, size: CGSize, orientation: DeviceOrientation, minimum: CGSize, maximum: CGSize)

    /// The message a person reads: what was asked for, and what would have worked.
    public var description: String {
        switch self {
        case .unknownDevice(let name, let suggestions):
            let quotedName = "\"\(name)\""
            guard !suggestions.isEmpty else { return "Unknown device \(quotedName)." }
            let quotedSuggestions = suggestions.map { "\"\($0)\"" }.joined(separator: ", ")
            return "Unknown device \(quotedName). Did you mean \(quotedSuggestions)?"
        case .multitaskingUnsupported(let device):
            return "\(device) does not support multitasking: Slide Over and Split View are iPad features."
        case .multitaskingSizeUnavailable(let device, let size, let orientation, let available):
            let offered = available.map(\.displayName).joined(separator: ", ")
            return "\(device) does not offer \(size.displayName) in \(orientation.rawValue); it offers \(offered)."
        case .windowResizingUnsupported(let device):
            return "\(device) does not support resizable windows: Stage Manager and windowing are iPad features."
        case .windowSizeOutOfRange(let device, let size, let orientation, let minimum, let maximum):
            return
                "\(device) cannot show a \(size.pointsDescription) window in \(orientation.rawValue): a window is \(minimum.pointsDescription) to \(maximum.pointsDescription)."
        }
    }

    /// Foundation's message, so `localizedDescription` reads the same as `description`.
    public var errorDescription: String? { description }
}

extension MultitaskingSize {
    /// The arrangement as Apple's documentation names it.
    var displayName: String {
        switch self {
        case .slideOver: "Slide Over"
        case .oneThird: "Split View 1/3"
        case .half: "Split View 1/2"
        case .twoThirds: "Split View 2/3"
        }
    }
}

extension CGSize {
    /// `600×800 pt`, as messages write a window size.
    var pointsDescription: String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(describing: Double(value))
        }
        return "\(number(width))×\(number(height)) pt"
    }
}
