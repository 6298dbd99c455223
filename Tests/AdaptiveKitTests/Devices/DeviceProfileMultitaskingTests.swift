import Foundation
import Testing

@testable import AdaptiveKit

/// iPad Slide Over and Split View (Apple, Human Interface Guidelines, Layout: multitasking size
/// classes; the widths as measured, Apple publishes none) as literal numbers.
@Suite struct DeviceProfileMultitaskingTests {
    static let iPads = DeviceCatalog.all.filter { $0.idiom == .pad }.map(\.name)

    /// The iPads of the HIG's 2023 multitasking table, with whether landscape 1/2 is regular.
    static let higTable: [(model: String, landscapeHalfIsRegular: Bool)] = [
        ("iPad Pro (12.9-inch) (2nd generation)", true),
        ("iPad Pro (12.9-inch) (6th generation)", true),
        ("iPad Pro (11-inch) (4th generation)", false),
        ("iPad Pro (10.5-inch)", false),
        ("iPad Pro (9.7-inch)", false),
        ("iPad mini 4", false),
    ]

    @Test(arguments: higTable)
    func T5_multitaskingSizeClassesFollowTheHIGTable(model: String, landscapeHalfIsRegular: Bool) throws {
        let profile = try DeviceCatalog.profile(named: model)
        func horizontal(_ orientation: DeviceOrientation, _ size: MultitaskingSize) throws -> UIUserInterfaceSizeClass {
            try profile.sizeClasses(orientation, multitasking: size).horizontal
        }
        #expect(try horizontal(.portrait, .twoThirds) == .compact)
        #expect(try horizontal(.portrait, .oneThird) == .compact)
        #expect(try horizontal(.landscape, .twoThirds) == .regular)
        #expect(try horizontal(.landscape, .half) == (landscapeHalfIsRegular ? .regular : .compact))
        #expect(try horizontal(.landscape, .oneThird) == .compact)
    }

    @Test func T5_12_9InchLandscapeHalfIsRegularWhile11InchIsCompact() throws {
        let large = try DeviceCatalog.profile(named: "iPad Pro (12.9-inch) (5th generation)")
        #expect(try large.windowSize(.landscape, multitasking: .half) == CGSize(width: 678, height: 1024))
        #expect(try large.sizeClasses(.landscape, multitasking: .half).horizontal == .regular)
        let eleven = try DeviceCatalog.profile(named: "iPad Pro (11-inch) (2nd generation)")
        #expect(try eleven.windowSize(.landscape, multitasking: .half) == CGSize(width: 592, height: 834))
        #expect(try eleven.sizeClasses(.landscape, multitasking: .half).horizontal == .compact)
    }

    @Test(arguments: iPads, DeviceOrientation.allCases)
    func T5_slideOverIsAlwaysCompactWidth(canvas: String, orientation: DeviceOrientation) throws {
        let profile = try DeviceCatalog.profile(named: canvas)
        let classes = try profile.sizeClasses(orientation, multitasking: .slideOver)
        #expect(classes == DeviceProfile.SizeClasses(horizontal: .compact, vertical: .regular))
        // 375 only on the 12.9"/13" class (measured).
        let width = try profile.windowSize(orientation, multitasking: .slideOver).width
        #expect(width == (profile.portraitSize.width >= 1024 ? 375 : 320))
    }

