import AdaptiveKit
import Foundation
import TestSupport
import Testing

@testable import AdaptiveRender

/// R1: each control is drawn recognisably (track and knob, track and thumb, segments with titles, ...).
@MainActor
@Suite struct ControlRenderingTests {
    final class Fruit: UIPickerViewDataSource, UIPickerViewDelegate {
        let names = ["Apple", "Banana", "Cherry", "Date"]
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { names.count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            names[row]
        }
    }

    @Test func R1_controlsRenderAsWireframes() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let fruit = Fruit()
        let root = controller.view!
        @discardableResult func place<View: UIView>(_ view: View, _ frame: CGRect, _ name: String) -> View {
            view.frame = frame
            view.accessibilityIdentifier = name
            root.addSubview(view)
            return view
        }
        let segments = place(UISegmentedControl(items: ["Day", "Week", "Month"]), rect(16, 70, 240, 32), "segments")
        segments.selectedSegmentIndex = 1
        place(UISwitch(), rect(16, 110, 51, 31), "off")
        place(UISwitch(), rect(80, 110, 51, 31), "on").isOn = true
        place(UISlider(), rect(16, 150, 300, 31), "slider").value = 0.25
        place(UIStepper(), rect(16, 190, 94, 32), "stepper").value = 0
        place(UIProgressView(), rect(16, 232, 300, 4), "progress").progress = 0.5
        place(UIActivityIndicatorView(style: .large), rect(16, 244, 37, 37), "spinner").startAnimating()
        place(UIActivityIndicatorView(style: .medium), rect(70, 244, 20, 20), "stopped")
        let pages = place(UIPageControl(), rect(16, 285, 48, 37), "pages")
        pages.numberOfPages = 3
        pages.currentPage = 1
        let search = place(UISearchBar(), rect(0, 322, 393, 56), "search")
        search.placeholder = "Search"
        search.showsCancelButton = true
        let toolbar = place(UIToolbar(), rect(0, 380, 393, 44), "toolbar")
        let edit = UIBarButtonItem()
        edit.title = "Edit"
        toolbar.items = [edit, UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(systemItem: .add)]
        let picker = place(UIPickerView(), rect(0, 430, 393, 216), "picker")
        picker.dataSource = fruit
        picker.delegate = fruit
        picker.selectRow(1, inComponent: 0, animated: false)
        let wheels = place(UIDatePicker(), rect(0, 650, 393, 60), "date")
        wheels.preferredDatePickerStyle = .compact
        let text = place(UITextView(), rect(16, 716, 200, 60), "text")
        text.text = "Notes wrap inside the width of the text view"
        text.font = .systemFont(ofSize: 14)
        let effect = place(
            UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)), rect(230, 716, 140, 60), "blur")
        effect.contentView.accessibilityIdentifier = "blur-content"
        simulator.window.layoutIfNeeded()
        let svg = SVGRenderer().render(simulator.window)
        #expect(!svg.contains("id=\"stopped\""), "a stopped indicator that hides when stopped is not drawn")
        assertSnapshot(svg, named: "Controls-iPhone-15-Pro.svg")
    }

    private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }
}
