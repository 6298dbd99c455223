import Foundation
import Testing

@testable import AdaptiveKit

/// T5/T6: resizable windows (Stage Manager, iPadOS 26 windowing): any window size an iPad allows,
/// the size classes of that size, UIKit's transition sequence as one whole history, and clear errors.
@MainActor
@Suite struct ResizableWindowTests {
    static let iPad = "iPad Pro (12.9-inch) (6th generation)"

    @Test(arguments: [
        (CGFloat(320), UIUserInterfaceSizeClass.compact), (639, .compact), (677, .compact), (678, .regular),
        (1024, .regular), (1366, .regular),
    ])
    func T5_windowWidthsGetUIKitsSizeClasses(_ width: CGFloat, _ horizontal: UIUserInterfaceSizeClass) throws {
        let device = try DeviceCatalog.profile(named: Self.iPad)
        for height in [CGFloat(320), 700, 1024] {
            #expect(
                device.sizeClasses(forWindowSize: CGSize(width: width, height: height))
                    == DeviceProfile.SizeClasses(horizontal: horizontal, vertical: .regular))
        }
    }

    @Test func T5_theRuleAgreesWithEveryMultitaskingArrangementAndFullScreenIPad() {
        for device in DeviceCatalog.all where device.supportsResizableWindows {
            for orientation in [DeviceOrientation.portrait, .landscape] {
                let screen = device.screenSize(orientation)
                #expect(device.sizeClasses(forWindowSize: screen) == device.sizeClasses[orientation], "\(device.name)")
                for size in device.multitaskingSizes(in: orientation) {
                    guard let layout = device.multitaskingLayout(size, in: orientation) else { continue }
                    let window = CGSize(width: layout.width, height: screen.height)
                    #expect(
                        device.sizeClasses(forWindowSize: window) == layout.sizeClasses,
                        "\(device.name) \(orientation) \(size) \(layout.width)")
                }
            }
        }
    }

    @Test func T6_resizingAcrossTheRegularWidthRunsTheWholeSequence() throws {
        let hierarchy = try TransitionSequenceTests.Hierarchy(device: Self.iPad, orientation: .landscape)
        try hierarchy.simulator.resizeWindow(to: CGSize(width: 600, height: 800))
        #expect(
            hierarchy.history == [
                "container.willTransition(to: Compact/Regular)",
                "child.willTransition(to: Compact/Regular)",
                "container.viewWillTransition(to: 600.0x800.0)",
                "child.viewWillTransition(to: 600.0x800.0)",
                "container.traitCollectionDidChange(previous: Regular/Regular)",
                "child.traitCollectionDidChange(previous: Regular/Regular)",
                "container.view.traitCollectionDidChange(previous: Regular/Regular)",
                "child.view.traitCollectionDidChange(previous: Regular/Regular)",
                "leaf.traitCollectionDidChange(previous: Regular/Regular)",
                "container.alongside",
                "child.alongside",
                "container.viewWillLayoutSubviews",
                "container.view.layoutSubviews",
                "container.viewDidLayoutSubviews",
                "child.viewWillLayoutSubviews",
                "child.view.layoutSubviews",
                "child.viewDidLayoutSubviews",
                "leaf.layoutSubviews",
                "container.completion",
                "child.completion",
            ])
        #expect(hierarchy.simulator.window.bounds.size == CGSize(width: 600, height: 800))
        #expect(hierarchy.child.view.bounds.size == CGSize(width: 600, height: 800))
        #expect(hierarchy.simulator.resizedWindowSize == CGSize(width: 600, height: 800))
        #expect(hierarchy.simulator.multitasking == nil)
        #expect(hierarchy.child.traitCollection.horizontalSizeClass == .compact)
        #expect(hierarchy.simulator.screen.bounds.size == CGSize(width: 1366, height: 1024), "the screen stays")
    }

    @Test func T6_aResizeWithinOneSizeClassIsASizeChangeOnly() throws {
        let hierarchy = try TransitionSequenceTests.Hierarchy(device: Self.iPad, orientation: .landscape)
        try hierarchy.simulator.resizeWindow(to: CGSize(width: 1000, height: 900))
        #expect(hierarchy.history.filter { $0.contains("raitCollection") || $0.contains("willTransition") }.isEmpty)
        #expect(
            hierarchy.history.prefix(2) == [
                "container.viewWillTransition(to: 1000.0x900.0)", "child.viewWillTransition(to: 1000.0x900.0)",
            ])
        hierarchy.log.events.removeAll()
        try hierarchy.simulator.resizeWindow(to: CGSize(width: 1000, height: 900))
        #expect(hierarchy.history.isEmpty, "the same size again changes nothing")
    }

    @Test func T6_rotatingKeepsAResizedWindowWhereTheScreenHasRoom() throws {
        let hierarchy = try TransitionSequenceTests.Hierarchy(device: Self.iPad, orientation: .landscape)
        try hierarchy.simulator.resizeWindow(to: CGSize(width: 1200, height: 700))
        hierarchy.simulator.rotate(to: .portrait)
        #expect(hierarchy.simulator.resizedWindowSize == CGSize(width: 1024, height: 700))
        #expect(hierarchy.simulator.window.bounds.size == CGSize(width: 1024, height: 700))
        try hierarchy.simulator.resize(to: .twoThirds)
        #expect(hierarchy.simulator.resizedWindowSize == nil)
        #expect(hierarchy.simulator.window.bounds.size == CGSize(width: 639, height: 1366))
        try hierarchy.simulator.resizeWindow(to: CGSize(width: 700, height: 1000))
        try hierarchy.simulator.resize(to: nil)
        #expect(hierarchy.simulator.resizedWindowSize == nil)
        #expect(hierarchy.simulator.window.bounds.size == CGSize(width: 1024, height: 1366))
        #expect(hierarchy.child.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func T6_aFormSheetAdaptsWhenItsWindowNarrows() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: Self.iPad, orientation: .landscape, rootViewController: root)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(sheet.view.frame == CGRect(x: 413, y: 202, width: 540, height: 620))
        try simulator.resizeWindow(to: CGSize(width: 500, height: 1024))
        // Compact width: a card 10 pt below the 24 pt safe area, as wide as the window.
        #expect(sheet.view.frame == CGRect(x: 0, y: 34, width: 500, height: 990))
        #expect(sheet.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func T6_aSheetWithDetentsRestsAtMediumOnceItsWindowIsCompact() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let sheet = RecordingController("sheet", log: log)
        let simulator = try DeviceSimulator.presenting(Self.iPad, orientation: .landscape, root: root)
        try #require(sheet.sheetPresentationController).detents = [.medium(), .large()]
        root.present(sheet, animated: false)
        // A regular window: the page sheet floats at its page size, whatever its detents.
        #expect(sheet.view.frame == CGRect(x: 330, y: 20, width: 706, height: 984))
        root.recordsTraits = true
        sheet.recordsTraits = true
        _ = log.take()
        try simulator.resizeWindow(to: CGSize(width: 500, height: 1024))
        // A card 10 pt below the 24 pt safe area, 20 pt bottom inset: the largest value is 970.
        let medium = 0.56 * CGFloat(970)
        #expect(sheet.view.frame == CGRect(x: 0, y: 1024 - (medium + 20), width: 500, height: medium + 20))
        #expect(
            log.take() == [
                "root.willTransition(to: Compact/Regular)", "sheet.willTransition(to: Compact/Regular)",
                "root.viewWillTransition(to: 500.0x1024.0)", "sheet.viewWillTransition(to: 500.0x\(medium + 20))",
                "root.traitCollectionDidChange(Compact/Regular)", "sheet.traitCollectionDidChange(Compact/Regular)",
            ])
    }

    @Test func T5_sizesADeviceCannotShowAreClearErrorsAndChangeNothing() throws {
        let hierarchy = try TransitionSequenceTests.Hierarchy(device: Self.iPad, orientation: .landscape)
        let cases: [(CGSize, String)] = [
            (CGSize(width: 300, height: 800), "a 300×800 pt window"),
            (CGSize(width: 600, height: 200), "a 600×200 pt window"),
            (CGSize(width: 1400, height: 800), "a 1400×800 pt window"),
            (CGSize(width: 1024, height: 1366), "a 1024×1366 pt window"),
            (CGSize(width: CGFloat.nan, height: 800), "a nan×800 pt window"),
        ]
        for (size, words) in cases {
            #expect(throws: DeviceLookupError.self) { try hierarchy.simulator.resizeWindow(to: size) }
            do {
                try hierarchy.simulator.resizeWindow(to: size)
            } catch {
                #expect(
                    error.description
                        == "iPad Pro 12.9-inch (3rd-6th generation) cannot show \(words) in landscape: a window is 320×320 pt to 1366×1024 pt."
                )
            }
        }
        #expect(hierarchy.history.isEmpty)
        #expect(hierarchy.simulator.window.bounds.size == CGSize(width: 1366, height: 1024))

        let phone = try DeviceSimulator(deviceNamed: "iPhone 15 Pro Max", orientation: .landscape)
        #expect(
            throws: DeviceLookupError.windowResizingUnsupported(
                device: "iPhone 14 Pro Max / 15 Plus / 15 Pro Max / 16 Plus")
        ) {
            try phone.resizeWindow(to: CGSize(width: 600, height: 400))
        }
        #expect(
            DeviceLookupError.windowResizingUnsupported(device: "iPhone").description
                == "iPhone does not support resizable windows: Stage Manager and windowing are iPad features.")
        #expect(phone.window.bounds.size == CGSize(width: 932, height: 430))
    }
}
