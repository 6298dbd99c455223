import AdaptiveKit
import Foundation
import Testing

@testable import AdaptivePhotosApp

/// C2–C4 through the app as it launches, both builds of its interface, on the devices and sizes that matter.
@MainActor
@Suite struct AdaptivePhotosTests {
    @Test(arguments: AppVersion.allCases)
    func C4_phonePortraitLaunchesCollapsedOnTheListWithPushIndicators(version: AppVersion) throws {
        let running = try RunningApp(version, "iPhone 15 Pro")
        #expect(running.split.isCollapsed)
        #expect(running.split.delegate === running.root, "the delegate collapsing asked is the root's")
        #expect(running.primaryStack == ["Conversations"], "the placeholder was dropped")
        #expect(running.rows == ["Hiking ›", "Dinner ›", "Beach day ›"])
        #expect(running.primaryNavigation.visibleViewController === running.list)
        #expect(running.simulator.window.isKeyWindow)
        #expect(running.delegate.window === running.simulator.window)
    }

    @Test(arguments: AppVersion.allCases)
    func C4_iPadLandscapeShowsTheListBesideThePlaceholder(version: AppVersion) throws {
        let running = try RunningApp(version, "iPad Pro (11-inch) (4th generation)", .landscape)
        #expect(!running.split.isCollapsed)
        #expect(running.secondaryStack == ["EmptyViewController"])
        // Several photos push within the list; one photo replaces the detail.
        #expect(running.rows == ["Hiking ›", "Dinner", "Beach day ›"])
        #expect(running.primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(running.list.tableView.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
    }

    @Test(arguments: AppVersion.allCases)
    func C4_aPhotoShownOnAPhoneMovesToTheDetailColumnInLandscapeAndBack(version: AppVersion) throws {
        let running = try RunningApp(version, "iPhone 15 Pro")
        running.tapRow(1, in: running.list.tableView)
        #expect(running.primaryStack == ["Conversations", "Homemade"], "showDetail pushed on the collapsed split")
        running.simulator.rotate(to: .landscape)
        running.settle()
        #expect(!running.split.isCollapsed, "the root lends regular width on a landscape phone")
        #expect(running.primaryStack == ["Conversations"])
        #expect(running.secondaryStack == ["Homemade"])
        #expect(running.rows == ["Hiking ›", "Dinner", "Beach day ›"])
        #expect(running.list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        running.simulator.rotate(to: .portrait)
        running.settle()
        #expect(running.split.isCollapsed)
        #expect(running.primaryStack == ["Conversations", "Homemade"])
        #expect(running.notifications == 2)
        // Back on the list, its rows were reloaded for the collapsed split view.
        running.primaryNavigation.popViewController(animated: false)
        running.settle()
        #expect(running.rows == ["Hiking ›", "Dinner ›", "Beach day ›"])
    }

    @Test(
        arguments: AppVersion.allCases,
        [
            ("iPhone SE (3rd generation)", DeviceOrientation.portrait, true),
            ("iPhone SE (3rd generation)", .landscape, false),
            ("iPhone 15 Pro", .portrait, true),
            ("iPhone 15 Pro", .landscape, false),
            ("iPhone 15 Pro Max", .portrait, true),
            ("iPhone 15 Pro Max", .landscape, false),
        ])
    func C4_phonesLaunchCollapsedOnlyInPortrait(
        version: AppVersion, phone: (device: String, orientation: DeviceOrientation, collapsed: Bool)
    ) throws {
        let (device, orientation, collapsed) = phone
        let running = try RunningApp(version, device, orientation)
        #expect(running.split.isCollapsed == collapsed)
        #expect(running.rows[1] == (collapsed ? "Dinner ›" : "Dinner"))
    }

    @Test(
        arguments: AppVersion.allCases,
        [
            (DeviceOrientation.landscape, MultitaskingSize?.none, false),
            (.landscape, .twoThirds, false),
            (.landscape, .half, true),
            (.landscape, .oneThird, true),
            (.landscape, .slideOver, true),
            (.portrait, nil, false),
            (.portrait, .twoThirds, true),
            (.portrait, .oneThird, true),
        ])
    func C4_iPadMultitaskingCollapsesInCompactWidths(
        version: AppVersion, arrangement: (orientation: DeviceOrientation, size: MultitaskingSize?, collapsed: Bool)
    ) throws {
        let (orientation, size, collapsed) = arrangement
        let running = try RunningApp(version, "iPad Pro (11-inch) (4th generation)", orientation, size)
        #expect(running.split.isCollapsed == collapsed)
        #expect(running.rows[1] == (collapsed ? "Dinner ›" : "Dinner"), "one photo pushes only when collapsed")
    }

    @Test(arguments: AppVersion.allCases)
    func C4_resizingAnIPadWhileAPhotoShowsKeepsThePhoto(version: AppVersion) throws {
        let running = try RunningApp(version, "iPad Pro (11-inch) (4th generation)", .landscape)
        running.tapRow(1, in: running.list.tableView)
        #expect(running.secondaryStack == ["Homemade"], "showDetail replaced the secondary column")
        #expect(running.list.currentDetailPhotoName(sender: nil) == "Pasta")
        try running.simulator.resize(to: .oneThird)
        running.settle()
        #expect(running.primaryStack == ["Conversations", "Homemade"])
        #expect(running.list.currentDetailPhotoName(sender: nil) == "Pasta", "the pushed photo, once collapsed")
        try running.simulator.resize(to: .twoThirds)
        running.settle()
        #expect(running.secondaryStack == ["Homemade"])
        #expect(running.primaryStack == ["Conversations"])
        #expect(running.notifications == 2)
    }

