import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// A delegate that records what a scroll view tells it, as one history (UIKit's order matters, so tests compare whole
/// histories rather than single calls).
@MainActor
private final class ScrollTracker: UIScrollViewDelegate {
    var events: [String] = []
    var zoomView: UIView?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll \(scrollView.contentOffset.x),\(scrollView.contentOffset.y)")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { events.append("didZoom \(scrollView.zoomScale)") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("didEndZooming \(scale)")
    }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    var redirect: CGPoint?
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        events.append("willBeginDragging dragging=\(scrollView.isDragging)")
    }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append(
            "willEndDragging v=\(velocity.x),\(velocity.y) target=\(targetContentOffset.pointee.x),\(targetContentOffset.pointee.y)"
        )
        if let redirect { targetContentOffset.pointee = redirect }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging decelerate=\(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    var allowsScrollToTop = true
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        events.append("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("didScrollToTop") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        events.append("didEndDecelerating decelerating=\(scrollView.isDecelerating)")
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        let inset = scrollView.adjustedContentInset
        events.append("didChangeAdjustedContentInset \(inset.top),\(inset.left),\(inset.bottom),\(inset.right)")
    }
}

/// A scroll view that records `adjustedContentInsetDidChange()` into the same history as its delegate.
private final class TrackingScrollView: UIScrollView {
    var tracker: ScrollTracker?
    override func adjustedContentInsetDidChange() {
        tracker?.events.append("adjustedContentInsetDidChange")
        super.adjustedContentInsetDidChange()
    }
}

/// A controller whose root view is a scroll view, as UITableViewController's is.
private final class ScrollingController: UIViewController {
    let scrollView = TrackingScrollView(frame: .zero)
    override func loadView() { view = scrollView }
}

@MainActor
@Suite struct UIScrollViewTests {
    private func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// A scroll view filling a controller in a navigation controller, laid out on a device.
    private func navigationScene(
        _ device: String = "iPhone 15 Pro", contentHeight: CGFloat = 2000
    ) throws -> (DeviceSimulator, ScrollingController) {
        let controller = ScrollingController()
        let simulator = try DeviceSimulator(
            deviceNamed: device, rootViewController: UINavigationController(rootViewController: controller))
        controller.scrollView.contentSize = CGSize(width: controller.view.bounds.width, height: contentHeight)
        simulator.window.layoutIfNeeded()
        return (simulator, controller)
    }

    // MARK: Defaults

