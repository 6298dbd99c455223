import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

extension LayoutFidelity {
    /// The computed frame to compare with a stored one: a table row's size at its stored origin, because
    /// where the canvas puts rows follows its section spacing (header and footer heights that changed with
    /// Xcode versions and are not modeled here), while a row's size and everything inside it are the run
    /// time's. Other views' frames as computed.
    static func comparedFrame(of view: UIView, stored: CGRect) -> CGRect {
        guard view is UITableViewCell, view.superview is UITableView else { return view.frame }
        return CGRect(origin: stored.origin, size: view.frame.size)
    }
}
