import Foundation
import Testing

@testable import AdaptiveKit

/// A screen with a title, two buttons, a switch, a button hidden and one scrolled out of the window.
@MainActor
private final class ComposeController: UIViewController {
    let title1 = UILabel()
    let send = UIButton(type: .system)
    let cancel = UIButton(type: .system)
    let toggle = UISwitch()
    let hidden = UIButton(type: .system)
    let below = UIButton(type: .system)
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title1.text = "New Message"
        title1.frame = CGRect(x: 16, y: 80, width: 200, height: 30)
        send.setTitle("Send", for: .normal)
        send.accessibilityIdentifier = "send"
        send.frame = CGRect(x: 280, y: 120, width: 80, height: 44)
        cancel.setTitle("Cancel", for: .normal)
        cancel.frame = CGRect(x: 16, y: 120, width: 80, height: 44)
        toggle.frame.origin = CGPoint(x: 16, y: 200)
        hidden.setTitle("Delete", for: .normal)
        hidden.frame = CGRect(x: 16, y: 300, width: 80, height: 44)
        hidden.isHidden = true
        below.setTitle("More", for: .normal)
        below.frame = CGRect(x: 16, y: 2000, width: 80, height: 44)
        for view in [title1, send, cancel, toggle, hidden, below] { self.view.addSubview(view) }
        send.addAction(UIAction { [unowned self] _ in log.append("send") }, for: .touchUpInside)
        cancel.addAction(UIAction { [unowned self] _ in log.append("cancel") }, for: .touchUpInside)
    }
}

