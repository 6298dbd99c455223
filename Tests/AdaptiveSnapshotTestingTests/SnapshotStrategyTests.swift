import AdaptivePhotos
import AdaptiveRender
import AdaptiveSnapshotTesting
import Foundation
import Testing

/// The strategies on a small scene of our own (a grouped settings table in a navigation controller) and
/// on the AdaptivePhotos app built in code. References live in `__Snapshots__/SnapshotStrategyTests/`;
/// re-record them with `RECORD_SNAPSHOTS=1 swift test --filter SnapshotStrategyTests`.
@MainActor
@Suite(.snapshots(record: ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" ? .all : .never))
struct SnapshotStrategyTests {
    final class Settings: UITableViewController {
        let rows = [["Wi-Fi", "Bluetooth"], ["Notifications", "Sounds", "Focus"]]

        init() {
            super.init(style: .insetGrouped)
            title = "Settings"
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        override func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            rows[section].count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = rows[indexPath.section][indexPath.row]
            cell.accessoryType = indexPath.section == 0 ? .checkmark : .disclosureIndicator
            return cell
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Connections" : "Alerts"
        }
    }

    static func settings() -> UIViewController { UINavigationController(rootViewController: Settings()) }

    @Test func svgOfAControllerOnAPhone() {
        assertSnapshot(of: Self.settings(), as: .svg(on: "iPhone 15 Pro"))
    }

    @Test func layoutOfAControllerInDarkModeWithLargerText() {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(preferredContentSizeCategory: .extraLarge),
        ])
        assertSnapshot(of: Self.settings(), as: .layout(on: "iPhone SE (3rd generation)", traits: traits))
    }

    @Test func layoutOfAViewInLandscape() {
        let view = UIView()
        view.backgroundColor = .systemBackground
        let toggle = UISwitch(frame: CGRect(x: 16, y: 80, width: 51, height: 31))
        toggle.isOn = true
        view.addSubview(toggle)
        assertSnapshot(of: view, as: .layout(on: "iPhone 15 Pro", orientation: .landscape))
    }

    /// One reference per device × orientation: `svgMatrixOfTheSettingsScene.iPhone-15-Pro-portrait.svg`, ...
    @Test func svgMatrixOfTheSettingsScene() {
        assertSnapshotMatrix(
            of: Self.settings, devices: ["iPhone 15 Pro", "iPad Pro (11-inch) (4th generation)"], as: { .svg(on: $0) })
    }

    /// AdaptivePhotos (the code build): its conversation list in a split view, collapsed on the phone and
    /// side by side on the iPad in landscape.
    @Test func layoutMatrixOfAdaptivePhotos() {
        assertSnapshotMatrix(
            of: { (try? AdaptivePhotos.scene("list", version: .code).rootViewController) ?? UIViewController() },
            devices: ["iPhone 15 Pro", "iPad Pro (11-inch) (4th generation)"], as: { .layout(on: $0) })
    }

    @Test(.enabled(if: SVGRasterizer.isAvailable, Comment(rawValue: SVGRasterizer.unavailableMessage)))
    func imageOfAControllerOnAPhone() {
        assertSnapshot(
            of: Self.settings(),
            as: .image(on: "iPhone SE (3rd generation)", precision: 0.99, perceptualPrecision: 0.98)
        )
    }

    /// A frame that moved fails with a line diff naming the old and new frame.
    @Test func aMovedViewFailsWithALineDiff() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "adaptive-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        func scene(y: CGFloat) -> UIView {
            let view = UIView()
            let box = UIView(frame: CGRect(x: 16, y: y, width: 100, height: 50))
            box.accessibilityIdentifier = "box"
            view.addSubview(box)
            return view
        }
        let recorded = verifySnapshot(
            of: scene(y: 100), as: .layout(on: "iPhone 15 Pro"), named: "box", record: .all,
            snapshotDirectory: directory.path)
        #expect(recorded?.contains("Record mode is on") == true)
        let failure = try #require(
            verifySnapshot(
                of: scene(y: 120), as: .layout(on: "iPhone 15 Pro"), named: "box", record: .never,
                snapshotDirectory: directory.path))
        #expect(failure.contains("−     |    |    | <UIView: frame = (16 100; 100 50)> id = box"))
        #expect(failure.contains("+     |    |    | <UIView: frame = (16 120; 100 50)> id = box"))
        #expect(
            verifySnapshot(
                of: scene(y: 100), as: .layout(on: "iPhone 15 Pro"), named: "box", record: .never,
                snapshotDirectory: directory.path) == nil)
    }

    @Test func anUnknownDeviceIsAnIssueNotAPass() {
        withKnownIssue {
            _ = verifySnapshot(
                of: UIViewController(), as: .svg(on: "iPhone 99"), named: "unknown", record: .never,
                snapshotDirectory: FileManager.default.temporaryDirectory.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("No simulator for iPhone-99-portrait: ") }
        }
    }

    @Test func matrixNamesSayWhichDeviceAndOrientation() {
        #expect(SnapshotDevice("iPhone 15 Pro", orientation: .landscape).name == "iPhone-15-Pro-landscape")
        #expect(
            SnapshotDevice("iPad Pro (11-inch) (4th generation)", orientation: .portrait, multitasking: .half).name
                == "iPad-Pro-11-inch-4th-generation-portrait-half")
    }

    @Test func theMissingConverterMessageSaysWhatToInstall() {
        #expect(
            SVGRasterizer.unavailableMessage
                == "Image snapshots need rsvg-convert (librsvg2-bin) on the PATH to turn SVG into PNG; it was not "
                + "found, so this image snapshot was not compared.")
        #expect(SVGRasterizer.converterPath(searching: "/nonexistent:/also-missing") == nil)
    }
}
