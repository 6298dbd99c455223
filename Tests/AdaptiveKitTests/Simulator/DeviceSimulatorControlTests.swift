import Foundation
import Testing

@testable import AdaptiveKit

/// `.valueChanged` from simulated interaction: the simulator's toggle, segment tap, slide and stepper taps send
/// it as a user's touch does, while setting the value in code sends nothing (UIKit's rule for these controls).
@MainActor
@Suite struct DeviceSimulatorControlTests {
    private func simulator() throws -> DeviceSimulator {
        try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: UIViewController())
    }

    /// Records each `.valueChanged` with the value the control has when the action runs.
    private func record<Control: UIControl>(_ control: Control, _ value: @escaping (Control) -> String) -> Log {
        let log = Log()
        control.addAction(UIAction { _ in log.entries.append(value(control)) }, for: .valueChanged)
        return log
    }

    final class Log {
        var entries: [String] = []
    }

    @Test func togglingASwitchSendsValueChangedWithTheNewState() throws {
        let simulator = try simulator()
        let control = UISwitch(frame: .zero)
        let log = record(control) { "on \($0.isOn)" }
        control.setOn(true, animated: false)
        #expect(log.entries.isEmpty)
        simulator.toggle(control)
        simulator.toggle(control)
        #expect(log.entries == ["on false", "on true"])
        control.isEnabled = false
        simulator.toggle(control)
        #expect(log.entries == ["on false", "on true"] && control.isOn)
    }

    @Test func tappingASegmentSendsValueChangedOnlyForANewSelection() throws {
        let simulator = try simulator()
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        let log = record(control) { "selected \($0.selectedSegmentIndex)" }
        simulator.tapSegment(at: 1, of: control)
        simulator.tapSegment(at: 1, of: control)
        simulator.tapSegment(at: 5, of: control)
        control.setEnabled(false, forSegmentAt: 2)
        simulator.tapSegment(at: 2, of: control)
        simulator.tapSegment(at: 0, of: control)
        #expect(log.entries == ["selected 1", "selected 0"])
        control.isMomentary = true
        simulator.tapSegment(at: 0, of: control)
        #expect(log.entries == ["selected 1", "selected 0", "selected 0"])
    }

    @Test func slidingClampsToTheRangeAndSendsOnlyChanges() throws {
        let simulator = try simulator()
        let slider = UISlider(frame: .zero)
        slider.minimumValue = 0
        slider.maximumValue = 10
        let log = record(slider) { "value \($0.value)" }
        simulator.slide(slider, to: 4)
        simulator.slide(slider, to: 4)
        simulator.slide(slider, to: 25)
        #expect(log.entries == ["value 4.0", "value 10.0"])
        slider.setValue(2, animated: false)
        #expect(log.entries.count == 2)
    }

    @Test func stepperStepsWithinItsRangeOrWraps() throws {
        let simulator = try simulator()
        let stepper = UIStepper(frame: .zero)
        stepper.maximumValue = 2
        let log = record(stepper) { "value \($0.value)" }
        simulator.tapStepper(stepper, increment: false)
        simulator.tapStepper(stepper, increment: true)
        simulator.tapStepper(stepper, increment: true)
        simulator.tapStepper(stepper, increment: true)
        #expect(log.entries == ["value 1.0", "value 2.0"])
        stepper.wraps = true
        simulator.tapStepper(stepper, increment: true)
        #expect(log.entries == ["value 1.0", "value 2.0", "value 0.0"])
    }
}
