import Foundation
import Testing

@testable import AdaptiveKit

/// Buttons and bar button items with menus: a tap opens the menu when it is the primary action, a long press
/// otherwise; pop-up and toggle buttons change their selection.
@MainActor
@Suite struct UIButtonMenuTests {
    private func scene(_ button: UIButton) throws -> (DeviceSimulator, [String]) {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
        controller.view.addSubview(button)
        simulator.window.layoutIfNeeded()
        return (simulator, [])
    }

    private func record(_ events: UIControl.Event..., of button: UIButton, into log: @escaping (String) -> Void) {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.touchCancel, "touchCancel"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
        ]
        for (event, name) in names where events.contains(event) {
            button.addAction(UIAction { _ in log(name) }, for: event)
        }
    }

    @Test func aMenuTurnsTheContextMenuInteractionOnAndOff() {
        let button = UIButton(type: .system)
        #expect(button.menu == nil && !button.showsMenuAsPrimaryAction && !button.isContextMenuInteractionEnabled)
        #expect(button.contextMenuInteraction == nil && button.interactions.isEmpty)
        button.menu = UIMenu(children: [UIAction(title: "A") { _ in }])
        #expect(button.isContextMenuInteractionEnabled && button.interactions.count == 1)
        #expect(button.contextMenuInteraction?.view === button)
        button.menu = nil
        #expect(!button.isContextMenuInteractionEnabled && button.interactions.isEmpty)
    }

    @Test func aTapOpensTheMenuWhenItIsThePrimaryAction() throws {
        let button = UIButton(type: .system)
        var events: [String] = []
        button.menu = UIMenu(children: [
            UIAction(title: "Rename") { action in
                events.append("Rename from \((action.sender as? UIButton) === button)")
            }
        ])
        button.showsMenuAsPrimaryAction = true
        let (simulator, _) = try scene(button)
        record(.touchDown, .touchUpInside, .primaryActionTriggered, .menuActionTriggered, of: button) {
            events.append($0)
        }
        DeviceSimulator.tap(button)
        #expect(events == ["menuActionTriggered"])
        let menu = try #require(simulator.openMenu)
        #expect(menu.titles == ["Rename"])
        // The panel hangs under the button.
        #expect(abs(menu.elements[0].frame.minY - (300 + 44 + 8)) < 0.001)
        simulator.chooseMenuItem(titled: "Rename")
        #expect(events == ["menuActionTriggered", "Rename from true"] && simulator.openMenu == nil)
    }

    @Test func withoutItATapIsATapAndALongPressOpensTheMenu() throws {
        let button = UIButton(type: .system)
        var events: [String] = []
        button.menu = UIMenu(children: [UIAction(title: "Rename") { _ in }])
        let (simulator, _) = try scene(button)
        record(.touchDown, .touchUpInside, .touchCancel, .primaryActionTriggered, of: button) { events.append($0) }
        DeviceSimulator.tap(button)
        #expect(events == ["touchDown", "touchUpInside", "primaryActionTriggered"] && simulator.openMenu == nil)
        events = []
        simulator.longPress(at: CGPoint(x: 160, y: 322))
        // The press takes the touch from the button: no tap.
        #expect(events == ["touchDown", "touchCancel"])
        #expect(simulator.openMenu?.titles == ["Rename"])
    }

    @Test func aPopUpButtonSelectsTheChosenElementAndShowsItsTitle() throws {
        let button = UIButton(type: .system)
        let small = UIAction(title: "Small", state: .on) { _ in }
        let large = UIAction(title: "Large") { _ in }
        button.menu = UIMenu(children: [small, large])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        let (simulator, _) = try scene(button)
        DeviceSimulator.tap(button)
        simulator.chooseMenuItem(titled: "Large")
        #expect(small.state == .off && large.state == .on && button.currentTitle == "Large")
        #expect(button.menu?.selectedElements.map(\.title) == ["Large"])
        #expect(!button.isSelected)
    }

    @Test func aToggleButtonFlipsItsSelectionOnEachTap() throws {
        let button = UIButton(type: .system)
        button.changesSelectionAsPrimaryAction = true
        var selections: [Bool] = []
        button.addAction(UIAction { _ in selections.append(button.isSelected) }, for: .primaryActionTriggered)
        let (simulator, _) = try scene(button)
        DeviceSimulator.tap(button)
        DeviceSimulator.tap(button)
        #expect(selections == [true, false] && simulator.openMenu == nil)
    }

    @Test func aBarButtonItemWithAMenuAndNoActionShowsItOnATap() throws {
        var senders: [Bool] = []
        let item = UIBarButtonItem(
            title: "Sort",
            menu: UIMenu(
                title: "Sort by",
                children: [
                    UIAction(title: "Name") { _ in },
                    UIAction(title: "Date") { action in senders.append(action.sender is UIBarButtonItem) },
                ]))
        #expect(item.menu?.title == "Sort by" && item.title == "Sort")
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: UIViewController())
        DeviceSimulator.tap(item)
        #expect(simulator.openMenu?.title == "Sort by" && simulator.openMenu?.titles == ["Name", "Date"])
        simulator.chooseMenuItem(titled: "Date")
        #expect(senders == [true] && simulator.openMenu == nil)
        // An item with a primary action runs it and shows no menu.
        var ran = 0
        let both = UIBarButtonItem(primaryAction: UIAction(title: "Add") { _ in ran += 1 })
        both.menu = UIMenu(children: [UIAction(title: "Other") { _ in }])
        DeviceSimulator.tap(both)
        #expect(ran == 1 && simulator.openMenu == nil)
    }
}
