import Foundation
import Testing

@testable import AdaptiveKit

/// C4 for the iOS 14 column style: columns, display modes and split behaviors per size.
@MainActor
@Suite struct SplitViewColumnTests {
    typealias Column = UISplitViewController.Column

    @Test func C4_columnsWrapPlainControllersInNavigationControllersExceptCompact() throws {
        let fixture = ColumnFixture(.doubleColumn)
        let compact = UIViewController()
        fixture.split.setViewController(compact, for: .compact)
        let ownNavigation = UINavigationController(rootViewController: UIViewController())
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(ownNavigation, for: .secondary)

        #expect(fixture.split.style == .doubleColumn)
        #expect(fixture.split.viewController(for: .primary) === fixture.sidebar)
        #expect(fixture.split.viewController(for: .secondary) === fixture.detail)
        #expect(fixture.split.viewController(for: .compact) === compact)
        #expect(fixture.split.viewController(for: .supplementary) == nil)
        let primary = try #require(fixture.navigation(.primary))
        let secondary = try #require(fixture.navigation(.secondary))
        #expect(primary.viewControllers == [fixture.sidebar])
        #expect(fixture.split.children == [primary, secondary, compact])
        #expect(compact.navigationController == nil)
        #expect(fixture.split.viewControllers == [primary, secondary])
        #expect(split.viewController(for: .secondary) === ownNavigation)
        #expect(split.viewControllers == [ownNavigation])
        #expect(UISplitViewController().style == .unspecified)
        #expect(fixture.sidebar.splitViewController === fixture.split)
    }

    @Test func C4_doubleColumnOnALandscapeiPadTilesThePrimaryBesideTheSecondary() throws {
        let fixture = ColumnFixture(.doubleColumn)
        let simulator = try fixture.start(iPad11, .landscape)
        defer { withExtendedLifetime(simulator) {} }
        #expect(!fixture.split.isCollapsed)
        #expect(fixture.split.splitBehavior == .tile)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        #expect(fixture.frame(.primary) == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(fixture.frame(.secondary) == CGRect(x: 320, y: 0, width: 874, height: 834))
        #expect(fixture.split.primaryColumnWidth == CGFloat(320))
        #expect(fixture.split.supplementaryColumnWidth == CGFloat(0))
        #expect(fixture.sidebar.traitCollection.horizontalSizeClass == .compact)
        #expect(fixture.detail.traitCollection.horizontalSizeClass == .regular)
        #expect(fixture.delegate.calls.isEmpty, "the first layout changes nothing")
        #expect(fixture.split.showsDisplayModeButton)
    }

    @Test func C4_doubleColumnOnAPortraitiPadOverlaysThePrimaryWhenShownByCode() throws {
        let fixture = ColumnFixture(.doubleColumn)
        let simulator = try fixture.start(iPad11)
        #expect(fixture.split.splitBehavior == .overlay)
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.frame(.primary) == nil)
        #expect(fixture.frame(.secondary) == CGRect(x: 0, y: 0, width: 834, height: 1194))
        fixture.log.events.removeAll()

