import Foundation
import Testing

@testable import AdaptiveKit

/// Misuse answered as UIKit answers it, and the model left whole afterwards.
///
/// UIKit's texts, as quoted from real consoles (the cases already covered elsewhere name them too):
/// - "Application tried to present modally a view controller <X> that is already being presented by <Y>."
///   (NSInvalidArgumentException): Expensify/react-native-share-menu#101, capacitor-community/privacy-screen#83;
///   PresentationMisuseTests.P1_presentingAnAlreadyPresentedControllerIsAnError.
/// - "Application tried to present modally an active controller <X>." (NSInvalidArgumentException):
///   sberrevoets/SDCAlertView#65, TitouanVanBelle/TDBWalkthrough#3; PresentationMisuseTests.P1_presentingAnActiveChildIsAnError.
/// - "Warning: Attempt to present <X> on <Y> whose view is not in the window hierarchy!" (logged):
///   kevin-lyn/STPopup#91, BobDG/BDGShare#4; PresentationMisuseTests.P1_presentingDuringATransitionOrOffScreenWarns.
/// - "Warning: Attempt to present <X> on <Y> which is already presenting <Z>" (logged):
///   ThornTechPublic/InteractiveModal#8, airbrake/airbrake-ios#91;
///   PresentationMisuseTests.P1_presentingWhileAlreadyPresentingWarnsAndDoesNothing.
/// - "Attempt to present <X> on <Y> while a presentation is in progress!" (logged): zetachang/DCModalSegue#10.
/// - "Can't add self as subview" (NSInvalidArgumentException): wordpress-mobile/WordPress-iOS#1955;
///   TraitEnvironmentTests.T3_addingAViewToItselfOrItsDescendantIsRefused.
/// - "Unable to activate constraint with anchors <A> and <B> because they have no common ancestor.  Does the
///   constraint or its anchors reference items in different view hierarchies?  That's illegal."
///   (NSGenericException): LaurentiuUngur/LUAutocompleteView#6, SnapKit/SnapKit#478.
/// - "Pushing the same view controller instance more than once is not supported (<X>)" (NSInvalidArgumentException,
///   iOS 12 and earlier; iOS 13+ words it "<nav> is pushing the same view controller instance (<X>) more than
///   once which is not supported and is most likely an error in the application"): artsy/eigen#1061,
///   samuelclay/NewsBlur#886, thexande/SwiftAlgorithms#31; UINavigationControllerTests.C3_showPushesAndMisuseIsRefused.
/// - "Pushing a navigation controller is not supported" (NSInvalidArgumentException):
///   skywinder/ActionSheetPicker-3.0#70; UINavigationControllerTests.C3_showPushesAndMisuseIsRefused.
@MainActor
@Suite struct UIKitMisuseTests {
    /// UIKit's `dismiss(animated:completion:)` with nothing presented and no presenter changes nothing and
    /// logs nothing, and the completion does not run: apps guard it themselves (CruGlobal/godtools-swift#973
    /// adds a helper because UIKit skipped the block there). Unconfirmed; see Deviations.md.
    @Test func P1_dismissingWithNothingPresentedIsANoOp() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let before = simulator.presentationDescription()
        var completions = 0
        let diagnostics = DiagnosticLog.capture {
            root.dismiss(animated: true) { completions += 1 }
            root.dismiss(animated: false) { completions += 1 }
            UIViewController().dismiss(animated: false) { completions += 1 }
        }
        simulator.runUntilIdle()
        #expect(diagnostics.isEmpty)
        #expect(completions == 0)
        #expect(simulator.presentationDescription() == before)
        #expect(ModelInvariants.violations(in: simulator.window).isEmpty)
    }

    /// Apple's `addChild(_:)`: "If the new child view controller is already the child of a container view
    /// controller, it is removed from that container before being added."
    @Test func C1_addingAChildToASecondParentMovesIt() throws {
        let log = EventLog()
        let first = TrackingViewController("first", log: log)
        let second = TrackingViewController("second", log: log)
        let root = TwoPanes(first, second)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let child = TrackingViewController("child", log: log)
        first.addChild(child)
        first.view.addSubview(child.view)
        child.didMove(toParent: first)
        simulator.window.layoutIfNeeded()
        log.events.removeAll()
        let diagnostics = DiagnosticLog.capture {
            second.addChild(child)
            second.view.addSubview(child.view)
            child.didMove(toParent: second)
            simulator.window.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty)
        #expect(child.parent === second)
        #expect(first.children.isEmpty)
        #expect(second.children == [child])
        #expect(child.view.superview === second.view)
        #expect(
            log.events.map(\.description).filter { $0.hasPrefix("child.") && $0.contains("Move") } == [
                "child.didMove(toParent: nil)", "child.willMove(toParent: second)", "child.didMove(toParent: second)",
            ])
        #expect(ModelInvariants.violations(in: simulator.window).isEmpty)
    }

    @Test func L2_activatingAcrossWindowsRaisesUIKitsMessageAndLeavesBothLayouts() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let inWindow = UIView()
        inWindow.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(inWindow)
        let outside = UIView()
        let constraint = inWindow.leadingAnchor.constraint(equalTo: outside.trailingAnchor)
        let diagnostics = DiagnosticLog.capture {
            NSLayoutConstraint.activate([
                inWindow.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 10), constraint,
            ])
            simulator.window.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.exception])
        #expect(diagnostics.first?.name == "NSGenericException")
        #expect(diagnostics.first?.message.hasPrefix("Unable to activate constraint with anchors ") == true)
        #expect(
            diagnostics.first?.message.hasSuffix(
                " because they have no common ancestor.  Does the constraint or its anchors reference items in "
                    + "different view hierarchies?  That's illegal.") == true)
        #expect(!constraint.isActive)
        #expect(inWindow.frame.minY == CGFloat(10))
        #expect(ModelInvariants.violations(in: simulator.window).isEmpty)
    }

    /// UIKit lets `layoutSubviews` remove the view being laid out (or a sibling): no exception, no log, and
    /// the constraints that tied it to the hierarchy go with it.
    @Test func L1_aViewRemovingItselfDuringItsOwnLayoutLeavesTheWindowWhole() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let leaving = SelfRemovingView()
        leaving.translatesAutoresizingMaskIntoConstraints = false
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        leaving.addSubview(inner)
        root.view.addSubview(leaving)
        let staying = UIView()
        staying.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(staying)
        NSLayoutConstraint.activate([
            leaving.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 20),
            leaving.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            leaving.widthAnchor.constraint(equalToConstant: 100),
            leaving.heightAnchor.constraint(equalToConstant: 50),
            inner.topAnchor.constraint(equalTo: leaving.topAnchor),
            inner.leadingAnchor.constraint(equalTo: leaving.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
            staying.topAnchor.constraint(equalTo: leaving.bottomAnchor, constant: 8),
            staying.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            staying.widthAnchor.constraint(equalToConstant: 40),
            staying.heightAnchor.constraint(equalToConstant: 40),
        ])
        let diagnostics = DiagnosticLog.capture {
            leaving.removesItselfOnLayout = true
            leaving.setNeedsLayout()
            simulator.window.layoutIfNeeded()
            simulator.rotate(to: .landscape)
        }
        #expect(diagnostics.isEmpty)
        #expect(leaving.superview == nil)
        #expect(leaving.layoutCount == 1)
        #expect(root.view.constraints.allSatisfy { $0.firstItem !== leaving && $0.secondItem !== leaving })
        #expect(inner.superview === leaving)
        #expect(ModelInvariants.violations(in: simulator.window).isEmpty)
    }

    /// A resize asked for from `viewWillTransition(to:with:)` (an app reacting to a rotation by resizing
    /// its window) does not nest in the running transition: the rotation finishes, then the resize runs.
    @Test func T6_aSizeTransitionStartedInsideATransitionRunsAfterIt() throws {
        let log = EventLog()
        let root = ResizingController("root", log: log)
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", rootViewController: root)
        root.simulator = simulator
        root.resizeTo = CGSize(width: 500, height: 600)
        simulator.window.layoutIfNeeded()
        log.events.removeAll()
        let diagnostics = DiagnosticLog.capture { simulator.rotate(to: .landscape) }
        #expect(diagnostics.isEmpty)
        #expect(simulator.orientation == .landscape)
        #expect(simulator.window.bounds.size == CGSize(width: 500, height: 600))
        #expect(root.view.bounds.size == CGSize(width: 500, height: 600))
        #expect(
            log.events.map(\.description).filter { $0.contains("Transition") } == [
                "root.viewWillTransition(to: 1194.0x834.0)", "root.willTransition(to: Compact/Regular)",
                "root.viewWillTransition(to: 500.0x600.0)",
            ])
        #expect(ModelInvariants.violations(in: simulator.window).isEmpty)
    }

    /// One trait step collapses a split view and adapts the popover its detail presents; the popover is
    /// still animating in when the window narrows.
    @Test(arguments: [false, true])
    func C4_aSplitViewCollapsesWhileItsPresentationAdapts(presentationStillAnimating: Bool) throws {
        let primary = UINavigationController(rootViewController: ModelContentController())
        let detail = ModelContentController()
        let split = UISplitViewController()
        split.viewControllers = [primary, UINavigationController(rootViewController: detail)]
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", orientation: .landscape, rootViewController: split)
        simulator.window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        let popover = ModelContentController()
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = detail.view
        detail.present(popover, animated: presentationStillAnimating)
        let diagnostics = DiagnosticLog.capture { try? simulator.resize(to: .oneThird) }
        simulator.runUntilIdle()
        #expect(diagnostics.isEmpty)
        #expect(split.isCollapsed)
        #expect(split.traitCollection.horizontalSizeClass == .compact)
        #expect(popover.presentingViewController != nil)
        let adapted = popover.presentationController?.adaptivePresentationStyle
        #expect(adapted != .popover && adapted != UIModalPresentationStyle.none)
        #expect(popover.view.window === simulator.window)
        #expect(ModelInvariants.violations(in: simulator.window).isEmpty)
        try simulator.resize(to: nil)
        #expect(!split.isCollapsed)
        #expect(ModelInvariants.violations(in: simulator.window).isEmpty)
    }
}

