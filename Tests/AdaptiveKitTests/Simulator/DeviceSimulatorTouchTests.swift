import AdaptiveKit
import Testing

@MainActor
@Suite struct DeviceSimulatorTouchTests {
    @Test func C1_aTapRunsAnEnabledBarButtonsActionOnly() {
        var taps: [String] = []
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Edit") { _ in taps.append("Edit") })
        DeviceSimulator.tap(item)
        item.isEnabled = false
        DeviceSimulator.tap(item)
        #expect(taps == ["Edit"])
    }

    @Test func C3_aTapOnATabThatDoesNotExistChangesNothing() {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        DeviceSimulator.tap(tabAt: 1, of: tabs)
        DeviceSimulator.tap(tabAt: 5, of: tabs)
        DeviceSimulator.tap(tabAt: -1, of: tabs)
        #expect(tabs.selectedIndex == 1)
    }
}
