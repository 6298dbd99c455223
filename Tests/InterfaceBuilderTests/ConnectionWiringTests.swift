import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

/// A controller whose outlets and actions the Connections storyboard wires, with a hand-written table.
final class WiredViewController: UIViewController {
    var titleLabel: UILabel!
    var saveButton: UIButton?
    var buttons: [UIButton]!
    var log: [String] = []

    func save(_ sender: UIButton) { log.append("save \(sender.title(for: .normal) ?? "-")") }
    func refresh() { log.append("refresh") }

    override class var messageTable: MessageTable {
        var table = super.messageTable
        table.addOutlet("titleLabel") { (target: WiredViewController, arguments) in
            target.titleLabel = try arguments.value(0)
        }
        table.addOutlet("saveButton") { (target: WiredViewController, arguments) in
            target.saveButton = try arguments.value(0)
        }
        table.addOutletCollection("buttons") { (target: WiredViewController, arguments) in
            target.buttons = try arguments.value(0)
        }
        table.addMethod("save:") { (target: WiredViewController, arguments) in try target.save(arguments.value(0)) }
        table.addMethod("refresh") { (target: WiredViewController, _) in target.refresh() }
        return table
    }
}

/// A view with inspectable properties.
final class RoundedView: UIView {
    var cornerRadius: CGFloat = 0
    var isBordered = false
    var badge: String?

    override class var messageTable: MessageTable {
        var table = super.messageTable
        table.addInspectable("cornerRadius") { (target: RoundedView, arguments) in
            target.cornerRadius = try arguments.value(0)
        }
        table.addInspectable("isBordered") { (target: RoundedView, arguments) in
            target.isBordered = try arguments.value(0)
        }
        table.addInspectable("badge") { (target: RoundedView, arguments) in target.badge = try arguments.value(0) }
        return table
    }
}

/// Storyboards connect outlets, outlet collections and actions and apply runtime attributes through message tables.
@MainActor
@Suite struct ConnectionWiringTests {
    init() {
        InterfaceBuilder.register(WiredViewController.self, forCustomClass: "WiredViewController")
        InterfaceBuilder.register(RoundedView.self, forCustomClass: "RoundedView")
    }

    func loaded() throws -> (WiredViewController, [UIKitDiagnostic]) {
        let storyboard = try UIStoryboard(contentsOf: Fixtures.url("Connections.storyboard"))
        let controller = try #require(storyboard.instantiateInitialViewController() as? WiredViewController)
        let diagnostics = UIKitDiagnostics.capture { controller.loadViewIfNeeded() }
        return (controller, diagnostics)
    }

    @Test func outletsAndCollectionsAreSetInDocumentOrder() throws {
        let (controller, _) = try loaded()
        let objects = try #require(controller.interfaceBuilderObjects)
        #expect(controller.titleLabel === objects.view(withIBID: "wir-lb-001"))
        #expect(controller.buttons.map { $0.title(for: .normal) } == ["Refresh", "Save"])
    }

    @Test func actionsReachTheControllerDirectlyAndThroughTheFirstResponder() throws {
        let (controller, _) = try loaded()
        let objects = try #require(controller.interfaceBuilderObjects)
        let save = try #require(objects.view(withIBID: "wir-bt-001") as? UIButton)
        let refresh = try #require(objects.view(withIBID: "wir-bt-002") as? UIButton)
        #expect(save.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["save:"])
        #expect(refresh.actions(forTarget: nil, forControlEvent: .primaryActionTriggered) == ["refresh"])
        save.sendActions(for: .touchUpInside)
        refresh.sendActions(for: .primaryActionTriggered)
        #expect(controller.log == ["save Save", "refresh"])
    }

    @Test func runtimeAttributesSetInspectableProperties() throws {
        let (controller, _) = try loaded()
        let view = try #require(controller.interfaceBuilderObjects?.view(withIBID: "wir-bd-001") as? RoundedView)
        #expect(view.cornerRadius == CGFloat(8))
        #expect(view.isBordered)
        #expect(view.badge == "New")
    }

    @Test func missingPropertiesAndWrongTypesGetUIKitsMessagesAndChangeNothing() throws {
        let (controller, diagnostics) = try loaded()
        #expect(controller.saveButton == nil)
        #expect(
            diagnostics.map(\.description) == [
                "*** Terminating app due to uncaught exception 'NSUnknownKeyException', reason: "
                    + "'[<WiredViewController> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                    + "for the key missingLabel.'",
                "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
                    + "'[<WiredViewController> setValue:forKey:] saveButton: argument 0 is a UILabel, not Optional<UIButton>'",
                "Runtime attribute 'borderColor' of type 'color' is not supported; it was not set.",
                "*** Terminating app due to uncaught exception 'NSUnknownKeyException', reason: "
                    + "'[<RoundedView> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                    + "for the key shadowRadius.'",
            ])
    }
}
