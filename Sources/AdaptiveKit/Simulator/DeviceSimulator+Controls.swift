import Foundation

extension DeviceSimulator {
    /// Toggles a switch as a finger would: a tap on its middle, so the switch tracks the touch (`.touchDown`,
    /// `.touchUpInside`), flips, and sends `.valueChanged` then `.primaryActionTriggered`. A disabled switch gets
    /// nothing; a switch hidden or covered in the window is not reached (a warning names what is there).
    ///
    /// UIKit has no call for this (a user taps); `setOn(_:animated:)` sends nothing, as UIKit's does.
    public func toggle(_ control: UISwitch) {
        guard control.isEnabled else { return }
        guard control.window != nil else {
            // Not in a window: no finger can reach it; the value is driven as a tap would leave it.
            control.setOn(!control.isOn, animated: true)
            control.sendActions(for: .valueChanged)
            return
        }
        press(control, at: CGPoint(x: control.bounds.midX, y: control.bounds.midY))
    }

    /// Taps a segment as a finger would, on the segment's middle: it becomes the selected one and the control
    /// sends `.valueChanged`. Tapping the selected segment of a non-momentary control, a disabled segment or
    /// control, or an index with no segment sends nothing; a momentary control sends on every tap.
    public func tapSegment(at index: Int, of control: UISegmentedControl) {
        guard control.isEnabled, (0..<control.numberOfSegments).contains(index),
            control.isEnabledForSegment(at: index)
        else { return }
        guard control.window != nil else {
            guard control.isMomentary || control.selectedSegmentIndex != index else { return }
            control.selectedSegmentIndex = index
            control.sendActions(for: .valueChanged)
            return
        }
        let segment = control.segmentFrames[index]
        press(control, at: CGPoint(x: segment.midX, y: segment.midY))
    }

    /// Drags a slider's thumb to a value (clamped to the slider's range), as a finger would: down on the thumb,
    /// five moves to the value's x over 0.25 seconds of the virtual clock, up. A continuous slider sends
    /// `.valueChanged` with each change, another once when the finger lifts. A disabled slider ignores the drag.
    public func slide(_ slider: UISlider, to value: Float) {
        guard slider.isEnabled else { return }
        guard slider.window != nil else {
            let old = slider.value
            slider.setValue(value, animated: false)
            if slider.value != old { slider.sendActions(for: .valueChanged) }
            return
        }
        let y = slider.bounds.midY
        press(
            slider, at: CGPoint(x: slider.thumbCenterX(for: slider.value), y: y),
            dragTo: CGPoint(x: slider.thumbCenterX(for: value), y: y))
    }

    /// Taps a stepper's plus (`increment: true`, the right half) or minus button (the left half): the value moves
    /// by `stepValue` within the range (or wraps around with `wraps`) and `.valueChanged` follows when it changed.
    public func tapStepper(_ stepper: UIStepper, increment: Bool) {
        guard stepper.isEnabled else { return }
        guard stepper.window != nil else {
            let old = stepper.value
            var value = old + (increment ? stepper.stepValue : -stepper.stepValue)
            if stepper.wraps {
                if value > stepper.maximumValue { value = stepper.minimumValue }
                if value < stepper.minimumValue { value = stepper.maximumValue }
            }
            stepper.value = value
            if stepper.value != old { stepper.sendActions(for: .valueChanged) }
            return
        }
        let bounds = stepper.bounds
        press(stepper, at: CGPoint(x: bounds.minX + bounds.width * (increment ? 0.75 : 0.25), y: bounds.midY))
    }

    /// A finger down on a control at a point in its own coordinates, dragged to another if given, then lifted;
    /// nothing (and a warning naming what is there) when hit-testing does not reach the control there.
    private func press(_ control: UIControl, at point: CGPoint, dragTo end: CGPoint? = nil) {
        let start = control.convert(point, to: nil)
        guard control.window === window else {
            DiagnosticLog.warn("\(type(of: control)) is not in this simulator's window: no finger can reach it")
            return
        }
        let hit = window.hitTest(start, with: nil)
        guard let hit, hit === control || hit.isDescendant(of: control) else {
            let there = hit.map { "\(type(of: $0))" } ?? "nothing"
            DiagnosticLog.warn(
                "\(type(of: control)) is not reachable at (\(start.x), \(start.y)) in the window: \(there) is there")
            return
        }
        if let end {
            drag(from: start, to: control.convert(end, to: nil), duration: 0.25, steps: 5)
        } else {
            tap(at: start)
        }
    }
}
