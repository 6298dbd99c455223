extension UIKitDiagnostics {
    /// Records what UIKit would have raised or logged on behalf of a module built on AdaptiveKit.
    ///
    /// `InterfaceBuilder` reports UIKit's storyboard exceptions and warnings ("Unknown class X in
    /// Interface Builder file.") through this, so they land in the same log as AdaptiveKit's own.
    public static func record(_ diagnostic: UIKitDiagnostic) {
        report(diagnostic)
    }
}