    @Test(arguments: AppVersion.allCases)
    func C2_theShowingQuestionsAreAskedOfTheControllersThatOverrideThem(version: AppVersion) throws {
        let running = try RunningApp(version, "iPad Pro (11-inch) (4th generation)", .landscape)
        let list = running.list
        #expect(!list.willShowingDetailViewControllerPush(sender: nil), "expanded: the detail column is replaced")
        #expect(list.willShowingViewControllerPush(sender: nil))
        let show = Selector("willShowingViewControllerPushWithSender:")
        let showDetail = Selector("willShowingDetailViewControllerPushWithSender:")
        #expect(list.targetViewController(forAction: show, sender: nil) === running.primaryNavigation)
        #expect(list.targetViewController(forAction: showDetail, sender: nil) === running.split)
        #expect(running.root.targetViewController(forAction: showDetail, sender: nil) == nil, "above the split view")
        try running.simulator.resize(to: .oneThird)
        running.settle()
        #expect(list.willShowingDetailViewControllerPush(sender: nil), "collapsed: the primary pushes it")
    }

    @Test(arguments: AppVersion.allCases)
    func C2_aConversationWithSeveralPhotosPushesItsListWhoseRowsShowDetail(version: AppVersion) throws {
        let running = try RunningApp(version, "iPad Pro (11-inch) (4th generation)", .landscape)
        running.tapRow(0, in: running.list.tableView)
        #expect(running.primaryStack == ["Conversations", "Hiking"])
        let photos = try #require(running.primaryNavigation.topViewController as? ConversationViewController)
        #expect((photos.storyboard != nil) == (version == .storyboard), "made from the Conversation scene")
        #expect(RunningApp.rows(of: photos.tableView) == ["At the top", "Halfway", "Lunch stop"])
        running.tapRow(2, in: photos.tableView)
        #expect(running.secondaryStack == ["Lunch stop"])
        let photo = try #require(running.secondaryNavigation?.topViewController as? PhotoViewController)
        #expect(photo.commentLabel.text == "Lunch stop")
        #expect(photo.imageView.accessibilityIdentifier == "Lake")
        #expect(photo.containsPhoto(named: "Lake"))
        #expect(!running.list.containsPhoto(named: "Lake"))
        #expect(running.list.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test(arguments: AppVersion.allCases)
    func C2_thePhotoListOnACollapsedPhonePushesEachPhoto(version: AppVersion) throws {
        let running = try RunningApp(version, "iPhone 15 Pro")
        running.tapRow(2, in: running.list.tableView)
        let photos = try #require(running.primaryNavigation.topViewController as? ConversationViewController)
        #expect(RunningApp.rows(of: photos.tableView) == ["Cold water ›", "Worth the wait ›"])
        running.tapRow(1, in: photos.tableView)
        #expect(running.primaryStack == ["Conversations", "Beach day", "Worth the wait"])
        let photo = try #require(running.primaryNavigation.topViewController as? PhotoViewController)
        #expect(
            photo.view.convert(photo.commentLabel.frame, to: nil)
                == CGRect(
                    x: 16, y: photo.view.bounds.height - 34 - 8 - photo.commentLabel.frame.height,
                    width: 361, height: photo.commentLabel.frame.height))
    }

    @Test(arguments: AppVersion.allCases)
    func C2_theProfileButtonPresentsAPopoverThatAdaptsOnAPhone(version: AppVersion) throws {
        let running = try RunningApp(version, "iPhone 15 Pro")
        let button = try #require(running.list.navigationItem.rightBarButtonItem)
        #expect(button.title == "Profile")
        #expect(button.target === running.list)
        DeviceSimulator.tap(button)
        running.settle()
        let presented = try #require(running.list.presentedViewController as? UINavigationController)
        let profile = try #require(presented.topViewController as? ProfileViewController)
        #expect(presented.modalPresentationStyle == .popover)
        #expect(
            presented.presentationController?.adaptivePresentationStyle(for: running.split.traitCollection) != .popover)
        #expect(profile.nameLabel.text == "Your Name")
        #expect(profile.photosLabel.text == "6 photos")
        let done = try #require(profile.navigationItem.leftBarButtonItem)
        DeviceSimulator.tap(done)
        running.settle()
        #expect(running.list.presentedViewController == nil)
    }

    @Test func L2_theProfileLaysOutByVerticalSizeClassInEitherBuild() throws {
        AdaptivePhotos.registerStoryboardClasses()
        for version in AppVersion.allCases {
            let profile =
                version == .code
                ? ProfileViewController(user: .sample)
                : try #require(
                    AdaptivePhotos.storyboard().instantiateViewController(withIdentifier: "Profile")
                        as? ProfileViewController)
            let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: profile)
            simulator.window.layoutIfNeeded()
            #expect(profile.imageView.frame == CGRect(x: 16, y: 67, width: 120, height: 120), "\(version)")
            #expect(profile.nameLabel.frame.origin == CGPoint(x: 16, y: 203), "\(version)")
            simulator.rotate(to: .landscape)
            simulator.window.layoutIfNeeded()
            #expect(profile.imageView.frame == CGRect(x: 75, y: 8, width: 120, height: 120), "\(version)")
            #expect(profile.nameLabel.frame.origin == CGPoint(x: 211, y: 8), "\(version)")
        }
    }
}
