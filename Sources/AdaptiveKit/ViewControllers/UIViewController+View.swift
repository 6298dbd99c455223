import Foundation

extension UIViewController {
    /// The root view if it has loaded, without loading it.
    public var viewIfLoaded: UIView? { isViewLoaded ? view : nil }

    /// Whether the root view has loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the root view now if it has not loaded.
    public func loadViewIfNeeded() {
        // A loadView that reads `view` would otherwise recurse forever.
        guard loadedView == nil, !isLoadingView else { return }
        predictTraitsBeforeLoadingView()
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil {
            // UIKit would crash on a loadView that sets no view; keep going with a plain one.
            DiagnosticLog.warn("\(type(of: self)).loadView() did not set a view; a plain UIView was used")
            view = UIView(frame: UIScreen.main.bounds)
        }
        viewDidLoad()
    }

    /// The horizontal system minimum margin for the device and orientation the controller is shown in.
    var systemMinimumHorizontalMargin: CGFloat {
        if let window = viewIfLoaded?.window ?? hostWindow {
            return window.screen.device.systemMinimumHorizontalMargin[window.screen.orientation]
        }
        return traitCollection.horizontalSizeClass == .regular ? 20 : 16
    }

    /// What the controller adds to its root view's safe area: `additionalSafeAreaInsets`, plus what its
    /// container adds for its chrome (a navigation bar above it, a tab bar below it).
    var safeAreaInsetsAddedByController: UIEdgeInsets {
        additionalSafeAreaInsets + (parent?.safeAreaInsets(forChild: self) ?? .zero)
    }
}
