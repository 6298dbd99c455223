import Foundation

@testable import AdaptiveKit

/// A view with a fixed intrinsic size, for stack view and hugging tests.
@MainActor
final class SizedView: UIView {
    let size: CGSize

    init(_ width: CGFloat, _ height: CGFloat, name: String? = nil) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A controller's view in a simulator window, with views added to it and laid out.
@MainActor
struct LayoutHarness {
    let controller = UIViewController()
    let simulator: DeviceSimulator

    /// 3x: iPhone 15 Pro; 2x: iPhone SE (1st generation).
    init(scale: Int = 3) throws {
        simulator = try DeviceSimulator(
            deviceNamed: scale == 2 ? "iPhone SE (1st generation)" : "iPhone 15 Pro", rootViewController: controller)
    }

    var view: UIView { controller.view }

    /// Adds a view pinned at (x, y) of the controller's view, with an optional fixed width and height.
    func pin(_ subview: UIView, x: CGFloat, y: CGFloat, width: CGFloat? = nil, height: CGFloat? = nil) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
        var constraints = [
            subview.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: x),
            subview.topAnchor.constraint(equalTo: view.topAnchor, constant: y),
        ]
        if let width { constraints.append(subview.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(subview.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
    }

    func layout() { simulator.window.layoutIfNeeded() }
}

/// A rectangle for `#expect` comparisons, written as x, y, width, height.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A frame snapped to the pixel grid, so a frame stored as center and size (20.000000000000004) compares exactly.
func pixels(_ frame: CGRect, scale: CGFloat = 3) -> CGRect {
    func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    return CGRect(x: snap(frame.minX), y: snap(frame.minY), width: snap(frame.width), height: snap(frame.height))
}
