import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// The simulator's control calls put a finger on controls that are in its window: the control tracks the touch
/// (highlight, `.touchDown`, `.touchUpInside`) and changes its value from where the finger is; a disabled control
/// gets nothing, and a hidden or covered one is not reached.
@MainActor
@Suite struct ControlFingerTests {
    final class Events {
        var log: [String] = []
    }

    private func record(_ control: UIControl) -> Events {
        let events = Events()
        let named: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.touchCancel, "touchCancel"),
        ]
        for (event, name) in named {
            control.addAction(UIAction { _ in events.log.append(name) }, for: event)
        }
        return events
    }

    private func scene() throws -> (DeviceSimulator, UIView) {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        return (simulator, controller.view)
    }

    @Test func aSwitchAndASegmentedControlTrackATapOnTheirMiddle() throws {
        let (simulator, view) = try scene()
        let control = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        view.addSubview(control)
        let events = record(control)
        simulator.toggle(control)
        #expect(control.isOn)
        #expect(!control.isHighlighted && !control.isTracking)
        #expect(events.log == ["touchDown", "touchUpInside", "valueChanged", "primaryActionTriggered"])

        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 20, y: 200, width: 300, height: 32)
        view.addSubview(segments)
        let segmentEvents = record(segments)
        simulator.tapSegment(at: 2, of: segments)
        simulator.tapSegment(at: 2, of: segments)
        #expect(segments.selectedSegmentIndex == 2)
        #expect(segmentEvents.log == ["touchDown", "valueChanged", "touchUpInside", "touchDown", "touchUpInside"])
    }

    @Test func aSliderFollowsAFingerOnItsThumbAndAStepperStepsFromTheHalfTouched() throws {
        let (simulator, view) = try scene()
        let slider = UISlider(frame: CGRect(x: 20, y: 300, width: 128, height: 31))
        slider.maximumValue = 10
        view.addSubview(slider)
        let events = record(slider)
        simulator.slide(slider, to: 4)
        #expect(slider.value == 4)
        #expect(events.log == ["touchDown"] + Array(repeating: "valueChanged", count: 5) + ["touchUpInside"])
        #expect(abs(slider.thumbCenterX(for: 4) - 54) < 0.001, "14 + 40 % of 100 points of travel")
        slider.isContinuous = false
        events.log = []
        simulator.slide(slider, to: 10)
        #expect(slider.value == 10)
        #expect(events.log == ["touchDown", "valueChanged", "touchUpInside"])

        let stepper = UIStepper(frame: CGRect(x: 20, y: 400, width: 94, height: 32))
        view.addSubview(stepper)
        let stepperEvents = record(stepper)
        simulator.tapStepper(stepper, increment: true)
        simulator.tapStepper(stepper, increment: true)
        simulator.tapStepper(stepper, increment: false)
        #expect(stepper.value == 1)
        #expect(stepperEvents.log.filter { $0 == "valueChanged" }.count == 3)
        #expect(stepperEvents.log.prefix(3) == ["valueChanged", "touchDown", "touchUpInside"])
    }

    @Test func aDisabledControlGetsNothingAndAHiddenOrCoveredOneIsNotReached() throws {
        let (simulator, view) = try scene()
        let control = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        view.addSubview(control)
        let events = record(control)
        control.isEnabled = false
        simulator.toggle(control)
        #expect(events.log.isEmpty && !control.isOn)
        control.isEnabled = true
        control.isHidden = true
        let hidden = DiagnosticLog.capture { simulator.toggle(control) }
        #expect(hidden.map(\.message) == ["UISwitch is not reachable at (45.5, 115.5) in the window: UIView is there"])
        control.isHidden = false
        view.addSubview(UIView(frame: CGRect(x: 0, y: 90, width: 200, height: 60)))
        let covered = DiagnosticLog.capture { simulator.toggle(control) }
        #expect(covered.count == 1)
        #expect(events.log.isEmpty && !control.isOn)
    }
}
