import Foundation
import Testing

@testable import AdaptiveKit

/// Footers that stay at the bottom of the visible area while their section scrolls under them: a plain table's
/// section footers, and a flow layout's with `sectionFootersPinToVisibleBounds` (its headers pin to the top with
/// `sectionHeadersPinToVisibleBounds`).
@MainActor
@Suite struct FloatingFooterTests {
    /// Three sections of ten 44-point rows with 22-point titled headers and footers: 484 points a section.
    private func table(_ style: UITableView.Style) throws -> (DeviceSimulator, UITableView) {
        let controller = TrackingTableController(rows: [10, 10, 10], style: style)
        controller.headerTitles = ["A", "B", "C"]
        controller.footerTitles = ["end A", "end B", "end C"]
        controller.fixedRowHeight = 44
        controller.loadViewIfNeeded()
        let table = try #require(controller.tableView)
        table.sectionHeaderTopPadding = 0
        table.sectionHeaderHeight = 22
        table.sectionFooterHeight = 22
        table.contentInsetAdjustmentBehavior = .never
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 8", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (simulator, table)
    }

    @Test func plainTableFootersPinToTheBottomOfTheVisibleArea() throws {
        let (simulator, table) = try table(.plain)
        // A's footer is on screen where it belongs (462); B's, due at 946, waits at the bottom edge (667 − 22).
        #expect(table.footerView(forSection: 0)?.frame == CGRect(x: 0, y: 462, width: 375, height: 22))
        let footer = try #require(table.footerView(forSection: 1))
        #expect(footer.frame == CGRect(x: 0, y: 645, width: 375, height: 22))
        #expect(footer.textLabel?.text == "end B")
        #expect(table.subviews.last === footer)

        table.contentOffset = CGPoint(x: 0, y: 250)
        simulator.window.layoutIfNeeded()
        #expect(table.footerView(forSection: 1)?.frame.minY == CGFloat(895))
        // Further down B's footer reaches its own place and C's takes over the bottom edge.
        table.contentOffset = CGPoint(x: 0, y: 400)
        simulator.window.layoutIfNeeded()
        #expect(table.footerView(forSection: 1)?.frame.minY == CGFloat(946))
        #expect(table.footerView(forSection: 2)?.frame.minY == CGFloat(1045))
        // At the end of the content every footer is in its place.
        table.contentOffset = CGPoint(x: 0, y: 1452 - 667)
        simulator.window.layoutIfNeeded()
        #expect(table.footerView(forSection: 2)?.frame.minY == CGFloat(1430))
    }

    @Test func groupedTableFootersScrollWithTheirRows() throws {
        let (simulator, table) = try table(.grouped)
        defer { withExtendedLifetime(simulator) {} }
        #expect(table.footerView(forSection: 1) == nil)
    }

    /// Two sections of twenty 300 × 50 items with a 30-point header and a 20-point footer: 1050 points a section.
    private func collection(headers: Bool, footers: Bool) throws -> (DeviceSimulator, UICollectionView, AnyObject) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 50)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionHeadersPinToVisibleBounds = headers
        layout.sectionFootersPinToVisibleBounds = footers
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        let source = SupplementarySource()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Bar")
        }
        collectionView.dataSource = source
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        collectionView.layoutIfNeeded()
        return (simulator, collectionView, source)
    }

    private func frame(_ collectionView: UICollectionView, _ kind: String, _ section: Int) -> CGRect? {
        collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test func flowLayoutPinsHeadersAndFootersToTheVisibleBounds() throws {
        let (simulator, collectionView, source) = try collection(headers: true, footers: true)
        defer { withExtendedLifetime(simulator) {} }
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        _ = source
        #expect(frame(collectionView, header, 0) == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(frame(collectionView, footer, 0) == CGRect(x: 0, y: 580, width: 300, height: 20))
        #expect(
            collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame.minY == CGFloat(580))

        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        collectionView.layoutIfNeeded()
        #expect(frame(collectionView, header, 0)?.minY == CGFloat(500))
        #expect(frame(collectionView, footer, 0)?.minY == CGFloat(1030))
        #expect(frame(collectionView, header, 1)?.minY == CGFloat(1050))
        // Section 1's footer cannot rise above its header: it stops at 1080, the bottom edge being 1100.
        #expect(frame(collectionView, footer, 1)?.minY == CGFloat(1080))

        // The end of section 0 pushes its header up: 1030 − 30.
        collectionView.contentOffset = CGPoint(x: 0, y: 1020)
        collectionView.layoutIfNeeded()
        #expect(frame(collectionView, header, 0)?.minY == CGFloat(1000))
        #expect(frame(collectionView, footer, 1)?.minY == CGFloat(1600))
    }

    @Test func flowLayoutFootersScrollWithTheirSectionByDefault() throws {
        let (simulator, collectionView, source) = try collection(headers: false, footers: false)
        defer { withExtendedLifetime(simulator) {} }
        _ = source
        #expect(frame(collectionView, UICollectionView.elementKindSectionFooter, 0) == nil)
        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        collectionView.layoutIfNeeded()
        #expect(frame(collectionView, UICollectionView.elementKindSectionHeader, 0) == nil)
        #expect(frame(collectionView, UICollectionView.elementKindSectionFooter, 0)?.minY == CGFloat(1030))
    }
}

/// Two sections of twenty cells, with headers and footers from the "Bar" registration.
@MainActor
private final class SupplementarySource: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Bar", for: indexPath)
    }
}