extension UIKitMisuseTests {
    /// Found by the model-based test (seed 1 with adoption steps): pushing an ancestor of the navigation
    /// controller was refused by `addChild` yet still went onto the stack, and the loop of trait parents it
    /// made overflowed the stack in `traitWindow`. UIKit refuses such hierarchies with an exception.
    @Test func C3_pushingAnAncestorOfTheNavigationControllerIsRefused() throws {
        let navigation = UINavigationController(rootViewController: ModelContentController())
        let holder = TwoPanes(navigation, ModelContentController())
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: holder)
        simulator.window.layoutIfNeeded()
        let diagnostics = DiagnosticLog.capture {
            navigation.pushViewController(holder, animated: false)
            simulator.rotate(to: .landscape)
        }
        #expect(
            diagnostics.map(\.message) == [
                "Cannot add <TwoPanes> as a child of <UINavigationController>: it is an ancestor of <UINavigationController>"
            ])
        #expect(navigation.viewControllers.count == 1)
        #expect(holder.parent == nil)
        #expect(navigation.parent === holder)
        #expect(ModelInvariants.violations(in: simulator.window).isEmpty)
    }

    /// The same seed's path: a split view's primary adopted by its own secondary, then the split view
    /// collapses (pushing the secondary onto that primary). Refused, with no crash and the window whole.
    @Test func C4_collapsingOntoAPrimaryAdoptedByTheSecondaryDoesNotLoop() throws {
        let navigation = UINavigationController(rootViewController: ModelContentController())
        let secondary = ModelContentController()
        let split = UISplitViewController()
        split.viewControllers = [navigation, secondary]
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", orientation: .landscape, rootViewController: split)
        simulator.window.layoutIfNeeded()
        let diagnostics = DiagnosticLog.capture {
            secondary.addChild(navigation)
            secondary.view.addSubview(navigation.view)
            navigation.didMove(toParent: secondary)
            split.traitOverrides.horizontalSizeClass = .compact
            simulator.window.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind).allSatisfy { $0 == .exception })
        #expect(navigation.parent === secondary)
        #expect(!navigation.viewControllers.contains { $0 === secondary })
        #expect(ModelInvariants.structuralViolations(in: simulator.window).isEmpty)
    }
}

/// A root controller showing two children side by side.
private final class TwoPanes: UIViewController {
    let panes: [UIViewController]
    init(_ first: UIViewController, _ second: UIViewController) {
        panes = [first, second]
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, pane) in panes.enumerated() {
            addChild(pane)
            pane.view.frame = CGRect(x: CGFloat(index) * 100, y: 0, width: 100, height: 100)
            view.addSubview(pane.view)
            pane.didMove(toParent: self)
        }
    }
}

/// A view that removes itself from its superview in its own `layoutSubviews`, once asked to.
private final class SelfRemovingView: UIView {
    var removesItselfOnLayout = false
    var layoutCount = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        guard removesItselfOnLayout else { return }
        layoutCount += 1
        removeFromSuperview()
    }
}

/// A controller that resizes the window when it hears of a size change, once.
private final class ResizingController: TrackingViewController {
    weak var simulator: DeviceSimulator?
    var resizeTo: CGSize?
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard let target = resizeTo else { return }
        resizeTo = nil
        try? simulator?.resizeWindow(to: target)
    }
}
