@_spi(AdaptiveKit) import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// A root controller that records its view loading and the segues it prepares.
final class HomeViewController: UIViewController {
    var events: [String] = []
    var allowsSegues = true

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.append("should \(identifier) sender=\(sender.map { "\(type(of: $0))" } ?? "nil")")
        return allowsSegues
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad children=\(children.count)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "-") → \(type(of: segue.destination))")
    }

    /// The unwind action the Detail scene's exit calls.
    func unwindToHome(segue: UIStoryboardSegue) {
        events.append("unwindToHome \(segue.identifier ?? "-") from \(type(of: segue.source))")
    }

    /// What the port generates for `@IBAction func unwindToHome(segue:)`, written by hand.
    override class var messageTable: MessageTable {
        var table = super.messageTable
        table.addMethod("unwindToHomeWithSegue:") { (target: HomeViewController, arguments) in
            try target.unwindToHome(segue: arguments.value(0))
        }
        return table
    }
}

/// The controller embedded in Home's container view; records containment.
final class ChildViewController: UIViewController {
    var events: [String] = []

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        events.append("willMove \(parent.map { "\(type(of: $0))" } ?? "nil")")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        events.append("didMove \(parent.map { "\(type(of: $0))" } ?? "nil")")
    }
}

/// A custom view class the Detail scene names.
final class BadgeView: UIView {}

/// S1: storyboards become controllers and views, relationships, segues and custom classes included.
@MainActor
@Suite struct UIStoryboardTests {
    init() {
        InterfaceBuilder.register(HomeViewController.self, forCustomClass: "HomeViewController")
        InterfaceBuilder.register(ChildViewController.self, forCustomClass: "ChildViewController")
        InterfaceBuilder.register(BadgeView.self, forCustomClass: "BadgeView")
    }

    func storyboard(_ name: String = "Navigation.storyboard") throws -> UIStoryboard {
        try UIStoryboard(contentsOf: Fixtures.url(name))
    }

    func home(in storyboard: UIStoryboard) throws -> (UINavigationController, HomeViewController) {
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let home = try #require(navigation.viewControllers.first as? HomeViewController)
        return (navigation, home)
    }

    @Test func S1_initialControllerIsANavigationControllerWithItsRootWhoseViewIsNotLoaded() throws {
        let storyboard = try storyboard()
        let (navigation, home) = try home(in: storyboard)
        #expect(navigation.viewControllers.count == 1)
        #expect(home.title == "Home")
        #expect(home.navigationItem.title == "Home")
        #expect(home.storyboard === storyboard)
        // A controller stands alone until its view is read (the navigation controller above shows its root at once).
        #expect(!storyboard.instantiateViewController(withIdentifier: "Home").isViewLoaded)
        #expect(home.interfaceBuilderID == "hom-vc-001")
        #expect(navigation.interfaceBuilderObjects?.viewController(withIBID: "hom-vc-001") === home)
    }

    @Test func S1_eachInstantiationMakesNewControllers() throws {
        let storyboard = try storyboard()
        let first = try home(in: storyboard).1
        let second = try home(in: storyboard).1
        #expect(first !== second)
    }

    @Test func S1_theViewLoadsFromTheSceneAndTheEmbedRunsBeforeViewDidLoad() throws {
        let (_, home) = try home(in: storyboard())
        let view = try #require(home.view)
        #expect(view.subviews.count == 4)
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(home.events == ["prepare EmbedChild → ChildViewController", "viewDidLoad children=1"])
        let objects = try #require(home.interfaceBuilderObjects)

        let label = try #require(objects.view(withIBID: "wel-lb-001") as? UILabel)
        #expect(label.text == "Welcome")
        #expect(label.font == UIFont.preferredFont(forTextStyle: .title1, compatibleWith: nil))
        #expect(label.textAlignment == .center)
        #expect(label.numberOfLines == 0)
        #expect(label.textColor == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))

        let button = try #require(objects.view(withIBID: "nxt-bt-001") as? UIButton)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Next")
        #expect(button.tag == 7)
        #expect(button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 15))

        let image = try #require(objects.view(withIBID: "log-iv-001") as? UIImageView)
        #expect(image.image?.size == CGSize(width: 80, height: 40))
        #expect(image.alpha == CGFloat(0.5))
        #expect(image.contentMode == .scaleAspectFit)

        let container = try #require(objects.view(withIBID: "ctn-vw-001"))
        let child = try #require(home.children.first as? ChildViewController)
        #expect(child.events == ["willMove HomeViewController", "didMove HomeViewController"])
        #expect(container.subviews.count == 1)
        #expect(container.subviews.first === child.view)
        #expect(child.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(child.storyboard === home.storyboard)
    }

