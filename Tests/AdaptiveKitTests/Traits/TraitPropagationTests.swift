import Foundation
import Testing

@testable import AdaptiveKit

/// T3 and T6: each window propagates its own traits, so devices in one process never share a transition.
@MainActor
@Suite struct TraitPropagationTests {
    /// A container that, as adaptive apps do, gives its child a regular width on a landscape phone
    /// from `willTransition(to:with:)`, and lets a test act while its size transition is being set up.
    final class AdaptingContainer: TrackingViewController {
        let child: TrackingViewController
        var whileSettingUpSizeTransition: () -> Void = {}

        init(_ name: String, child: TrackingViewController, log: EventLog) {
            self.child = child
            super.init(name, log: log)
            adopt(child)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            showFullFrame(child)
        }

        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            let landscapePhone = newCollection.verticalSizeClass == .compact
            setOverrideTraitCollection(
                landscapePhone ? UITraitCollection(horizontalSizeClass: .regular) : nil, forChild: child)
            super.willTransition(to: newCollection, with: coordinator)
        }

        override func viewWillTransition(
            to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            super.viewWillTransition(to: size, with: coordinator)
            whileSettingUpSizeTransition()
        }
    }

    @Test func T6_twoDevicesInterleavingTransitionsKeepTheirOwnHistories() throws {
        let phoneLog = EventLog()
        let phoneRoot = AdaptingContainer(
            "phone", child: TrackingViewController("phoneChild", log: phoneLog), log: phoneLog)
        let phone = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: phoneRoot)
        let padLog = EventLog()
        let padChild = TrackingViewController("padChild", log: padLog)
        let padRoot = TrackingContainer("pad", child: padChild, log: padLog)
        let pad = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape, multitasking: .half,
            rootViewController: padRoot)
        #expect(pad.window.traitPropagation !== phone.window.traitPropagation)
        phoneLog.events.removeAll()
        padLog.events.removeAll()

        // The iPad turns while the phone's rotation is still being set up: the phone's override for its
        // child is pending and its alongside blocks and completions have not run.
        var padHistoryInsidePhoneSetup: [String] = []
        phoneRoot.whileSettingUpSizeTransition = {
            pad.rotate(to: .portrait, completing: false)
            padHistoryInsidePhoneSetup = padLog.events.map(\.description)
        }
        phone.rotate(to: .landscape, completing: false)
        phoneRoot.whileSettingUpSizeTransition = {}
        #expect(phoneLog.events.map(\.description).last == "phoneChild.viewDidLayoutSubviews")
        pad.runUntilIdle()
        phone.runUntilIdle()

        #expect(
            phoneLog.events.map(\.description) == [
                "phone.willTransition(to: Compact/Compact)",
                "phoneChild.willTransition(to: Regular/Compact)",
                "phone.viewWillTransition(to: 852.0x393.0)",
                "phoneChild.viewWillTransition(to: 852.0x393.0)",
                // The pending override arrives in the phone's own trait step, once, with the new traits.
                "phone.traitCollectionDidChange(previous: Compact/Regular)",
                "phoneChild.traitCollectionDidChange(previous: Compact/Regular)",
                "phone.view.traitCollectionDidChange(previous: Compact/Regular)",
                "phoneChild.view.traitCollectionDidChange(previous: Compact/Regular)",
                "phone.alongside",
                "phoneChild.alongside",
                "phone.viewSafeAreaInsetsDidChange",
                "phone.viewLayoutMarginsDidChange",
                "phone.viewWillLayoutSubviews",
                "phone.view.layoutSubviews",
                "phone.viewDidLayoutSubviews",
                "phoneChild.viewSafeAreaInsetsDidChange",
                "phoneChild.viewLayoutMarginsDidChange",
                "phoneChild.viewWillLayoutSubviews",
                "phoneChild.view.layoutSubviews",
                "phoneChild.viewDidLayoutSubviews",
                "phone.completion",
                "phoneChild.completion",
            ])
        let padSetupAndAnimation = [
            "pad.willTransition(to: Compact/Regular)",
            "padChild.willTransition(to: Compact/Regular)",
            "pad.viewWillTransition(to: 639.0x1366.0)",
            "padChild.viewWillTransition(to: 639.0x1366.0)",
            "pad.traitCollectionDidChange(previous: Regular/Regular)",
            "padChild.traitCollectionDidChange(previous: Regular/Regular)",
            "pad.view.traitCollectionDidChange(previous: Regular/Regular)",
            "padChild.view.traitCollectionDidChange(previous: Regular/Regular)",
            "pad.alongside",
            "padChild.alongside",
            "pad.viewWillLayoutSubviews",
            "pad.view.layoutSubviews",
            "pad.viewDidLayoutSubviews",
            "padChild.viewWillLayoutSubviews",
            "padChild.view.layoutSubviews",
            "padChild.viewDidLayoutSubviews",
        ]
        #expect(padHistoryInsidePhoneSetup == padSetupAndAnimation, "the iPad ran its whole setup and animation")
        #expect(padLog.events.map(\.description) == padSetupAndAnimation + ["pad.completion", "padChild.completion"])

        #expect(sizeClasses(phoneRoot.traitCollection) == "Compact/Compact")
        #expect(sizeClasses(phoneRoot.child.traitCollection) == "Regular/Compact")
        #expect(sizeClasses(phoneRoot.child.view.traitCollection) == "Regular/Compact")
        #expect(sizeClasses(padRoot.traitCollection) == "Compact/Regular")
        #expect(sizeClasses(padChild.view.traitCollection) == "Compact/Regular")
        #expect(phone.window.bounds.size == CGSize(width: 852, height: 393))
        #expect(pad.window.bounds.size == CGSize(width: 639, height: 1366))
        #expect(phone.clock.now == 0.3)
        #expect(pad.clock.now == 0.4)
    }

    @Test func C4_aSplitViewCollapsesInItsOwnWindowsTraitStepWhileAnotherDeviceIsMidTransition() throws {
        let phoneLog = EventLog()
        let phoneRoot = AdaptingContainer(
            "phone", child: TrackingViewController("phoneChild", log: phoneLog), log: phoneLog)
        let phone = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: phoneRoot)
        let list = UIViewController()
        let detail = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: list), detail]
        let pad = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape, multitasking: .half,
            rootViewController: split)
        #expect(!split.isCollapsed)

        var collapsedWhenThePadRotationReturned: Bool?
        phoneRoot.whileSettingUpSizeTransition = {
            pad.rotate(to: .portrait)
            collapsedWhenThePadRotationReturned = split.isCollapsed
        }
        phone.rotate(to: .landscape)
        #expect(collapsedWhenThePadRotationReturned == true, "the phone's transition did not hold the iPad's back")
        #expect(split.viewControllers.count == 1)
        #expect(detail.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func T3_anEnvironmentOutsideAnyWindowIsNeverHeldBackByATransition() throws {
        let phoneLog = EventLog()
        let phoneRoot = AdaptingContainer(
            "phone", child: TrackingViewController("phoneChild", log: phoneLog), log: phoneLog)
        let phone = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: phoneRoot)
        let detachedLog = EventLog()
        let detached = TrackingViewController("detached", log: detachedLog)
        detached.traitOverrides.userInterfaceStyle = .dark
        detachedLog.events.removeAll()
        var styleSeenDuringPhoneSetup: UIUserInterfaceStyle?
        phoneRoot.whileSettingUpSizeTransition = {
            detached.traitOverrides.userInterfaceStyle = .light
            styleSeenDuringPhoneSetup = detached.traitCollection.userInterfaceStyle
        }
        phone.rotate(to: .landscape)
        #expect(styleSeenDuringPhoneSetup == .light)
        #expect(
            detachedLog.events.map(\.description) == [
                "detached.traitCollectionDidChange(previous: Unspecified/Unspecified)"
            ])
        #expect(detached.traitWindow == nil)
        #expect(phoneRoot.child.traitWindow === phone.window)
    }
}
