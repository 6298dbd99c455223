import Foundation

extension UIResponder {
    /// The window whose first responder this responder can be: a view's window, a controller's view's.
    var responderWindow: UIWindow? {
        switch self {
        case let view as UIView: view.window
        case let controller as UIViewController: controller.viewIfLoaded?.window
        default: nil
        }
    }

    /// The view that stands for this responder in the view tree: itself, or a controller's view.
    var responderView: UIView? {
        switch self {
        case let view as UIView: view
        case let controller as UIViewController: controller.viewIfLoaded
        default: nil
        }
    }

    /// Whether a resignation in progress is forced (`endEditing(true)`, the responder leaving its window): a text
    /// field then ends editing without asking its delegate, as UIKit's does.
    static var isForcingResignation: Bool {
        get { FirstResponderState.forcing }
        set { FirstResponderState.forcing = newValue }
    }

    /// Makes the responder resign without being asked whether it may.
    @discardableResult
    func forceResignation() -> Bool {
        let wasForcing = Self.isForcingResignation
        Self.isForcingResignation = true
        defer { Self.isForcingResignation = wasForcing }
        let resigned = resignFirstResponder()
        // An override that refuses even a forced end still loses the status, as when UIKit removes it.
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return resigned
    }
}

@MainActor
private enum FirstResponderState {
    static var forcing = false
}

extension UIView {
    /// Makes the first responder inside this view (itself included) resign, like UIKit's `endEditing(_:)`:
    /// asked, or made to when `force` is true. Returns whether one resigned (false when none was inside).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder, let view = responder.responderView,
            view.isDescendant(of: self)
        else { return false }
        if force { return responder.forceResignation() }
        return responder.canResignFirstResponder && responder.resignFirstResponder()
    }

    /// The first responder leaves with its view (removed from the window, or hidden): UIKit ends its editing
    /// without asking.
    func resignFirstResponderInside() {
        guard let window, let responder = window.firstResponder, let view = responder.responderView,
            view.isDescendant(of: self)
        else { return }
        responder.forceResignation()
    }
}
