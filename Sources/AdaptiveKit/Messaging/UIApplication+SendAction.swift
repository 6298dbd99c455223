import Foundation

extension UIApplication {
    /// Sends an action message, like UIKit's `sendAction(_:to:from:for:)`: to `target`, or with a nil
    /// target to the first object up the responder chain whose `target(forAction:withSender:)` answers.
    ///
    /// The chain starts at the key window's first responder, as on iOS. Without one, it starts at the sender
    /// when it is a responder (a control), at the controller whose navigation item holds it for a bar button
    /// item, and at the key window otherwise (see Deviations.md). Returns whether some object handled the action; a chain that nobody
    /// answers changes nothing and records a warning (UIKit is silent; see Deviations.md). A target
    /// without the method gets UIKit's unrecognized-selector exception, recorded.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let arguments: [Any?] = [sender, event]
        if let target {
            return MessageTable.send(action, to: target as AnyObject, arguments: arguments)
        }
        guard let first = chainStart(for: sender),
            let found = first.target(forAction: action, withSender: sender)
        else {
            DiagnosticLog.warn("No responder handles the action \(action.name) sent by \(describe(sender)).")
            return false
        }
        return MessageTable.send(action, to: found as AnyObject, arguments: arguments)
    }

    private func describe(_ sender: Any?) -> String {
        sender.map { MessageTable.className(of: $0) } ?? "nil"
    }

    /// Where a nil-targeted action starts up the responder chain.
    private func chainStart(for sender: Any?) -> UIResponder? {
        if let firstResponder = (keyWindow ?? windows.first)?.firstResponder { return firstResponder }
        if let responder = sender as? UIResponder { return responder }
        if let item = sender as? UIBarButtonItem {
            for window in windows {
                if let owner = window.rootViewController.flatMap({ Self.controller(holding: item, from: $0) }) {
                    return owner
                }
            }
            // An item of a toolbar view (not a navigation controller's) starts at that toolbar.
            for window in windows {
                if let toolbar = Self.toolbar(holding: item, in: window) { return toolbar }
            }
        }
        return keyWindow ?? windows.first
    }

    private static func toolbar(holding item: UIBarButtonItem, in window: UIWindow) -> UIToolbar? {
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            if let toolbar = view as? UIToolbar, toolbar.items?.contains(where: { $0 === item }) == true {
                return toolbar
            }
            pending += view.subviews
        }
        return nil
    }

    private static func controller(holding item: UIBarButtonItem, from root: UIViewController)
        -> UIViewController?
    {
        // Depth first, children before what a controller presents, with an explicit stack: a controller tree made in
        // code may nest deeper than the thread's stack.
        var pending = [root]
        while let controller = pending.popLast() {
            let navigationItem = controller.navigationItem
            let items =
                (navigationItem.leftBarButtonItems ?? []) + (navigationItem.rightBarButtonItems ?? [])
                + [navigationItem.backBarButtonItem].compactMap { $0 } + (controller.toolbarItems ?? [])
            if items.contains(where: { $0 === item }) {
                return controller
            }
            pending.append(
                contentsOf: (controller.children + [controller.presentedViewController].compactMap { $0 }).reversed())
        }
        return nil
    }
}
