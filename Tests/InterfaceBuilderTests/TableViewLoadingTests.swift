@_spi(AdaptiveKit) import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// A storyboard cell class with an outlet to a label of its content view.
final class PhotoCell: UITableViewCell {
    var captionLabel: UILabel!
    var resets = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        resets += 1
    }

    override class var messageTable: MessageTable {
        var table = super.messageTable
        table.addOutlet("captionLabel") { (target: PhotoCell, arguments) in target.captionLabel = try arguments.value(0)
        }
        return table
    }
}

/// A list controller that dequeues the storyboard's prototypes by identifier.
final class PhotoListController: UITableViewController {
    var rows = 3
    var identifier = "Photo"

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        (cell as? PhotoCell)?.captionLabel.text = "Photo \(indexPath.row)"
        return cell
    }
}

/// `<tableView>`s with prototype and static cells, `<tableViewController>`s, and cells built
/// from their prototypes when dequeued by identifier.
@MainActor
@Suite struct TableViewLoadingTests {
    init() {
        InterfaceBuilder.register(PhotoCell.self, forCustomClass: "PhotoCell")
        InterfaceBuilder.register(PhotoListController.self, forCustomClass: "PhotoListController")
    }

    static let prototypes = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" \
        initialViewController="tvc">
            <device id="retina6_12" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="tvc" customClass="PhotoListController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
        alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" separatorStyle="none" rowHeight="60" \
        estimatedRowHeight="0.0" sectionHeaderHeight="28" sectionFooterHeight="18" allowsSelection="NO" id="tbl">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="gray" \
        accessoryType="disclosureIndicator" reuseIdentifier="Photo" customClass="PhotoCell" id="pcl">
                                        <rect key="frame" x="0.0" y="55.5" width="393" height="60"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" \
        contentMode="center" tableViewCell="pcl" id="pcv">
                                            <rect key="frame" x="0.0" y="0.0" width="359.5" height="60"/>
                                            <subviews>
                                                <label opaque="NO" text="Caption" translatesAutoresizingMaskIntoConstraints="NO" \
        id="cap">
                                                    <rect key="frame" x="20" y="19.5" width="60" height="21"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="cap" firstAttribute="leading" secondItem="pcv" \
        secondAttribute="leading" constant="20" id="c1"/>
                                                <constraint firstItem="cap" firstAttribute="centerY" secondItem="pcv" \
        secondAttribute="centerY" id="c2"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="captionLabel" destination="cap" id="o1"/>
                                        </connections>
                                    </tableViewCell>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Subtitle" \
        textLabel="stl" detailTextLabel="sdl" style="IBUITableViewCellStyleSubtitle" id="scl">
                                        <rect key="frame" x="0.0" y="115.5" width="393" height="60"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" \
        tableViewCell="scl" id="scv">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                                            <subviews>
                                                <label opaque="NO" text="Title" id="stl">
                                                    <rect key="frame" x="20" y="10" width="33" height="20.5"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
                                                <label opaque="NO" text="Subtitle" id="sdl">
                                                    <rect key="frame" x="20" y="30.5" width="44" height="14.5"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="tvc" id="ds"/>
                                    <outlet property="delegate" destination="tvc" id="dl"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func loadPrototypes() throws -> PhotoListController {
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(Self.prototypes.utf8)))
        return try #require(storyboard.instantiateInitialViewController() as? PhotoListController)
    }

    @Test func tableAttributesAreReadIntoTheTable() throws {
        let controller = try loadPrototypes()
        let table = try #require(controller.tableView)
        #expect(controller.view === table)
        #expect(table.dataSource === controller && table.delegate === controller)
        #expect(table.style == .insetGrouped)
        #expect(table.rowHeight == CGFloat(60))
        #expect(table.estimatedRowHeight == CGFloat(0))
        #expect(table.sectionHeaderHeight == CGFloat(28))
        #expect(table.sectionFooterHeight == CGFloat(18))
        #expect(table.separatorStyle == .none)
        #expect(!table.allowsSelection)
        // The prototypes are not rows: they wait to be dequeued.
        #expect(table.subviews.allSatisfy { !($0 is UITableViewCell) })
    }

    @Test func prototypeCellsAreDequeuedByIdentifierWithTheirContent() throws {
        let controller = try loadPrototypes()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        let table = try #require(controller.tableView)
        let cells = table.visibleCells.compactMap { $0 as? PhotoCell }
        #expect(cells.count == 3)
        #expect(cells.map { $0.captionLabel.text } == ["Photo 0", "Photo 1", "Photo 2"])
        for cell in cells {
            #expect(cell.reuseIdentifier == "Photo")
            #expect(cell.accessoryType == .disclosureIndicator)
            #expect(cell.selectionStyle == .gray)
            // The outlet names the label inside this cell's own content view, placed by its constraints.
            #expect(cell.captionLabel.superview === cell.contentView)
            #expect(cell.captionLabel.frame.minX == CGFloat(20))
            // Centred, to the nearest pixel (@3x) of the window.
            #expect(abs(cell.captionLabel.frame.midY - cell.contentView.bounds.midY) < CGFloat(0.34))
        }
        #expect(Set(cells.map { ObjectIdentifier($0.captionLabel) }).count == 3)
        // Rows of the fixed 60-point height, no separator: the content view keeps it all.
        #expect(cells.map(\.frame.height) == [60, 60, 60])
        #expect(cells.map(\.contentView.frame.height) == [60, 60, 60])

        // Reloading hands the same cells back through the reuse queue.
        let before = cells.map(ObjectIdentifier.init)
        table.reloadData()
        table.layoutIfNeeded()
        let after = table.visibleCells.compactMap { $0 as? PhotoCell }
        #expect(Set(after.map(ObjectIdentifier.init)) == Set(before))
        #expect(after.map(\.resets) == [1, 1, 1])
    }

    @Test func builtInStyleLabelsAreTheFilesLabels() throws {
        let controller = try loadPrototypes()
        controller.identifier = "Subtitle"
        controller.rows = 1
        let table = try #require(controller.tableView)
        table.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        table.layoutIfNeeded()
        let cell = try #require(table.visibleCells.first)
        #expect(cell.reuseIdentifier == "Subtitle")
        #expect(cell.textLabel?.text == "Title")
        #expect(cell.detailTextLabel?.text == "Subtitle")
        #expect(cell.textLabel?.superview === cell.contentView)
        #expect(cell.defaultContentConfiguration().secondaryText == nil)
        #expect(cell.contentView.subviews.count == 2)
    }

    @Test func anUnknownIdentifierGetsUIKitsMessage() throws {
        let controller = try loadPrototypes()
        controller.identifier = "Missing"
        controller.rows = 1
        let table = try #require(controller.tableView)
        table.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        let log = DiagnosticLog.capture { table.layoutIfNeeded() }
        #expect(
            log.map(\.message) == [
                "unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier "
                    + "or connect a prototype cell in a storyboard"
            ])
        #expect(table.visibleCells.first?.reuseIdentifier == "Missing")
    }
}
