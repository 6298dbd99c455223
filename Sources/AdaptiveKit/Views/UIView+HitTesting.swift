import Foundation

extension UIView {
    /// Whether hit-testing may stop at the view or look inside it: it takes touches, is shown, is not
    /// transparent (alpha 0.01 or more) and, for a control, is enabled (a disabled control lets the touch
    /// through to the view behind it).
    var receivesTouches: Bool {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return false }
        return (self as? UIControl)?.isEnabled ?? true
    }
}