    @Test(arguments: iPads, DeviceOrientation.allCases)
    func T5_everyArrangementIsVerticallyRegularAndScreenHigh(canvas: String, orientation: DeviceOrientation) throws {
        let profile = try DeviceCatalog.profile(named: canvas)
        let expected: [MultitaskingSize] =
            orientation == .portrait ? [.slideOver, .oneThird, .twoThirds] : MultitaskingSize.allCases
        #expect(profile.multitaskingSizes(in: orientation) == expected)
        for size in expected {
            #expect(try profile.sizeClasses(orientation, multitasking: size).vertical == .regular)
            #expect(
                try profile.windowSize(orientation, multitasking: size).height == profile.screenSize(orientation).height
            )
        }
    }

    /// The two windows of a split and the 10-pt divider fill the screen, measured or derived.
    @Test(arguments: iPads, DeviceOrientation.allCases)
    func T5_splitViewPairsFillTheScreenAroundTheDivider(canvas: String, orientation: DeviceOrientation) throws {
        let profile = try DeviceCatalog.profile(named: canvas)
        let available = profile.screenSize(orientation).width - 10
        let oneThird = try profile.windowSize(orientation, multitasking: .oneThird).width
        let twoThirds = try profile.windowSize(orientation, multitasking: .twoThirds).width
        #expect(oneThird + twoThirds == available)
        if orientation == .landscape {
            #expect(try profile.windowSize(orientation, multitasking: .half).width * 2 == available)
        }
        // The measured widths' pattern (no Apple rule): every width up to 639 is compact, every width from 678 up is
        // regular.
        for size in profile.multitaskingSizes(in: orientation) {
            let layout = try #require(profile.multitaskingLayout(size, in: orientation))
            if layout.width <= 639 { #expect(layout.sizeClasses.horizontal == .compact, "\(size)") }
            if layout.width >= 678 { #expect(layout.sizeClasses.horizontal == .regular, "\(size)") }
        }
    }

    @Test func T5_measuredWidthsAreNotMarkedDerived() throws {
        let profile = try DeviceCatalog.profile(named: "iPad Pro (9.7-inch)")
        #expect(try profile.windowSize(.portrait, multitasking: .twoThirds) == CGSize(width: 438, height: 1024))
        #expect(try profile.windowSize(.landscape, multitasking: .half) == CGSize(width: 507, height: 768))
        for orientation in DeviceOrientation.allCases {
            #expect(profile.multitasking[orientation].values.allSatisfy { !$0.isWidthDerived })
        }
    }

    @Test func T5_unconfirmedWidthsAreDerivedAndMarked() throws {
        let air = try DeviceCatalog.profile(named: "iPad Air (5th generation)")
        #expect(air.multitaskingLayout(.twoThirds, in: .landscape)?.width == 795)
        #expect(air.multitaskingLayout(.half, in: .landscape)?.width == 585)
        #expect(air.multitasking.landscape.values.allSatisfy { $0.isWidthDerived })
        let mini = try DeviceCatalog.profile(named: "iPad mini (6th generation)")
        #expect(mini.multitaskingLayout(.half, in: .landscape)?.width == 561.5)
        let eleven = try DeviceCatalog.profile(named: "iPad Pro (11-inch) (4th generation)")
        #expect(eleven.multitaskingLayout(.slideOver, in: .landscape)?.isWidthDerived == true)
        #expect(eleven.multitaskingLayout(.oneThird, in: .landscape)?.isWidthDerived == false)
    }

    @Test func T5_multitaskingOnAPhoneIsAnError() throws {
        let profile = try DeviceCatalog.profile(named: "iPhone 16 Pro")
        #expect(throws: DeviceLookupError.multitaskingUnsupported(device: "iPhone 16 Pro")) {
            try profile.windowSize(.landscape, multitasking: .slideOver)
        }
        #expect(throws: DeviceLookupError.multitaskingUnsupported(device: "iPhone 16 Pro")) {
            try profile.sizeClasses(.portrait, multitasking: .half)
        }
        #expect(
            DeviceLookupError.multitaskingUnsupported(device: "iPhone 16 Pro").description
                == "iPhone 16 Pro does not support multitasking: Slide Over and Split View are iPad features.")
        #expect(profile.multitaskingLayout(.slideOver, in: .portrait) == nil)
    }

    @Test(arguments: iPads)
    func T5_halfInPortraitIsAnError(canvas: String) throws {
        let profile = try DeviceCatalog.profile(named: canvas)
        let expected = DeviceLookupError.multitaskingSizeUnavailable(
            device: canvas, size: .half, orientation: .portrait, available: [.slideOver, .oneThird, .twoThirds])
        #expect(throws: expected) { try profile.windowSize(.portrait, multitasking: .half) }
        #expect(throws: expected) { try profile.sizeClasses(.portrait, multitasking: .half) }
    }

    @Test func T5_halfInPortraitMessageNamesWhatIsOffered() throws {
        do {
            _ = try DeviceCatalog.profile(named: "iPad Pro (12.9-inch) (6th generation)")
                .windowSize(.portrait, multitasking: .half)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "iPad Pro 12.9-inch (3rd-6th generation) does not offer Split View 1/2 in portrait; "
                    + "it offers Slide Over, Split View 1/3, Split View 2/3.")
        }
    }
}
