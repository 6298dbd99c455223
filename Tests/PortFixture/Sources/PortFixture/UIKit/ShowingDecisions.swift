import UIKit

/// AdaptivePhotos' pattern: a question every controller answers, overridden by the ones that know better.
extension UIViewController {
    @objc func containsPhoto(_ photo: String) -> Bool {
        false
    }

    @objc func describeShowing() -> String { "plain" }

    @objc func showingPushes() -> Bool { false }
}

/// A UIKit container answers in an extension of its own, with `@objc override`, as AdaptivePhotos'
/// `UISplitViewController` and `UINavigationController` extensions do.
extension UINavigationController {
    @objc override func showingPushes() -> Bool { true }
}
