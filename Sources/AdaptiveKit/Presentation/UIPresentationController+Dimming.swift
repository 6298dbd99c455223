import Foundation

/// The dimming view of the built-in presentations (UIKit's private `UIDimmingView`). Sheets and
/// popovers dim what is behind them with 0.4 black, alerts with 0.2; this one piece of code makes
/// the view and lays it out, each built-in controller only says how dark it is and when it shows.
extension UIPresentationController {
    /// Puts a dimming view of `alpha` black under everything in the container.
    func installDimmingView(alpha: CGFloat) {
        guard let container = containerView else { return }
        let dimming = UIView(frame: container.bounds)
        dimming.accessibilityIdentifier = "dimming"
        dimming.backgroundColor = UIColor(white: 0, alpha: alpha)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimming, at: 0)
        systemDimmingView = dimming
    }

    /// Fits the dimming view to the container and shows it only when `visible`.
    func layoutDimmingView(visible: Bool) {
        guard let systemDimmingView, let container = containerView else { return }
        systemDimmingView.frame = container.bounds
        systemDimmingView.isHidden = !visible
    }
}
