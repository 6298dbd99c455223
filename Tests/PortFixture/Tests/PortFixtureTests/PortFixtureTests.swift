@_spi(AdaptiveKit) import AdaptiveKit
import Foundation
import Testing

@testable import PortFixture

/// The fixture's UIKit sources, compiled through the AdaptivePort plugin, behave as on UIKit.
@MainActor
struct PortFixtureTests {
    @Test func targetActionBarButtonsAndNotificationsReachThePortedMethods() throws {
        let controller = ListController()
        controller.loadViewIfNeeded()
        let button = try #require(controller.view.subviews.first as? UIButton)
        button.sendActions(for: .touchUpInside)
        DeviceSimulator.tap(try #require(controller.navigationItem.rightBarButtonItem))
        NotificationCenter.default.post(name: .photosChanged, object: nil)
        NotificationCenter.default.removeObserver(controller)
        #expect(controller.log == ["save from UIButton", "refresh", "changed PhotosChanged"])
    }

    @Test func bundleMainInPortedCodeIsTheTargetsResourceBundle() throws {
        #expect(Greeting.text() == "Hello from the app's bundle.\n")
        let path = try #require(Greeting.path)
        #expect(path.hasSuffix("PortFixture_PortFixture.resources/Greeting.txt"), "\(path)")
    }

    @Test func overridesOfExtensionMethodsDispatchDynamically() {
        let controllers: [UIViewController] = [UIViewController(), ListController(), PhotoController()]
        #expect(controllers.map { $0.containsPhoto("list") } == [false, true, true])
        #expect(controllers.map { $0.containsPhoto("photo") } == [false, false, true])
        #expect(controllers.map { $0.describeShowing() } == ["plain", "plain", "plain"])
    }

    @Test func anObjCOverrideInAnExtensionOfAUIKitClassAnswersForIt() {
        let controllers = [UIViewController(), UINavigationController(), ListController()]
        #expect(controllers.map { $0.showingPushes() } == [false, true, false])
    }

    @Test func generatedTablesListActionsOutletsAndInspectables() {
        #expect(
            ListController.messageTable.selectorNames == [
                "containsPhoto:", "describeShowing", "photosChanged:", "refresh", "save:", "showingPushes",
                "unwindToListWithSegue:",
            ])
        #expect(PhotoController.messageTable.selectorNames.contains("sharePhoto:"))
        #expect(ListController.messageTable.outletNames == ["titleLabel"])
        #expect(ListController.messageTable.outletCollectionNames == ["buttons"])
        #expect(ListController.messageTable.inspectableKeys == ["accent"])
        #expect(RoundedView.messageTable.inspectableKeys == ["cornerRadius", "isBordered"])
        #expect(PhotoObserver.messageTable.selectorNames == ["photosChanged:"])
    }

    @Test func customActionsAreFoundUpTheControllerHierarchy() {
        let photo = PhotoController()
        let child = UIViewController()
        photo.addChild(child)
        #expect(child.targetViewController(forAction: Selector("sharePhoto:"), sender: nil) === photo)
        #expect(photo.view.target(forAction: Selector("sharePhoto:"), withSender: nil) as? PhotoController === photo)
        let item = UIBarButtonItem(title: "Share", style: .plain, target: photo, action: Selector("sharePhoto:"))
        DeviceSimulator.tap(item)
        #expect(photo.log == ["share"])
    }

    @Test func aPlainObserverGetsNotificationsThroughItsOwnTable() {
        let observer = PhotoObserver()
        let center = NotificationCenter()
        center.addObserver(observer, selector: Selector("photosChanged:"), name: .photosChanged, object: nil)
        center.post(name: .photosChanged, object: nil)
        #expect(observer.received == ["PhotosChanged"])
        center.removeObserver(observer)
    }
}

@MainActor
struct PortFixtureLaunchTests {
    @Test func anActionNobodyBelowAnswersReachesTheAppDelegate() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let delegate = AppDelegate()
        let root = ListController()
        simulator.launch(delegate, mainInterface: { root })
        let button = UIButton(type: .system)
        root.view.addSubview(button)
        button.addTarget(nil, action: Selector("showHelp:"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(delegate.log == ["didFinishLaunching", "showHelp"])
        #expect(root.log.isEmpty)
    }
}
