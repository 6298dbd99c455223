@_spi(AdaptiveKit) import AdaptiveKit
import Foundation
import Testing

/// A controller whose message table is written by hand, as the port would generate it.
@MainActor
final class ActionController: UIViewController {
    var log: [String] = []

    func save(_ sender: Any?) { log.append("save(\(sender.map { "\(type(of: $0))" } ?? "nil"))") }
    func refresh() { log.append("refresh") }
    func pressed(_ sender: UIButton, forEvent event: UIEvent?) { log.append("pressed(\(sender.tag))") }

    override class var messageTable: MessageTable {
        var table = super.messageTable
        table.addMethod("save:") { (target: ActionController, arguments) in try target.save(arguments.value(0)) }
        table.addMethod("refresh") { (target: ActionController, _) in target.refresh() }
        table.addMethod("pressed:forEvent:") { (target: ActionController, arguments) in
            try target.pressed(arguments.value(0), forEvent: arguments.value(1))
        }
        return table
    }
}

/// A subclass that overrides one action and inherits the others.
@MainActor
final class OverridingController: UIViewController {
    var log: [String] = []
    func refresh() { log.append("overridden refresh") }

    override class var messageTable: MessageTable {
        var table = super.messageTable
        table.addMethod("refresh") { (target: OverridingController, _) in target.refresh() }
        return table
    }
}

/// A plain object (not a responder) that adopts the table itself.
@MainActor
final class NotificationObserver: NSObject, MessageReceiving {
    var received: [String] = []
    func changed(_ notification: Notification) { received.append(notification.name.rawValue) }

    static var messageTable: MessageTable {
        var table = MessageTable()
        table.addMethod("changed:") { (target: NotificationObserver, arguments) in
            try target.changed(arguments.value(0))
        }
        return table
    }
}

@MainActor
struct TargetActionTests {
    @Test func targetActionPairsAreSentInOrderAndCanBeListedAndRemoved() {
        let controller = ActionController()
        let button = UIButton(type: .system)
        button.tag = 7
        button.addTarget(controller, action: Selector("save:"), for: .touchUpInside)
        button.addTarget(controller, action: Selector("pressed:forEvent:"), for: [.touchUpInside, .valueChanged])
        button.addTarget(controller, action: Selector("save:"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(controller.log == ["save(UIButton)", "pressed(7)", "pressed(7)"])
        #expect(
            button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["save:", "pressed:forEvent:"])
        #expect(button.actions(forTarget: controller, forControlEvent: .valueChanged) == ["pressed:forEvent:"])
        #expect(button.allTargets == [AnyHashable(controller)])
        #expect(button.allControlEvents == [.touchUpInside, .valueChanged])

        button.removeTarget(controller, action: Selector("pressed:forEvent:"), for: .touchUpInside)
        #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["save:"])
        button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(button.allTargets.isEmpty)
        #expect(button.actions(forTarget: controller, forControlEvent: .allEvents) == nil)
    }

    @Test func targetsAreHeldWeakly() {
        let button = UIButton(type: .system)
        var controller: ActionController? = ActionController()
        button.addTarget(controller, action: Selector("refresh"), for: .touchUpInside)
        controller = nil
        let diagnostics = DiagnosticLog.capture { button.sendActions(for: .touchUpInside) }
        #expect(diagnostics.isEmpty)
        #expect(button.allTargets.isEmpty)
    }

    @Test func actionsRunWithTheControlAsSenderAndReplaceBySameIdentifier() {
        var log: [String] = []
        let button = UIButton(
            primaryAction: UIAction(title: "Share") { action in
                log.append("share from \(action.sender.map { "\(type(of: $0))" } ?? "nil")")
            })
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Share")
        button.sendActions(for: .touchUpInside)
        #expect(log.isEmpty, "the primary action is registered for primaryActionTriggered only")
        button.sendActions(for: .primaryActionTriggered)
        #expect(log == ["share from UIButton"])

        let first = UIAction(identifier: UIAction.Identifier("reload")) { _ in log.append("first") }
        let second = UIAction(identifier: UIAction.Identifier("reload")) { _ in log.append("second") }
        button.addAction(first, for: .valueChanged)
        button.addAction(second, for: .valueChanged)
        button.sendActions(for: .valueChanged)
        button.removeAction(identifiedBy: UIAction.Identifier("reload"), for: .valueChanged)
        button.sendActions(for: .valueChanged)
        #expect(log == ["share from UIButton", "second"])
        #expect(second.sender == nil, "sender is set only while the handler runs")
    }

    @Test func nilTargetsWalkTheResponderChainToTheController() throws {
        let parent = ActionController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let button = UIButton(type: .system)
        child.view.addSubview(button)
        button.addTarget(nil, action: Selector("save:"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(parent.log == ["save(UIButton)"])
        #expect(button.allTargets.map { $0.base is NSNull } == [true])
        #expect(button.target(forAction: Selector("save:"), withSender: nil) as? ActionController === parent)
        #expect(child.canPerformAction(Selector("save:"), withSender: nil) == false)
        #expect(parent.canPerformAction(Selector("save:"), withSender: nil))
        #expect(child.targetViewController(forAction: Selector("save:"), sender: nil) === parent)
    }

    @Test func theChainEndsAtTheWindowTheApplicationAndItsDelegate() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var log: [String] = []
            override class var messageTable: MessageTable {
                var table = super.messageTable
                table.addMethod("refresh") { (target: Delegate, _) in target.log.append("delegate refresh") }
                return table
            }
        }
        let delegate = Delegate()
        let previous = UIApplication.shared.delegate
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = previous }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let button = UIButton(type: .system)
        root.view.addSubview(button)
        #expect(UIApplication.shared.sendAction(Selector("refresh"), to: nil, from: button, for: nil))
        #expect(delegate.log == ["delegate refresh"])
        #expect(root.targetViewController(forAction: Selector("refresh"), sender: nil) == nil)
    }

