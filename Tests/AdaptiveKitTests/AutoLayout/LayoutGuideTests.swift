import Foundation
import Testing

@testable import AdaptiveKit

/// L5: margins, safe area and readable content guides against UIKit's numbers
/// (Apple, UIView: readableContentGuide, safeAreaLayoutGuide, directionalLayoutMargins; measured per device).
@MainActor
@Suite struct LayoutGuideTests {
    nonisolated static let measured: [(DeviceProfile, DeviceOrientation)] = DeviceCatalog.all.flatMap { device in
        DeviceOrientation.allCases.compactMap { device.readableContentInsets == nil ? nil : (device, $0) }
    }

    @Test(arguments: measured)
    func L5_readableContentGuideMatchesTheMeasuredInsets(device: DeviceProfile, orientation: DeviceOrientation) throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(device: device, orientation: orientation, rootViewController: controller)
        let expected = try #require(device.readableContentInsets)[orientation]
        let frame = controller.view.readableContentGuide.layoutFrame
        let width = simulator.window.bounds.width
        #expect(frame.minX == expected.left)
        #expect(width - frame.maxX == expected.right)
        let margins = controller.view.layoutMarginsGuide.layoutFrame
        #expect(frame.minY == margins.minY)
        #expect(frame.height == margins.height)
    }

    @Test func L5_readableWidthGrowsWithTheTextSize() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape,
            rootViewController: controller)
        #expect(controller.view.readableContentGuide.layoutFrame.width == 664)
        simulator.setContentSizeCategory(.extraExtraExtraLarge)
        #expect(abs(controller.view.readableContentGuide.layoutFrame.width - 664.0 * 23 / 17) < 1e-9)
        #expect(UIView.readableWidth(for: .extraSmall) == 664.0 * 14 / 17)
    }

    @Test func L5_viewsConstrainedToGuidesFollowThem() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPad (10th generation)", rootViewController: controller)
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(text)
        let readable = controller.view.readableContentGuide
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            text.topAnchor.constraint(equalTo: readable.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 100),
        ])
        simulator.window.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 78, y: 24, width: 664, height: 100))
        try simulator.resize(to: .slideOver)
        // Compact width: the readable guide is the margins guide.
        #expect(text.frame == CGRect(x: 20, y: 24, width: 280, height: 100))
    }

    @Test func L5_marginAttributesAreTheMarginsGuide() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPhone 15 Pro", orientation: .landscape, rootViewController: controller)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: box, attribute: .leading, relatedBy: .equal, toItem: controller.view, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .trailing, relatedBy: .equal, toItem: controller.view,
                attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .bottom, relatedBy: .equal, toItem: controller.view, attribute: .bottomMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 44),
        ])
        simulator.window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 75, y: 393 - 21 - 44, width: 852 - 150, height: 44))
    }

    @Test func L5_customLayoutGuidesTakePartInLayout() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let spacer = UILayoutGuide()
        controller.view.addLayoutGuide(spacer)
        let left = UIView()
        let right = UIView()
        for view in [left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(view)
        }
        let root = controller.view!
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 100),
            spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 50),
            right.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            spacer.topAnchor.constraint(equalTo: root.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 10),
            left.topAnchor.constraint(equalTo: root.topAnchor), left.heightAnchor.constraint(equalToConstant: 10),
            right.topAnchor.constraint(equalTo: root.topAnchor), right.heightAnchor.constraint(equalToConstant: 10),
        ])
        simulator.window.layoutIfNeeded()
        #expect(spacer.layoutFrame == CGRect(x: 100, y: 0, width: 50, height: 10))
        #expect(right.frame == CGRect(x: 150, y: 0, width: 243, height: 10))
        #expect(controller.view.layoutGuides.count == 1)
    }
}
