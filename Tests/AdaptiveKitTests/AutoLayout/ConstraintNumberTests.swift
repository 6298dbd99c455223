import Foundation
import Testing

@testable import AdaptiveKit

/// NaN and infinity never reach the solver. UIKit raises on a non-finite constant or
/// multiplier; AdaptiveKit logs that exception and keeps a finite value, so layout goes on.
@MainActor
@Suite struct ConstraintNumberTests {
    @Test func nonFiniteNumbersAreUIKitsExceptionAndTheLayoutStaysFinite() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        var width: NSLayoutConstraint!
        var height: NSLayoutConstraint!
        let made = DiagnosticLog.capture {
            width = box.widthAnchor.constraint(equalToConstant: .nan)
            height = NSLayoutConstraint(
                item: box, attribute: .height, relatedBy: .equal, toItem: controller.view, attribute: .height,
                multiplier: .infinity, constant: 10)
        }
        #expect(
            made.map(\.message) == [
                "NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan",
                "NSLayoutConstraint multiplier is not finite!  That's illegal.  multiplier:inf",
            ])
        #expect(made.map(\.name) == ["NSInvalidArgumentException", "NSInvalidArgumentException"])
        #expect(width.constant == CGFloat(0))
        #expect(height.multiplier == CGFloat(1))
        let changed = DiagnosticLog.capture {
            NSLayoutConstraint.activate([
                width, height, box.topAnchor.constraint(equalTo: controller.view.topAnchor),
                box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            ])
            width.constant = 100
            width.constant = -.infinity
            width.priority = UILayoutPriority(.nan)
        }
        #expect(changed.map(\.message).count == 2)
        #expect(width.constant == CGFloat(100))
        #expect(width.priority == .required)
        simulator.window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 862))
    }
}