    @Test func overridesReplaceInheritedEntries() {
        let controller = OverridingController()
        #expect(UIApplication.shared.sendAction(Selector("refresh"), to: controller, from: nil, for: nil))
        #expect(controller.log == ["overridden refresh"])
        #expect(OverridingController.messageTable.selectorNames == ["refresh"])
        #expect(ActionController.messageTable.selectorNames == ["pressed:forEvent:", "refresh", "save:"])
    }

    @Test func anActionNobodyAnswersChangesNothingAndWarns() {
        let controller = ActionController()
        let button = UIButton(type: .system)
        controller.view.addSubview(button)
        var handled = true
        let diagnostics = DiagnosticLog.capture {
            handled = UIApplication.shared.sendAction(Selector("archive:"), to: nil, from: button, for: nil)
        }
        #expect(handled == false)
        #expect(controller.log.isEmpty)
        #expect(
            diagnostics == [
                DiagnosticLog.Entry(
                    kind: .warning, message: "No responder handles the action archive: sent by UIButton.")
            ])
    }

    @Test func aTargetWithoutTheMethodGetsUIKitsUnrecognizedSelectorException() {
        let controller = ActionController()
        let diagnostics = DiagnosticLog.capture {
            #expect(UIApplication.shared.sendAction(Selector("archive:"), to: controller, from: nil, for: nil) == false)
        }
        #expect(
            diagnostics == [
                DiagnosticLog.Entry(
                    kind: .exception, name: "NSInvalidArgumentException",
                    message: "-[ActionController archive:]: unrecognized selector sent to instance")
            ])
    }

    @Test func anArgumentOfTheWrongTypeIsReportedAndNotPassed() {
        let controller = ActionController()
        let item = UIBarButtonItem(
            barButtonSystemItem: .save, target: controller, action: Selector("pressed:forEvent:"))
        let diagnostics = DiagnosticLog.capture { DeviceSimulator.tap(item) }
        #expect(controller.log.isEmpty)
        #expect(
            diagnostics.map(\.message) == [
                "-[ActionController pressed:forEvent:]: argument 0 is a UIBarButtonItem, not UIButton"
            ])
    }

    @Test func barButtonItemsSendTheirActionOrRunTheirPrimaryAction() {
        let controller = ActionController()
        let save = UIBarButtonItem(title: "Save", style: .done, target: controller, action: Selector("save:"))
        DeviceSimulator.tap(save)
        #expect(controller.log == ["save(UIBarButtonItem)"])
        // A nil target goes up the chain from the controller whose navigation item holds the item.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let refresh = UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: Selector("refresh"))
        controller.navigationItem.rightBarButtonItem = refresh
        DeviceSimulator.tap(refresh)
        #expect(controller.log == ["save(UIBarButtonItem)", "refresh"])

        var ran: [String] = []
        let share = UIBarButtonItem(primaryAction: UIAction(title: "Share") { _ in ran.append("share") })
        #expect(share.title == "Share")
        share.target = controller
        share.action = Selector("refresh")
        DeviceSimulator.tap(share)
        #expect(ran == ["share"], "the primary action wins over target and action")
        #expect(controller.log.count == 2)
    }

    @Test func selectorObserversAreCalledUntilRemoved() {
        let center = NotificationCenter()
        let name = Notification.Name("Changed")
        let observer = NotificationObserver()
        center.addObserver(observer, selector: Selector("changed:"), name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(observer.received == ["Changed"])
        center.removeObserver(observer)
        center.post(name: name, object: nil)
        #expect(observer.received == ["Changed"])
    }

    @Test func aSelectorTheObserverLacksGetsTheExceptionWhenPosted() {
        let center = NotificationCenter()
        let name = Notification.Name("Changed")
        let observer = NotificationObserver()
        center.addObserver(observer, selector: Selector("missing:"), name: name, object: nil)
        let diagnostics = DiagnosticLog.capture { center.post(name: name, object: nil) }
        #expect(
            diagnostics.map(\.message) == ["-[NotificationObserver missing:]: unrecognized selector sent to instance"])
        center.removeObserver(observer)
    }
}
