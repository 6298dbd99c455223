import Foundation
import Testing

@testable import AdaptiveKit

/// Boundary supplementary items that pin to the visible bounds (`pinToVisibleBounds`), lie over their section's
/// edge (`extendsBoundary`), are moved (`absoluteOffset`) and stack (`zIndex`), at several content offsets.
@MainActor
@Suite struct PinnedBoundaryItemTests {
    static var hosts: [DeviceSimulator] = []
    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    /// Three sections of five 50-point rows, each with a 30-point header and a 20-point footer, in a 300 × 400
    /// collection view: section 0 spans 0-300, section 1 300-600, section 2 600-900.
    private func make(
        pinHeaders: Bool = true, pinFooters: Bool = false, contentInset: UIEdgeInsets = .zero,
        configure: (NSCollectionLayoutBoundarySupplementaryItem, NSCollectionLayoutBoundarySupplementaryItem) -> Void =
            { _, _ in }
    ) throws -> UICollectionView {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        let top = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: header,
            alignment: .top)
        let bottom = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)), elementKind: footer,
            alignment: .bottom)
        top.pinToVisibleBounds = pinHeaders
        bottom.pinToVisibleBounds = pinFooters
        configure(top, bottom)
        section.boundarySupplementaryItems = [top, bottom]
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.contentInset = contentInset
        let tracker = CollectionTracker(counts: [5, 5, 5])
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        for kind in [header, footer] {
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        let source = BoundarySource(tracker)
        collectionView.dataSource = source
        Self.sources.append(source)
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        Self.hosts.append(try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller))
        collectionView.layoutIfNeeded()
        return collectionView
    }
    static var sources: [BoundarySource] = []

    private func scroll(_ collectionView: UICollectionView, to y: CGFloat) {
        collectionView.contentOffset = CGPoint(x: 0, y: y)
        collectionView.layoutIfNeeded()
    }

    /// The frame of the view shown for a kind in a section; nil when it is not on screen.
    private func shown(_ collectionView: UICollectionView, _ kind: String, _ section: Int) -> CGRect? {
        collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    private func attributes(_ collectionView: UICollectionView, _ kind: String, _ section: Int) -> CGRect? {
        collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?
            .frame
    }

    @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionShowsAndIsPushedOffByTheNext() throws {
        let collectionView = try make()
        #expect(shown(collectionView, header, 0) == CGRect(x: 0, y: 0, width: 300, height: 30))
        scroll(collectionView, to: 100)
        #expect(shown(collectionView, header, 0) == CGRect(x: 0, y: 100, width: 300, height: 30))
        #expect(attributes(collectionView, header, 0) == CGRect(x: 0, y: 100, width: 300, height: 30))
        // Over the cells scrolling under it.
        let pinned = try #require(
            collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
        let above = try #require(collectionView.subviews.firstIndex { $0 === pinned })
        #expect(!collectionView.visibleCells.isEmpty)
        #expect(
            collectionView.visibleCells.allSatisfy { cell in
                (collectionView.subviews.firstIndex { $0 === cell } ?? .max) < above
            })
        // Near the section's end the header rides on it: 300 - 30.
        scroll(collectionView, to: 280)
        #expect(shown(collectionView, header, 0) == CGRect(x: 0, y: 270, width: 300, height: 30))
        #expect(shown(collectionView, header, 1) == CGRect(x: 0, y: 300, width: 300, height: 30))
        scroll(collectionView, to: 320)
        #expect(shown(collectionView, header, 0) == nil)
        #expect(attributes(collectionView, header, 0) == CGRect(x: 0, y: 270, width: 300, height: 30))
        #expect(shown(collectionView, header, 1) == CGRect(x: 0, y: 320, width: 300, height: 30))
        // The footers do not pin: section 1's sits at its place.
        #expect(shown(collectionView, footer, 1) == CGRect(x: 0, y: 580, width: 300, height: 20))
        // Back at the top, the header is where its section puts it.
        scroll(collectionView, to: 0)
        #expect(shown(collectionView, header, 0) == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(shown(collectionView, header, 1) == CGRect(x: 0, y: 300, width: 300, height: 30))
    }

    @Test func aPinnedHeaderStaysBelowTheTopContentInset() throws {
        let collectionView = try make(contentInset: UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        // At rest the content's top shows below the inset.
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: -44))
        #expect(shown(collectionView, header, 0) == CGRect(x: 0, y: 0, width: 300, height: 30))
        scroll(collectionView, to: 56)
        #expect(shown(collectionView, header, 0) == CGRect(x: 0, y: 100, width: 300, height: 30))
        scroll(collectionView, to: 236)
        #expect(shown(collectionView, header, 0) == CGRect(x: 0, y: 270, width: 300, height: 30))
    }

    @Test func aPinnedFooterStaysAtTheBottomUntilItsSectionsStartPushesItDown() throws {
        let collectionView = try make(pinHeaders: false, pinFooters: true)
        // Section 0's footer is at its place; section 1's rests on the visible bottom (400 - 20).
        #expect(shown(collectionView, footer, 0) == CGRect(x: 0, y: 280, width: 300, height: 20))
        #expect(shown(collectionView, footer, 1) == CGRect(x: 0, y: 380, width: 300, height: 20))
        #expect(shown(collectionView, header, 1) == CGRect(x: 0, y: 300, width: 300, height: 30))
        scroll(collectionView, to: 150)
        #expect(shown(collectionView, footer, 1) == CGRect(x: 0, y: 530, width: 300, height: 20))
        // Section 2 starts at 600, below the visible bottom (550): its footer does not show.
        #expect(shown(collectionView, footer, 2) == nil)
        // Its attributes already rest on the section's start (600), the highest it may go.
        #expect(attributes(collectionView, footer, 2) == CGRect(x: 0, y: 600, width: 300, height: 20))
        scroll(collectionView, to: 250)
        // The visible bottom (650) less 20, but no higher than section 2's start.
        #expect(shown(collectionView, footer, 2) == CGRect(x: 0, y: 630, width: 300, height: 20))
        #expect(shown(collectionView, footer, 1) == CGRect(x: 0, y: 580, width: 300, height: 20))
    }

    @Test func anItemThatDoesNotExtendItsSectionLiesOverItsEdge() throws {
        let collectionView = try make(pinHeaders: false) { top, bottom in
            top.extendsBoundary = false
            bottom.extendsBoundary = false
        }
        // Sections are only their five rows (250 points); the header lies over the first, the footer over the last.
        #expect(attributes(collectionView, header, 0) == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 300, height: 50))
        #expect(attributes(collectionView, footer, 0) == CGRect(x: 0, y: 230, width: 300, height: 20))
        #expect(attributes(collectionView, header, 1) == CGRect(x: 0, y: 250, width: 300, height: 30))
        #expect(collectionView.contentSize == CGSize(width: 300, height: 750))
    }

    @Test func zIndexAndAbsoluteOffsetReachTheAttributes() throws {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(30)), elementKind: "Badge",
            alignment: .top, absoluteOffset: CGPoint(x: 10, y: -5))
        #expect(item.zIndex == 1 && item.extendsBoundary && !item.pinToVisibleBounds)
        #expect(item.offset == CGPoint(x: 10, y: -5))
        item.zIndex = 5
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        section.boundarySupplementaryItems = [item]
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let tracker = CollectionTracker(counts: [2])
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = tracker
        let layout = collectionView.collectionViewLayout
        collectionView.layoutIfNeeded()
        let attributes = layout.layoutAttributesForSupplementaryView(
            ofKind: "Badge", at: IndexPath(item: 0, section: 0))
        #expect(attributes?.frame == CGRect(x: 10, y: -5, width: 100, height: 30))
        #expect(attributes?.zIndex == 5)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == CGFloat(30))
    }
}

/// A data source whose supplementary views are dequeued by kind (registered under the kind as identifier).
@MainActor
final class BoundarySource: UICollectionViewDataSource {
    let tracker: CollectionTracker
    var texts: [String: String] = [:]
    init(_ tracker: CollectionTracker) { self.tracker = tracker }

    func numberOfSections(in collectionView: UICollectionView) -> Int { tracker.counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tracker.counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        (view as? LabelHeader)?.label.text = texts[kind]
        return view
    }
}

/// A header whose one multi-line label is pinned 8 points inside its edges.
final class LabelHeader: UICollectionReusableView {
    let label = wrappingLabel("")

    required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
        pin(label, in: self, horizontal: 8, vertical: 8)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
}
