import Foundation

extension UIStepper {
    /// The stepper's two halves as buttons, "Decrement" then "Increment", each `.notEnabled` when it cannot
    /// move the value (at the end of the range without `wraps`, or the stepper disabled).
    func buttonElements() -> [Any] {
        let half = bounds.width / 2
        let halves: [(String, CGRect, Bool)] = [
            ("Decrement", CGRect(x: 0, y: 0, width: half, height: bounds.height), wraps || value > minimumValue),
            ("Increment", CGRect(x: half, y: 0, width: half, height: bounds.height), wraps || value < maximumValue),
        ]
        return halves.map { label, frame, canStep in
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.isAccessibilityElement = true
            element.accessibilityLabel = label
            element.accessibilityTraits = isEnabled && canStep ? .button : [.button, .notEnabled]
            element.accessibilityFrameInContainerSpace = frame
            return element
        }
    }
}