/// Queries by what VoiceOver says find on-screen elements as a UI test does, tap them with a finger, and fail
/// naming what is on screen.
@MainActor
@Suite struct DeviceSimulatorQueryTests {
    private func compose() throws -> (DeviceSimulator, ComposeController) {
        let controller = ComposeController()
        return (try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller), controller)
    }

    @Test func theScreenIsReadTopToBottomThenLeadingToTrailingSkippingHiddenAndOffScreenElements() throws {
        let (simulator, _) = try compose()
        #expect(simulator.screenElements.map(\.label) == ["New Message", "Cancel", "Send", nil])
        #expect(simulator.screenElements.map(\.traits) == [.staticText, .button, .button, .button])
        #expect(simulator.screenElements.last?.value == "0")
    }

    @Test func anElementFoundByItsLabelCarriesItsFrameAndTappingItSendsTheAction() throws {
        let (simulator, controller) = try compose()
        let send = try simulator.element(labelled: "Send", traits: .button)
        #expect(send.view === controller.send)
        #expect(send.identifier == "send")
        #expect(send.frame == CGRect(x: 280, y: 120, width: 80, height: 44))
        #expect(send.activationPoint == CGPoint(x: 320, y: 142))
        try simulator.tap(labelled: "Send")
        try simulator.tap(identifier: "send")
        try simulator.tap(labelled: "Cancel")
        #expect(controller.log == ["send", "send", "cancel"])
    }

    @Test func elementsByTraitsKeepReadingOrder() throws {
        let (simulator, _) = try compose()
        #expect(simulator.elements(withTraits: .button).map(\.label) == ["Cancel", "Send", nil])
        #expect(simulator.elements(withTraits: .staticText).map(\.label) == ["New Message"])
        #expect(simulator.elements(withTraits: [.button, .selected]).isEmpty)
        #expect(simulator.elements(labelled: "Send").count == 1)
    }

    @Test func aLabelNothingOnScreenHasFailsNamingWhatIsOnScreen() throws {
        let (simulator, _) = try compose()
        #expect(throws: ElementQueryError.self) { try simulator.element(labelled: "Archive") }
        do {
            _ = try simulator.element(labelled: "Archive")
        } catch {
            guard case .noMatch(let query, let onScreen, let unseen) = error else {
                Issue.record("expected noMatch, got \(error)")
                return
            }
            #expect(query == "label \"Archive\"")
            #expect(unseen.isEmpty)
            #expect(
                onScreen == [
                    "UILabel \"New Message\" [.staticText] at (16, 80, 200, 30)",
                    "UIButton \"Cancel\" [.button] at (16, 120, 80, 44)",
                    "UIButton \"Send\" [.button] id \"send\" at (280, 120, 80, 44)",
                    "UISwitch (no label) [.button] value \"0\" at (16, 200, 51, 31)",
                ])
            #expect(
                error.description.hasPrefix("No element on screen matches label \"Archive\". On screen:\n  UILabel"))
        }
    }

    @Test func aHiddenOrOffScreenMatchFailsSayingWhy() throws {
        let (simulator, controller) = try compose()
        do {
            _ = try simulator.element(labelled: "Delete")
            Issue.record("a hidden button was found")
        } catch {
            guard case .noMatch(_, _, let unseen) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(unseen == ["UIButton \"Delete\" [.button] at (16, 300, 80, 44) (hidden)"])
        }
        do {
            try simulator.tap(labelled: "More")
            Issue.record("an off-screen button was tapped")
        } catch {
            guard case .noMatch(_, _, let unseen) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(unseen == ["UIButton \"More\" [.button] at (16, 2000, 80, 44) (off screen)"])
        }
        controller.send.accessibilityElementsHidden = true
        #expect(throws: ElementQueryError.self) { try simulator.element(identifier: "send") }
        #expect(controller.log.isEmpty)
    }

    @Test func severalMatchesFailListingThem() throws {
        let (simulator, controller) = try compose()
        controller.cancel.setTitle("Send", for: .normal)
        do {
            try simulator.tap(labelled: "Send")
            Issue.record("an ambiguous label was tapped")
        } catch {
            #expect(
                error
                    == .severalMatches(
                        query: "label \"Send\"",
                        matches: [
                            "UIButton \"Send\" [.button] at (16, 120, 80, 44)",
                            "UIButton \"Send\" [.button] id \"send\" at (280, 120, 80, 44)",
                        ]))
            #expect(error.description.hasPrefix("2 elements on screen match label \"Send\":\n"))
        }
        #expect(controller.log.isEmpty)
    }

    @Test func emptyQueriesFail() throws {
        let (simulator, _) = try compose()
        #expect(throws: ElementQueryError.emptyQuery(query: "label \"\"")) { try simulator.element(labelled: "") }
        #expect(throws: ElementQueryError.emptyQuery(query: "identifier \"\"")) { try simulator.tap(identifier: "") }
        #expect(throws: ElementQueryError.emptyQuery(query: "a cell containing \"\"")) {
            try simulator.cell(containing: "")
        }
    }

    @Test func aModalViewHidesItsSiblings() throws {
        let (simulator, controller) = try compose()
        let dialog = UIView(frame: CGRect(x: 40, y: 400, width: 300, height: 200))
        let ok = UIButton(type: .system)
        ok.setTitle("OK", for: .normal)
        ok.frame = CGRect(x: 10, y: 10, width: 80, height: 44)
        dialog.addSubview(ok)
        dialog.accessibilityViewIsModal = true
        controller.view.addSubview(dialog)
        #expect(simulator.screenElements.map(\.label) == ["OK"])
        do {
            _ = try simulator.element(labelled: "Send")
        } catch {
            guard case .noMatch(_, let onScreen, let unseen) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(onScreen == ["UIButton \"OK\" [.button] at (50, 410, 80, 44)"])
            #expect(unseen == ["UIButton \"Send\" [.button] id \"send\" at (280, 120, 80, 44) (behind a modal view)"])
        }
    }

    @Test func accessibilityElementsGiveTheOrderAndCanBeNonViewElements() throws {
        let (simulator, controller) = try compose()
        let chart = UIView(frame: CGRect(x: 0, y: 400, width: 300, height: 100))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.isAccessibilityElement = true
        bar.accessibilityLabel = "March"
        bar.accessibilityValue = "42"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 100, y: 0, width: 20, height: 100)
        chart.accessibilityElements = [bar]
        controller.view.addSubview(chart)
        controller.view.accessibilityElements = [controller.send, chart, controller.title1]
        #expect(simulator.screenElements.map(\.label) == ["Send", "March", "New Message"])
        let march = try simulator.element(labelled: "March")
        #expect(march.object === bar && march.value == "42")
        #expect(march.frame == CGRect(x: 100, y: 400, width: 20, height: 100))
    }

    @Test func tappingAnElementGoesThroughHitTestingSoACoveredButtonIsNotTapped() throws {
        let (simulator, controller) = try compose()
        let cover = UIView(frame: CGRect(x: 270, y: 110, width: 120, height: 80))
        cover.isAccessibilityElement = false
        controller.view.addSubview(cover)
        try simulator.tap(labelled: "Send")
        #expect(controller.log.isEmpty)
    }

    @Test func navigationBarTitleAndItemsAreElementsAndTheirButtonsTap() throws {
        var composed = 0
        let inbox = UIViewController()
        inbox.title = "Inbox"
        inbox.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .compose, primaryAction: UIAction { _ in composed += 1 })
        let navigation = UINavigationController(rootViewController: inbox)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        let title = try simulator.element(labelled: "Inbox")
        #expect(title.traits == .header)
        #expect(simulator.elements(withTraits: .button).map(\.label) == ["Compose"])
        try simulator.tap(labelled: "Compose", traits: .button)
        #expect(composed == 1)

        let message = UIViewController()
        message.title = "Message"
        navigation.pushViewController(message, animated: false)
        simulator.window.layoutIfNeeded()
        let back = try simulator.element(labelled: "Inbox", traits: .button)
        #expect(back.frame.minX == 0)
        simulator.tap(back)
        simulator.runUntilIdle()
        #expect(navigation.viewControllers == [inbox])
    }

    @Test func tabsAreButtonsTheSelectedOneSelectedAndATapSelects() throws {
        let home = UIViewController()
        home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        let settings = UIViewController()
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [home, settings]
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: tabs)
        #expect(simulator.elements(withTraits: [.button, .selected]).map(\.label) == ["Home"])
        let tab = try simulator.element(labelled: "Settings")
        #expect(tab.frame.width == simulator.window.bounds.width / 2)
        simulator.tap(tab)
        #expect(tabs.selectedIndex == 1)
        #expect(try simulator.element(labelled: "Settings").traits == [.button, .selected])
    }

    @Test func aPresentedSheetHidesThePresenter() throws {
        let (simulator, controller) = try compose()
        let sheet = UIViewController()
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.frame = CGRect(x: 20, y: 20, width: 80, height: 44)
        sheet.view.addSubview(done)
        controller.present(sheet, animated: false)
        simulator.runUntilIdle()
        #expect(simulator.screenElements.map(\.label) == ["Done"])
    }
}

