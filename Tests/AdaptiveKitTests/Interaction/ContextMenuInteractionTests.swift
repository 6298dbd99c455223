import Foundation
import Testing

@testable import AdaptiveKit

/// A controller whose photo view has a context menu; every delegate call and handler lands in one history.
@MainActor
private final class PhotoController: UIViewController, UIContextMenuInteractionDelegate {
    var events: [String] = []
    let photo = UIView(frame: CGRect(x: 40, y: 200, width: 200, height: 150))
    var menu: () -> UIMenu? = { nil }
    var preview: UIContextMenuContentPreviewProvider?
    var returnsConfiguration = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(photo)
        photo.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func action(_ title: String, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off)
        -> UIAction
    {
        UIAction(title: title, attributes: attributes, state: state) { [unowned self] action in
            events.append("handler \(action.title) sender \((action.sender as? UIView) === photo ? "photo" : "other")")
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        events.append("configuration at \(Int(location.x)),\(Int(location.y))")
        guard returnsConfiguration else { return nil }
        return UIContextMenuConfiguration(
            identifier: NSString(string: "photo"), previewProvider: preview,
            actionProvider: { [unowned self] _ in menu() })
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        events.append("willDisplay \(configuration.identifier as? NSString ?? "?")")
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        events.append("willEnd")
        animator?.addCompletion { [unowned self] in events.append("end completion") }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        events.append("willPerformPreview style \(animator.preferredCommitStyle == .pop ? "pop" : "dismiss")")
        animator.addCompletion { [unowned self] in
            events.append("commit completion \(animator.previewViewController?.title ?? "none")")
        }
    }
}

/// `UIContextMenuInteraction` driven by a finger: a long press asks the delegate and opens the menu; the simulator
/// reads what it shows and chooses items.
@MainActor
@Suite struct ContextMenuInteractionTests {
    private func scene() throws -> (DeviceSimulator, PhotoController) {
        let controller = PhotoController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (simulator, controller)
    }

    @Test func aLongPressAsksTheDelegateAtItsPointAndShowsTheMenu() throws {
        let (simulator, controller) = try scene()
        controller.menu = { [unowned controller] in
            UIMenu(
                title: "Photo",
                children: [
                    controller.action("Copy"),
                    controller.action("Secret", attributes: .hidden),
                    UIMenu(
                        options: .displayInline,
                        children: [
                            controller.action("Favorite", state: .on), controller.action("Hide", attributes: .disabled),
                        ]),
                    UIMenu(title: "Share", children: [controller.action("Mail"), controller.action("Messages")]),
                    controller.action("Delete", attributes: .destructive),
                ])
        }
        simulator.longPress(at: CGPoint(x: 60, y: 230))
        #expect(controller.events == ["configuration at 20,30", "willDisplay photo"])
        let menu = try #require(simulator.openMenu)
        #expect(menu.title == "Photo" && !menu.hasPreview)
        #expect(menu.titles == ["Copy", "Favorite", "Hide", "Share", "Delete"])
        #expect(menu.elements.map(\.kind) == [.action, .inlineGroup, .submenu, .action])
        let group = menu.elements[1].children
        #expect(group.map(\.state) == [.on, .off] && group[1].attributes == .disabled)
        #expect(menu.elements[2].children.map(\.title) == ["Mail", "Messages"])
        #expect(menu.elements[3].attributes == .destructive)
        // Rows 44 points high in a 250-point panel under the press, inline groups set off by 8 points.
        let frames = [menu.elements[0].frame, group[0].frame, group[1].frame, menu.elements[2].frame]
        #expect(frames.map(\.height) == [44, 44, 44, 44] && frames.allSatisfy { $0.width == 250 })
        #expect(group[0].frame.minY - menu.elements[0].frame.maxY == 8)
        #expect(menu.elements[2].frame.minY - group[1].frame.maxY == 8)
    }

