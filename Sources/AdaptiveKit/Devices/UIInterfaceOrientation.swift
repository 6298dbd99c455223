/// The orientation of the app's interface, like UIKit's `UIInterfaceOrientation` (raw values as UIKit's).
public enum UIInterfaceOrientation: Int, Hashable, Sendable {
    /// Not known yet.
    case unknown = 0
    /// Upright, the home button (or bottom edge) down.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape with the home button (or bottom edge) on the left.
    case landscapeLeft = 4
    /// Landscape with the home button (or bottom edge) on the right.
    case landscapeRight = 3

    /// Whether the orientation is portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape left or right.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