/// A table of activities for the cell queries.
@MainActor
private class ActivitiesControllerBase: UITableViewController {
    let activities = ["Hiking", "Biking", "Night hiking", "Kayaking"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { activities.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = activities[indexPath.row]
        return cell
    }
}

@MainActor
@Suite struct DeviceSimulatorCellQueryTests {
    @Test func aCellIsFoundByTextItShowsAndAmbiguousOrMissingTextFails() throws {
        let controller = ActivitiesController(style: .plain)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let cell = try simulator.cell(containing: "Kayak")
        let table = try #require(controller.tableView)
        #expect((cell.view as? UITableViewCell).flatMap(table.indexPath(for:)) == IndexPath(row: 3, section: 0))
        #expect(cell.label == "Kayaking")
        #expect(throws: ElementQueryError.self) { try simulator.cell(containing: "iking") }
        do {
            _ = try simulator.cell(containing: "Rowing")
        } catch {
            guard case .noMatch(_, let onScreen, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(onScreen.count == 4)
            #expect(onScreen.first?.hasSuffix("showing \"Hiking\"") == true)
        }
        #expect(simulator.screenElements.map(\.label) == ["Hiking", "Biking", "Night hiking", "Kayaking"])
    }

    @Test func tappingACellSelectsItsRowButADragDoesNot() throws {
        let controller = ActivitiesController(style: .plain)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        try simulator.tapCell(containing: "Biking")
        #expect(controller.selected == [IndexPath(row: 1, section: 0)])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        let night = try simulator.cell(containing: "Night").activationPoint
        simulator.drag(from: night, to: CGPoint(x: night.x, y: night.y + 40))
        #expect(controller.selected == [IndexPath(row: 1, section: 0)])
    }
}

@MainActor
private final class ActivitiesController: ActivitiesControllerBase {
    var selected: [IndexPath] = []
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}