    @Test func S1_constraintsKeepIdentifiersAndPrioritiesAndPlaceholdersAreRemoved() throws {
        let (_, home) = try home(in: storyboard())
        _ = home.view
        let objects = try #require(home.interfaceBuilderObjects)
        let top = try #require(objects.constraint(withIBID: "wel-tp-001"))
        #expect(top.identifier == "welcome-top")
        #expect(top.isActive)
        #expect(top.secondItem === home.view.safeAreaLayoutGuide)
        #expect(top.constant == CGFloat(20))
        #expect(objects.constraint(withIBID: "log-cx-001")?.priority == .defaultHigh)
        #expect(objects.constraint(withIBID: "wel-ld-001")?.secondAttribute == .leadingMargin)
        #expect(objects.constraint(withIBID: "ctn-ph-001") == nil)
        #expect(objects.constraint(withIBID: "ctn-ht-001")?.isActive == true)
    }

    @Test func S1_onTheDeviceTheSceneLaysOutBelowTheNavigationBar() throws {
        let (navigation, home) = try home(in: storyboard())
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        simulator.window.layoutIfNeeded()
        let label = try #require(home.interfaceBuilderObjects?.view(withIBID: "wel-lb-001"))
        #expect(isClose(label.frame.minY, 123))
        #expect(isClose(label.frame.minX, 16))
        #expect(isClose(label.frame.width, 361))
        let child = try #require(home.children.first)
        #expect(isClose(child.view.frame, CGRect(x: 0, y: 0, width: 361, height: 200)), "\(child.view.frame)")
    }

