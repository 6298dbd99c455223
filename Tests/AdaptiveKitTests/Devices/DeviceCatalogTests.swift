import Foundation
import Testing

@testable import AdaptiveKit

/// Facts from Apple's tables (Apple, Human Interface Guidelines, Layout: device size classes, multitasking
/// size classes and scale factors) as literal numbers, so they hold without the device table and would catch a
/// wrong table too.
@Suite struct DeviceCatalogTests {
    typealias SizeClasses = DeviceProfile.SizeClasses

    static let compactRegular = SizeClasses(horizontal: .compact, vertical: .regular)
    static let regularCompact = SizeClasses(horizontal: .regular, vertical: .compact)
    static let compactCompact = SizeClasses(horizontal: .compact, vertical: .compact)
    static let regularRegular = SizeClasses(horizontal: .regular, vertical: .regular)

    /// The device table's Plus/Max row: regular width in landscape.
    static let plusAndMaxPhones = [
        "iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus", "iPhone XR", "iPhone XS Max",
        "iPhone 11", "iPhone 11 Pro Max", "iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus",
        "iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus", "iPhone 16 Pro Max",
    ]

    /// The device table's "every other iPhone" row: compact in both axes in landscape.
    static let otherPhones = [
        "iPhone 4s", "iPhone 5", "iPhone 5s", "iPhone SE (1st generation)", "iPhone 6", "iPhone 7", "iPhone 8",
        "iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone X", "iPhone XS", "iPhone 11 Pro",
        "iPhone 12 mini", "iPhone 13 mini", "iPhone 12", "iPhone 13", "iPhone 14", "iPhone 14 Pro", "iPhone 15",
        "iPhone 15 Pro", "iPhone 16", "iPhone 16 Pro",
    ]

    static let iPads = DeviceCatalog.all.filter { $0.idiom == .pad }.map(\.name)
    static let phones = DeviceCatalog.all.filter { $0.idiom == .phone }.map(\.name)

    @Test(arguments: plusAndMaxPhones)
    func T5_plusAndMaxPhonesAreRegularWidthInLandscape(model: String) throws {
        let profile = try DeviceCatalog.profile(named: model)
        #expect(profile.sizeClasses.portrait == Self.compactRegular)
        #expect(profile.sizeClasses.landscape == Self.regularCompact)
    }

    @Test(arguments: otherPhones)
    func T5_otherPhonesAreCompactInLandscape(model: String) throws {
        let profile = try DeviceCatalog.profile(named: model)
        #expect(profile.sizeClasses.portrait == Self.compactRegular)
        #expect(profile.sizeClasses.landscape == Self.compactCompact)
    }

    @Test func T5_iPhone15ProMaxLandscapeIsRegularByCompact() throws {
        let profile = try DeviceCatalog.profile(named: "iPhone 15 Pro Max")
        #expect(profile.screenSize(.landscape) == CGSize(width: 932, height: 430))
        #expect(try profile.sizeClasses(.landscape, multitasking: nil) == Self.regularCompact)
    }

    @Test func T5_iPhone16ProAt402PointsIsCompactInLandscape() throws {
        let profile = try DeviceCatalog.profile(named: "iPhone 16 Pro")
        #expect(profile.portraitSize == CGSize(width: 402, height: 874))
        #expect(profile.scale == 3)
        #expect(profile.sizeClasses.landscape == Self.compactCompact)
    }

    @Test func T5_iPhoneSE3rdGenerationIs375By667At2x() throws {
        let profile = try DeviceCatalog.profile(named: "iPhone SE (3rd generation)")
        #expect(try profile.windowSize(.portrait, multitasking: nil) == CGSize(width: 375, height: 667))
        #expect(profile.scale == 2)
        #expect(profile.nativeScale == 2)
        #expect(profile.safeAreaInsets.portrait == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(profile.rootLayoutMargins.portrait == UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
    }

    /// A pattern of that table (no Apple rule): landscape width is regular exactly when the portrait width is ≥ 414 pt.
    @Test(arguments: phones)
    func T5_phoneLandscapeWidthClassFollowsPortraitWidth(canvas: String) throws {
        let profile = try DeviceCatalog.profile(named: canvas)
        let expected: UIUserInterfaceSizeClass = profile.portraitSize.width >= 414 ? .regular : .compact
        #expect(profile.sizeClasses.landscape.horizontal == expected)
        #expect(profile.sizeClasses.landscape.vertical == .compact)
        #expect(profile.sizeClasses.portrait == Self.compactRegular)
    }

    @Test(arguments: iPads, DeviceOrientation.allCases)
    func T5_everyIPadIsRegularByRegularAtFullScreen(canvas: String, orientation: DeviceOrientation) throws {
        let profile = try DeviceCatalog.profile(named: canvas)
        #expect(try profile.sizeClasses(orientation, multitasking: nil) == Self.regularRegular)
        #expect(profile.systemMinimumHorizontalMargin[orientation] == 20)
    }

    @Test func T5_plusPhonesNativeScaleIsPanelOverPoints() throws {
        let profile = try DeviceCatalog.profile(named: "iPhone 8 Plus")
        #expect(profile.scale == 3)
        #expect(abs(profile.nativeScale - 2.6087) < 0.0001)
        #expect(profile.nativePixels == CGSize(width: 1080, height: 1920))
    }

    @Test func T5_miniPhonesNativeScaleIs2_88() throws {
        for model in ["iPhone 12 mini", "iPhone 13 mini"] {
            let profile = try DeviceCatalog.profile(named: model)
            #expect(profile.portraitSize == CGSize(width: 375, height: 812))
            #expect(profile.scale == 3)
            #expect(profile.nativeScale == 2.88)
        }
    }

    @Test func T5_otherDevicesNativeScaleEqualsScale() {
        let downsampled: Set = ["iPhone 6 Plus / 6s Plus / 7 Plus / 8 Plus", "iPhone 12 mini / 13 mini"]
        for profile in DeviceCatalog.all where !downsampled.contains(profile.name) {
            #expect(profile.nativeScale == profile.scale, "\(profile.name)")
            #expect(profile.nativePixels.width == profile.portraitSize.width * profile.scale, "\(profile.name)")
        }
    }

    /// Apple's specification table: 2x on home-button phones below Plus and on the XR/11, 3x on the
    /// other phones, 2x on every iPad.
    @Test(
        arguments: [
            ("iPhone 4s", 2), ("iPhone SE (1st generation)", 2), ("iPhone 8", 2), ("iPhone SE (3rd generation)", 2),
            ("iPhone XR", 2), ("iPhone 11", 2), ("iPhone 8 Plus", 3), ("iPhone X", 3), ("iPhone 11 Pro Max", 3),
            ("iPhone 12 mini", 3), ("iPhone 15", 3), ("iPhone 16 Pro Max", 3), ("iPad mini 4", 2),
            ("iPad mini (6th generation)", 2), ("iPad Pro (12.9-inch) (6th generation)", 2),
            ("iPad Pro 13-inch (M4)", 2),
        ] as [(String, CGFloat)])
    func T5_scaleIsTheUIKitScaleFactor(model: String, scale: CGFloat) throws {
        #expect(try DeviceCatalog.profile(named: model).scale == scale)
    }

    @Test func T5_notchedPhonesHaveSymmetricLandscapeInsets() throws {
        let profile = try DeviceCatalog.profile(named: "iPhone 15 Pro")
        #expect(profile.safeAreaInsets.portrait == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(profile.safeAreaInsets.landscape == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(profile.rootLayoutMargins.landscape == UIEdgeInsets(top: 0, left: 75, bottom: 21, right: 75))
    }
}
