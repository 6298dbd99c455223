import Foundation

/// The guide a view's `keyboardLayoutGuide` returns, like UIKit's `UIKeyboardLayoutGuide` (iOS 15).
///
/// There is no keyboard here, so the guide always stands where UIKit puts it while the keyboard is
/// hidden: across the view's width, its top at the bottom of the safe area (or of the view when
/// `usesBottomSafeArea` is false) and its bottom at the bottom of the view.
@MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (no effect here: the keyboard never shows).
    open var followsUndockedKeyboard = false
    /// Whether the guide's top sits at the bottom safe area while the keyboard is hidden, rather than the view's bottom.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.setNeedsLayout() } }
    }
}
