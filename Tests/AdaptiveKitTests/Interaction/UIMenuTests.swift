import Foundation
import Testing

@testable import AdaptiveKit

/// The menu model: UIKit's raw values and defaults, and what menus answer about their children.
@MainActor
@Suite struct UIMenuTests {
    @Test func rawValuesAreTheSDKs() {
        // UIMenuElement.h, UIMenu.h (iOS 16/17 SDKs).
        #expect(UIMenuElement.Attributes.disabled.rawValue == 1)
        #expect(UIMenuElement.Attributes.destructive.rawValue == 2)
        #expect(UIMenuElement.Attributes.hidden.rawValue == 4)
        #expect(UIMenuElement.Attributes.keepsMenuPresented.rawValue == 8)
        #expect([UIMenuElement.State.off, .on, .mixed].map(\.rawValue) == [0, 1, 2])
        #expect(UIMenu.Options.displayInline.rawValue == 1)
        #expect(UIMenu.Options.destructive.rawValue == 2)
        #expect(UIMenu.Options.singleSelection.rawValue == 32)
        #expect(UIMenu.Options.displayAsPalette.rawValue == 128)
        #expect([UIMenu.ElementSize.small, .medium, .large, .automatic].map(\.rawValue) == [0, 1, 2, -1])
        #expect([UIContextualAction.Style.normal, .destructive].map(\.rawValue) == [0, 1])
        #expect([UIContextMenuInteraction.Appearance.unknown, .rich, .compact].map(\.rawValue) == [0, 1, 2])
        #expect([UIContextMenuConfiguration.ElementOrder.automatic, .priority, .fixed].map(\.rawValue) == [0, 1, 2])
    }

    @Test func anActionKeepsItsOldInitializerAndGainsMenuAttributes() {
        let plain = UIAction(title: "Copy", identifier: UIAction.Identifier("copy")) { _ in }
        #expect(plain.title == "Copy" && plain.identifier.rawValue == "copy")
        #expect(plain.attributes == [] && plain.state == .off && plain.subtitle == nil)
        #expect(plain.discoverabilityTitle == nil && plain.image == nil)
        let full = UIAction(
            title: "Delete", subtitle: "Forever", discoverabilityTitle: "Delete the photo",
            attributes: [.destructive, .disabled], state: .mixed
        ) { _ in }
        #expect(full.subtitle == "Forever" && full.discoverabilityTitle == "Delete the photo")
        #expect(full.attributes == [.destructive, .disabled] && full.state == .mixed)
        #expect(full.identifier != plain.identifier)
        let element: UIMenuElement = full
        #expect(element.title == "Delete")
    }

    @Test func aCommandHoldsItsSelectorAndDefaults() {
        let command = UICommand(title: "Refresh", action: Selector("refresh:"), propertyList: "all")
        #expect(command.action == Selector("refresh:"))
        #expect(command.propertyList as? String == "all")
        #expect(command.alternates.isEmpty && command.attributes == [] && command.state == .off)
        #expect(command.discoverabilityTitle == nil && command.sender == nil)
    }

    @Test func aMenuDefaultsAndReplacesItsChildrenKeepingTheRest() {
        let empty = UIMenu()
        #expect(empty.title == "" && empty.options == [] && empty.children.isEmpty)
        #expect(empty.preferredElementSize == .automatic && empty.image == nil)
        let a = UIAction(title: "A", state: .on) { _ in }
        let b = UIAction(title: "B") { _ in }
        let menu = UIMenu(
            title: "Sort", identifier: UIMenu.Identifier("sort"), options: [.singleSelection], children: [a])
        let replaced = menu.replacingChildren([a, b])
        #expect(replaced !== menu && replaced.title == "Sort" && replaced.identifier.rawValue == "sort")
        #expect(replaced.options == [.singleSelection] && replaced.children.map(\.title) == ["A", "B"])
        #expect(menu.children.count == 1)
        let nested = UIMenu(children: [
            b, UIMenu(options: .displayInline, children: [a]), UICommand(action: "x", state: .on),
        ])
        #expect(nested.selectedElements.map(\.title) == ["A", ""])
    }

    @Test func aContextualActionsColorComesFromItsStyleUntilSet() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, _ in }
        #expect(delete.backgroundColor == .systemRed && flag.backgroundColor == .systemGray)
        flag.backgroundColor = .systemBlue
        #expect(flag.backgroundColor == .systemBlue)
        flag.backgroundColor = nil
        #expect(flag.backgroundColor == .systemGray)
        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        #expect(configuration.performsFirstActionWithFullSwipe)
        #expect(configuration.actions.map(\.title) == ["Delete", "Flag"])
    }

    @Test func interactionsHearTheirMovesAndLeaveTheirOldView() {
        final class Recorder: UIInteraction {
            var events: [String] = []
            weak var view: UIView?
            func willMove(to view: UIView?) { events.append("willMove \(view?.tag ?? -1)") }
            func didMove(to view: UIView?) {
                self.view = view
                events.append("didMove \(view?.tag ?? -1)")
            }
        }
        let first = UIView()
        first.tag = 1
        let second = UIView()
        second.tag = 2
        let interaction = Recorder()
        first.addInteraction(interaction)
        second.addInteraction(interaction)
        #expect(first.interactions.isEmpty && second.interactions.count == 1)
        second.removeInteraction(interaction)
        #expect(second.interactions.isEmpty && interaction.view == nil)
        #expect(
            interaction.events == [
                "willMove 1", "didMove 1", "willMove -1", "didMove -1", "willMove 2", "didMove 2", "willMove -1",
                "didMove -1",
            ])
    }
}
