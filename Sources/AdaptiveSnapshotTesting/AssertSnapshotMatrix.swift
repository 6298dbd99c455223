import AdaptiveKit
import Foundation
import SnapshotTesting

/// Asserts one snapshot per device × orientation, each named after its configuration
/// (`testName.iPhone-15-Pro-landscape.svg`), with a fresh controller for each one.
///
/// Pass a strategy maker such as `{ .svg(on: $0) }`, `{ .layout(on: $0) }` or `{ .image(on: $0) }`.
/// Orientations a device cannot take are reported as issues, not skipped silently.
@MainActor
public func assertSnapshotMatrix<Format>(
    of makeController: @MainActor () -> UIViewController,
    devices: [String],
    orientations: [DeviceOrientation] = [.portrait, .landscape],
    traits: UITraitCollection = UITraitCollection(),
    as strategy: (SnapshotDevice) -> Snapshotting<UIViewController, Format>,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for model in devices {
        for orientation in orientations {
            let device = SnapshotDevice(model, orientation: orientation, traits: traits)
            assertSnapshot(
                of: makeController(), as: strategy(device), named: device.name, record: record, fileID: fileID,
                file: filePath, testName: testName, line: line, column: column)
        }
    }
}
