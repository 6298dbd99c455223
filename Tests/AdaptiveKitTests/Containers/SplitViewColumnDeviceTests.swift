import Foundation
import Testing

@testable import AdaptiveKit

/// C4 for the iOS 14 column style: each column's frame per device, orientation and multitasking size.
@MainActor
@Suite struct SplitViewColumnDeviceTests {
    struct Case: Sendable, CustomStringConvertible {
        let style: UISplitViewController.Style
        let device: String
        let orientation: DeviceOrientation
        let size: MultitaskingSize?
        let expected: String

        init(
            _ style: UISplitViewController.Style, _ device: String, _ orientation: DeviceOrientation,
            _ size: MultitaskingSize?, _ expected: String
        ) {
            (self.style, self.device, self.orientation, self.size, self.expected) =
                (style, device, orientation, size, expected)
        }

        init(
            _ style: UISplitViewController.Style, _ device: String, _ orientation: DeviceOrientation,
            _ expected: String
        ) {
            self.init(style, device, orientation, nil, expected)
        }

        var description: String { "\(style.rawValue) \(device) \(orientation) \(size?.rawValue ?? "full")" }
    }

    nonisolated static let cases: [Case] = [
        Case(.doubleColumn, "iPhone 15 Pro", .portrait, "collapsed 0,0,393,852"),
        Case(.doubleColumn, "iPhone 15 Pro", .landscape, "collapsed 0,0,852,393"),
        Case(
            .doubleColumn, "iPhone 15 Pro Max", .landscape,
            "tile oneBesideSecondary primary=0,0,320,430 secondary=320,0,612,430"),
        Case(.doubleColumn, iPad11, .portrait, "overlay secondaryOnly secondary=0,0,834,1194"),
        Case(
            .doubleColumn, iPad11, .landscape, "tile oneBesideSecondary primary=0,0,320,834 secondary=320,0,874,834"
        ),
        Case(.doubleColumn, iPad11, .landscape, .twoThirds, "overlay secondaryOnly secondary=0,0,809,834"),
        Case(.doubleColumn, iPad11, .landscape, .half, "collapsed 0,0,592,834"),
        Case(.doubleColumn, iPad11, .portrait, .twoThirds, "collapsed 0,0,504,1194"),
        Case(
            .doubleColumn, iPad13, .landscape,
            "tile oneBesideSecondary primary=0,0,320,1024 secondary=320,0,1046,1024"),
        Case(.doubleColumn, iPad13, .landscape, .half, "overlay secondaryOnly secondary=0,0,678,1024"),
        Case(.doubleColumn, iPad13, .portrait, "overlay secondaryOnly secondary=0,0,1024,1366"),
        Case(.tripleColumn, "iPhone 15 Pro", .portrait, "collapsed 0,0,393,852"),
        Case(
            .tripleColumn, "iPhone 15 Pro Max", .landscape,
            "displace oneBesideSecondary supplementary=0,0,320,430 secondary=320,0,612,430"),
        Case(.tripleColumn, iPad11, .portrait, "overlay secondaryOnly secondary=0,0,834,1194"),
        Case(
            .tripleColumn, iPad11, .landscape,
            "displace oneBesideSecondary supplementary=0,0,320,834 secondary=320,0,874,834"),
        Case(.tripleColumn, iPad11, .landscape, .oneThird, "collapsed 0,0,375,834"),
        Case(
            .tripleColumn, iPad13, .landscape,
            "tile twoBesideSecondary primary=0,0,320,1024 supplementary=320,0,320,1024 secondary=640,0,726,1024"),
        Case(.tripleColumn, iPad13, .landscape, .twoThirds, "overlay secondaryOnly secondary=0,0,981,1024"),
        Case(.tripleColumn, iPad13, .portrait, "overlay secondaryOnly secondary=0,0,1024,1366"),
    ]

    @Test(arguments: cases)
    func C4_columnFramesPerDeviceOrientationAndMultitaskingSize(_ testCase: Case) throws {
        let fixture = ColumnFixture(testCase.style)
        let simulator = try fixture.start(testCase.device, testCase.orientation, testCase.size)
        defer { withExtendedLifetime(simulator) {} }
        #expect(fixture.summary == testCase.expected)
    }

    @Test(arguments: cases)
    func C4_resizingToEachSizeGivesTheSameFramesAsLaunchingThere(_ testCase: Case) throws {
        let fixture = ColumnFixture(testCase.style)
        let simulator = try fixture.start(testCase.device, testCase.orientation == .portrait ? .landscape : .portrait)
        simulator.rotate(to: testCase.orientation)
        try simulator.resize(to: testCase.size)
        #expect(fixture.summary == testCase.expected)
    }
}