    @Test func choosingAnActionClosesTheMenuThenRunsItsHandler() throws {
        let (simulator, controller) = try scene()
        controller.menu = { [unowned controller] in UIMenu(children: [controller.action("Copy")]) }
        simulator.longPress(at: CGPoint(x: 100, y: 250))
        controller.events = []
        #expect(simulator.chooseMenuItem(titled: "Copy"))
        #expect(controller.events == ["willEnd", "end completion", "handler Copy sender photo"])
        #expect(simulator.openMenu == nil)
    }

    @Test func aDisabledItemRefusesAndTheMenuStays() throws {
        let (simulator, controller) = try scene()
        controller.menu = { [unowned controller] in
            UIMenu(children: [controller.action("Hide", attributes: .disabled), controller.action("Copy")])
        }
        simulator.longPress(at: CGPoint(x: 100, y: 250))
        controller.events = []
        let log = DiagnosticLog.capture {
            #expect(!simulator.chooseMenuItem(titled: "Hide"))
            #expect(!simulator.chooseMenuItem(titled: "Paste"))
        }
        #expect(
            log.map(\.message) == [
                "The menu item \"Hide\" is disabled.",
                "The open menu has no item titled \"Paste\"; it shows \"Hide\", \"Copy\".",
            ])
        #expect(controller.events.isEmpty && simulator.openMenu?.titles == ["Hide", "Copy"])
        // A finger on the disabled row does nothing either.
        let hide = try #require(simulator.openMenu?.elements.first)
        simulator.tap(at: CGPoint(x: hide.frame.midX, y: hide.frame.midY))
        #expect(controller.events.isEmpty && simulator.openMenu != nil)
    }

    @Test func aTapOutsideClosesTheMenuWithoutChoosing() throws {
        let (simulator, controller) = try scene()
        controller.menu = { [unowned controller] in UIMenu(children: [controller.action("Copy")]) }
        simulator.longPress(at: CGPoint(x: 100, y: 250))
        controller.events = []
        simulator.tap(at: CGPoint(x: 5, y: 800))
        #expect(controller.events == ["willEnd", "end completion"])
        #expect(simulator.openMenu == nil)
        // With no menu open, a tap reaches the views again and nothing is left to dismiss.
        #expect(!simulator.dismissMenu())
    }

    @Test func aNilConfigurationOpensNothingAndAShortPressAsksNothing() throws {
        let (simulator, controller) = try scene()
        controller.returnsConfiguration = false
        simulator.longPress(at: CGPoint(x: 100, y: 250))
        #expect(controller.events == ["configuration at 60,50"] && simulator.openMenu == nil)
        controller.events = []
        controller.returnsConfiguration = true
        simulator.longPress(at: CGPoint(x: 100, y: 250), duration: 0.2)
        simulator.tap(at: CGPoint(x: 100, y: 250))
        #expect(controller.events.isEmpty && simulator.openMenu == nil)
    }

    @Test func submenusOpenInPlaceAndKeepsMenuPresentedKeepsItOpen() throws {
        let (simulator, controller) = try scene()
        controller.menu = { [unowned controller] in
            UIMenu(children: [
                UIMenu(
                    title: "Sort", options: .singleSelection,
                    children: [
                        controller.action("Name", state: .on), controller.action("Date"),
                    ]),
                controller.action("Zoom", attributes: .keepsMenuPresented),
            ])
        }
        simulator.longPress(at: CGPoint(x: 100, y: 250))
        controller.events = []
        #expect(simulator.chooseMenuItem(titled: "Zoom"))
        #expect(controller.events == ["handler Zoom sender photo"] && simulator.openMenu?.titles == ["Sort", "Zoom"])
        // Entering the submenu shows its elements; choosing one turns it on and its siblings off.
        let sort = try #require(simulator.openMenu?.elements.first)
        simulator.tap(at: CGPoint(x: sort.frame.midX, y: sort.frame.midY))
        #expect(simulator.openMenu?.title == "Sort" && simulator.openMenu?.titles == ["Name", "Date"])
        controller.events = []
        #expect(simulator.chooseMenuItem(titled: "Date"))
        #expect(controller.events == ["willEnd", "end completion", "handler Date sender photo"])
    }

