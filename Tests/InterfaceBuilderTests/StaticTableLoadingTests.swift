@_spi(AdaptiveKit) import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// A controller of a static table with an outlet to a switch in one of its cells.
final class SettingsController: UITableViewController {
    var syncSwitch: UISwitch!

    override class var messageTable: MessageTable {
        var table = super.messageTable
        table.addOutlet("syncSwitch") { (target: SettingsController, arguments) in
            target.syncSwitch = try arguments.value(0)
        }
        return table
    }
}

/// Static tables (`dataMode="static"`) show their cells without a data source of their own.
@MainActor
@Suite struct StaticTableLoadingTests {
    init() { InterfaceBuilder.register(SettingsController.self, forCustomClass: "SettingsController") }

    static func document(style: String = "grouped", cellStyle: String = "IBUITableViewCellStyleValue1") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" \
        initialViewController="tvc">
            <device id="retina6_12" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="tvc" customClass="SettingsController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
        alwaysBounceVertical="YES" dataMode="static" style="\(style)" separatorStyle="default" rowHeight="44" \
        sectionHeaderHeight="18" sectionFooterHeight="18" id="tbl">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" footerTitle="Signed in" id="sc1">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" accessoryType="checkmark" \
        selectionStyle="none" textLabel="nam" detailTextLabel="val" style="\(cellStyle)" id="c1">
                                                <rect key="frame" x="0.0" y="55.5" width="393" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" \
        contentMode="center" tableViewCell="c1" id="v1">
                                                    <rect key="frame" x="0.0" y="0.0" width="353" height="44"/>
                                                    <subviews>
                                                        <label opaque="NO" text="Name" id="nam">
                                                            <rect key="frame" x="20" y="12" width="45" height="20.5"/>
                                                        </label>
                                                        <label opaque="NO" text="Anna" id="val">
                                                            <rect key="frame" x="300" y="12" width="39" height="20.5"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell contentMode="scaleToFill" rowHeight="80" id="c2">
                                                <rect key="frame" x="0.0" y="99.5" width="393" height="80"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" \
        contentMode="center" tableViewCell="c2" id="v2">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="80"/>
                                                    <subviews>
                                                        <switch opaque="NO" contentHorizontalAlignment="center" \
        on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi">
                                                            <rect key="frame" x="324" y="24.5" width="51" height="31"/>
                                                        </switch>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="swi" firstAttribute="centerY" \
        secondItem="v2" secondAttribute="centerY" id="k1"/>
                                                        <constraint firstAttribute="trailingMargin" secondItem="swi" \
        secondAttribute="trailing" id="k2"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection headerTitle="About" id="sc2">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" \
        accessoryType="disclosureIndicator" textLabel="ver" style="IBUITableViewCellStyleDefault" id="c3">
                                                <rect key="frame" x="0.0" y="250" width="393" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" \
        contentMode="center" tableViewCell="c3" id="v3">
                                                    <rect key="frame" x="0.0" y="0.0" width="359" height="44"/>
                                                    <subviews>
                                                        <label opaque="NO" text="Version" id="ver">
                                                            <rect key="frame" x="20" y="0.0" width="331" height="44"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <connections>
                                <outlet property="syncSwitch" destination="swi" id="o1"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func load(_ xml: String = Self.document()) throws -> (SettingsController, DeviceSimulator) {
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(xml.utf8)))
        let controller = try #require(storyboard.instantiateInitialViewController() as? SettingsController)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (controller, simulator)
    }

    @Test func staticCellsAreTheRowsInFileOrder() throws {
        let (controller, _) = try load()
        let table = try #require(controller.tableView)
        #expect(table.style == .grouped)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        let objects = try #require(controller.interfaceBuilderObjects)
        let cells = try ["c1", "c2", "c3"].map { try #require(objects.view(withIBID: $0) as? UITableViewCell) }
        #expect(table.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
        #expect(
            table.indexPathsForVisibleRows
                == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
        // The cell's own row height wins over the table's 44.
        #expect(cells.map(\.frame.height) == [44, 80, 44])
        #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Account")
        #expect(controller.tableView(table, titleForFooterInSection: 0) == "Signed in")
        #expect(controller.tableView(table, titleForHeaderInSection: 1) == "About")
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Account")
    }

    @Test func staticCellsKeepTheirStylesAccessoriesAndOutlets() throws {
        let (controller, _) = try load()
        let objects = try #require(controller.interfaceBuilderObjects)
        let first = try #require(objects.view(withIBID: "c1") as? UITableViewCell)
        #expect(first.accessoryType == .checkmark)
        #expect(first.selectionStyle == .none)
        #expect(first.textLabel === objects.view(withIBID: "nam"))
        #expect(first.detailTextLabel === objects.view(withIBID: "val"))
        // value1: the detail label ends at the content view's trailing margin.
        let detail = try #require(first.detailTextLabel)
        #expect(
            detail.frame.maxX == first.contentView.bounds.width - first.contentView.directionalLayoutMargins.trailing)
        let about = try #require(objects.view(withIBID: "c3") as? UITableViewCell)
        #expect(about.accessoryType == .disclosureIndicator)
        #expect(about.detailTextLabel == nil)
        // A .default cell's label spans the content view's height.
        #expect(about.textLabel?.frame.height == about.contentView.bounds.height)
        // The controller's outlet reaches the switch in the second cell, centred by its constraints.
        let syncSwitch = try #require(controller.syncSwitch)
        #expect(syncSwitch === objects.view(withIBID: "swi"))
        #expect(syncSwitch.isOn)
        #expect(syncSwitch.superview === objects.view(withIBID: "v2"))
        // On the 3x pixel grid: its top on a third of a point, its height whole pixels (exactly 31 points).
        #expect(syncSwitch.frame.minY == CGFloat(73) / 3)
        #expect(syncSwitch.frame.height == CGFloat(31))
        #expect(abs(syncSwitch.frame.midY - (CGFloat(40) - CGFloat(1) / 6)) < 1e-9)
    }

    @Test func aStaticTableWithoutATableViewControllerStillShowsItsCells() throws {
        let xml = Self.document().replacingOccurrences(of: "tableViewController", with: "viewController")
            .replacingOccurrences(of: "customClass=\"SettingsController\" ", with: "")
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(xml.utf8)))
        let controller = try #require(storyboard.instantiateInitialViewController())
        #expect(!(controller is UITableViewController))
        let table = try #require(controller.view as? UITableView)
        table.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 3)
        #expect(table.visibleCells.map(\.frame.height) == [44, 80, 44])
    }

    @Test func unknownValuesAreWarningsWithALocation() throws {
        let xml = Self.document(style: "fancy", cellStyle: "IBUITableViewCellStyleValue9")
        let document = try IBDocument(data: Data(xml.utf8))
        let warnings = document.diagnostics.filter { $0.message.hasPrefix("unknown style") }.map(\.description)
        #expect(
            warnings == [
                "7:21: warning: unknown style 'fancy' on <tableView>; read as plain",
                "12:37: warning: unknown style 'IBUITableViewCellStyleValue9' on <tableViewCell>; read as "
                    + "IBUITableViewCellStyleDefault",
            ])
        let (controller, _) = try load(xml)
        #expect(controller.tableView.style == .plain)
        #expect(controller.tableView.visibleCells.count == 3)
    }

    @Test func prototypesWithoutOrWithRepeatedIdentifiersAreWarnings() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <tableView dataMode="prototypes" style="plain" rowHeight="44" id="tbl">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <prototypes>
                            <tableViewCell id="p1"/>
                            <tableViewCell reuseIdentifier="A" id="p2"/>
                            <tableViewCell reuseIdentifier="A" id="p3"/>
                        </prototypes>
                    </tableView>
                </objects>
            </document>
            """
        let document = try IBDocument(data: Data(xml.utf8))
        #expect(
            document.diagnostics.map(\.description) == [
                "6:17: warning: prototype <tableViewCell> has no reuseIdentifier; it cannot be dequeued",
                "8:17: warning: prototype cells share the reuseIdentifier 'A'; the last one is dequeued",
            ])
    }
}
