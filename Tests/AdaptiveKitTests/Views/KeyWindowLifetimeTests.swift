import Foundation
import Testing

@testable import AdaptiveKit

/// Being the key window keeps no window alive (UIKit's key window belongs to whoever shows it):
/// a key window everyone let go is freed with its hierarchy, and a window made key later replaces it.
@MainActor
@Suite struct KeyWindowLifetimeTests {
    @Test func R3_aKeyWindowNobodyHoldsIsFreedWithItsHierarchy() {
        weak var weakWindow: UIWindow?
        weak var weakController: UIViewController?
        weak var weakView: UIView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            #expect(UIWindow.keyWindow === window)
            #expect(window.isKeyWindow)
            let label = UILabel()
            controller.view.addSubview(label)
            (weakWindow, weakController, weakView) = (window, controller, label)
        }
        #expect(weakWindow == nil)
        #expect(weakController == nil)
        #expect(weakView == nil)
        #expect(UIWindow.keyWindow == nil)
    }

    @Test func R3_aSecondKeyWindowReplacesTheFirstWhichIsFreedOnceReleased() {
        weak var weakFirst: UIWindow?
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        do {
            let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            first.makeKeyAndVisible()
            weakFirst = first
            second.makeKeyAndVisible()
            #expect(UIWindow.keyWindow === second)
            #expect(!first.isKeyWindow && second.isKeyWindow)
        }
        #expect(weakFirst == nil)
        #expect(UIWindow.keyWindow === second)
        #expect(UIApplication.shared.keyWindow === second)
    }

    @Test func R3_theWindowOfADroppedSimulatorIsFreed() throws {
        weak var weakWindow: UIWindow?
        weak var weakRoot: UIViewController?
        do {
            let root = UIViewController()
            let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
            #expect(UIWindow.keyWindow === simulator.window)
            (weakWindow, weakRoot) = (simulator.window, root)
        }
        #expect(weakWindow == nil)
        #expect(weakRoot == nil)
        #expect(UIWindow.keyWindow == nil)
    }
}