        fixture.split.show(.primary)
        #expect(fixture.split.displayMode == .oneOverSecondary)
        #expect(fixture.frame(.primary) == CGRect(x: 0, y: 0, width: 320, height: 1194))
        #expect(fixture.frame(.secondary) == CGRect(x: 0, y: 0, width: 834, height: 1194))
        #expect(fixture.split.view.subviews.last === fixture.navigation(.primary)?.view, "the primary overlays")
        #expect(fixture.appearance == ["sidebar.viewWillAppear", "sidebar.viewDidAppear"])
        fixture.split.show(.primary)
        fixture.split.hide(.primary)
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.frame(.primary) == nil)
        #expect(
            fixture.delegate.take() == ["willChangeTo(3)", "willChangeTo(1)"],
            "no willShow/willHide for code, and a second show is ignored")
        #expect(fixture.split.preferredDisplayMode == .automatic)
        simulator.window.layoutIfNeeded()
        #expect(fixture.split.displayMode == .secondaryOnly)
    }

    @Test func C4_tripleColumnTilesAllThreeOnALandscape13InchiPad() throws {
        let fixture = ColumnFixture(.tripleColumn)
        let simulator = try fixture.start(iPad13, .landscape)
        defer { withExtendedLifetime(simulator) {} }
        #expect(fixture.split.splitBehavior == .tile)
        #expect(fixture.split.displayMode == .twoBesideSecondary)
        #expect(fixture.frame(.primary) == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(fixture.frame(.supplementary) == CGRect(x: 320, y: 0, width: 320, height: 1024))
        #expect(fixture.frame(.secondary) == CGRect(x: 640, y: 0, width: 726, height: 1024))
        #expect(fixture.split.supplementaryColumnWidth == CGFloat(320))
        #expect(fixture.list.traitCollection.horizontalSizeClass == .compact)
        #expect(fixture.split.viewControllers.count == 3)
    }

    @Test func C4_tripleColumnDisplacesTheSecondaryOnALandscape11InchiPad() throws {
        let fixture = ColumnFixture(.tripleColumn)
        let simulator = try fixture.start(iPad11, .landscape)
        defer { withExtendedLifetime(simulator) {} }
        #expect(fixture.split.splitBehavior == .displace)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        #expect(fixture.frame(.primary) == nil)
        #expect(fixture.frame(.supplementary) == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(fixture.frame(.secondary) == CGRect(x: 320, y: 0, width: 874, height: 834))

        fixture.split.show(.primary)
        #expect(fixture.split.displayMode == .twoDisplaceSecondary)
        #expect(fixture.frame(.primary) == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(fixture.frame(.supplementary) == CGRect(x: 320, y: 0, width: 320, height: 834))
        #expect(fixture.frame(.secondary) == CGRect(x: 640, y: 0, width: 874, height: 834), "pushed off the edge")

        fixture.split.show(.secondary)
        #expect(fixture.split.displayMode == .oneBesideSecondary, "the secondary is fully visible again")
        fixture.split.hide(.supplementary)
        #expect(fixture.split.displayMode == .secondaryOnly)
        fixture.split.hide(.secondary)
        #expect(fixture.split.displayMode == .secondaryOnly, "the secondary cannot be hidden")
        #expect(fixture.delegate.take() == ["willChangeTo(6)", "willChangeTo(2)", "willChangeTo(1)"])
    }

    @Test func C4_tripleColumnOverlaysOnAPortraitiPadAndTheButtonWalksTheSidebars() throws {
        let fixture = ColumnFixture(.tripleColumn)
        let simulator = try fixture.start(iPad11)
        defer { withExtendedLifetime(simulator) {} }
        #expect(fixture.split.splitBehavior == .overlay)
        #expect(fixture.split.displayMode == .secondaryOnly)
        fixture.split.performDisplayModeButtonAction()
        #expect(fixture.split.displayMode == .oneOverSecondary)
        #expect(fixture.frame(.supplementary) == CGRect(x: 0, y: 0, width: 320, height: 1194))
        #expect(fixture.split.showsDisplayModeButton)
        fixture.split.performDisplayModeButtonAction()
        #expect(fixture.split.displayMode == .twoOverSecondary)
        #expect(fixture.frame(.primary) == CGRect(x: 0, y: 0, width: 320, height: 1194))
        #expect(fixture.frame(.supplementary) == CGRect(x: 320, y: 0, width: 320, height: 1194))
        #expect(fixture.frame(.secondary) == CGRect(x: 0, y: 0, width: 834, height: 1194))
        #expect(
            fixture.split.view.subviews.suffix(2).map { $0 }
                == [fixture.navigation(.primary)?.view, fixture.navigation(.supplementary)?.view].compactMap { $0 })
        #expect(!fixture.split.showsDisplayModeButton, "no button in twoOverSecondary")
        fixture.split.performDisplayModeButtonAction()
        #expect(fixture.split.displayMode == .secondaryOnly)
    }

    /// UIKit's preferredDisplayMode page: the preferred mode is interpreted for the split behavior.
    @Test(arguments: [
        (
            UISplitViewController.SplitBehavior.tile, UISplitViewController.DisplayMode.twoOverSecondary,
            UISplitViewController.DisplayMode.twoBesideSecondary
        ),
        (.overlay, .twoBesideSecondary, .twoOverSecondary),
        (.displace, .twoBesideSecondary, .twoDisplaceSecondary),
        (.tile, .oneOverSecondary, .oneBesideSecondary),
        (.overlay, .oneBesideSecondary, .oneOverSecondary),
        (.displace, .oneOverSecondary, .oneBesideSecondary),
        (.overlay, .secondaryOnly, .secondaryOnly),
        (.tile, .automatic, .twoBesideSecondary),
        (.displace, .automatic, .oneBesideSecondary),
        (.overlay, .automatic, .secondaryOnly),
    ])
    func C4_preferredDisplayModeIsInterpretedForTheSplitBehavior(
        behavior: UISplitViewController.SplitBehavior, preferred: UISplitViewController.DisplayMode,
        expected: UISplitViewController.DisplayMode
    ) throws {
        let fixture = ColumnFixture(.tripleColumn)
        fixture.split.preferredSplitBehavior = behavior
        fixture.split.preferredDisplayMode = preferred
        let simulator = try fixture.start(iPad11, .landscape)
        defer { withExtendedLifetime(simulator) {} }
        #expect(fixture.split.splitBehavior == behavior)
        #expect(fixture.split.displayMode == expected)
    }

    @Test func C4_withoutTheGestureThePreferredModeIsStrictlyRespected() throws {
        let fixture = ColumnFixture(.doubleColumn)
        fixture.split.presentsWithGesture = false
        fixture.split.preferredDisplayMode = .oneOverSecondary
        let simulator = try fixture.start(iPad11, .landscape)
        defer { withExtendedLifetime(simulator) {} }
        #expect(fixture.split.displayMode == .oneOverSecondary)
        #expect(fixture.split.splitBehavior == .overlay)
        #expect(!fixture.split.showsDisplayModeButton)
        fixture.split.displayModeButtonVisibility = .always
        #expect(fixture.split.showsDisplayModeButton)
        fixture.split.presentsWithGesture = true
        fixture.split.displayModeButtonVisibility = .never
        #expect(!fixture.split.showsDisplayModeButton)
        #expect(fixture.split.displayMode == .oneBesideSecondary, "translated for tile again")
        fixture.split.preferredDisplayMode = .twoBesideSecondary
        #expect(fixture.split.displayMode == .oneBesideSecondary, "two sidebars mean one in double column")
    }

    @Test func C4_columnWidthsPreferPointsOverFractionsWithinTheLimits() throws {
        let fixture = ColumnFixture(.tripleColumn)
        let simulator = try fixture.start(iPad13, .landscape)
        let split = fixture.split
        #expect(split.preferredPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.preferredSupplementaryColumnWidthFraction == UISplitViewController.automaticDimension)
        split.preferredPrimaryColumnWidthFraction = 0.25
        #expect(split.primaryColumnWidth == CGFloat(341.5))
        split.preferredPrimaryColumnWidth = 280
        #expect(split.primaryColumnWidth == CGFloat(280), "points win over the fraction")
        split.minimumPrimaryColumnWidth = 300
        #expect(split.primaryColumnWidth == CGFloat(300))
        split.preferredSupplementaryColumnWidthFraction = 0.5
        #expect(split.supplementaryColumnWidth == CGFloat(683))
        split.maximumSupplementaryColumnWidth = 400
        #expect(split.supplementaryColumnWidth == CGFloat(400))
        split.preferredSupplementaryColumnWidth = 350
        split.minimumSupplementaryColumnWidth = 360
        #expect(split.supplementaryColumnWidth == CGFloat(360))
        simulator.window.layoutIfNeeded()
        #expect(fixture.frame(.primary) == CGRect(x: 0, y: 0, width: 300, height: 1024))
        #expect(fixture.frame(.supplementary) == CGRect(x: 300, y: 0, width: 360, height: 1024))
        #expect(fixture.frame(.secondary) == CGRect(x: 660, y: 0, width: 706, height: 1024))
    }

    @Test func C4_settingAPlainControllerAgainPushesOntoTheMadeNavigationController() throws {
        let fixture = ColumnFixture(.doubleColumn)
        let simulator = try fixture.start(iPad11, .landscape)
        defer { withExtendedLifetime(simulator) {} }
        let navigation = try #require(fixture.navigation(.secondary))
        let other = UIViewController()
        fixture.split.setViewController(other, for: .secondary)
        #expect(navigation.viewControllers == [fixture.detail, other])
        #expect(fixture.split.viewController(for: .secondary) === other)
        let third = UIViewController()
        fixture.sidebar.showDetailViewController(third, sender: nil)
        #expect(navigation.viewControllers == [fixture.detail, other, third])
        let own = UINavigationController(rootViewController: UIViewController())
        fixture.split.setViewController(own, for: .secondary)
        #expect(navigation.parent == nil)
        #expect(fixture.frame(.secondary) == nil, "the column's controller is now the navigation controller")
        #expect(own.view.frame == CGRect(x: 320, y: 0, width: 874, height: 834))
        fixture.split.setViewController(nil, for: .secondary)
        #expect(own.parent == nil)
        #expect(fixture.split.viewControllers.count == 1)
    }

    @Test func C4_viewControllersFillTheColumnsInOrder() throws {
        let split = UISplitViewController(style: .tripleColumn)
        let (a, b, c) = (UIViewController(), UIViewController(), UIViewController())
        split.viewControllers = [a, b, c]
        #expect(split.viewController(for: .primary) === a)
        #expect(split.viewController(for: .supplementary) === b)
        #expect(split.viewController(for: .secondary) === c)
        #expect(split.viewControllers.map { ($0 as? UINavigationController)?.viewControllers.first } == [a, b, c])
    }
}

