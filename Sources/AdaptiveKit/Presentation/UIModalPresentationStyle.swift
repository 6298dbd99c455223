/// How a presented controller is shown, like UIKit's `UIModalPresentationStyle` (raw values from the SDK).
public enum UIModalPresentationStyle: Int, Sendable, Hashable, CaseIterable {
    case automatic = -2
    case none = -1
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
}
