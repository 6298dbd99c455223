import Foundation

/// A transition between two controllers that a storyboard describes, like UIKit's `UIStoryboardSegue`.
///
/// The storyboard makes one for each `performSegue(withIdentifier:sender:)` (and for each
/// embed), hands it to the source's `prepare(for:sender:)`, then calls `perform()`.
@MainActor
open class UIStoryboardSegue: NSObject {
    /// The identifier the storyboard gave the segue, nil when it has none.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    private let performHandler: (@MainActor (UIStoryboardSegue) -> Void)?

    /// Creates a segue; `perform()` does nothing unless a subclass overrides it, as in UIKit.
    ///
    /// Required, so that a storyboard can make a segue's `customClass` from its registered type.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// Creates a segue whose `perform()` runs `performHandler`, like UIKit's block-based initializer.
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = { _ in performHandler() }
        super.init()
    }

    /// Runs the transition.
    open func perform() {
        performHandler?(self)
    }
}

/// What a controller made from a storyboard asks of that storyboard, so that the view and segue
/// members UIKit declares on `UIViewController` work without AdaptiveKit knowing the file format.
///
/// `InterfaceBuilder`'s `UIStoryboard` sets one on each controller it instantiates.
@MainActor
package protocol StoryboardSource: AnyObject {
    /// Builds and installs `controller`'s view from the scene (and performs its embed segues);
    /// false when the scene holds no view, so the default `loadView()` makes a plain one.
    func loadView(for controller: UIViewController) -> Bool
    /// The segue the scene names `identifier`, ready to prepare and perform; nil when there is none.
    func segue(withIdentifier identifier: String, source: UIViewController, sender: Any?) -> UIStoryboardSegue?
}

extension UIViewController {
    /// `performSegue(withIdentifier:sender:)`'s work: find, prepare, perform, or UIKit's exception.
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let segue = storyboardSource?.segue(withIdentifier: identifier, source: self, sender: sender) else {
            DiagnosticLog.raise("Receiver (\(debugName)) has no segue with identifier '\(identifier)'")
            return
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
