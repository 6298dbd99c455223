/// The look of the status bar, like UIKit's `UIStatusBarStyle` (SDK raw values).
public enum UIStatusBarStyle: Int, Sendable, Hashable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
