import UIKit

/// AdaptivePhotos' pattern: a question every controller answers, overridden by the ones that know better.
extension UIViewController {
    @objc func containsPhoto(_ photo: String) -> Bool {
        false
    }

    @objc func describeShowing() -> String { "plain" }
}
