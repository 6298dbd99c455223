import Foundation
import Testing

@testable import AdaptiveKit

/// L2, L5: constraints through anchors, laid out by the engine in a real window.
@MainActor
@Suite struct AutoLayoutTests {
    @Test func L5_viewPinnedToTheSafeAreaInBothOrientations() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        simulator.window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        simulator.rotate(to: .landscape)
        #expect(content.frame == CGRect(x: 59, y: 0, width: 734, height: 372))
        simulator.rotate(to: .portrait)
        #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(!content.hasAmbiguousLayout)
    }

    @Test func L2_constantChangesMoveTheView() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor)
        NSLayoutConstraint.activate([
            leading,
            box.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        simulator.window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 16, y: 69, width: 100, height: 50))
        leading.constant = 30
        simulator.window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 46, y: 69, width: 100, height: 50))
        leading.isActive = false
        #expect(box.hasAmbiguousLayout)
    }

    @Test func L6_conflictingRequiredConstraintsAreBrokenAndReported() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        let diagnostics = DiagnosticLog.capture {
            NSLayoutConstraint.activate([
                narrow, wide,
                box.heightAnchor.constraint(equalToConstant: 10),
                box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                box.topAnchor.constraint(equalTo: controller.view.topAnchor),
            ])
            simulator.window.layoutIfNeeded()
        }
        #expect(box.frame.width == 100)
        #expect(wide.isActive)
        #expect(LayoutDiagnostics.isBrokenByConflictRecovery(wide))
        let conflict = try #require(LayoutDiagnostics.conflicts(in: box).first)
        #expect(conflict.identifiers == ["narrow", "wide"])
        #expect(conflict.brokenConstraint == "<NSLayoutConstraint 'wide' UIView.width == 200   (active)>")
        #expect(diagnostics.first?.message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy") == true)
    }
}
