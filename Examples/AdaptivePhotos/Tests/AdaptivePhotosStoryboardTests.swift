import AdaptiveKit
import AdaptivePhotos
import Foundation
import InterfaceBuilder
import Testing

/// The storyboard version of the reference app behaves, and lays out, like the code version.
@MainActor
@Suite struct AdaptivePhotosStoryboardTests {
    static func frameInWindow(_ view: UIView?) -> CGRect? {
        guard let view else { return nil }
        return view.convert(view.bounds, to: nil)
    }

    // MARK: Loading

    @Test func S2_theStoryboardMakesTheAppsControllersFromItsScenes() throws {
        let storyboard = try AdaptivePhotos.storyboard()
        let app = try #require(storyboard.instantiateInitialViewController() as? StoryboardAppController)
        app.loadViewIfNeeded()
        #expect(app.children.first === app.splitController, "the embed segue made the split view a child")
        #expect(app.splitController.delegate === app)
        #expect(app.splitController.preferredDisplayMode == .oneBesideSecondary)
        #expect(app.conversations.title == "Conversations")
        #expect(app.primaryNavigation.viewControllers.first === app.conversations)
        #expect(app.secondaryNavigation?.topViewController is EmptyViewController)
        #expect(storyboard.instantiateViewController(withIdentifier: "Profile") is ProfileViewController)
        #expect(storyboard.instantiateViewController(withIdentifier: "Photo") is PhotoViewController)
        #expect(storyboard.instantiateViewController(withIdentifier: "PhotoList") is PhotoListViewController)
        #expect(storyboard.instantiateViewController(withIdentifier: "Empty") is EmptyViewController)
    }

    @Test func S2_theStoryboardsStoredFramesAreTheOnesItLaysOutTo() throws {
        // What `adaptive lint --compare-frames` checks: the hand-written frames are IB's canvas.
        let reports = LayoutFidelity.compareFrames(in: try AdaptivePhotos.storyboard().document)
        #expect(reports.count == 6)
        for report in reports {
            #expect(report.mismatched(tolerance: 0.5).isEmpty, "\(report.name)")
        }
    }

    @Test func S2_rowsArePushedAndShownFromTheStoryboardsScenes() throws {
        let running = try RunningApp(.storyboard, "iPad Pro (11-inch) (4th generation)", .landscape)
        running.app.conversations.selectRow(at: 0)
        running.settle()
        #expect(running.primaryStack == ["Conversations", "Hiking"])
        let photos = try #require(running.app.primaryNavigation.topViewController as? PhotoListViewController)
        #expect(photos.storyboard != nil, "made from the PhotoList scene")
        #expect(photos.rows.map(\.title) == ["At the top", "Halfway", "Lunch stop"])
        #expect(photos.rows.map(\.hasDisclosureIndicator) == [false, false, false])
        photos.selectRow(at: 2)
        running.settle()
        #expect(running.secondaryStack == ["Lunch stop"])
        let photo = try #require(running.secondaryNavigation?.topViewController as? PhotoViewController)
        #expect(photo.storyboard != nil, "made from the Photo scene")
        #expect(photo.commentLabel.text == "Lunch stop")
        #expect(photo.imageView.accessibilityIdentifier == "Lake")
    }

    // MARK: Adaptivity (the shared scenarios run for both versions in AdaptivePhotosTests)

    @Test func C4_storyboardExpandingWithNothingSelectedShowsTheStoryboardsPlaceholder() throws {
        let running = try RunningApp(.storyboard, "iPhone 15 Pro")
        running.simulator.rotate(to: .landscape)
        running.settle()
        #expect(running.secondaryStack == ["EmptyViewController"])
        let placeholder = try #require(running.secondaryNavigation?.topViewController)
        #expect(placeholder.storyboard != nil, "made from the Empty scene")
        let label = try #require(placeholder.view.subviews.first as? UILabel)
        #expect(label.text == "No Conversation Selected")
    }

    // MARK: The same frames as the code version

