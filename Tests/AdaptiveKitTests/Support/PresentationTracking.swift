import Foundation

@testable import AdaptiveKit

/// One history of presentation callbacks, as strings, for whole-list comparisons (UIKit's order matters, so tests
/// compare whole histories rather than single calls).
@MainActor
final class CallLog {
    var calls: [String] = []
    func record(_ call: String) { calls.append(call) }

    /// The calls so far, clearing the log.
    func take() -> [String] {
        defer { calls.removeAll() }
        return calls
    }
}

/// A controller that records its appearance callbacks with UIKit's presentation flags.
class RecordingController: UIViewController {
    let name: String
    let log: CallLog
    var recordsTraits = false

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).viewWillAppear" + (isBeingPresented ? " (being presented)" : ""))
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name).viewDidAppear" + (isBeingPresented ? " (being presented)" : ""))
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name).viewWillDisappear" + (isBeingDismissed ? " (being dismissed)" : ""))
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name).viewDidDisappear" + (isBeingDismissed ? " (being dismissed)" : ""))
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard recordsTraits else { return }
        log.record("\(name).traitCollectionDidChange(\(sizeClasses(traitCollection)))")
    }
    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        if recordsTraits { log.record("\(name).willTransition(to: \(sizeClasses(newCollection)))") }
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        if recordsTraits { log.record("\(name).viewWillTransition(to: \(size.width)x\(size.height))") }
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// A delegate that records every call and answers as configured; an NSObject, as most UIKit delegates are.
final class RecordingPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    let log: CallLog
    var shouldDismiss = true

    init(log: CallLog) { self.log = log }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.record("shouldDismiss")
        return shouldDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.record("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.record("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.record("didAttemptToDismiss")
    }
}

/// A delegate that answers the adaptation questions and records what it was asked and told.
final class AdaptationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    let log: CallLog
    var style: (UITraitCollection) -> UIModalPresentationStyle
    var replacement: ((UIPresentationController, UIModalPresentationStyle) -> UIViewController?)?

    init(log: CallLog, style: @escaping (UITraitCollection) -> UIModalPresentationStyle) {
        self.log = log
        self.style = style
    }

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        let answer = style(traitCollection)
        log.record("adaptivePresentationStyle(\(sizeClasses(traitCollection))) -> \(answer)")
        return answer
    }

    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        replacement?(controller, style)
    }

    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        log.record("willPresentWithAdaptiveStyle(\(style), coordinator: \(transitionCoordinator != nil))")
    }
}

extension DeviceSimulator {
    /// A simulator with a recording root controller, using a presentation behaviour.
    static func presenting(
        _ device: String, orientation: DeviceOrientation = .portrait, multitasking: MultitaskingSize? = nil,
        behavior: PresentationBehavior = .iOS13, root: UIViewController
    ) throws -> DeviceSimulator {
        let simulator = try DeviceSimulator(
            deviceNamed: device, orientation: orientation, multitasking: multitasking, rootViewController: root)
        simulator.presentationBehavior = behavior
        return simulator
    }
}
