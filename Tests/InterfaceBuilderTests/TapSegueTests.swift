@_spi(AdaptiveKit) import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// Records what a storyboard's segues ask of their source, in order.
@MainActor
final class SegueEvents {
    var lines: [String] = []
}

/// The list: three rows of the "Row" prototype; records segues, selection and the unwind.
final class SegueListViewController: UITableViewController {
    let events = SegueEvents()
    /// What `prepare(for:sender:)` found on a presentation segue's destination.
    var popoverInPrepare: UIPopoverPresentationController?

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.lines.append("didSelectRowAt \(indexPath.row)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.lines.append("should \(identifier) sender=\(Self.describe(sender))")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.lines.append("prepare \(segue.identifier ?? "-") \(type(of: segue)) → \(segue.destination.title ?? "-")")
        popoverInPrepare = segue.destination.popoverPresentationController
    }

    func unwindToList(_ segue: UIStoryboardSegue) {
        events.lines.append("unwindToList from \(segue.source.title ?? "-")")
    }

    override class var messageTable: MessageTable {
        var table = super.messageTable
        table.addMethod("unwindToList:") { (target: SegueListViewController, arguments) in
            try target.unwindToList(arguments.value(0))
        }
        return table
    }

    static func describe(_ sender: Any?) -> String {
        switch sender {
        case let cell as UITableViewCell: "cell(\(cell.textLabel?.text ?? "-"))"
        case let item as UIBarButtonItem: "item(\(item.title ?? "-"))"
        case let button as UIButton: "button(\(button.title(for: .normal) ?? "-"))"
        case nil: "nil"
        case let other?: "\(type(of: other))"
        }
    }
}

/// The detail scene's controller, which records the segues its button starts.
final class SegueDetailViewController: UIViewController {
    let events = SegueEvents()

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.lines.append("prepare \(segue.identifier ?? "-") sender=\(SegueListViewController.describe(sender))")
    }
}

/// A static table whose cell starts a segue.
final class SegueSettingsViewController: UITableViewController {
    let events = SegueEvents()

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.lines.append("prepare \(segue.identifier ?? "-") sender=\(SegueListViewController.describe(sender))")
    }
}

/// A custom segue class in Apple's pattern: it adds to what its kind does and calls `super.perform()`.
final class CrossfadeSegue: UIStoryboardSegue {
    static var performed: [String] = []

    override func perform() {
        Self.performed.append("CrossfadeSegue.perform \(identifier ?? "-")")
        super.perform()
    }
}

/// S1: segues a storyboard connects to cells, bar button items and controls run when they are tapped.
@MainActor
@Suite(.serialized) struct TapSegueTests {
    init() {
        InterfaceBuilder.register(SegueListViewController.self, forCustomClass: "SegueListViewController")
        InterfaceBuilder.register(SegueDetailViewController.self, forCustomClass: "SegueDetailViewController")
        InterfaceBuilder.register(SegueSettingsViewController.self, forCustomClass: "SegueSettingsViewController")
        InterfaceBuilder.register(CrossfadeSegue.self, forCustomClass: "CrossfadeSegue")
    }

