import Foundation

// The defaults of the standard views and controls, in one place: UIKit's classes each override the NSObject
// accessibility members, which here are open members of UIView. A switch on the class keeps those defaults off
// the vtable of every view and lets an app's override call `super` for them, as in UIKit.
extension UIView {
    /// UIKit's: labels, text fields and text views, and controls are elements; containers of several
    /// elements (a segmented control, a stepper, the bars) and plain views and image views are not.
    var defaultIsAccessibilityElement: Bool {
        switch self {
        case is UISegmentedControl, is UIStepper, is UIDatePicker: false
        case is UILabel, is UIControl, is UITextField, is UITextView, is UIProgressView, is UISearchBar: true
        case is UITableViewCell: true
        case let indicator as UIActivityIndicatorView: indicator.isAnimating
        default: false
        }
    }

    /// A label's text, a button's current title (else its image's name), a cell's labels joined.
    var defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel: label.text
        case let button as UIButton: button.currentTitle ?? button.currentImage?.name
        case let cell as UITableViewCell: Self.joinedLabels(in: cell.contentView)
        case let searchBar as UISearchBar: searchBar.placeholder
        case let indicator as UIActivityIndicatorView: indicator.isAnimating ? "In progress" : nil
        default: nil
        }
    }

    /// A switch's "1" or "0", a slider's or progress view's percent, a page control's "page 2 of 5", a text
    /// field's text.
    var defaultAccessibilityValue: String? {
        switch self {
        case let toggle as UISwitch: toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            Self.percent(slider.value, from: slider.minimumValue, to: slider.maximumValue)
        case let progress as UIProgressView: Self.percent(progress.progress, from: 0, to: 1)
        case let pages as UIPageControl:
            pages.numberOfPages > 0 ? "page \(pages.currentPage + 1) of \(pages.numberOfPages)" : nil
        case let field as UITextField: field.text?.isEmpty == false ? field.text : field.placeholder
        case let textView as UITextView: textView.text
        case let searchBar as UISearchBar: searchBar.text
        default: nil
        }
    }

    /// What the class is (`.staticText`, `.button`, `.adjustable`, `.image`, `.tabBar`) and its state
    /// (`.selected`, `.notEnabled`).
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        switch self {
        case let label as UILabel: return label.isEnabled ? .staticText : [.staticText, .notEnabled]
        case let control as UIControl:
            var traits: UIAccessibilityTraits =
                switch control {
                case is UIButton, is UISwitch: .button
                case is UISlider, is UIPageControl: .adjustable
                default: []
                }
            if control is UIButton, control.isSelected { traits.insert(.selected) }
            if !control.isEnabled { traits.insert(.notEnabled) }
            return traits
        case is UIImageView: return .image
        case is UITextView: return .staticText
        case is UISearchBar: return .searchField
        case is UIProgressView: return .updatesFrequently
        case is UITabBar: return .tabBar
        case let cell as UITableViewCell: return cell.isSelected ? .selected : []
        default: return []
        }
    }

    /// The parts that are elements of their own: a segmented control's segments, a stepper's two buttons, the
    /// items of the navigation bar, tab bar and toolbar.
    var defaultAccessibilityElements: [Any]? {
        switch self {
        case let control as UISegmentedControl: control.segmentElements()
        case let stepper as UIStepper: stepper.buttonElements()
        case let bar as UINavigationBar: bar.itemElements()
        case let bar as UITabBar: bar.itemElements()
        case let toolbar as UIToolbar: toolbar.itemElements()
        default: nil
        }
    }

    /// A presentation's container hides what it covers from VoiceOver, as UIKit's does.
    var defaultAccessibilityViewIsModal: Bool { self is PresentationContainerView }

    /// A rectangle in the view's coordinates on the screen: through the window, then by the window's place.
    func screenRect(of rect: CGRect) -> CGRect {
        let inWindow = convert(rect, to: nil)
        guard let window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// `value` as a whole percent of `minimum...maximum`, as VoiceOver reads a slider ("50%").
    static func percent(_ value: Float, from minimum: Float, to maximum: Float) -> String {
        guard maximum > minimum else { return "0%" }
        let fraction = Double((value - minimum) / (maximum - minimum))
        return "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
    }

    /// The labels of the shown accessibility elements under a view (a cell's content), top to bottom and
    /// leading to trailing, joined by ", "; nil when there is none.
    static func joinedLabels(in view: UIView) -> String? {
        var labels: [String] = []
        func collect(_ view: UIView) {
            for subview in AccessibilityOrder.sorted(view.subviews) where !subview.isHidden && subview.alpha >= 0.01 {
                if subview.isAccessibilityElement {
                    if let label = subview.accessibilityLabel, !label.isEmpty { labels.append(label) }
                } else if !subview.accessibilityElementsHidden {
                    collect(subview)
                }
            }
        }
        collect(view)
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }
}

/// VoiceOver's default reading order for views without `accessibilityElements`: top to bottom, then leading to
/// trailing, by frame (a guess at UIKit's rule; see Deviations.md).
enum AccessibilityOrder {
    @MainActor
    static func sorted(_ views: [UIView]) -> [UIView] {
        views.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.frame, rhs.element.frame)
            if a.minY != b.minY { return a.minY < b.minY }
            if a.minX != b.minX { return a.minX < b.minX }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
