import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// T5 through the object model: every device, orientation and multitasking size as a running window.
@MainActor
@Suite struct DeviceSimulatorTests {
    nonisolated static let fullScreenConfigurations: [(DeviceProfile, DeviceOrientation)] = DeviceCatalog.all.flatMap {
        device in
        DeviceOrientation.allCases.map { (device, $0) }
    }

    nonisolated static let multitaskingConfigurations: [(DeviceProfile, DeviceOrientation, MultitaskingSize)] =
        DeviceCatalog.all.flatMap { device in
            DeviceOrientation.allCases.flatMap { orientation in
                device.multitaskingSizes(in: orientation).map { (device, orientation, $0) }
            }
        }

    @Test(arguments: fullScreenConfigurations)
    func T5_fullScreenWindowMatchesTheReference(device: DeviceProfile, orientation: DeviceOrientation) throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(device: device, orientation: orientation, rootViewController: controller)
        let size = device.screenSize(orientation)
        #expect(simulator.screen.bounds == CGRect(origin: .zero, size: size))
        #expect(simulator.window.bounds == simulator.screen.bounds)
        #expect(controller.view.frame == simulator.window.bounds)
        #expect(simulator.screen.scale == device.scale)
        #expect(simulator.screen.nativeScale == device.nativeScale)
        let traits = controller.view.traitCollection
        #expect(traits.horizontalSizeClass == device.sizeClasses[orientation].horizontal)
        #expect(traits.verticalSizeClass == device.sizeClasses[orientation].vertical)
        #expect(traits.userInterfaceIdiom == device.idiom)
        #expect(traits.displayScale == device.scale)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.isFullySpecified)
        #expect(controller.view.safeAreaInsets == device.safeAreaInsets[orientation])
        #expect(controller.view.layoutMargins == device.rootLayoutMargins[orientation])
    }

    @Test(arguments: multitaskingConfigurations)
    func T5_multitaskingWindowMatchesTheReference(
        device: DeviceProfile, orientation: DeviceOrientation, size: MultitaskingSize
    ) throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(
            device: device, orientation: orientation, multitasking: size, rootViewController: controller)
        let layout = try #require(device.multitaskingLayout(size, in: orientation))
        #expect(simulator.window.bounds.width == layout.width)
        #expect(simulator.window.bounds.height == device.screenSize(orientation).height)
        #expect(simulator.screen.bounds.size == device.screenSize(orientation), "the screen stays whole")
        #expect(controller.traitCollection.horizontalSizeClass == layout.sizeClasses.horizontal)
        #expect(controller.traitCollection.verticalSizeClass == .regular)
        #expect(simulator.screen.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.view.safeAreaInsets == device.safeAreaInsets[orientation])
    }

    // Apple's tables as literal numbers, independent of the catalog.
    @Test func T5_phoneRootViewGeometryFromApplesNumbers() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPhone 15 Pro", orientation: .landscape, rootViewController: controller)
        #expect(simulator.window.bounds.size == CGSize(width: 852, height: 393))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 75, bottom: 21, right: 75))
        #expect(
            controller.systemMinimumLayoutMargins
                == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        simulator.rotate(to: .portrait)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
    }

    @Test func T5_homeButtonPhoneHidesTheStatusBarInLandscape() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone SE (3rd generation)", rootViewController: controller)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        simulator.rotate(to: .landscape)
        #expect(controller.view.safeAreaInsets == .zero)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    }

    @Test func T5_subviewsGetOnlyTheUnsafeAreaThatCoversThem() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        let middle = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))
        let bottom = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        for view in [top, middle, bottom] { controller.view.addSubview(view) }
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // Margins add the safe area to the default 8.
        #expect(top.layoutMargins == UIEdgeInsets(top: 67, left: 8, bottom: 8, right: 8))
        #expect(simulator.window.safeAreaInsets.top == 59)
    }

    @Test func T5_additionalSafeAreaInsetsAddToTheRootView() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", rootViewController: controller)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 68, left: 0, bottom: 69, right: 0))
        #expect(simulator.window.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    @Test func T5_screenNativeBoundsAreThePanel() throws {
        let plus = try DeviceSimulator(deviceNamed: "iPhone 8 Plus")
        #expect(plus.screen.scale == 3)
        #expect(abs(plus.screen.nativeScale - 1080.0 / 414.0) < 1e-9)
        #expect(plus.screen.nativeBounds.size.width.rounded() == 1080)
        let mini = try DeviceSimulator(deviceNamed: "iPhone 13 mini", orientation: .landscape)
        #expect(mini.screen.nativeScale == 2.88)
        #expect(mini.screen.bounds.size == CGSize(width: 812, height: 375))
    }

    @Test func T5_multitaskingTheDeviceDoesNotOfferIsAnError() {
        #expect(throws: DeviceLookupError.self) {
            try DeviceSimulator(deviceNamed: "iPhone 15 Pro", multitasking: .half)
        }
        #expect(throws: DeviceLookupError.self) {
            try DeviceSimulator(deviceNamed: "iPad (10th generation)", orientation: .portrait, multitasking: .half)
        }
        #expect(throws: DeviceLookupError.self) { try DeviceSimulator(deviceNamed: "iPhone 99") }
    }

    @Test func T5_rotatingAHalfSplitToPortraitBecomesTwoThirds() throws {
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape, multitasking: .half)
        simulator.rotate(to: .portrait)
        #expect(simulator.multitasking == .twoThirds)
        #expect(simulator.window.bounds.size == CGSize(width: 639, height: 1366))
        #expect(simulator.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func T5_resizeBackToFullScreen() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPad (10th generation)", orientation: .landscape)
        try simulator.resize(to: .slideOver)
        #expect(simulator.traitCollection.horizontalSizeClass == .compact)
        try simulator.resize(to: nil)
        #expect(simulator.window.bounds.size == CGSize(width: 1180, height: 820))
        #expect(simulator.traitCollection.horizontalSizeClass == .regular)
        #expect(throws: DeviceLookupError.self) {
            try DeviceSimulator(deviceNamed: "iPhone 15").resize(to: .oneThird)
        }
    }
}
