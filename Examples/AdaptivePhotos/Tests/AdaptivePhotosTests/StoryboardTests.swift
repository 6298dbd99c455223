import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

@testable import AdaptivePhotosApp

/// Main.storyboard makes the app's controllers, wires their outlets and bar button items, and lays out
/// as its stored frames say.
@MainActor
@Suite struct StoryboardTests {
    init() { AdaptivePhotos.registerStoryboardClasses() }

    @Test func S1_everySceneMakesItsClassWithItsOutletsSetAndNoDiagnostics() throws {
        let storyboard = AdaptivePhotos.storyboard()
        var made: [UIViewController] = []
        let diagnostics = DiagnosticLog.capture {
            for identifier in ["Conversation", "Photo", "Empty", "Profile"] {
                made.append(storyboard.instantiateViewController(withIdentifier: identifier))
            }
            for controller in made { controller.loadViewIfNeeded() }
        }
        #expect(diagnostics.map(\.description) == [])
        #expect(
            made.map { String(describing: type(of: $0)) } == [
                "ConversationViewController", "PhotoViewController", "EmptyViewController", "ProfileViewController",
            ])
        let objects = try #require(made[1].interfaceBuilderObjects)
        let photo = try #require(made[1] as? PhotoViewController)
        #expect(photo.imageView === objects.view(withIBID: "pho-iv-001"))
        #expect(photo.commentLabel === objects.view(withIBID: "pho-lb-001"))
        let empty = try #require(made[2] as? EmptyViewController)
        #expect(empty.messageLabel.text == "No Conversation Selected")
        let profile = try #require(made[3] as? ProfileViewController)
        #expect(profile.nameLabel.text == "Your Name")
        #expect(profile.conversationsLabel.text == "3 conversations")
        #expect((made[0] as? ConversationViewController)?.tableView != nil, "the scene's table is the view")
    }

    @Test func S1_theInitialSceneEmbedsTheSplitViewAndItsBarItemsAreWired() throws {
        let root = try #require(
            AdaptivePhotos.storyboard().instantiateInitialViewController() as? TraitOverrideViewController)
        root.loadViewIfNeeded()
        let split = try #require(root.splitController)
        #expect(root.children == [split], "the embed segue made the split view a child")
        #expect(split.delegate === root)
        #expect(split.preferredDisplayMode == .oneBesideSecondary)
        let list = try #require(root.listController)
        #expect(list.title == "Conversations")
        let profileItem = try #require(list.navigationItem.rightBarButtonItem)
        #expect(profileItem.title == "Profile")
        #expect(profileItem.target === list)
        #expect(profileItem.action == Selector("showProfile:"))
        let profile = try #require(
            AdaptivePhotos.storyboard().instantiateViewController(withIdentifier: "Profile") as? ProfileViewController)
        let done = try #require(profile.navigationItem.leftBarButtonItem)
        #expect(done.title == "Done")
        #expect(done.style == .done)
        #expect(done.target === profile)
        #expect(done.action == Selector("done:"))
    }

    @Test func S3_theStoryboardsStoredFramesAreTheOnesItLaysOutTo() throws {
        // What `adaptive lint --compare-frames` checks: the hand-written frames are IB's canvas.
        let reports = LayoutFidelity.compareFrames(in: AdaptivePhotos.storyboard().document)
        #expect(reports.count == 6)
        for report in reports {
            #expect(report.mismatched(tolerance: 0.5).isEmpty, "\(report.name)")
        }
    }

    @Test func S1_launchingWithAMissingStoryboardGetsUIKitsExceptionAndShowsNothing() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let delegate = try #require(AdaptivePhotos.makeAppDelegate() as? AppDelegate)
        let diagnostics = DiagnosticLog.capture {
            simulator.launch(delegate, mainStoryboard: "Missing", bundle: AdaptivePhotos.bundle)
        }
        #expect(
            diagnostics.first?.message
                == "Could not find a storyboard named 'Missing' in bundle NSBundle <\(AdaptivePhotos.bundle.bundlePath)>"
        )
        #expect(simulator.window.rootViewController == nil)
    }
}