    @Test func deferredElementsResolveOnceOrEachTimeAndLateAnswersRedraw() throws {
        let (simulator, controller) = try scene()
        var cachedCalls = 0
        var uncachedCalls = 0
        var pending: UIDeferredMenuElement.Completion?
        let cached = UIDeferredMenuElement { completion in
            cachedCalls += 1
            completion([UIAction(title: "Recent") { _ in }])
        }
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedCalls += 1
            pending = completion
        }
        controller.menu = { UIMenu(children: [cached, uncached]) }
        simulator.longPress(at: CGPoint(x: 100, y: 250))
        #expect(simulator.openMenu?.elements.map(\.kind) == [.action, .loading])
        pending?([UIAction(title: "Live 1") { _ in }, UIAction(title: "Live 2") { _ in }])
        #expect(simulator.openMenu?.titles == ["Recent", "Live 1", "Live 2"])
        simulator.dismissMenu()
        simulator.longPress(at: CGPoint(x: 100, y: 250))
        #expect(cachedCalls == 1 && uncachedCalls == 2)
        #expect(simulator.openMenu?.elements.map(\.kind) == [.action, .loading])
    }

    @Test func aCommandGoesUpTheResponderChainWithItselfAsSender() throws {
        let (simulator, controller) = try scene()
        controller.menu = { UIMenu(children: [UICommand(title: "Refresh", action: Selector("refreshPhotos:"))]) }
        simulator.longPress(at: CGPoint(x: 100, y: 250))
        let log = DiagnosticLog.capture { simulator.chooseMenuItem(titled: "Refresh") }
        #expect(log.map(\.message).contains("No responder handles the action refreshPhotos: sent by UICommand."))
        #expect(simulator.openMenu == nil)
    }

    @Test func theInteractionUpdatesAndDismissesItsMenuInCode() throws {
        let (simulator, controller) = try scene()
        controller.menu = { [unowned controller] in UIMenu(children: [controller.action("Copy")]) }
        let interaction = try #require(controller.photo.interactions.first as? UIContextMenuInteraction)
        #expect(interaction.view === controller.photo && interaction.menuAppearance == .unknown)
        simulator.longPress(at: CGPoint(x: 100, y: 250))
        #expect(interaction.menuAppearance == .rich)
        #expect(interaction.location(in: controller.photo) == CGPoint(x: 60, y: 50))
        interaction.updateVisibleMenu { menu in
            menu.replacingChildren(menu.children + [UIAction(title: "Paste") { _ in }])
        }
        #expect(simulator.openMenu?.titles == ["Copy", "Paste"])
        controller.events = []
        interaction.dismissMenu()
        #expect(controller.events == ["willEnd", "end completion"] && simulator.openMenu == nil)
        #expect(interaction.menuAppearance == .unknown)
        // Removed from its view, the interaction no longer opens anything.
        controller.photo.removeInteraction(interaction)
        controller.events = []
        simulator.longPress(at: CGPoint(x: 100, y: 250))
        #expect(controller.events.isEmpty && simulator.openMenu == nil && controller.photo.gestureRecognizers == nil)
    }

    @Test func tappingThePreviewCommitsItThenCloses() throws {
        let (simulator, controller) = try scene()
        controller.preview = {
            let detail = UIViewController()
            detail.title = "Detail"
            detail.preferredContentSize = CGSize(width: 300, height: 200)
            return detail
        }
        controller.menu = { [unowned controller] in UIMenu(children: [controller.action("Copy")]) }
        simulator.longPress(at: CGPoint(x: 100, y: 250))
        #expect(simulator.openMenu?.hasPreview == true)
        controller.events = []
        #expect(simulator.tapMenuPreview())
        #expect(
            controller.events == [
                "willPerformPreview style pop", "willEnd", "end completion", "commit completion Detail",
            ])
        #expect(simulator.openMenu == nil)
    }
}