/// C4: the column style's buttons, defaults and programmatic changes.
@MainActor
@Suite struct SplitViewColumnButtonTests {
    @Test func C4_columnPropertiesStartAtUIKitsDefaults() {
        let split = UISplitViewController(style: .tripleColumn)
        #expect(split.preferredSplitBehavior == .automatic)
        #expect(split.preferredDisplayMode == .automatic)
        #expect(split.displayModeButtonVisibility == .automatic)
        #expect(!split.showsSecondaryOnlyButton)
        #expect(split.presentsWithGesture)
        #expect(split.primaryBackgroundStyle == .none)
        #expect(split.preferredPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.preferredSupplementaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.minimumSupplementaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.maximumSupplementaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(!split.isCollapsed)
        #expect(split.viewControllers.isEmpty)
        split.primaryBackgroundStyle = .sidebar
        #expect(split.primaryBackgroundStyle == .sidebar)
        #expect(UISplitViewController.Style(rawValue: 2) == .tripleColumn)
        #expect(UISplitViewController.Column(rawValue: 3) == .compact)
        #expect(UISplitViewController.SplitBehavior(rawValue: 3) == .displace)
        #expect(UISplitViewController.DisplayModeButtonVisibility(rawValue: 2) == .always)
    }

    @Test func C4_theSecondaryOnlyButtonTogglesATripleColumnSplitView() throws {
        let fixture = ColumnFixture(.tripleColumn)
        let simulator = try fixture.start(iPad13, .landscape)
        defer { withExtendedLifetime(simulator) {} }
        #expect(!fixture.split.showsSecondaryOnlyToggle)
        fixture.split.performSecondaryOnlyButtonAction()
        #expect(fixture.split.displayMode == .twoBesideSecondary, "without the button nothing happens")
        fixture.split.showsSecondaryOnlyButton = true
        #expect(fixture.split.showsSecondaryOnlyToggle)
        fixture.split.performSecondaryOnlyButtonAction()
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.frame(.secondary) == CGRect(x: 0, y: 0, width: 1366, height: 1024))
        fixture.split.performSecondaryOnlyButtonAction()
        #expect(fixture.split.displayMode == .twoBesideSecondary)
        #expect(fixture.delegate.take() == ["willChangeTo(1)", "willChangeTo(4)"])
        let double = UISplitViewController(style: .doubleColumn)
        double.showsSecondaryOnlyButton = true
        #expect(!double.showsSecondaryOnlyToggle, "triple column only")
    }

    @Test func C4_settingThePreferredModeByCodeSendsOnlyWillChange() throws {
        let fixture = ColumnFixture(.doubleColumn)
        let simulator = try fixture.start(iPad11, .landscape)
        fixture.split.preferredDisplayMode = .secondaryOnly
        simulator.window.layoutIfNeeded()
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.frame(.primary) == nil)
        fixture.split.preferredSplitBehavior = .overlay
        fixture.split.preferredDisplayMode = .oneBesideSecondary
        simulator.window.layoutIfNeeded()
        #expect(fixture.split.displayMode == .oneOverSecondary)
        #expect(fixture.delegate.take() == ["willChangeTo(1)", "willChangeTo(3)"])
    }

    @Test func C4_theDisplayModeButtonItemTogglesTheSidebar() throws {
        let fixture = ColumnFixture(.doubleColumn)
        let started = try fixture.start(iPad11, .landscape)
        defer { withExtendedLifetime(started) {} }
        let item = fixture.split.displayModeButtonItem
        #expect(fixture.split.displayModeButtonItem === item, "one item")
        fixture.split.performDisplayModeButtonAction()
        #expect(fixture.split.displayMode == .secondaryOnly)
        fixture.split.performDisplayModeButtonAction()
        #expect(fixture.split.displayMode == .oneBesideSecondary)

        let classic = UISplitViewController()
        classic.viewControllers = [UIViewController(), UIViewController()]
        let simulator = try DeviceSimulator(deviceNamed: iPad11, rootViewController: classic)
        classic.performDisplayModeButtonAction()
        simulator.window.layoutIfNeeded()
        #expect(classic.displayMode == .oneOverSecondary)
        #expect(classic.preferredDisplayMode == .oneOverSecondary)
        classic.performDisplayModeButtonAction()
        #expect(classic.displayMode == .secondaryOnly)
    }
}
