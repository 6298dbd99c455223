import AdaptiveKit
import AdaptivePhotos
import Foundation
import Testing

/// C2–C4 through the reference app, on the devices and sizes the issue names.
@MainActor
@Suite struct AdaptivePhotosTests {
    @MainActor final class Running {
        let app = AppController()
        let simulator: DeviceSimulator
        var notifications = 0
        private var observer: (any NSObjectProtocol)?

        init(_ device: String, _ orientation: DeviceOrientation = .portrait, _ size: MultitaskingSize? = nil) throws {
            simulator = try DeviceSimulator(
                deviceNamed: device, orientation: orientation, multitasking: size, rootViewController: app)
            observer = NotificationCenter.default.addObserver(
                forName: UIViewController.showDetailTargetDidChangeNotification, object: app.splitController,
                queue: nil
            ) { [weak self] _ in MainActor.assumeIsolated { self?.notifications += 1 } }
        }

        var split: UISplitViewController { app.splitController }
        var primaryStack: [String] { app.primaryNavigation.viewControllers.map(Self.name) }
        var secondaryStack: [String] {
            guard split.viewControllers.count > 1, let navigation = split.viewControllers[1] as? UINavigationController
            else { return [] }
            return navigation.viewControllers.map(Self.name)
        }
        var disclosure: [Bool] { app.conversations.rows.map(\.hasDisclosureIndicator) }

        static func name(_ controller: UIViewController) -> String {
            controller.title ?? String(describing: type(of: controller))
        }

        func settle() {
            simulator.runUntilIdle()
            simulator.window.layoutIfNeeded()
        }
    }

    @Test func C4_phonePortraitIsCollapsedOnTheListWithPushIndicators() throws {
        let running = try Running("iPhone 15 Pro")
        #expect(running.split.isCollapsed)
        #expect(running.primaryStack == ["Conversations"], "the placeholder was dropped")
        #expect(running.disclosure == [true, true, true])
        #expect(running.app.primaryNavigation.visibleViewController === running.app.conversations)
    }

    @Test func C4_iPadLandscapeShowsTheListBesideThePlaceholder() throws {
        let running = try Running("iPad Pro (11-inch) (4th generation)", .landscape)
        #expect(!running.split.isCollapsed)
        #expect(running.secondaryStack == ["EmptyViewController"])
        // Several photos push within the list; one photo replaces the detail.
        #expect(running.disclosure == [true, false, true])
        #expect(running.app.primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
    }

    @Test func C4_aPhotoShownOnAPhoneMovesToTheDetailColumnInLandscapeAndBack() throws {
        let running = try Running("iPhone 15 Pro")
        running.app.conversations.selectRow(at: 1)
        running.settle()
        #expect(running.primaryStack == ["Conversations", "Homemade"])
        running.simulator.rotate(to: .landscape)
        running.settle()
        #expect(!running.split.isCollapsed, "the container lends regular width on a landscape phone")
        #expect(running.primaryStack == ["Conversations"])
        #expect(running.secondaryStack == ["Homemade"])
        #expect(running.disclosure == [true, false, true])
        running.simulator.rotate(to: .portrait)
        running.settle()
        #expect(running.split.isCollapsed)
        #expect(running.primaryStack == ["Conversations", "Homemade"])
        #expect(running.notifications == 2)
        #expect(running.disclosure == [true, true, true])
    }

    @Test(arguments: [
        ("iPhone SE (3rd generation)", DeviceOrientation.portrait, true),
        ("iPhone SE (3rd generation)", .landscape, false),
        ("iPhone 15 Pro", .portrait, true),
        ("iPhone 15 Pro", .landscape, false),
        ("iPhone 15 Pro Max", .portrait, true),
        ("iPhone 15 Pro Max", .landscape, false),
    ])
    func C4_phonesCollapseOnlyInPortrait(device: String, orientation: DeviceOrientation, collapsed: Bool) throws {
        let running = try Running(device, orientation)
        #expect(running.split.isCollapsed == collapsed)
    }

    @Test(arguments: [
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
        orientation: DeviceOrientation, size: MultitaskingSize?, collapsed: Bool
    ) throws {
        let running = try Running("iPad Pro (11-inch) (4th generation)", orientation, size)
        #expect(running.split.isCollapsed == collapsed)
        #expect(running.disclosure[1] == collapsed, "one photo pushes only when collapsed")
    }

    @Test func C4_resizingAnIPadWhileAPhotoShowsKeepsThePhoto() throws {
        let running = try Running("iPad Pro (11-inch) (4th generation)", .landscape)
        running.app.conversations.selectRow(at: 1)
        running.settle()
        #expect(running.secondaryStack == ["Homemade"])
        try running.simulator.resize(to: .oneThird)
        running.settle()
        #expect(running.primaryStack == ["Conversations", "Homemade"])
        try running.simulator.resize(to: .twoThirds)
        running.settle()
        #expect(running.secondaryStack == ["Homemade"])
        #expect(running.primaryStack == ["Conversations"])
        #expect(running.notifications == 2)
    }

    @Test func C2_aConversationWithSeveralPhotosPushesItsList() throws {
        let running = try Running("iPad Pro (11-inch) (4th generation)", .landscape)
        running.app.conversations.selectRow(at: 0)
        running.settle()
        #expect(running.primaryStack == ["Conversations", "Hiking"])
        let photos = try #require(running.app.primaryNavigation.topViewController as? PhotoListViewController)
        #expect(photos.rows.map(\.hasDisclosureIndicator) == [false, false, false])
        photos.selectRow(at: 2)
        running.settle()
        #expect(running.secondaryStack == ["Lunch stop"])
    }

    @Test func L2_profileLaysOutByVerticalSizeClass() throws {
        let profile = ProfileViewController(user: .sample)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: profile)
        simulator.window.layoutIfNeeded()
        #expect(profile.imageView.frame == CGRect(x: 16, y: 67, width: 120, height: 120))
        #expect(profile.nameLabel.frame.minX == 16)
        #expect(profile.nameLabel.frame.minY == 203)
        simulator.rotate(to: .landscape)
        #expect(profile.imageView.frame == CGRect(x: 75, y: 8, width: 120, height: 120))
        #expect(profile.nameLabel.frame.minX == 211)
        #expect(profile.nameLabel.frame.minY == 8)
    }
}