    @Test(arguments: [
        ("iPhone SE (3rd generation)", DeviceOrientation.portrait, MultitaskingSize?.none),
        ("iPhone 15 Pro", .portrait, nil),
        ("iPhone 15 Pro", .landscape, nil),
        ("iPhone 15 Pro Max", .landscape, nil),
        ("iPad Pro (11-inch) (4th generation)", .landscape, nil),
        ("iPad Pro (11-inch) (4th generation)", .portrait, .oneThird),
    ])
    func R2_theSplitViewsColumnsHaveTheCodeVersionsFrames(
        device: String, orientation: DeviceOrientation, size: MultitaskingSize?
    ) throws {
        let storyboard = try RunningApp(.storyboard, device, orientation, size)
        let code = try RunningApp(.code, device, orientation, size)
        storyboard.settle()
        code.settle()
        #expect(storyboard.split.isCollapsed == code.app.splitController.isCollapsed)
        #expect(Self.frameInWindow(storyboard.split.view) == Self.frameInWindow(code.app.splitController.view))
        #expect(
            Self.frameInWindow(storyboard.app.primaryNavigation.view)
                == Self.frameInWindow(code.app.primaryNavigation.view))
        #expect(
            Self.frameInWindow(storyboard.app.conversations.view)
                == Self.frameInWindow(code.app.conversations.view))
        #expect(storyboard.app.conversations.rows == code.app.conversations.rows)
        if !code.app.splitController.isCollapsed {
            #expect(
                Self.frameInWindow(storyboard.secondaryNavigation?.view)
                    == Self.frameInWindow(code.app.splitController.viewControllers.last?.view))
        }
    }

    @Test func R2_thePhotoHasTheCodeVersionsFrames() throws {
        for orientation in [DeviceOrientation.portrait, .landscape] {
            let storyboard = try RunningApp(.storyboard, "iPhone 15 Pro", orientation)
            let code = try RunningApp(.code, "iPhone 15 Pro", orientation)
            storyboard.app.conversations.selectRow(at: 1)
            code.app.conversations.selectRow(at: 1)
            storyboard.settle()
            code.settle()
            let fromStoryboard = try #require(
                (storyboard.secondaryNavigation?.topViewController
                    ?? storyboard.app.primaryNavigation
                    .topViewController) as? PhotoViewController)
            let fromCode = try #require(
                (code.app.splitController.isCollapsed
                    ? code.app.primaryNavigation.topViewController
                    : (code.app.splitController.viewControllers.last as? UINavigationController)?.topViewController)
                    as? PhotoViewController)
            #expect(fromStoryboard.title == fromCode.title)
            #expect(fromStoryboard.commentLabel.text == fromCode.commentLabel.text)
            #expect(Self.frameInWindow(fromStoryboard.imageView) == Self.frameInWindow(fromCode.imageView))
            #expect(Self.frameInWindow(fromStoryboard.commentLabel) == Self.frameInWindow(fromCode.commentLabel))
        }
    }

    @Test func R2_theProfileSwitchesLayoutOnRotationWithTheCodeVersionsFrames() throws {
        let profile = try #require(
            try AdaptivePhotos.storyboard().instantiateViewController(withIdentifier: "Profile")
                as? ProfileViewController)
        let codeProfile = ProfileViewController(user: .sample)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: profile)
        let codeSimulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: codeProfile)
        func frames(_ controller: ProfileViewController) -> [CGRect] {
            [controller.imageView, controller.nameLabel, controller.conversationsLabel, controller.photosLabel].map(
                \.frame)
        }
        simulator.window.layoutIfNeeded()
        codeSimulator.window.layoutIfNeeded()
        #expect(profile.nameLabel.text == "Your Name")
        #expect(profile.photosLabel.text == "6 photos")
        #expect(profile.imageView.frame == CGRect(x: 16, y: 67, width: 120, height: 120), "image above the labels")
        #expect(profile.nameLabel.frame.minY == CGFloat(203))
        #expect(frames(profile) == frames(codeProfile))
        simulator.rotate(to: .landscape)
        codeSimulator.rotate(to: .landscape)
        simulator.window.layoutIfNeeded()
        codeSimulator.window.layoutIfNeeded()
        #expect(profile.imageView.frame == CGRect(x: 75, y: 8, width: 120, height: 120))
        #expect(profile.nameLabel.frame.minX == CGFloat(211), "labels beside the image")
        #expect(profile.nameLabel.frame.minY == CGFloat(8))
        #expect(frames(profile) == frames(codeProfile))
        simulator.rotate(to: .portrait)
        codeSimulator.rotate(to: .portrait)
        simulator.window.layoutIfNeeded()
        codeSimulator.window.layoutIfNeeded()
        #expect(profile.nameLabel.frame.minX == CGFloat(16))
        #expect(frames(profile) == frames(codeProfile))
    }
}