    @Test func defaultsAreUIKits() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.contentSize == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(
            [UIScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .never, .always].map(\.rawValue)
                == [0, 1, 2, 3])
        #expect(scrollView.bounces && scrollView.isScrollEnabled && !scrollView.isPagingEnabled)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        #expect(
            scrollView.verticalScrollIndicatorInsets == .zero && scrollView.horizontalScrollIndicatorInsets == .zero)
        #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches && scrollView.scrollsToTop)
        #expect(scrollView.automaticallyAdjustsScrollIndicatorInsets)
        #expect(scrollView.minimumZoomScale == CGFloat(1))
        #expect(scrollView.maximumZoomScale == CGFloat(1))
        #expect(scrollView.zoomScale == CGFloat(1))
        #expect(UIViewController().automaticallyAdjustsScrollViewInsets)
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
    }

    // MARK: Offset and bounds

    @Test func contentOffsetIsTheBoundsOriginAndMovesSubviewsOnScreen() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 40, width: 320, height: 400))
        root.addSubview(scrollView)
        let item = UIView(frame: CGRect(x: 10, y: 500, width: 100, height: 50))
        scrollView.addSubview(item)
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(scrollView.bounds == CGRect(x: 0, y: 300, width: 320, height: 400))
        #expect(scrollView.frame == CGRect(x: 0, y: 40, width: 320, height: 400), "the frame does not move")
        #expect(item.frame == CGRect(x: 10, y: 500, width: 100, height: 50), "subviews stay in content coordinates")
        #expect(
            item.convert(CGRect(x: 0, y: 0, width: 100, height: 50), to: root)
                == CGRect(x: 10, y: 240, width: 100, height: 50))
        scrollView.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test func anOffsetFarOutOfRangeIsKeptUntilTheSizeChanges() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        scrollView.contentOffset = CGPoint(x: -5000, y: 1e9)
        #expect(scrollView.contentOffset == CGPoint(x: -5000, y: 1e9), "UIKit does not clamp an offset set in code")
        scrollView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 680), "a resize clamps it to the valid range")
    }

    @Test func aNaNOffsetIsRefusedWithCoreAnimationsMessage() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentOffset = CGPoint(x: 0, y: 20)
        let recorded = DiagnosticLog.capture {
            scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
            scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        }
        #expect(
            recorded == [
                DiagnosticLog.Entry(
                    kind: .exception, name: "CALayerInvalidGeometry",
                    message: "CALayer bounds contains NaN: [nan 0.0; 320.0 480.0]"),
                DiagnosticLog.Entry(
                    kind: .exception, name: "CALayerInvalidGeometry",
                    message: "CALayer bounds contains NaN: [0.0 inf; 320.0 480.0]"),
            ])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 20))
    }

    // MARK: Adjusted content inset

    @Test func L5_underANavigationBarOnIPhone15ProTheTopInsetIsStatusBarPlusBar() throws {
        let (simulator, controller) = try navigationScene()
        defer { withExtendedLifetime(simulator) {} }
        let scrollView = controller.scrollView
        // The catalog: safe area top 59 (status bar and Dynamic Island), bottom 34; a measured bar of 44.
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(scrollView.safeAreaInsets == insets(59 + 44, 0, 34, 0))
        #expect(scrollView.adjustedContentInset == insets(103, 0, 34, 0))
        // At rest the offset is -adjustedContentInset.top.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -103))
        #expect(
            scrollView.recursiveDescription()
                == "<TrackingScrollView: frame = (0 0; 393 852); contentOffset: {0, -103}; contentSize: {393, 2000}; "
                + "adjustedContentInset: {103, 0, 34, 0}>")
    }

    @Test(arguments: [
        ("iPhone 8", CGFloat(64), CGFloat(0)),  // 20 + 44 on home-button phones
        ("iPhone X", CGFloat(88), CGFloat(34)),  // 44 + 44 and 34 at the bottom
        ("iPhone SE (3rd generation)", CGFloat(64), CGFloat(0)),
    ])
    func L5_navigationBarInsetsPerDevice(device: String, top: CGFloat, bottom: CGFloat) throws {
        let (simulator, controller) = try navigationScene(device)
        defer { withExtendedLifetime(simulator) {} }
        #expect(controller.scrollView.adjustedContentInset == insets(top, 0, bottom, 0))
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: -top))
    }

    @Test func L5_automaticAdjustsTopAndBottomInANavigationControllerEvenForShortContent() throws {
        let (simulator, controller) = try navigationScene(contentHeight: 100)
        defer { withExtendedLifetime(simulator) {} }
        #expect(
            controller.scrollView.adjustedContentInset == insets(103, 0, 34, 0),
            "Apple: .automatic adjusts a navigation controller's content")
        controller.scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(controller.scrollView.adjustedContentInset == .zero, "short content does not scroll")
        controller.scrollView.alwaysBounceVertical = true
        #expect(controller.scrollView.adjustedContentInset == insets(103, 0, 34, 0), "bouncing counts as scrolling")
    }

    @Test func L5_theFirstSubviewOfARootViewCountsAsTheControllersScrollView() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPhone 15 Pro", rootViewController: UINavigationController(rootViewController: controller))
        let first = UIScrollView(frame: controller.view.bounds)
        let second = UIScrollView(frame: controller.view.bounds)
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        simulator.window.layoutIfNeeded()
        // Short content (zero) in both: only the first subview is adjusted for the bars (Apple,
        // UIScrollView.ContentInsetAdjustmentBehavior.automatic).
        #expect(first.adjustedContentInset == insets(103, 0, 34, 0))
        #expect(second.adjustedContentInset == .zero)
        #expect(first.contentOffset == CGPoint(x: 0, y: -103))
        #expect(second.contentOffset == .zero)
    }

    @Test func L5_automaticWithoutAControllerFollowsTheScrollableAxes() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let scrollView = UIScrollView(frame: root.view.bounds)
        root.view.addSubview(UIView(frame: .zero))  // the scroll view is not the first subview
        root.view.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 393, height: 100)
        simulator.window.layoutIfNeeded()
        // Short content, no navigation controller: not inset.
        #expect(scrollView.adjustedContentInset == .zero)
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        #expect(scrollView.adjustedContentInset == insets(59, 0, 34, 0))
        scrollView.contentSize = CGSize(width: 2000, height: 100)
        #expect(scrollView.adjustedContentInset == .zero, "the notch is not on a horizontal edge in portrait")
        simulator.rotate(to: .landscape)
        #expect(scrollView.frame.size == CGSize(width: 393, height: 852), "no autoresizing mask: the frame stays")
        scrollView.frame = root.view.bounds
        #expect(scrollView.adjustedContentInset == insets(0, 59, 0, 59))
    }

    @Test(arguments: [
        (UIScrollView.ContentInsetAdjustmentBehavior.always, UIEdgeInsets(top: 69, left: 5, bottom: 44, right: 5)),
        (.never, UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)),
        (.scrollableAxes, UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)),
        (.automatic, UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)),
    ])
    func L5_eachBehaviourAddsItsPartOfTheSafeArea(
        behavior: UIScrollView.ContentInsetAdjustmentBehavior, expected: UIEdgeInsets
    ) throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let scrollView = UIScrollView(frame: root.view.bounds)
        root.view.addSubview(scrollView)
        scrollView.contentInset = insets(10, 5, 10, 5)
        scrollView.contentInsetAdjustmentBehavior = behavior
        simulator.window.layoutIfNeeded()
        // Short content in a plain controller: only `.always` adds the safe area (Apple,
        // UIScrollView.ContentInsetAdjustmentBehavior.always; a plain scroll view as measured).
        #expect(scrollView.adjustedContentInset == expected)
    }

    @Test func L5_aTabBarAddsItsHeightAtTheBottom() throws {
        let controller = ScrollingController()
        let tabs = UITabBarController()
        tabs.viewControllers = [controller]
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: tabs)
        simulator.window.layoutIfNeeded()
        // 49 + 34 on home-indicator phones (measured); .automatic adjusts under a tab bar controller (Apple).
        #expect(controller.scrollView.adjustedContentInset == insets(59, 0, 83, 0))
        controller.automaticallyAdjustsScrollViewInsets = false
        controller.view.layoutIfNeeded()
        #expect(controller.scrollView.adjustedContentInset == .zero)
    }

    @Test func adjustedContentInsetDidChangeIsCalledOnlyOnAChangeThenTheOffsetFollows() throws {
        let controller = ScrollingController()
        let tracker = ScrollTracker()
        controller.scrollView.tracker = tracker
        controller.scrollView.delegate = tracker
        let simulator = try DeviceSimulator(
            deviceNamed: "iPhone 15 Pro", rootViewController: UINavigationController(rootViewController: controller))
        defer { withExtendedLifetime(simulator) {} }
        controller.view.window?.layoutIfNeeded()
        #expect(
            tracker.events == [
                "adjustedContentInsetDidChange", "didChangeAdjustedContentInset 103.0,0.0,34.0,0.0",
                "didScroll 0.0,-103.0",
            ])
        tracker.events.removeAll()
        controller.scrollView.contentInset = .zero
        controller.scrollView.contentInsetAdjustmentBehavior = .automatic
        controller.view.setNeedsLayout()
        controller.view.window?.layoutIfNeeded()
        #expect(tracker.events == [], "nothing changed")
        controller.scrollView.contentInset = insets(10, 0, 0, 0)
        #expect(
            tracker.events == [
                "adjustedContentInsetDidChange", "didChangeAdjustedContentInset 113.0,0.0,34.0,0.0",
                "didScroll 0.0,-113.0",
            ])
    }

    @Test func indicatorInsetsAddTheSafeAreaOnlyWhenAdjustedAutomatically() throws {
        let (simulator, controller) = try navigationScene()
        defer { withExtendedLifetime(simulator) {} }
        let scrollView = controller.scrollView
        scrollView.verticalScrollIndicatorInsets = insets(0, 0, 0, 2)
        #expect(scrollView.effectiveVerticalScrollIndicatorInsets == insets(103, 0, 34, 2))
        scrollView.automaticallyAdjustsScrollIndicatorInsets = false
        #expect(scrollView.effectiveVerticalScrollIndicatorInsets == insets(0, 0, 0, 2))
        scrollView.scrollIndicatorInsets = insets(1, 1, 1, 1)
        #expect(scrollView.horizontalScrollIndicatorInsets == insets(1, 1, 1, 1))
    }

    // MARK: Rotation

    @Test func rotationKeepsAViewAtItsTopAtTheTop() throws {
        let (simulator, controller) = try navigationScene()
        simulator.rotate(to: .landscape)
        // Landscape 15 Pro: no status bar, a 32-point bar, 21 at the bottom; the axis is not scrollable
        // sideways, so the 59-point sides are not added.
        #expect(controller.scrollView.frame.size == CGSize(width: 852, height: 393))
        #expect(controller.scrollView.adjustedContentInset == insets(32, 0, 21, 0))
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: -32))
        simulator.rotate(to: .portrait)
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: -103))
    }

    @Test func rotationKeepsAnOffsetInRangeAndClampsOneBeyondIt() throws {
        let (simulator, controller) = try navigationScene()
        let scrollView = controller.scrollView
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        simulator.rotate(to: .landscape)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500), "the offset value is kept")
        // The end of the content in landscape: 2000 + 21 - 393.
        scrollView.contentOffset = CGPoint(x: 0, y: 1628)
        simulator.rotate(to: .portrait)
        // Clamped to the new range, 2000 + 34 - 852; not undone on the way back.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1182))
        simulator.rotate(to: .landscape)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1182))
    }

    // MARK: Animated scrolling

    @Test func animatedScrollingRunsOnTheVirtualClockAndEndsWithTheDelegateCall() throws {
        let (simulator, controller) = try navigationScene()
        let tracker = ScrollTracker()
        controller.scrollView.delegate = tracker
        controller.scrollView.setContentOffset(CGPoint(x: 0, y: 297), animated: true)
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: -103), "nothing moves before time passes")
        simulator.clock.advance(by: UIScrollView.scrollAnimationDuration / 2)
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 97), "halfway on the eased curve")
        simulator.clock.advance(by: UIScrollView.scrollAnimationDuration / 2)
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 297))
        #expect(tracker.events.count == 19)
        #expect(tracker.events.first?.hasPrefix("didScroll 0.0,-99.43") == true, "eased: a slow start")
        #expect(tracker.events.suffix(2) == ["didScroll 0.0,297.0", "didEndScrollingAnimation"])
        #expect(tracker.events.dropLast().allSatisfy { $0.hasPrefix("didScroll") })
    }

    @Test func settingTheOffsetStopsAnAnimationWithoutItsEnd() throws {
        let (simulator, controller) = try navigationScene()
        let tracker = ScrollTracker()
        controller.scrollView.delegate = tracker
        controller.scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        simulator.clock.advance(by: 0.1)
        tracker.events.removeAll()
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 10)
        simulator.clock.runUntilIdle()
        #expect(tracker.events == ["didScroll 0.0,10.0"])
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 10))
    }

    @Test func animatedScrollingOutsideAWindowEndsAtOnceAndNoMoveSendsNothing() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let tracker = ScrollTracker()
        scrollView.delegate = tracker
        scrollView.setContentOffset(.zero, animated: true)
        #expect(tracker.events == [])
        scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        #expect(tracker.events == ["didScroll 0.0,40.0", "didEndScrollingAnimation"])
    }

    @Test func scrollRectToVisibleScrollsTheLeastInsideTheInsets() throws {
        let (simulator, controller) = try navigationScene()
        defer { withExtendedLifetime(simulator) {} }
        let scrollView = controller.scrollView
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -103), "already visible")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: false)
        // The rectangle's bottom meets the visible area's bottom: 1100 - (852 - 34).
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 282))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 500), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1182), "clamped to the end of the content")
    }

    // MARK: Auto Layout

    @Test func L5_constraintsToTheScrollViewsEdgesDefineTheContentSize() throws {
        let controller = ScrollingController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPhone 15 Pro", rootViewController: UINavigationController(rootViewController: controller))
        let scrollView = controller.scrollView
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        simulator.window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 393, height: 1520))
        #expect(content.frame == CGRect(x: 0, y: 20, width: 393, height: 1500))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 1520))
        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        simulator.window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 20, width: 393, height: 1500), "scrolling does not move constraints")
        simulator.rotate(to: .landscape)
        #expect(scrollView.contentSize == CGSize(width: 852, height: 1520), "the width follows the frame")
    }

    @Test func L5_contentAndFrameLayoutGuidesPlaceContentAndFloatingViews() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(scrollView)
        let content = UIView()
        let badge = UIView()
        for view in [content, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(view)
        }
        let contentGuide = scrollView.contentLayoutGuide
        let frameGuide = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 3000),
            badge.topAnchor.constraint(equalTo: frameGuide.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        simulator.window.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
        #expect(scrollView.contentSize == CGSize(width: 393, height: 3000))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 793))
        #expect(badge.frame == CGRect(x: 345, y: 8, width: 40, height: 20))
        scrollView.contentOffset = CGPoint(x: 0, y: 250)
        simulator.window.layoutIfNeeded()
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 250, width: 393, height: 793))
        #expect(badge.frame == CGRect(x: 345, y: 258, width: 40, height: 20), "the badge stays on screen")
        #expect(content.frame == CGRect(x: 0, y: 0, width: 393, height: 3000))
    }

    @Test func L5_aContentSizeSetInCodeStaysWhenNoConstraintDecidesIt() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let scrollView = UIScrollView(frame: root.view.bounds)
        root.view.addSubview(scrollView)
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: scrollView.centerYAnchor),
        ])
        scrollView.contentSize = CGSize(width: 500.25, height: 1234.5)
        simulator.window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 500.25, height: 1234.5))
        // Centers are the frame's, not the content's (196.5 lands on the 3x pixel grid at 196.67).
        #expect(abs(label.center.x - 196.5) < CGFloat(0.34))
        #expect(label.center.y == CGFloat(426))
    }

    // MARK: Zoom

    @Test func zoomScalesAreClampedAndResizeTheViewForZooming() throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scrollView.addSubview(image)
        scrollView.contentSize = image.frame.size
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == CGFloat(1), "without a view for zooming nothing zooms")
        let tracker = ScrollTracker()
        tracker.zoomView = image
        scrollView.delegate = tracker
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == CGFloat(3))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 1200, height: 900))
        #expect(scrollView.contentSize == CGSize(width: 1200, height: 900))
        // The bounds' centre (100, 100) becomes (300, 300): offset 200, 200.
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 200))
        #expect(tracker.events == ["didScroll 200.0,200.0", "didZoom 3.0"])
        scrollView.setZoomScale(0.1, animated: false)
        #expect(scrollView.zoomScale == CGFloat(0.5))
        #expect(image.frame.size == CGSize(width: 200, height: 150))
        #expect(scrollView.contentOffset == .zero, "clamped to the smaller content")
    }

    @Test func badZoomScalesAreIgnoredWithAWarning() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let tracker = ScrollTracker()
        tracker.zoomView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.delegate = tracker
        scrollView.maximumZoomScale = 4
        let recorded = DiagnosticLog.capture {
            scrollView.minimumZoomScale = -1
            scrollView.maximumZoomScale = .nan
            scrollView.zoomScale = .nan
            scrollView.setZoomScale(0, animated: true)
        }
        #expect(
            recorded.map(\.message) == [
                "Ignoring minimumZoomScale -1.0 of UIScrollView: a zoom scale must be positive",
                "Ignoring maximumZoomScale nan of UIScrollView: a zoom scale must be positive",
                "Ignoring zoomScale nan of UIScrollView: a zoom scale must be positive",
                "Ignoring zoomScale 0.0 of UIScrollView: a zoom scale must be positive",
            ])
        #expect(recorded.allSatisfy { $0.kind == .warning })
        #expect(scrollView.minimumZoomScale == CGFloat(1))
        #expect(scrollView.maximumZoomScale == CGFloat(4))
        #expect(scrollView.zoomScale == CGFloat(1))
    }

    @Test func animatedZoomEndsWithDidEndZooming() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.view.addSubview(scrollView)
        let tracker = ScrollTracker()
        tracker.zoomView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.addSubview(tracker.zoomView!)
        scrollView.delegate = tracker
        scrollView.maximumZoomScale = 2
        scrollView.setZoomScale(2, animated: true)
        #expect(scrollView.zoomScale == CGFloat(1))
        simulator.clock.runUntilIdle()
        #expect(scrollView.zoomScale == CGFloat(2))
        #expect(tracker.events.last == "didEndZooming 2.0")
        #expect(tracker.events.filter { $0.hasPrefix("didZoom") }.count == 18)
    }

    // MARK: Dragging

    /// A 300-point square scroll view in a window (for the clock), insets not adjusted.
    private func dragScene(contentSize: CGSize) throws -> (DeviceSimulator, UIScrollView, ScrollTracker) {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = contentSize
        root.view.addSubview(scrollView)
        simulator.window.layoutIfNeeded()
        let tracker = ScrollTracker()
        scrollView.delegate = tracker
        return (simulator, scrollView, tracker)
    }

    @Test func pagingComesToRestOnTheNearestPageWithUIKitsDelegateSequence() throws {
        let (simulator, scrollView, tracker) = try dragScene(contentSize: CGSize(width: 900, height: 300))
        scrollView.isPagingEnabled = true
        simulator.drag(scrollView, by: CGPoint(x: -200, y: 0))
        #expect(
            tracker.events == [
                "willBeginDragging dragging=true", "didScroll 200.0,0.0", "willEndDragging v=0.0,0.0 target=300.0,0.0",
                "didEndDragging decelerate=true", "willBeginDecelerating",
            ])
        #expect(scrollView.isDecelerating && !scrollView.isDragging)
        tracker.events.removeAll()
        simulator.clock.runUntilIdle()
        #expect(tracker.events.count == 19)
        #expect(tracker.events.suffix(2) == ["didScroll 300.0,0.0", "didEndDecelerating decelerating=false"])
        #expect(scrollView.contentOffset == CGPoint(x: 300, y: 0))
        // A flick toward the next page turns it even after a short drag.
        tracker.events.removeAll()
        simulator.drag(scrollView, by: CGPoint(x: -40, y: 0), velocity: CGPoint(x: -500, y: 0))
        #expect(tracker.events[2] == "willEndDragging v=0.5,0.0 target=600.0,0.0")
        simulator.clock.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 600, y: 0))
    }

    @Test func withoutBouncesADragStopsAtTheEdgeAndDoesNotDecelerate() throws {
        let (simulator, scrollView, tracker) = try dragScene(contentSize: CGSize(width: 300, height: 1000))
        scrollView.bounces = false
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        tracker.events.removeAll()
        simulator.drag(scrollView, by: CGPoint(x: 0, y: 120))
        #expect(
            tracker.events == [
                "willBeginDragging dragging=true", "didScroll 0.0,0.0", "willEndDragging v=0.0,0.0 target=0.0,0.0",
                "didEndDragging decelerate=false",
            ])
    }

    @Test func aBouncingDragOverscrollsThenSpringsBack() throws {
        let (simulator, scrollView, tracker) = try dragScene(contentSize: CGSize(width: 300, height: 1000))
        simulator.drag(scrollView, by: CGPoint(x: 0, y: 80))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -80), "pulled past the top")
        #expect(tracker.events[2] == "willEndDragging v=0.0,0.0 target=0.0,0.0")
        simulator.clock.runUntilIdle()
        #expect(scrollView.contentOffset == .zero)
        #expect(tracker.events.last == "didEndDecelerating decelerating=false")
    }

    @Test func contentThatFitsMovesOnlyWhenItAlwaysBounces() throws {
        let (simulator, scrollView, tracker) = try dragScene(contentSize: CGSize(width: 300, height: 200))
        simulator.drag(scrollView, by: CGPoint(x: 30, y: -60))
        #expect(
            tracker.events == [
                "willBeginDragging dragging=true", "willEndDragging v=0.0,0.0 target=0.0,0.0",
                "didEndDragging decelerate=false",
            ])
        scrollView.alwaysBounceVertical = true
        tracker.events.removeAll()
        simulator.drag(scrollView, by: CGPoint(x: 30, y: -60))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 60), "vertical only")
        simulator.clock.runUntilIdle()
        #expect(scrollView.contentOffset == .zero)
        scrollView.isScrollEnabled = false
        tracker.events.removeAll()
        simulator.drag(scrollView, by: CGPoint(x: 0, y: -60))
        #expect(tracker.events == [], "scrolling disabled: the drag is ignored")
    }

    @Test func aFlingTravelsWhatTheDecelerationRateProjectsAndTheDelegateMayRetarget() throws {
        let (simulator, scrollView, tracker) = try dragScene(contentSize: CGSize(width: 300, height: 5000))
        #expect(scrollView.decelerationRate == .normal)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == CGFloat(0.998))
        #expect(UIScrollView.DecelerationRate.fast.rawValue == CGFloat(0.99))
        simulator.drag(scrollView, by: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -1000))
        // 1 point per millisecond × 0.998 / 0.002 = 499 points beyond the 100 dragged.
        #expect(abs(scrollView.contentOffset.y - 100) < CGFloat(0.001))
        simulator.clock.runUntilIdle()
        #expect(abs(scrollView.contentOffset.y - 599) < CGFloat(0.001))
        tracker.redirect = CGPoint(x: 0, y: 1000)
        simulator.drag(scrollView, by: CGPoint(x: 0, y: -10), velocity: CGPoint(x: 0, y: -1000))
        simulator.clock.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1000))
    }

    // MARK: Scroll to top

    @Test func tappingTheStatusBarScrollsTheClosestScrollViewToItsTop() throws {
        let (simulator, controller) = try navigationScene()
        let tracker = ScrollTracker()
        controller.scrollView.delegate = tracker
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        tracker.events.removeAll()
        #expect(simulator.tapStatusBar() === controller.scrollView)
        simulator.clock.runUntilIdle()
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: -103))
        #expect(tracker.events.first == "shouldScrollToTop")
        #expect(tracker.events.suffix(2) == ["didScroll 0.0,-103.0", "didScrollToTop"])
        tracker.events.removeAll()
        #expect(simulator.tapStatusBar() == nil, "already at the top")
        #expect(tracker.events == ["shouldScrollToTop"])
    }

    @Test func theDelegateOrScrollsToTopCanRefuseTheTap() throws {
        let (simulator, controller) = try navigationScene()
        let tracker = ScrollTracker()
        tracker.allowsScrollToTop = false
        controller.scrollView.delegate = tracker
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        #expect(simulator.tapStatusBar() == nil)
        tracker.allowsScrollToTop = true
        controller.scrollView.scrollsToTop = false
        #expect(simulator.tapStatusBar() == nil)
        simulator.clock.runUntilIdle()
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 500))
        #expect(tracker.events.filter { $0 != "didScroll 0.0,500.0" } == ["shouldScrollToTop"])
    }
}
