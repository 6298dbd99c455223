import Foundation
import Testing

@testable import AdaptiveKit

/// A subclass that overrides accessibility members the way UIKit apps do, calling `super`.
private final class BadgeLabel: UILabel {
    override var accessibilityLabel: String? {
        get { "Badge: " + (super.accessibilityLabel ?? "") }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.updatesFrequently) }
        set { super.accessibilityTraits = newValue }
    }
}

/// The accessibility defaults of the standard views and controls, as UIKit documents them (`isAccessibilityElement`
/// is false for a plain view and true for controls; traits "that best characterize" each class) or as VoiceOver
/// users observe them.
@MainActor
@Suite struct AccessibilityDefaultsTests {
    @Test func aPlainViewIsNotAnElementAndSaysNothing() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityHint == nil && view.accessibilityValue == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(view.accessibilityElements == nil)
        #expect(!view.accessibilityViewIsModal && !view.shouldGroupAccessibilityChildren)
        #expect(!view.accessibilityElementsHidden)
    }

    @Test func aLabelIsStaticTextLabelledByItsText() {
        let label = UILabel()
        label.text = "Departures"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Departures")
        #expect(label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
    }

    @Test func aSetLabelWinsAndSettingNilGoesBackToTheText() {
        let label = UILabel()
        label.text = "3"
        label.accessibilityLabel = "Three unread messages"
        #expect(label.accessibilityLabel == "Three unread messages")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "3")
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)
    }

    @Test func aButtonIsLabelledByItsCurrentTitleWithItsState() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Follow")
        #expect(button.accessibilityTraits == .button)
        button.isSelected = true
        #expect(button.accessibilityLabel == "Following")
        #expect(button.accessibilityTraits == [.button, .selected])
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
    }

    @Test func aButtonWithOnlyAnImageIsLabelledByTheImagesName() {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20), scale: 1, name: "trash"), for: .normal)
        #expect(button.accessibilityLabel == "trash")
    }

    @Test func aSwitchsValueIsOneOrZero() {
        let toggle = UISwitch()
        #expect(toggle.isAccessibilityElement)
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        #expect(toggle.accessibilityTraits == .button)
    }

    @Test func aSlidersValueIsAPercentOfItsRangeAndItIsAdjustable() {
        let slider = UISlider()
        slider.maximumValue = 200
        slider.value = 50
        #expect(slider.accessibilityValue == "25%")
        #expect(slider.accessibilityTraits == .adjustable)
        slider.isEnabled = false
        #expect(slider.accessibilityTraits == [.adjustable, .notEnabled])
    }

    @Test func aPageControlSaysWhichPage() {
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 1
        #expect(pages.accessibilityValue == "page 2 of 5")
        #expect(pages.accessibilityTraits == .adjustable)
    }

    @Test func anImageViewIsNotAnElementButIsAnImage() {
        let imageView = UIImageView(image: UIImage(size: CGSize(width: 10, height: 10)))
        #expect(!imageView.isAccessibilityElement)
        #expect(imageView.accessibilityTraits == .image)
    }

    @Test func aSegmentedControlIsAContainerOfItsSegments() throws {
        let control = UISegmentedControl()
        for (index, title) in ["Day", "Week", "Month"].enumerated() {
            control.insertSegment(withTitle: title, at: index, animated: false)
        }
        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 2)
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        #expect(!control.isAccessibilityElement)
        let segments = try #require(control.accessibilityElements as? [UIAccessibilityElement])
        #expect(segments.map(\.accessibilityLabel) == ["Day", "Week", "Month"])
        #expect(segments.map(\.accessibilityTraits) == [.button, [.button, .selected], [.button, .notEnabled]])
        #expect(segments.allSatisfy { $0.isAccessibilityElement && $0.accessibilityContainer === control })
        #expect(segments.map(\.accessibilityFrame.width) == [100, 100, 100])
    }

    @Test func aStepperIsTwoButtonsTheOneAtTheEndOfTheRangeNotEnabled() throws {
        let stepper = UIStepper()
        stepper.frame = CGRect(x: 0, y: 0, width: 94, height: 32)
        let halves = try #require(stepper.accessibilityElements as? [UIAccessibilityElement])
        #expect(halves.map(\.accessibilityLabel) == ["Decrement", "Increment"])
        #expect(halves.map(\.accessibilityTraits) == [[.button, .notEnabled], .button])
        #expect(
            halves.map(\.accessibilityFrame) == [
                CGRect(x: 0, y: 0, width: 47, height: 32), CGRect(x: 47, y: 0, width: 47, height: 32),
            ])
    }

    @Test func aTableCellIsOneElementSayingItsLabels() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Hiking"
        cell.detailTextLabel?.text = "12 km"
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.layoutIfNeeded()
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Hiking, 12 km")
        #expect(cell.accessibilityTraits == .none)
    }

    @Test func aTextFieldSaysItsTextOrElseItsPlaceholder() {
        let field = UITextField()
        field.placeholder = "Name"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityValue == "Name")
        field.text = "Ada"
        #expect(field.accessibilityValue == "Ada")
    }

    @Test func aSubclassOverridesOnTopOfSuper() {
        let badge = BadgeLabel()
        badge.text = "3"
        #expect(badge.accessibilityLabel == "Badge: 3")
        #expect(badge.accessibilityTraits == [.staticText, .updatesFrequently])
        badge.accessibilityLabel = "three"
        #expect(badge.accessibilityLabel == "Badge: three")
    }

    @Test func traitsHaveTheSDKsRawValuesAndSwiftNames() {
        #expect(UIAccessibilityTraits.button.rawValue == 1)
        #expect(UIAccessibilityTraits.selected.rawValue == 8)
        #expect(UIAccessibilityTraits.staticText.rawValue == 64)
        #expect(UIAccessibilityTraits.notEnabled.rawValue == 256)
        #expect(UIAccessibilityTraits.searchField.rawValue == 1024)
        #expect(UIAccessibilityTraits.header.rawValue == 65536)
        let traits: UIAccessibilityTraits = [.button, .selected]
        #expect(traits.description == "[.button, .selected]")
        #expect(UIAccessibilityTraits.none.description == "none")
    }

    @Test func aViewsAccessibilityFrameIsItsBoundsOnTheScreen() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let box = UIView(frame: CGRect(x: 20, y: 100, width: 50, height: 40))
        let inner = UIView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        box.addSubview(inner)
        controller.view.addSubview(box)
        simulator.window.layoutIfNeeded()
        #expect(inner.accessibilityFrame == CGRect(x: 25, y: 106, width: 10, height: 10))
        #expect(inner.accessibilityActivationPoint == CGPoint(x: 30, y: 111))
        #expect(UIAccessibility.convertToScreenCoordinates(inner.bounds, in: inner) == inner.accessibilityFrame)
        inner.accessibilityFrame = CGRect(x: 0, y: 0, width: 1, height: 1)
        #expect(inner.accessibilityFrame == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func anElementsFrameInContainerSpaceFollowsTheContainerAndASetFrameClearsIt() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let chart = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        controller.view.addSubview(chart)
        simulator.window.layoutIfNeeded()
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        #expect(!bar.isAccessibilityElement)
        #expect(bar.accessibilityFrameInContainerSpace.isNull)
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(bar.accessibilityFrame == CGRect(x: 10, y: 220, width: 30, height: 40))
        chart.frame.origin.y = 300
        #expect(bar.accessibilityFrame == CGRect(x: 10, y: 320, width: 30, height: 40))
        bar.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(bar.accessibilityFrameInContainerSpace.isNull)
        #expect(bar.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aCustomActionRunsItsHandler() {
        var archived: [String] = []
        let action = UIAccessibilityCustomAction(name: "Archive") { action in
            archived.append(action.name)
            return true
        }
        let view = UIView()
        view.accessibilityCustomActions = [action]
        #expect(view.accessibilityCustomActions?.first?.perform() == true)
        #expect(archived == ["Archive"])
    }

    @Test func barItemsSayTheirTitleOrSystemName() {
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let titled = UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil)
        #expect([compose, done, titled].map(\.spokenName) == ["Compose", "Done", "Filter"])
        titled.accessibilityLabel = "Filter messages"
        #expect(titled.spokenName == "Filter messages")
        #expect(titled.isAccessibilityElement && titled.accessibilityTraits == .none)
    }
}
