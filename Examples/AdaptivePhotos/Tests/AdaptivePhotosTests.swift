import AdaptiveKit
import AdaptivePhotos
import Foundation
import Testing

/// C2–C4 through the reference app, both versions (code and storyboard), on the devices and sizes the issue names.
@MainActor
@Suite struct AdaptivePhotosTests {
    @Test(arguments: AppVersion.allCases)
    func C4_phonePortraitIsCollapsedOnTheListWithPushIndicators(version: AppVersion) throws {
        let running = try RunningApp(version, "iPhone 15 Pro")
        #expect(running.split.isCollapsed)
        #expect(running.primaryStack == ["Conversations"], "the placeholder was dropped")
        #expect(running.disclosure == [true, true, true])
        #expect(running.app.primaryNavigation.visibleViewController === running.app.conversations)
    }

    @Test(arguments: AppVersion.allCases)
    func C4_iPadLandscapeShowsTheListBesideThePlaceholder(version: AppVersion) throws {
        let running = try RunningApp(version, "iPad Pro (11-inch) (4th generation)", .landscape)
        #expect(!running.split.isCollapsed)
        #expect(running.secondaryStack == ["EmptyViewController"])
        // Several photos push within the list; one photo replaces the detail.
        #expect(running.disclosure == [true, false, true])
        #expect(running.app.primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
    }

    @Test(arguments: AppVersion.allCases)
    func C4_aPhotoShownOnAPhoneMovesToTheDetailColumnInLandscapeAndBack(version: AppVersion) throws {
        let running = try RunningApp(version, "iPhone 15 Pro")
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
    func C4_phonesCollapseOnlyInPortrait(
        version: AppVersion, phone: (device: String, orientation: DeviceOrientation, collapsed: Bool)
    ) throws {
        let (device, orientation, collapsed) = phone
        let running = try RunningApp(version, device, orientation)
        #expect(running.split.isCollapsed == collapsed)
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
        #expect(running.disclosure[1] == collapsed, "one photo pushes only when collapsed")
    }

    @Test(arguments: AppVersion.allCases)
    func C4_resizingAnIPadWhileAPhotoShowsKeepsThePhoto(version: AppVersion) throws {
        let running = try RunningApp(version, "iPad Pro (11-inch) (4th generation)", .landscape)
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

    @Test(arguments: AppVersion.allCases)
    func C2_aConversationWithSeveralPhotosPushesItsList(version: AppVersion) throws {
        let running = try RunningApp(version, "iPad Pro (11-inch) (4th generation)", .landscape)
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
