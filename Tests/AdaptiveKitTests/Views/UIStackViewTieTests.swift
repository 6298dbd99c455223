import Foundation
import Testing

@testable import AdaptiveKit

/// A `.fill` stack breaks ties between equal hugging (and compression
/// resistance) priorities by index: the first arranged view stretches, and shrinks, first.
@MainActor
@Suite struct UIStackViewTieTests {
    /// A row of two labels pinned to the root view's margins, as the storyboard in the issue has it.
    final class RowController: UIViewController {
        let first = UILabel()
        let second = UILabel()
        let stack = UIStackView()
        let log: CallLog

        init(log: CallLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            first.text = "One"
            second.text = "Two"
            stack.addArrangedSubview(first)
            stack.addArrangedSubview(second)
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            ])
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            log.record("viewDidLayoutSubviews(\(stack.frame.width))")
        }
    }

    @Test func equalHuggingLabelsInAFilledRowStretchTheFirstThroughARotation() throws {
        let log = CallLog()
        let controller = RowController(log: log)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        #expect(log.take() == ["viewDidLayoutSubviews(361.0)"])
        let secondWidth = controller.second.intrinsicContentSize.width
        let height = controller.second.intrinsicContentSize.height
        #expect(close(controller.first.frame, CGRect(x: 0, y: 0, width: 361 - 12 - secondWidth, height: height)))
        #expect(close(controller.second.frame, CGRect(x: 361 - secondWidth, y: 0, width: secondWidth, height: height)))
        #expect(LayoutDiagnostics.ambiguousSubviews(in: simulator.window).isEmpty)

        simulator.rotate(to: .landscape)
        let landscape = controller.stack.frame.width
        // One pass for the trait change, one for the new size.
        #expect(log.take() == ["viewDidLayoutSubviews(\(landscape))", "viewDidLayoutSubviews(\(landscape))"])
        #expect(landscape == 702)
        #expect(close(controller.first.frame.width, landscape - 12 - secondWidth))
        #expect(close(controller.second.frame.width, secondWidth))
        #expect(LayoutDiagnostics.ambiguousSubviews(in: simulator.window).isEmpty)

        // Reordering moves the stretch to the new first view.
        controller.stack.insertArrangedSubview(controller.second, at: 0)
        simulator.window.layoutIfNeeded()
        let firstWidth = controller.first.intrinsicContentSize.width
        #expect(close(controller.second.frame.width, landscape - 12 - firstWidth))
        #expect(close(controller.first.frame.width, firstWidth))
        #expect(LayoutDiagnostics.ambiguousSubviews(in: simulator.window).isEmpty)
    }

    @Test func equalCompressionResistanceShrinksTheFirstLabel() throws {
        let controller = RowController(log: CallLog())
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        controller.first.text = String(repeating: "Long text ", count: 30)
        controller.second.text = "Two"
        simulator.window.layoutIfNeeded()
        let secondWidth = controller.second.intrinsicContentSize.width
        #expect(close(controller.second.frame.width, secondWidth), "the second keeps its text")
        #expect(close(controller.first.frame.width, 361 - 12 - secondWidth))
        #expect(LayoutDiagnostics.ambiguousSubviews(in: simulator.window).isEmpty)
    }

    @Test func otherDistributionsAndTheCrossAxisGetNoOffset() {
        let stack = UIStackView()
        let label = UILabel()
        let other = UILabel()
        stack.addArrangedSubview(label)
        stack.addArrangedSubview(other)
        #expect(UIStackView.fillTieBreak(for: other, along: .horizontal) == 0.01)
        #expect(UIStackView.fillTieBreak(for: label, along: .horizontal) == 0)
        #expect(UIStackView.fillTieBreak(for: other, along: .vertical) == 0)
        stack.distribution = .equalSpacing
        #expect(UIStackView.fillTieBreak(for: other, along: .horizontal) == 0)
        #expect(UIStackView.fillTieBreak(for: UIView(), along: .horizontal) == 0)
    }

    /// Equal within the solver's rounding.
    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

    func close(_ a: CGRect, _ b: CGRect) -> Bool {
        close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
    }
}