    func start(
        _ device: String = "iPhone 15 Pro"
    ) throws -> (DeviceSimulator, UINavigationController, SegueListViewController) {
        let storyboard = try UIStoryboard(contentsOf: Fixtures.url("TapSegues.storyboard"))
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? SegueListViewController)
        let simulator = try DeviceSimulator(deviceNamed: device, rootViewController: navigation)
        return (simulator, navigation, list)
    }

    @Test func S1_tappingAPrototypeCellPerformsItsSelectionSegueBeforeTheDelegateHearsOfTheSelection() throws {
        let (simulator, navigation, list) = try start()
        simulator.tapRow(at: IndexPath(row: 1, section: 0), in: list.tableView)
        simulator.window.clock?.runUntilIdle()
        #expect(
            list.events.lines == [
                "should ShowRow sender=cell(Row 1)", "prepare ShowRow UIStoryboardSegue → Detail", "didSelectRowAt 1",
            ], "the accessory's segue is not a selection segue")
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController is SegueDetailViewController)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func S1_tappingARowsAccessoryButtonPerformsItsAccessorySegue() throws {
        let (simulator, navigation, list) = try start()
        simulator.tapAccessory(ofRowAt: IndexPath(row: 2, section: 0), in: list.tableView)
        simulator.window.clock?.runUntilIdle()
        #expect(
            list.events.lines == [
                "should ShowInfo sender=cell(Row 2)", "prepare ShowInfo UIStoryboardSegue → Info",
            ], "not the selection segue, and the row is not selected")
        #expect(navigation.topViewController?.title == "Info")
        #expect(list.tableView.indexPathForSelectedRow == nil)
    }

    @Test func S1_tappingAStaticCellPerformsItsSegue() throws {
        let storyboard = try UIStoryboard(contentsOf: Fixtures.url("TapSegues.storyboard"))
        let settings = try #require(
            storyboard.instantiateViewController(withIdentifier: "Settings") as? SegueSettingsViewController)
        let navigation = UINavigationController(rootViewController: settings)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        simulator.tapRow(at: IndexPath(row: 0, section: 0), in: settings.tableView)
        simulator.window.clock?.runUntilIdle()
        #expect(settings.events.lines == ["prepare About sender=cell(About)"])
        #expect(navigation.topViewController?.title == "Info")
    }

    @Test func S1_tappingABarButtonItemPerformsItsPopoverSegueWithThePopoverReadyInPrepare() throws {
        let (simulator, navigation, list) = try start("iPad Pro (11-inch) (4th generation)")
        let add = try #require(list.navigationItem.rightBarButtonItem)
        DeviceSimulator.tap(add)
        simulator.window.clock?.runUntilIdle()
        #expect(list.events.lines == ["should Options sender=item(-)", "prepare Options UIStoryboardSegue → Options"])
        let popover = try #require(list.popoverInPrepare, "popoverPresentationController exists in prepare")
        #expect(popover.barButtonItem === add)
        #expect(popover.permittedArrowDirections == [.up, .down])
        let options = try #require(navigation.presentedViewController)
        #expect(options.title == "Options")
        #expect(options.popoverPresentationController === popover)
        #expect(options.presentationController?.presentationStyle == .popover, "a popover in a regular width")
    }

    @Test func S1_aCustomSegueClassRunsItsKindThroughSuperPerform() throws {
        CrossfadeSegue.performed = []
        let (simulator, navigation, list) = try start()
        DeviceSimulator.tap(try #require(list.navigationItem.leftBarButtonItem))
        simulator.window.clock?.runUntilIdle()
        #expect(list.events.lines.last == "prepare Fade CrossfadeSegue → Options")
        #expect(CrossfadeSegue.performed == ["CrossfadeSegue.perform Fade"])
        let options = try #require(navigation.presentedViewController, "super.perform() presented it")
        #expect(options.modalPresentationStyle == .formSheet)
        #expect(options.modalTransitionStyle == .crossDissolve)

        let coded = UIStoryboardSegue(identifier: "Code", source: list, destination: UIViewController())
        coded.perform()
        #expect(navigation.viewControllers.count == 1, "a segue made in code does nothing of itself")
    }

    @Test func S1_aButtonsCurrentContextPresentationCoversTheControllerThatDefinesTheContextAndUnwindsThroughIt()
        throws
    {
        let (simulator, navigation, list) = try start()
        simulator.tapRow(at: IndexPath(row: 0, section: 0), in: list.tableView)
        simulator.window.clock?.runUntilIdle()
        let detail = try #require(navigation.topViewController as? SegueDetailViewController)
        #expect(detail.definesPresentationContext)
        #expect(detail.providesPresentationContextTransitionStyle)
        let more = try #require(detail.interfaceBuilderObjects?.view(withIBID: "mor-bt-001") as? UIButton)
        DeviceSimulator.tap(more)
        simulator.window.clock?.runUntilIdle()
        #expect(detail.events.lines == ["prepare More sender=button(More)"])
        let options = try #require(detail.presentedViewController)
        #expect(options.presentingViewController === detail, "the context is the detail, not the navigation controller")
        #expect(options.view.convert(options.view.bounds, to: nil) == detail.view.convert(detail.view.bounds, to: nil))

        let done = try #require(options.interfaceBuilderObjects?.view(withIBID: "don-bt-001") as? UIButton)
        let diagnostics = DiagnosticLog.capture {
            DeviceSimulator.tap(done)
            simulator.window.clock?.runUntilIdle()
        }
        #expect(diagnostics.isEmpty)
        #expect(list.events.lines.last == "unwindToList from Options")
        #expect(detail.presentedViewController == nil, "the unwind dismissed what the detail presented")
        #expect(navigation.viewControllers == [list], "and popped back to the list")
    }

    @Test func S1_anUnwindFromAPresentedControllerFindsItsDestinationThroughThePresentingChain() throws {
        let (simulator, navigation, list) = try start()
        DeviceSimulator.tap(try #require(list.navigationItem.rightBarButtonItem))
        simulator.window.clock?.runUntilIdle()
        let options = try #require(navigation.presentedViewController)
        let done = try #require(options.interfaceBuilderObjects?.view(withIBID: "don-bt-001") as? UIButton)
        let diagnostics = DiagnosticLog.capture {
            DeviceSimulator.tap(done)
            simulator.window.clock?.runUntilIdle()
        }
        #expect(diagnostics.isEmpty)
        #expect(list.events.lines.last == "unwindToList from Options")
        #expect(navigation.presentedViewController == nil)
    }

    @Test func S1_aDisabledButtonOrItemPerformsNothing() throws {
        let (simulator, navigation, list) = try start()
        let add = try #require(list.navigationItem.rightBarButtonItem)
        add.isEnabled = false
        DeviceSimulator.tap(add)
        simulator.window.clock?.runUntilIdle()
        #expect(list.events.lines.isEmpty)
        #expect(navigation.presentedViewController == nil)
    }
}
