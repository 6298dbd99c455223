import Foundation

extension UIBarButtonItem {
    /// What a tap does: run `primaryAction`, or send `action` to `target` (up the responder chain when nil),
    /// or perform the segues a storyboard connected to the item (UIKit makes them its target and action).
    package func sendPrimaryAction() {
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action {
            UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
        } else if let storyboardTrigger {
            storyboardTrigger.perform(sender: self)
        }
    }
}
