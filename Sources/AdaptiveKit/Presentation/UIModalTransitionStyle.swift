/// The animation of a modal presentation, like UIKit's `UIModalTransitionStyle` (SDK raw values).
public enum UIModalTransitionStyle: Int, Sendable, Hashable, CaseIterable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
