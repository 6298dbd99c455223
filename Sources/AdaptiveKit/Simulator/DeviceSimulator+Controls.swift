import Foundation

extension DeviceSimulator {
    /// Toggles a switch as a finger would: it flips and sends `.valueChanged`. A disabled switch ignores the tap.
    ///
    /// UIKit has no call for this (a user taps); `setOn(_:animated:)` sends nothing, as UIKit's does.
    public func toggle(_ control: UISwitch) {
        guard control.isEnabled else { return }
        control.setOn(!control.isOn, animated: true)
        control.sendActions(for: .valueChanged)
    }

    /// Taps a segment as a finger would: it becomes the selected one and the control sends `.valueChanged`.
    /// Tapping the selected segment of a non-momentary control, a disabled segment or control, or an index with
    /// no segment sends nothing; a momentary control sends on every tap.
    public func tapSegment(at index: Int, of control: UISegmentedControl) {
        guard control.isEnabled, (0..<control.numberOfSegments).contains(index),
            control.isEnabledForSegment(at: index)
        else { return }
        guard control.isMomentary || control.selectedSegmentIndex != index else { return }
        control.selectedSegmentIndex = index
        control.sendActions(for: .valueChanged)
    }

    /// Drags a slider's thumb to a value (clamped to the slider's range), as a finger would: `.valueChanged`
    /// follows when the value changed, whether the slider is continuous (sent during the drag) or not (sent when
    /// the finger lifts); one drag here is one event either way. A disabled slider ignores the drag.
    public func slide(_ slider: UISlider, to value: Float) {
        guard slider.isEnabled else { return }
        let old = slider.value
        slider.setValue(value, animated: false)
        if slider.value != old { slider.sendActions(for: .valueChanged) }
    }

    /// Taps a stepper's plus (`increment: true`) or minus button: the value moves by `stepValue` within the range
    /// (or wraps around with `wraps`) and `.valueChanged` follows when it changed.
    public func tapStepper(_ stepper: UIStepper, increment: Bool) {
        guard stepper.isEnabled else { return }
        let old = stepper.value
        var value = old + (increment ? stepper.stepValue : -stepper.stepValue)
        if stepper.wraps {
            if value > stepper.maximumValue { value = stepper.minimumValue }
            if value < stepper.minimumValue { value = stepper.maximumValue }
        }
        stepper.value = min(max(value, stepper.minimumValue), stepper.maximumValue)
        if stepper.value != old { stepper.sendActions(for: .valueChanged) }
    }
}
