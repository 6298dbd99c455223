import Foundation
import Testing

@testable import AdaptiveKit

/// Since iOS 13 a controller's traits are predicted from where it will be shown
/// before its view loads, so `loadView` and `viewDidLoad` read them.
@MainActor
@Suite struct TraitPredictionTests {
    /// Records the size classes it reads while its view loads, and the trait callbacks after.
    final class ReadingController: UIViewController {
        let name: String
        let log: CallLog
        var makesChild = false

        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func loadView() {
            log.record("\(name).loadView(\(sizeClasses(traitCollection)))")
            super.loadView()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            log.record("\(name).viewDidLoad(\(sizeClasses(traitCollection)))")
            guard makesChild else { return }
            // A child added before its own view loads, as a container builds its content.
            let child = ReadingController("\(name).child", log: log)
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let previous = previousTraitCollection.map(sizeClasses) ?? "nil"
            log.record("\(name).traitCollectionDidChange(\(previous) -> \(sizeClasses(traitCollection)))")
        }
    }

    @Test func aControllerPresentedFullScreenOnAnIPadReadsRegularTraitsWhileItsViewLoads() throws {
        let log = CallLog()
        let root = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", rootViewController: root)
        let presented = ReadingController("presented", log: log)
        presented.makesChild = true
        presented.modalPresentationStyle = .fullScreen
        #expect(presented.traitCollection.horizontalSizeClass == .unspecified, "nothing holds it yet")

        root.present(presented, animated: false)

        #expect(
            log.take() == [
                "presented.traitCollectionDidChange(nil -> Regular/Regular)",
                "presented.loadView(Regular/Regular)",
                "presented.viewDidLoad(Regular/Regular)",
                "presented.child.traitCollectionDidChange(nil -> Regular/Regular)",
                "presented.child.loadView(Regular/Regular)",
                "presented.child.viewDidLoad(Regular/Regular)",
            ])
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 1366))
        #expect(simulator.window.subviews.count == 1)
    }

    @Test func aFormSheetReadsTheCompactWidthItWillShowIn() throws {
        let log = CallLog()
        let root = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", rootViewController: root)
        defer { withExtendedLifetime(simulator) {} }
        let sheet = ReadingController("sheet", log: log)
        sheet.modalPresentationStyle = .formSheet

        root.present(sheet, animated: false)

        #expect(
            log.take() == [
                "sheet.traitCollectionDidChange(nil -> Compact/Regular)",
                "sheet.loadView(Compact/Regular)", "sheet.viewDidLoad(Compact/Regular)",
            ])
        #expect(sheet.view.frame == CGRect(x: 242, y: 373, width: 540, height: 620))
    }

    @Test func aControllerNothingHoldsStillReadsUnspecifiedTraits() {
        let log = CallLog()
        let loose = ReadingController("loose", log: log)
        loose.loadViewIfNeeded()
        #expect(
            log.take() == ["loose.loadView(Unspecified/Unspecified)", "loose.viewDidLoad(Unspecified/Unspecified)"])
    }

    /// A container that builds a child while the window's trait updates are held back (a rotation's setup).
    final class RotatingContainer: UIViewController {
        let log: CallLog
        var built: ReadingController?
        init(log: CallLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewWillTransition(
            to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            super.viewWillTransition(to: size, with: coordinator)
            let child = ReadingController("child", log: log)
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
            built = child
        }
    }

    @Test func aChildBuiltDuringARotationReadsItsParentsTraitsWhileItsViewLoads() throws {
        let log = CallLog()
        let container = RotatingContainer(log: log)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: container)
        simulator.rotate(to: .landscape)
        #expect(
            log.take() == [
                // Updates wait for the trait step, so the child's view loads with the parent's traits, then
                // hears of the landscape ones in the trait step.
                "child.loadView(Compact/Regular)", "child.viewDidLoad(Compact/Regular)",
                "child.traitCollectionDidChange(nil -> Compact/Compact)",
            ])
        #expect(container.built?.traitCollection.verticalSizeClass == .compact)
    }

    /// An app delegate that makes controllers while launching: one loaded at once, one kept for later.
    final class PredictingAppDelegate: UIApplicationDelegate {
        let log: CallLog
        var window: UIWindow?
        var kept: ReadingController?
        init(log: CallLog) { self.log = log }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            let window = UIWindow(frame: .zero)
            let root = UIViewController()
            window.rootViewController = root
            self.window = window
            window.makeKeyAndVisible()
            // Built before anything holds them, as a storyboard's controllers are.
            ReadingController("launched", log: log).loadViewIfNeeded()
            kept = ReadingController("kept", log: log)
            return true
        }
    }

    @Test func T3_aControllerMadeWhileItsAppLaunchesPredictsFromTheDevicesScene() throws {
        let log = CallLog()
        let delegate = PredictingAppDelegate(log: log)
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape)
        simulator.launch(delegate)
        // The first traitCollectionDidChange(nil) AdaptiveKit sends (Deviations.md) comes as the view is set.
        #expect(
            log.take() == [
                "launched.loadView(Regular/Regular)", "launched.traitCollectionDidChange(nil -> Regular/Regular)",
                "launched.viewDidLoad(Regular/Regular)",
            ])

        // After the launch, nothing holds it yet: it still predicts from the scene it was made in.
        delegate.kept?.loadViewIfNeeded()
        #expect(
            log.take() == [
                "kept.loadView(Regular/Regular)", "kept.traitCollectionDidChange(nil -> Regular/Regular)",
                "kept.viewDidLoad(Regular/Regular)",
            ])

        // Made outside any launch, whatever ran before: unspecified, as `aControllerNothingHolds...` in any order.
        let loose = ReadingController("loose", log: log)
        loose.loadViewIfNeeded()
        #expect(
            log.take() == ["loose.loadView(Unspecified/Unspecified)", "loose.viewDidLoad(Unspecified/Unspecified)"])
    }

    @Test func T3_aSceneTraitOverrideIsPartOfThePrediction() throws {
        let log = CallLog()
        let delegate = PredictingAppDelegate(log: log)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        simulator.windowScene.traitOverrides.horizontalSizeClass = .regular
        simulator.launch(delegate)
        #expect(
            log.take() == [
                "launched.loadView(Regular/Regular)", "launched.traitCollectionDidChange(nil -> Regular/Regular)",
                "launched.viewDidLoad(Regular/Regular)",
            ])
    }
}
