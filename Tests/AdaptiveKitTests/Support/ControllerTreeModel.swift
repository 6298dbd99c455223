import Foundation
import TestSupport

@testable import AdaptiveKit

/// A controller whose view is laid out by constraints that change with its horizontal size class, as
/// adaptive screens' are, so every step of the model exercises the solver incrementally.
final class ModelContentController: UIViewController {
    private var compactConstraints: [NSLayoutConstraint] = []
    private var regularConstraints: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = title
        label.accessibilityIdentifier = "\(title ?? "").label"
        let box = UIView()
        box.accessibilityIdentifier = "\(title ?? "").box"
        for subview in [label, box] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            box.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -8),
        ])
        compactConstraints = [
            box.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        ]
        regularConstraints = [
            box.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 8),
            box.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
        ]
        applySizeClass()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applySizeClass()
    }

    private func applySizeClass() {
        guard isViewLoaded else { return }
        let regular = traitCollection.horizontalSizeClass == .regular
        NSLayoutConstraint.deactivate(regular ? compactConstraints : regularConstraints)
        NSLayoutConstraint.activate(regular ? regularConstraints : compactConstraints)
    }
}

/// A random controller tree on a simulated device, driven by random steps from a seeded generator
/// (show, showDetail, present, dismiss, push, pop, rotate, resize, trait overrides, collapse, expand).
///
/// Every step is described in `steps`, so a failure prints the seed (which replays it) and what ran.
@MainActor
final class ControllerTreeModel {
    let seed: UInt64
    let simulator: DeviceSimulator
    private(set) var steps: [String] = []
    /// How many steps UIKit answered with a logged warning or an exception (misuse the model makes on purpose).
    private(set) var diagnostics: [DiagnosticLog.Entry] = []
    private var random: SeededGenerator
    private var made = 0

    static let devices = [
        "iPhone 15 Pro", "iPad Pro (11-inch) (4th generation)", "iPhone 15 Pro Max",
        "iPad Pro (12.9-inch) (6th generation)",
    ]

    init(seed: UInt64) throws {
        self.seed = seed
        random = SeededGenerator(seed: seed)
        let device = Self.devices[Int(seed % UInt64(Self.devices.count))]
        simulator = try DeviceSimulator(deviceNamed: device)
        let root = makeTree(depth: 2)
        steps.append("device \(device), root \(Self.describe(root))")
        simulator.rootViewController = root
        simulator.window.layoutIfNeeded()
    }

    var window: UIWindow { simulator.window }

    // MARK: The tree

