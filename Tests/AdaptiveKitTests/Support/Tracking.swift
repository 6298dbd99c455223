import Foundation

@testable import AdaptiveKit

/// One callback a tracking object saw, compared as a whole history (UIKit's order matters, so tests compare whole
/// histories rather than single calls).
enum Event: Equatable, CustomStringConvertible {
    case willTransitionTraits(String, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
    case viewWillTransition(String, size: CGSize)
    case traitCollectionDidChange(String, previous: String)
    case alongside(String)
    case completion(String)
    case viewWillLayoutSubviews(String)
    case layoutSubviews(String)
    case viewDidLayoutSubviews(String)
    case viewSafeAreaInsetsDidChange(String)
    case viewLayoutMarginsDidChange(String)
    case viewDidLoad(String)
    case viewWillAppear(String, moving: Bool)
    case viewDidAppear(String)
    case viewWillDisappear(String, moving: Bool)
    case viewDidDisappear(String)
    case willMoveToParent(String, String?)
    case didMoveToParent(String, String?)

    var description: String {
        switch self {
        case let .willTransitionTraits(name, h, v): "\(name).willTransition(to: \(h)/\(v))"
        case let .viewWillTransition(name, size): "\(name).viewWillTransition(to: \(size.width)x\(size.height))"
        case let .traitCollectionDidChange(name, previous): "\(name).traitCollectionDidChange(previous: \(previous))"
        case let .alongside(name): "\(name).alongside"
        case let .completion(name): "\(name).completion"
        case let .viewWillLayoutSubviews(name): "\(name).viewWillLayoutSubviews"
        case let .layoutSubviews(name): "\(name).layoutSubviews"
        case let .viewDidLayoutSubviews(name): "\(name).viewDidLayoutSubviews"
        case let .viewSafeAreaInsetsDidChange(name): "\(name).viewSafeAreaInsetsDidChange"
        case let .viewLayoutMarginsDidChange(name): "\(name).viewLayoutMarginsDidChange"
        case let .viewDidLoad(name): "\(name).viewDidLoad"
        case let .viewWillAppear(name, moving): "\(name).viewWillAppear" + (moving ? " (moving to parent)" : "")
        case let .viewDidAppear(name): "\(name).viewDidAppear"
        case let .viewWillDisappear(name, moving): "\(name).viewWillDisappear" + (moving ? " (moving from parent)" : "")
        case let .viewDidDisappear(name): "\(name).viewDidDisappear"
        case let .willMoveToParent(name, parent): "\(name).willMove(toParent: \(parent ?? "nil"))"
        case let .didMoveToParent(name, parent): "\(name).didMove(toParent: \(parent ?? "nil"))"
        }
    }
}

/// The shared history several tracking objects write to.
@MainActor
final class EventLog {
    var events: [Event] = []
    func record(_ event: Event) { events.append(event) }
}

/// A controller that records every adaptive callback and registers coordinator blocks.
class TrackingViewController: UIViewController {
    let name: String
    let log: EventLog
    var usesCoordinator = true

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        let view = TrackingView(name: "\(name).view", log: log)
        view.frame = UIScreen.main.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        log.record(
            .willTransitionTraits(
                name, horizontal: newCollection.horizontalSizeClass, vertical: newCollection.verticalSizeClass))
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.record(.viewWillTransition(name, size: size))
        if usesCoordinator {
            coordinator.animate(
                alongsideTransition: { [log, name] _ in log.record(.alongside(name)) },
                completion: { [log, name] _ in log.record(.completion(name)) })
        }
        super.viewWillTransition(to: size, with: coordinator)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.record(.traitCollectionDidChange(name, previous: sizeClasses(previousTraitCollection)))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record(.viewDidLoad(name))
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record(.viewWillAppear(name, moving: isMovingToParent))
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record(.viewDidAppear(name))
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record(.viewWillDisappear(name, moving: isMovingFromParent))
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record(.viewDidDisappear(name))
    }
    override func viewWillLayoutSubviews() { log.record(.viewWillLayoutSubviews(name)) }
    override func viewDidLayoutSubviews() { log.record(.viewDidLayoutSubviews(name)) }
    override func viewSafeAreaInsetsDidChange() { log.record(.viewSafeAreaInsetsDidChange(name)) }
    override func viewLayoutMarginsDidChange() { log.record(.viewLayoutMarginsDidChange(name)) }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.record(.willMoveToParent(name, parentName(parent)))
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.record(.didMoveToParent(name, parentName(parent)))
    }
}

/// A view that records trait changes and layout.
final class TrackingView: UIView {
    let name: String
    let log: EventLog

    init(name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log.record(.traitCollectionDidChange(name, previous: sizeClasses(previousTraitCollection)))
    }

    override func layoutSubviews() { log.record(.layoutSubviews(name)) }
}

/// A container that embeds one child full-frame with UIKit's four containment steps.
final class TrackingContainer: TrackingViewController {
    let child: UIViewController

    init(_ name: String, child: UIViewController, log: EventLog) {
        self.child = child
        super.init(name, log: log)
        adopt(child)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        showFullFrame(child)
    }
}

/// `Compact/Regular` (horizontal/vertical), or `nil` for no previous collection.
func sizeClasses(_ traits: UITraitCollection?) -> String {
    guard let traits else { return "nil" }
    return "\(traits.horizontalSizeClass)/\(traits.verticalSizeClass)"
}

/// A tracking controller's name, or the class name of another controller.
@MainActor
func parentName(_ parent: UIViewController?) -> String? {
    guard let parent else { return nil }
    return (parent as? TrackingViewController)?.name ?? String(describing: type(of: parent))
}

extension UIViewController {
    /// Adds a child and tells it it moved: the bookends of UIKit's four containment steps.
    func adopt(_ child: UIViewController) {
        addChild(child)
        child.didMove(toParent: self)
    }

    /// Puts a child's view full-frame in this controller's view, resizing with it.
    func showFullFrame(_ child: UIViewController) {
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
    }
}