    @Test func S1_showSeguePushesTheDestinationAfterPrepare() throws {
        let (navigation, home) = try home(in: storyboard())
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        defer { withExtendedLifetime(simulator) {} }
        let diagnostics = DiagnosticLog.capture {
            home.performSegue(withIdentifier: "ShowDetail", sender: nil)
        }
        #expect(navigation.viewControllers.count == 2)
        let detail = try #require(navigation.topViewController)
        #expect(type(of: detail) == UIViewController.self)
        #expect(detail.title == "Detail")
        #expect(home.events.last == "prepare ShowDetail → UIViewController")
        #expect(
            diagnostics.map(\.description) == [
                "Unknown class UnregisteredDetailViewController in Interface Builder file."
            ])
    }

    @Test func S1_aControlsSegueAsksShouldPerformThenPreparesAndPerformsWithTheControlAsSender() throws {
        let (navigation, home) = try home(in: storyboard())
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        defer { withExtendedLifetime(simulator) {} }
        let next = try #require(home.interfaceBuilderObjects?.view(withIBID: "nxt-bt-001"))
        home.allowsSegues = false
        #expect(home.performSegues(triggeredBy: next).isEmpty)
        #expect(navigation.viewControllers.count == 1)
        home.allowsSegues = true
        var performed: [UIStoryboardSegue] = []
        _ = DiagnosticLog.capture { performed = home.performSegues(triggeredBy: next) }
        #expect(performed.map(\.identifier) == ["ShowDetail"])
        #expect(navigation.viewControllers.count == 2)
        #expect(
            Array(home.events.suffix(3)) == [
                "should ShowDetail sender=UIButton", "should ShowDetail sender=UIButton",
                "prepare ShowDetail → UIViewController",
            ])
        // A view that triggers nothing performs nothing.
        #expect(home.performSegues(triggeredBy: home.view).isEmpty)
    }

    @Test func S1_showDetailSegueWithoutASplitViewShows() throws {
        let (navigation, home) = try home(in: storyboard())
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        defer { withExtendedLifetime(simulator) {} }
        home.performSegue(withIdentifier: "ShowDetailDetail", sender: nil)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func S1_legacyLayoutGuidesAreTheSafeAreaEdges() throws {
        let (navigation, home) = try home(in: storyboard())
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        _ = DiagnosticLog.capture { home.performSegue(withIdentifier: "ShowDetail", sender: nil) }
        simulator.runUntilIdle()
        simulator.window.layoutIfNeeded()
        let detail = try #require(navigation.topViewController)
        let objects = try #require(detail.interfaceBuilderObjects)
        #expect(isClose(try #require(objects.view(withIBID: "det-lb-001")).frame.minY, 111))
        #expect(isClose(try #require(objects.view(withIBID: "det-ft-001")).frame.maxY, 818))
        #expect(objects.view(withIBID: "det-ft-001") is BadgeView)
    }

    @Test func S1_anUnwindSegueFindsTheControllerThatHandlesItsActionAndPopsBackToIt() throws {
        let (navigation, home) = try home(in: storyboard())
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        _ = DiagnosticLog.capture { home.performSegue(withIdentifier: "ShowDetail", sender: nil) }
        simulator.runUntilIdle()
        let detail = try #require(navigation.topViewController)
        _ = DiagnosticLog.capture { detail.performSegue(withIdentifier: "BackHome", sender: nil) }
        simulator.runUntilIdle()
        #expect(home.events.last == "unwindToHome BackHome from UIViewController")
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === home)
    }

    @Test func S1_anUnwindSegueWithNoTargetIsLoggedAsUIKitDoes() throws {
        let detail = try storyboard().instantiateViewController(withIdentifier: "Detail")
        let diagnostics = DiagnosticLog.capture { detail.performSegue(withIdentifier: "BackHome", sender: nil) }
        #expect(
            diagnostics.map(\.message).contains(
                "Could not find a view controller to execute unwinding for UIViewController"))
    }

    @Test func S1_presentationSeguesPresentWithTheFilesStyle() throws {
        let (navigation, home) = try home(in: storyboard())
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", rootViewController: navigation)
        home.performSegue(withIdentifier: "Present", sender: nil)
        simulator.runUntilIdle()
        #expect(home.events.last == "prepare Present → UIViewController")
        let presented = try #require(navigation.presentedViewController)
        #expect(presented.modalPresentationStyle == .formSheet)
        #expect(presented.view.frame.size == CGSize(width: 540, height: 620))
    }

    @Test func S1_anUnknownSegueIdentifierRecordsUIKitsException() throws {
        let (_, home) = try home(in: storyboard())
        let diagnostics = DiagnosticLog.capture {
            home.performSegue(withIdentifier: "Nowhere", sender: nil)
        }
        #expect(
            diagnostics.map(\.description) == [
                "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Receiver (<HomeViewController>) has no segue with identifier 'Nowhere''"
            ])
    }

    @Test func S1_controllersByIdentifier() throws {
        let storyboard = try storyboard()
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        #expect(tabs.viewControllers?.map(\.title) == ["First", "Second"])
        #expect(tabs.viewControllers?.map { $0.tabBarItem.title } == ["First", "Second"])
        // No asset catalog holds "star": the item gets a stand-in of the size the document's resources record.
        #expect(tabs.viewControllers?.first?.tabBarItem.image?.size == CGSize(width: 25, height: 25))
        #expect(tabs.viewControllers?.last?.tabBarItem.image == nil)
        // A table view controller is a plain container of its (table) view.
        #expect(tabs.viewControllers?.last?.view.frame.size == CGSize(width: 393, height: 852))
        let home = storyboard.instantiateViewController(withIdentifier: "Home")
        #expect(home is HomeViewController)
        #expect(home.parent == nil)
    }

    @Test func S1_aMissingIdentifierRecordsUIKitsExceptionAndReturnsAPlainController() throws {
        let storyboard = try storyboard()
        var made: UIViewController?
        let diagnostics = DiagnosticLog.capture {
            made = storyboard.instantiateViewController(withIdentifier: "Missing")
        }
        #expect(made.map { type(of: $0) == UIViewController.self } == true)
        #expect(
            diagnostics.map(\.message) == [
                "Storyboard (<UIStoryboard: unnamed>) doesn't contain a view controller with identifier 'Missing'"
            ])
    }

    @Test func S1_initialControllerWithACreator() throws {
        final class Made: UINavigationController {}
        let made = try storyboard().instantiateInitialViewController { coder in Made(coder: coder) }
        #expect(made?.viewControllers.first is HomeViewController)
    }

    @Test func S1_unregisteredCustomClassesFallBackToTheUIKitClassWithUIKitsWarning() throws {
        let storyboard = try storyboard()
        InterfaceBuilder.unregisterCustomClass("NotRegisteredAnywhere")
        var detail: UIViewController?
        let diagnostics = DiagnosticLog.capture {
            detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        }
        #expect(detail.map { type(of: $0) == UIViewController.self } == true)
        #expect(diagnostics.map(\.kind) == [.warning])
        #expect(InterfaceBuilder.viewControllerClass(forCustomClass: "Fixtures.HomeViewController") != nil)
    }

    @Test func S1_splitViewRelationshipsBecomeItsColumns() throws {
        let storyboard = try storyboard("Adaptive.storyboard")
        let split = try #require(storyboard.instantiateInitialViewController() as? UISplitViewController)
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers.first is UINavigationController)
    }

    @Test func S1_storyboardByNameInABundle() {
        let found = UIStoryboard(name: "Navigation", bundle: .module)
        #expect(found.instantiateInitialViewController() is UINavigationController)
        var missing: UIStoryboard?
        let diagnostics = DiagnosticLog.capture { missing = UIStoryboard(name: "Nope", bundle: .module) }
        #expect(missing?.instantiateInitialViewController() == nil)
        #expect(diagnostics.first?.message.hasPrefix("Could not find a storyboard named 'Nope' in bundle") == true)
    }

    @Test func S1_aMalformedStoryboardThrowsWithLineAndColumn() {
        #expect {
            try UIStoryboard(contentsOf: Fixtures.url("Malformed.storyboard"))
        } throws: { error in
            guard case .malformedXML(_, let location) = error as? InterfaceBuilderError else { return false }
            return location.line >= 15 && location.column > 0
        }
    }

    @Test func S1_aStoryboardWithDanglingReferencesLoadsWithoutThem() throws {
        let storyboard = try UIStoryboard(contentsOf: Fixtures.url("Dangling.storyboard"))
        #expect(storyboard.document.warnings.allSatisfy { $0.line > 0 && $0.column > 0 })
        let controller = try #require(storyboard.instantiateViewController(ibID: "dng-vc-001"))
        controller.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        controller.view.layoutIfNeeded()
        // The constraint to the missing view is gone; the label's other constraint still places it.
        let label = try #require(controller.view.subviews.first)
        #expect(label.frame.minY == CGFloat(100))
    }

    @Test func S1_aMissingNibRecordsUIKitsExceptionAndInstantiatesNothing() {
        var nib: UINib?
        let diagnostics = DiagnosticLog.capture { nib = UINib(nibName: "Nope", bundle: .module) }
        #expect(nib?.instantiate(withOwner: nil).isEmpty == true)
        #expect(diagnostics.first?.name == "NSInternalInconsistencyException")
        #expect(UINib(nibName: "SizeClasses", bundle: .module).instantiate(withOwner: nil).count == 1)
    }

    @Test func S1_aNibInstantiatesItsTopLevelViewsAndSetsTheOwnersView() throws {
        let nib = try UINib(contentsOf: Fixtures.url("SizeClasses.xib"))
        let owner = UIViewController()
        let objects = nib.instantiate(withOwner: owner)
        #expect(objects.count == 1)
        let view = try #require(objects.first as? UIView)
        #expect(owner.view === view)
        #expect(view.subviews.count == 1)
        #expect(view.subviews.first is UIStackView)
        #expect((view.subviews.first as? UIStackView)?.arrangedSubviews.count == 3)
    }
}
