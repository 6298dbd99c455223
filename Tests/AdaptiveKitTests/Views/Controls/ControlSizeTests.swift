import Foundation
import Testing

@testable import AdaptiveKit

/// L4: UIKit's controls report their intrinsic sizes as measured on Interface Builder's
/// canvases and at run time (Apple documents none of them), and bars their heights per device.
@MainActor
@Suite struct ControlSizeTests {
    @Test func L4_switchIs51By31WhateverFrameItIsGiven() throws {
        let control = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(control.frame == rect(5, 6, 51, 31))
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(control.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 51, height: 31))
        #expect((control as UIView) is UIControl)
        #expect(control.isOn == false)
        control.setOn(true, animated: true)
        #expect(control.isOn)
        let harness = try LayoutHarness()
        let pinned = UISwitch()
        harness.pin(pinned, x: 20, y: 100)
        harness.layout()
        #expect(pinned.frame == rect(20, 100, 51, 31))
    }

    @Test func L4_stepperIs94By32AndKeepsItsValueInRange() {
        let stepper = UIStepper()
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(
            [stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue] == [0, 0, 100, 1])
        #expect([stepper.autorepeat, stepper.isContinuous, stepper.wraps] == [true, true, false])
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.maximumValue = 50
        #expect(stepper.value == 50)
        stepper.minimumValue = 60
        #expect(stepper.value == 50)
    }

    @Test func L4_stepperRefusesAnEmptyRangeAndAZeroStepWithUIKitsException() {
        let stepper = UIStepper()
        let diagnostics = DiagnosticLog.capture {
            stepper.minimumValue = 100
            stepper.maximumValue = -1
            stepper.stepValue = 0
        }
        #expect(
            diagnostics.map(\.message) == [
                "minimumValue must be less than maximumValue", "maximumValue must be greater than minimumValue",
                "stepValue must be greater than 0",
            ])
        #expect(diagnostics.allSatisfy { $0.name == "NSInvalidArgumentException" })
        #expect([stepper.minimumValue, stepper.maximumValue, stepper.stepValue] == [0, 100, 1])
    }

    @Test func L4_sliderIs31TallWithNoIntrinsicWidthAndClampsItsValue() throws {
        let slider = UISlider()
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        #expect([slider.value, slider.minimumValue, slider.maximumValue] == [0, 0, 1])
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = .nan
        #expect(slider.value == 0)
        slider.minimumValue = 5
        #expect([slider.value, slider.minimumValue, slider.maximumValue] == [5, 5, 5])
        let harness = try LayoutHarness()
        let pinned = UISlider()
        harness.pin(pinned, x: 16, y: 200, width: 200)
        harness.layout()
        #expect(pinned.frame == rect(16, 200, 200, 31))
    }

    @Test func L4_progressViewIs4TallOr2AndAHalfAsABar() {
        let progress = UIProgressView()
        #expect(progress.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(
            UIProgressView(progressViewStyle: .bar).intrinsicContentSize
                == CGSize(width: UIView.noIntrinsicMetric, height: 2.5))
        progress.setProgress(1.5, animated: true)
        #expect(progress.progress == 1)
        progress.progress = -1
        #expect(progress.progress == 0)
        progress.progress = .nan
        #expect(progress.progress == 0)
        #expect(!((progress as UIView) is UIControl))
    }

    @Test func L4_activityIndicatorSizesAndHidesWhenStopped() {
        let medium = UIActivityIndicatorView(style: .medium)
        #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .gray).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView().style == .medium)
        #expect([medium.hidesWhenStopped, medium.isAnimating, medium.isHidden] == [true, false, true])
        medium.startAnimating()
        #expect([medium.isAnimating, medium.isHidden] == [true, false])
        medium.stopAnimating()
        #expect([medium.isAnimating, medium.isHidden] == [false, true])
        medium.hidesWhenStopped = false
        #expect(medium.isHidden == false)
        #expect(
            [UIActivityIndicatorView.Style.whiteLarge, .white, .gray, .medium, .large].map(\.rawValue)
                == [0, 1, 2, 100, 101])
    }

    @Test func L4_pageControlIs37TallAndKeepsTheCurrentPageInRange() {
        let pages = UIPageControl()
        #expect(pages.intrinsicContentSize == CGSize(width: 0, height: 37))
        pages.numberOfPages = 3
        #expect(pages.intrinsicContentSize == CGSize(width: 48, height: 37))
        #expect(pages.size(forNumberOfPages: 5) == CGSize(width: 80, height: 37))
        pages.currentPage = 7
        #expect(pages.currentPage == 2)
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.currentPage = -3
        #expect(pages.currentPage == 0)
    }

    @Test func L4_searchBarIs56Tall() {
        let bar = UISearchBar()
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 56))
        #expect(bar.searchBarStyle == .default)
    }

    @Test(arguments: [
        ("iPhone 15 Pro", DeviceOrientation.portrait, CGFloat(44)),
        ("iPhone 15 Pro", .landscape, 32),
        ("iPhone 15 Pro Max", .landscape, 44),
        ("iPad Pro (12.9-inch) (6th generation)", .portrait, 50),
    ])
    func L4_toolbarHeightFollowsTheTraits(device: String, orientation: DeviceOrientation, height: CGFloat) throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: device, orientation: orientation, rootViewController: controller)
        let toolbar = UIToolbar()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(toolbar)
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
        ])
        simulator.window.layoutIfNeeded()
        #expect(toolbar.intrinsicContentSize.height == height)
        #expect(toolbar.frame.height == height)
        #expect(toolbar.frame.width == controller.view.bounds.width)
    }

    @Test func L4_toolbarHeightChangesOnRotation() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let toolbar = UIToolbar()
        toolbar.setItems([UIBarButtonItem(systemItem: .add)], animated: false)
        harnessPinBottom(toolbar, in: controller.view)
        simulator.window.layoutIfNeeded()
        #expect(toolbar.frame.height == CGFloat(44))
        simulator.rotate(to: .landscape)
        simulator.window.layoutIfNeeded()
        #expect(toolbar.frame.height == CGFloat(32))
        #expect(toolbar.items?.map(\.systemItem) == [.add])
    }

    @Test func L4_datePickerWheelsAre216TallAndAutomaticMeansCompact() {
        let picker = UIDatePicker()
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(
            picker.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 216))
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 15
        #expect(picker.minuteInterval == 15)
        let earliest = Date(timeIntervalSince1970: 1_000_000)
        picker.minimumDate = earliest
        picker.setDate(Date(timeIntervalSince1970: 0), animated: false)
        #expect(picker.date == earliest)
    }

    @Test func L4_pickerViewIs216TallAndSelectsWithinItsDataSource() {
        final class Source: UIPickerViewDataSource {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
                component == 0 ? 3 : 0
            }
        }
        let source = Source()
        let picker = UIPickerView()
        #expect(picker.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 216))
        #expect(picker.numberOfComponents == 0)
        picker.dataSource = source
        #expect(picker.numberOfComponents == 2)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 1) == -1)
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(9, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(picker.selectedRow(inComponent: 5) == -1)
    }

    @Test func L4_visualEffectViewKeepsItsContentViewFillingIt() {
        let effect = UIBlurEffect(style: .systemMaterial)
        let view = UIVisualEffectView(effect: effect)
        #expect(view.subviews.first === view.contentView)
        #expect(view.effect === effect)
        view.frame = rect(0, 0, 200, 100)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == rect(0, 0, 200, 100))
        let label = UILabel()
        view.contentView.addSubview(label)
        #expect(label.superview === view.contentView)
        #expect(UIBlurEffect.Style.regular.rawValue == 4)
    }

    private func harnessPinBottom(_ toolbar: UIToolbar, in view: UIView) {
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbar)
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }
}
