import Foundation
import Testing

@testable import AdaptiveKit

/// The README's tour, kept compiling and passing.
@MainActor
@Suite struct ReadmeExampleTests {
    final class TwoColumnContainer: UIViewController {
        let content: UIViewController

        init(content: UIViewController) {
            self.content = content
            super.init(nibName: nil, bundle: nil)
            addChild(content)
            content.didMove(toParent: self)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(content.view)
            updateOverride(width: view.bounds.width)
        }

        // Spelled without `any`, exactly as UIKit code spells it.
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            updateOverride(width: size.width)
        }

        private func updateOverride(width: CGFloat) {
            let traits = width > 320 ? UITraitCollection(horizontalSizeClass: .regular) : nil
            setOverrideTraitCollection(traits, forChild: content)
        }
    }

    @Test func T4_readmeTourRunsAsWritten() throws {
        let content = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPhone SE (1st generation)", rootViewController: TwoColumnContainer(content: content))
        #expect(content.traitCollection.horizontalSizeClass == .compact)
        simulator.rotate(to: .landscape)
        #expect(content.traitCollection.horizontalSizeClass == .regular)
        #expect(content.view.safeAreaInsets == .zero)

        let iPad = try DeviceSimulator(deviceNamed: "iPad Pro (11-inch) (4th generation)", orientation: .landscape)
        try iPad.resize(to: .oneThird)
        #expect(iPad.traitCollection.horizontalSizeClass == .compact)
    }
}
