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
    /// What `perform()` does: the handler given at creation, or for a storyboard's segue the behaviour of
    /// its kind (so a custom class's `super.perform()` shows, presents or pushes).
    package final var performHandler: (@MainActor (UIStoryboardSegue) -> Void)?

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

    /// Runs the transition: for a segue a storyboard made, what its kind does (a custom class calling
    /// `super.perform()` gets it too); for one made in code with `init(identifier:source:destination:)`,
    /// nothing unless a subclass overrides it, as in UIKit.
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
    /// Performs the segues the scene connects to the object with Interface Builder id `triggerID` (its
    /// selection segues, or its accessory-button segues), each asked, prepared and performed with `sender`;
    /// empty when the scene connects none.
    func performSegues(
        triggeredBy triggerID: String, accessory: Bool, sender: AnyObject, source: UIViewController
    ) -> [UIStoryboardSegue]
}

/// A bar button item a storyboard connected to segues: its id, and the controller whose scene holds them.
@MainActor
package struct StoryboardTrigger {
    package let id: String
    package weak var controller: UIViewController?

    package init(id: String, controller: UIViewController) {
        self.id = id
        self.controller = controller
    }

    /// Performs the item's segues with the item as sender.
    func perform(sender: AnyObject) {
        guard let controller else { return }
        _ = controller.storyboardSource?.performSegues(
            triggeredBy: id, accessory: false, sender: sender, source: controller)
    }
}

extension UIView {
    /// Does what a tap on a control or cell that a storyboard connected to segues does in UIKit: the
    /// nearest controller up the responder chain whose scene holds them asks
    /// `shouldPerformSegue(withIdentifier:sender:)`, prepares and performs each, with this view as sender.
    @discardableResult
    package func performStoryboardSegues(accessory: Bool = false) -> [UIStoryboardSegue] {
        guard let id = storyboardTriggerID else { return [] }
        var responder = next
        while let current = responder {
            if let controller = current as? UIViewController, let source = controller.storyboardSource {
                let performed = source.performSegues(
                    triggeredBy: id, accessory: accessory, sender: self, source: controller)
                if !performed.isEmpty { return performed }
            }
            responder = current.next
        }
        return []
    }
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