    private func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    private func pick<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &random)]
    }

    private func makeContent() -> UIViewController {
        made += 1
        let controller = ModelContentController()
        controller.title = "c\(made)"
        return controller
    }

    private func makeNavigation() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: makeContent())
        made += 1
        navigation.title = "nav\(made)"
        if chance(40) { navigation.pushViewController(makeContent(), animated: false) }
        return navigation
    }

    private func makeLeaf() -> UIViewController { chance(50) ? makeNavigation() : makeContent() }

    private func makeTree(depth: Int) -> UIViewController {
        made += 1
        let number = made
        switch depth > 0 ? Int.random(in: 0..<5, using: &random) : 0 {
        case 1:
            return makeNavigation()
        case 2:
            let split = UISplitViewController()
            split.title = "split\(number)"
            split.viewControllers = [makeLeaf(), makeLeaf()]
            return split
        case 3:
            let split = UISplitViewController(style: chance(50) ? .doubleColumn : .tripleColumn)
            split.title = "columns\(number)"
            split.setViewController(makeLeaf(), for: .primary)
            split.setViewController(makeLeaf(), for: .secondary)
            if split.style == .tripleColumn { split.setViewController(makeLeaf(), for: .supplementary) }
            if chance(50) { split.setViewController(makeLeaf(), for: .compact) }
            return split
        case 4:
            let tabs = UITabBarController()
            tabs.title = "tabs\(number)"
            tabs.viewControllers = (0..<Int.random(in: 2...3, using: &random)).map { _ in makeTree(depth: depth - 1) }
            return tabs
        default:
            return makeContent()
        }
    }

    static func describe(_ controller: UIViewController) -> String {
        let name = ModelInvariants.name(controller)
        guard !controller.children.isEmpty else { return name }
        return name + "[" + controller.children.map(describe).joined(separator: ", ") + "]"
    }

    // MARK: Steps

    /// Runs one random step; `settle` runs the clock to idle and lays out afterwards.
    func step(settle: Bool) {
        let controllers = ModelInvariants.controllers(in: window)
        let target = pick(controllers) ?? UIViewController()
        let animated = chance(30)
        var description = ""
        let recorded = DiagnosticLog.capture {
            description = perform(on: target, among: controllers, animated: animated, completing: settle)
            if settle {
                simulator.runUntilIdle()
                window.layoutIfNeeded()
            }
        }
        diagnostics += recorded
        let notes = recorded.map { " → \($0.kind): \($0.message)" }.joined()
        steps.append(description + (settle ? "" : " (left running)") + notes)
    }

    private func perform(
        on target: UIViewController, among controllers: [UIViewController], animated: Bool, completing: Bool
    ) -> String {
        let name = ModelInvariants.name(target)
        switch Int.random(in: 0..<18, using: &random) {
        case 0:
            let shown = makeContent()
            target.show(shown, sender: nil)
            return "\(name).show(\(ModelInvariants.name(shown)))"
        case 1:
            let shown = makeLeaf()
            target.showDetailViewController(shown, sender: nil)
            return "\(name).showDetailViewController(\(Self.describe(shown)))"
        case 2, 3:
            let presented = makeLeaf()
            let style = pick([UIModalPresentationStyle.pageSheet, .formSheet, .popover, .fullScreen, .automatic])!
            presented.modalPresentationStyle = style
            if style == .popover { presented.popoverPresentationController?.sourceView = target.viewIfLoaded }
            target.present(presented, animated: animated)
            return "\(name).present(\(Self.describe(presented)), style \(style.rawValue), animated: \(animated))"
        case 4:
            target.dismiss(animated: animated)
            return "\(name).dismiss(animated: \(animated))"
        case 5:
            guard let navigation = pick(controllers.compactMap { $0 as? UINavigationController }) else {
                return "no push"
            }
            let pushed = makeContent()
            navigation.pushViewController(pushed, animated: animated)
            return "\(ModelInvariants.name(navigation)).push(\(ModelInvariants.name(pushed)), animated: \(animated))"
        case 6:
            guard let navigation = pick(controllers.compactMap { $0 as? UINavigationController }) else {
                return "no pop"
            }
            _ = navigation.popViewController(animated: animated)
            return "\(ModelInvariants.name(navigation)).pop(animated: \(animated))"
        case 7:
            let orientation: DeviceOrientation = simulator.orientation == .portrait ? .landscape : .portrait
            simulator.rotate(to: orientation, completing: completing)
            return "rotate(to: \(orientation))"
        case 8:
            return resize(completing: completing)
        case 9:
            guard let parent = target.parent else { return "no override (\(name) has no parent)" }
            let size = pick([UIUserInterfaceSizeClass.compact, .regular, nil])!
            parent.setOverrideTraitCollection(size.map { UITraitCollection(horizontalSizeClass: $0) }, forChild: target)
            return
                "\(ModelInvariants.name(parent)).setOverrideTraitCollection(\(size.map(String.init(describing:)) ?? "nil"), forChild: \(name))"
        case 10:
            let size = pick([UIUserInterfaceSizeClass.compact, .regular, nil])!
            if let size {
                target.traitOverrides.horizontalSizeClass = size
            } else {
                target.traitOverrides.remove(UITraitHorizontalSizeClass.self)
            }
            return "\(name).traitOverrides.horizontalSizeClass = \(size.map(String.init(describing:)) ?? "removed")"
        case 11, 12:
            guard let split = pick(controllers.compactMap { $0 as? UISplitViewController }) else { return "no split" }
            let collapse = !split.isCollapsed
            split.traitOverrides.horizontalSizeClass = collapse ? .compact : .regular
            return "\(ModelInvariants.name(split)) \(collapse ? "collapse" : "expand") (traitOverrides)"
        case 13:
            guard let tabs = pick(controllers.compactMap { $0 as? UITabBarController }) else { return "no tabs" }
            let index = Int.random(in: 0..<max(tabs.children.count, 1), using: &random)
            tabs.selectedIndex = index
            return "\(ModelInvariants.name(tabs)).selectedIndex = \(index)"
        case 14:
            guard let split = pick(controllers.compactMap { $0 as? UISplitViewController }) else { return "no split" }
            guard split.style != .unspecified else {
                split.preferredDisplayMode = pick([.automatic, .oneBesideSecondary, .oneOverSecondary, .secondaryOnly])!
                return "\(ModelInvariants.name(split)).preferredDisplayMode = \(split.preferredDisplayMode.rawValue)"
            }
            let column = pick([UISplitViewController.Column.primary, .supplementary, .secondary])!
            if chance(50) { split.show(column) } else { split.hide(column) }
            return "\(ModelInvariants.name(split)) show or hide \(column.rawValue)"
        case 15:
            guard let split = pick(controllers.compactMap { $0 as? UISplitViewController }), split.style != .unspecified
            else { return "no column split" }
            let column = pick([UISplitViewController.Column.primary, .supplementary, .secondary, .compact])!
            let replacement = makeLeaf()
            split.setViewController(replacement, for: column)
            return
                "\(ModelInvariants.name(split)).setViewController(\(Self.describe(replacement)), for: \(column.rawValue))"
        case 16:
            // Misuse: adopting another container's child (UIKit moves it) without the view calls.
            guard let child = pick(controllers.filter { $0.parent != nil }),
                let adopter = pick(
                    controllers.filter {
                        !($0 is UINavigationController || $0 is UITabBarController || $0 is UISplitViewController)
                            && !$0.isDescendant(of: child) && $0 !== child.parent
                    })
            else { return "no adoption" }
            adopter.addChild(child)
            adopter.view.addSubview(child.view)
            child.didMove(toParent: adopter)
            return "\(ModelInvariants.name(adopter)).addChild(\(ModelInvariants.name(child)))"
        default:
            simulator.setUserInterfaceStyle(chance(50) ? .dark : .light, completing: completing)
            return "setUserInterfaceStyle"
        }
    }

    private func resize(completing: Bool) -> String {
        guard simulator.device.idiom == .pad else {
            simulator.setContentSizeCategory(
                pick([.large, .extraLarge, .accessibilityMedium])!, completing: completing)
            return "setContentSizeCategory"
        }
        if chance(50) {
            let size = pick([MultitaskingSize?.none] + MultitaskingSize.allCases.map { $0 })!
            do {
                try simulator.resize(to: size, completing: completing)
                return "resize(to: \(size.map(\.rawValue) ?? "full screen"))"
            } catch {
                return "resize(to: \(size.map(\.rawValue) ?? "full screen")) refused: \(error)"
            }
        }
        let screen = simulator.device.screenSize(simulator.orientation)
        let size = CGSize(
            width: CGFloat(Int.random(in: 320...Int(screen.width), using: &random)),
            height: CGFloat(Int.random(in: 320...Int(screen.height), using: &random)))
        do {
            try simulator.resizeWindow(to: size, completing: completing)
            return "resizeWindow(to: \(size))"
        } catch {
            return "resizeWindow(to: \(size)) refused: \(error)"
        }
    }

    /// The seed and every step so far, for a failure message.
    var replay: String {
        "seed \(seed) (ControllerTreeModel(seed: \(seed)) replays it):\n"
            + steps.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
    }
}
