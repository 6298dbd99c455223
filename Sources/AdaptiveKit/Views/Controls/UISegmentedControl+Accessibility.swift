import Foundation

extension UISegmentedControl {
    /// The segments as buttons: labelled by their titles (or images' names), the selected one `.selected`, a
    /// disabled one (or all, when the control is disabled) `.notEnabled`.
    func segmentElements() -> [Any] {
        zip(0..<numberOfSegments, segmentFrames).map { index, frame in
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.isAccessibilityElement = true
            element.accessibilityLabel = titleForSegment(at: index) ?? imageForSegment(at: index)?.name
            var traits = UIAccessibilityTraits.button
            if index == selectedSegmentIndex { traits.insert(.selected) }
            if !isEnabled || !isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            element.accessibilityTraits = traits
            element.accessibilityFrameInContainerSpace = frame
            return element
        }
    }
}
