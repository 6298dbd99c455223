import UIKit

@IBDesignable
class RoundedView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 0
    @IBInspectable var isBordered: Bool = false
}

/// Not a responder: starts its own table.
class PhotoObserver: NSObject {
    var received: [String] = []

    @objc func photosChanged(_ notification: Notification) {
        received.append(notification.name.rawValue)
    }
}
