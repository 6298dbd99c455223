import Foundation

extension UIBarButtonItem {
    /// What a tap does: run `primaryAction`, or send `action` to `target` (up the responder chain when nil),
    /// or perform the segues a storyboard connected to the item (UIKit makes them its target and action), or
    /// show `menu` in the key window.
    package func sendPrimaryAction() {
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action {
            UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
        } else if let storyboardTrigger {
            storyboardTrigger.perform(sender: self)
        } else if menu != nil, let window = UIApplication.shared.keyWindow {
            // A bar item has no frame here: the menu hangs from the top trailing corner of the safe area.
            let safeArea = window.bounds.inset(by: window.safeAreaInsets)
            let anchor = CGPoint(x: safeArea.maxX, y: safeArea.minY + 44)
            MenuPresentation.present(
                in: window, source: .barButtonItem(self), anchor: anchor,
                sourceFrame: CGRect(origin: anchor, size: .zero))
        }
    }
}
