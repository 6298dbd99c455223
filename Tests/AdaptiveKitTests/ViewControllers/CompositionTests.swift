import Foundation
import Testing

@testable import AdaptiveKit

/// C6 composition and C2 targeting with custom controllers and actions.
@MainActor
@Suite struct CompositionTests {
    /// A content area plus a bottom action area; the content is embedded full-frame and kept off the bar
    /// with `additionalSafeAreaInsets`.
    final class TemplateController: UIViewController {
        let content: UIViewController
        let actionArea = UIView()
        static let actionHeight: CGFloat = 60

        init(content: UIViewController) {
            self.content = content
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(content)
            content.view.frame = view.bounds
            content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            content.view.preservesSuperviewLayoutMargins = true
            view.addSubview(content.view)
            content.didMove(toParent: self)
            content.additionalSafeAreaInsets.bottom = Self.actionHeight
            view.addSubview(actionArea)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let height = Self.actionHeight + view.safeAreaInsets.bottom
            actionArea.frame = CGRect(
                x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        }
    }

    @Test func C6_navigationTemplateAndContentComposeWithoutOverlap() throws {
        let content = UIViewController()
        let template = TemplateController(content: content)
        let navigation = UINavigationController(rootViewController: template)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        simulator.window.layoutIfNeeded()
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 94, right: 0))
        #expect(template.actionArea.frame == CGRect(x: 0, y: 852 - 94, width: 393, height: 94))
        template.view.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        #expect(content.view.layoutMargins.left == 40, "preserved from the template")
        simulator.rotate(to: .landscape)
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 81, right: 59))
        #expect(content.parent === template)
        #expect(template.parent === navigation)
    }

    @Test func C2_customContainersClaimActionsAndShowFallsBackToTheNearestTarget() throws {
        final class Claiming: UIViewController {
            static let preview = Selector("previewViewController:sender:")
            var shown: [UIViewController] = []
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                action == Self.preview || action == .showDetail
            }
            override func showDetailViewController(_ vc: UIViewController, sender: Any?) { shown.append(vc) }
        }
        let leaf = UIViewController()
        let navigation = UINavigationController(rootViewController: leaf)
        let claiming = Claiming()
        claiming.addChild(navigation)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: claiming)
        defer { withExtendedLifetime(simulator) {} }
        #expect(leaf.targetViewController(forAction: Claiming.preview, sender: nil) === claiming)
        #expect(leaf.targetViewController(forAction: .show, sender: nil) === navigation)
        #expect(leaf.targetViewController(forAction: Selector("unknown"), sender: nil) == nil)
        let detail = UIViewController()
        leaf.showDetailViewController(detail, sender: nil)
        #expect(claiming.shown == [detail])
        #expect(Selector.show.description == "showViewController:sender:")
    }

    @Test func C2_showDetailWithoutATargetShows() throws {
        let leaf = UIViewController()
        let navigation = UINavigationController(rootViewController: leaf)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        defer { withExtendedLifetime(simulator) {} }
        let detail = UIViewController()
        leaf.showDetailViewController(detail, sender: nil)
        #expect(navigation.topViewController === detail, "no split view: showDetail becomes show, which pushes")
    }

    nonisolated static let splitGrid: [(String, DeviceOrientation, MultitaskingSize?)] =
        DeviceCatalog.all.filter { $0.idiom == .pad }.flatMap { device in
            DeviceOrientation.allCases.flatMap { orientation -> [(String, DeviceOrientation, MultitaskingSize?)] in
                let sizes: [MultitaskingSize?] = [nil] + device.multitaskingSizes(in: orientation).map { $0 }
                return sizes.map { (device.models[0], orientation, $0) }
            }
        }

    @Test(arguments: splitGrid)
    func C4_splitColumnsOnEveryIPadSizeAndMultitaskingWidth(
        model: String, orientation: DeviceOrientation, size: MultitaskingSize?
    ) throws {
        let primary = UINavigationController(rootViewController: UIViewController())
        let secondary = UINavigationController(rootViewController: UIViewController())
        let split = UISplitViewController()
        split.preferredDisplayMode = .oneBesideSecondary
        split.viewControllers = [primary, secondary]
        let simulator = try DeviceSimulator(
            deviceNamed: model, orientation: orientation, multitasking: size, rootViewController: split)
        let bounds = simulator.window.bounds
        let compact = simulator.traitCollection.horizontalSizeClass == .compact
        #expect(split.isCollapsed == compact)
        if compact {
            #expect(primary.view.frame == bounds)
            #expect(primary.topViewController !== primary.viewControllers.first)
        } else {
            #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: bounds.height))
            #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: bounds.width - 320, height: bounds.height))
            #expect(primary.traitCollection.horizontalSizeClass == .compact)
            #expect(secondary.traitCollection.horizontalSizeClass == .regular)
        }
    }
}
