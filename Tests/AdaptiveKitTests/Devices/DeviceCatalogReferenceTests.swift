import Foundation
import Testing

@testable import AdaptiveKit

/// One iPad window arrangement, named so a failing grid cell says which one it is.
struct DeviceMultitaskingCase: Sendable, CustomTestStringConvertible {
    var canvas: String
    var orientation: DeviceOrientation
    var size: MultitaskingSize

    var testDescription: String { "\(canvas), \(orientation.rawValue), \(size.rawValue)" }

    /// Every canvas × orientation × arrangement, the absent ones included so the tests see them absent.
    static let all: [DeviceMultitaskingCase] = DeviceCatalog.all.filter { $0.idiom == .pad }.flatMap { profile in
        DeviceOrientation.allCases.flatMap { orientation in
            MultitaskingSize.allCases.map { .init(canvas: profile.name, orientation: orientation, size: $0) }
        }
    }
}

/// The compiled catalog against the device table as it is on disk now (`DeviceReference`): a changed table
/// that was not recompiled fails here.
@Suite(.enabled(if: DeviceReference.isAvailable, "needs ../shared/reference/devices.json"))
struct DeviceCatalogReferenceTests {
    static let canvasNames = DeviceCatalog.all.map(\.name)

    @Test func T5_catalogHasTheReferenceCanvasesInItsOrder() {
        #expect(DeviceCatalog.all.map(\.name) == DeviceReference.devices.map(\.name))
        #expect(DeviceCatalog.all.map(\.models) == DeviceReference.devices.map(\.models))
    }

    @Test func T5_everyReferenceModelResolvesToItsCanvas() throws {
        for device in DeviceReference.devices {
            for model in device.models {
                #expect(try DeviceCatalog.profile(named: model).name == device.name, "\(model)")
            }
            #expect(try DeviceCatalog.profile(named: device.name).name == device.name)
        }
    }

    @Test(arguments: canvasNames)
    func T5_screenMatchesReference(canvas: String) throws {
        let profile = try DeviceCatalog.profile(named: canvas)
        let reference = try #require(DeviceReference.device(named: canvas))
        #expect(profile.idiom == (reference.idiom == "pad" ? .pad : .phone))
        #expect(
            profile.portraitSize
                == CGSize(width: reference.portraitPoints.width, height: reference.portraitPoints.height))
        #expect(profile.scale == reference.scale)
        #expect(profile.nativeScale == reference.nativeScale ?? reference.scale)
        let pixels =
            reference.nativePixels.map { CGSize(width: $0.width, height: $0.height) }
            ?? CGSize(
                width: reference.portraitPoints.width * reference.scale,
                height: reference.portraitPoints.height * reference.scale)
        #expect(profile.nativePixels == pixels)
        #expect(profile.unconfirmed == reference.unconfirmed ?? [])
        #expect((reference.multitasking != nil) == (profile.idiom == .pad))
    }

    @Test(arguments: canvasNames, DeviceOrientation.allCases)
    func T5_fullScreenMatchesReference(canvas: String, orientation: DeviceOrientation) throws {
        let profile = try DeviceCatalog.profile(named: canvas)
        let reference = try #require(DeviceReference.device(named: canvas))
        let points = reference.portraitPoints
        let expectedSize =
            orientation == .portrait
            ? CGSize(width: points.width, height: points.height) : CGSize(width: points.height, height: points.width)
        #expect(profile.screenSize(orientation) == expectedSize)
        #expect(try profile.windowSize(orientation, multitasking: nil) == expectedSize)
        #expect(profile.sizeClasses[orientation] == reference.sizeClasses[orientation].profileValue)
        #expect(
            try profile.sizeClasses(orientation, multitasking: nil) == reference.sizeClasses[orientation].profileValue)
        #expect(profile.safeAreaInsets[orientation] == reference.safeAreaInsets[orientation].edgeInsets)
        #expect(
            profile.systemMinimumHorizontalMargin[orientation]
                == reference.layoutMargins.systemMinimumHorizontal[orientation])
        #expect(profile.rootLayoutMargins[orientation] == reference.layoutMargins.rootView[orientation].edgeInsets)
        #expect(profile.readableContentInsets?[orientation] == reference.readableContentInsets?[orientation].edgeInsets)
    }

    @Test(arguments: DeviceMultitaskingCase.all)
    func T5_multitaskingMatchesReference(_ arrangement: DeviceMultitaskingCase) throws {
        let profile = try DeviceCatalog.profile(named: arrangement.canvas)
        let reference = try #require(DeviceReference.device(named: arrangement.canvas)?.multitasking)
        let layouts = arrangement.orientation == .portrait ? reference.portrait : reference.landscape
        let layout = profile.multitaskingLayout(arrangement.size, in: arrangement.orientation)
        // `half` is null in portrait: the arrangement does not exist, so the catalog must not offer it.
        guard let expected = layouts[arrangement.size.rawValue] ?? nil else {
            #expect(layout == nil)
            return
        }
        let actual = try #require(layout)
        #expect(actual.sizeClasses == expected.sizeClasses)
        #expect(
            try profile.sizeClasses(arrangement.orientation, multitasking: arrangement.size) == expected.sizeClasses)
        if let width = expected.width {
            #expect(actual.width == width)
            #expect(!actual.isWidthDerived)
        } else {
            #expect(actual.isWidthDerived, "a width the reference leaves null must be marked derived")
        }
        let screen = profile.screenSize(arrangement.orientation)
        #expect(
            try profile.windowSize(arrangement.orientation, multitasking: arrangement.size)
                == CGSize(width: actual.width, height: screen.height))
        #expect(reference.splitViewDividerPoints ?? 10 == 10)
    }
}
