import Foundation
import Testing

@testable import AdaptiveKit

/// Boundary supplementary items with an `.estimated` height take their views' fitted heights, labels wrapping
/// at the section's width; list headers and footers (`.supplementary`) fit the same way, and a plain list pins them.
@MainActor
@Suite struct SelfSizingBoundaryItemTests {
    static var hosts: [DeviceSimulator] = []
    static var sources: [BoundarySource] = []
    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    /// A sentence that takes two lines at 327 and 377 points in the 17-point system font.
    static let twoLineText = "A header's label wraps at the width of its section and the header grows to fit it"

    /// The height of a label of `text` wrapped at `width`, on the @3x grid.
    /// The label's text height in an iPhone 15 Pro's window, so it is rounded to that screen's pixels (3 per
    /// point) whatever window an earlier test left behind.
    private func textHeight(_ text: String, width: CGFloat?) throws -> CGFloat {
        let label = wrappingLabel(text)
        let controller = UIViewController()
        controller.view.addSubview(label)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        return withExtendedLifetime(simulator) { label.textSize(wrappingAt: width).height }
    }

    private func host(_ collectionView: UICollectionView, _ source: BoundarySource) throws {
        collectionView.dataSource = source
        Self.sources.append(source)
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        Self.hosts.append(try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller))
        collectionView.layoutIfNeeded()
    }

    @Test func anEstimatedHeaderTakesItsLabelsWrappedHeight() throws {
        let oneLine = try textHeight("Swift", width: nil)
        #expect(oneLine == CGFloat(61) / 3)
        #expect(try textHeight(Self.twoLineText, width: 327) == CGFloat(122) / 3)
        #expect(try textHeight(Self.twoLineText, width: 377) == CGFloat(122) / 3)
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: header, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: footer, alignment: .bottom),
        ]
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 343, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(LabelHeader.self, forSupplementaryViewOfKind: header, withReuseIdentifier: header)
        // The footer has no constraints: it keeps its estimate.
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: footer, withReuseIdentifier: footer)
        let source = BoundarySource(CollectionTracker(counts: [2, 1]))
        source.texts = [header: Self.twoLineText]
        try host(collectionView, source)
        // 327 wide (343 less the 8-point insets), two lines of 40.67 plus 8 + 8.
        let tall = CGFloat(170) / 3
        #expect(
            collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
                .map { pixels($0.frame) } == CGRect(x: 8, y: 0, width: 327, height: tall))
        let layout = collectionView.collectionViewLayout
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)).map { pixels($0.frame).minY } == tall)
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: footer, at: IndexPath(item: 0, section: 0))
                .map { pixels($0.frame) } == CGRect(x: 8, y: CGFloat(470) / 3, width: 327, height: 44))
        #expect(
            layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1))
                .map { pixels($0.frame) } == CGRect(x: 8, y: CGFloat(602) / 3, width: 327, height: tall))
        #expect(pixels(CGRect(origin: .zero, size: collectionView.contentSize)).height == CGFloat(1054) / 3)
    }

    /// A plain (or grouped) list of two sections (3 and 2 rows) whose headers are label headers, in an iPhone 15 Pro.
    private func list(_ appearance: UICollectionLayoutListConfiguration.Appearance, text: String) throws
        -> UICollectionView
    {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        let controller = CollectionController(layout: UICollectionViewCompositionalLayout.list(using: configuration))
        let collectionView = controller.collectionView
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(LabelHeader.self, forSupplementaryViewOfKind: header, withReuseIdentifier: header)
        let source = BoundarySource(CollectionTracker(counts: [3, 2]))
        source.texts = [header: text]
        collectionView.dataSource = source
        Self.sources.append(source)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        Self.hosts.append(simulator)
        simulator.window.layoutIfNeeded()
        return collectionView
    }

    private func headerFrame(_ collectionView: UICollectionView, _ section: Int) -> CGRect? {
        collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: section))
            .map { pixels($0.frame) }
    }

    @Test func listHeadersFitTheirContentAndAPlainListPinsThem() throws {
        let collectionView = try list(.plain, text: Self.twoLineText)
        let tall = CGFloat(170) / 3
        // Padding 22, then the header fitted at 377 (393 less 8 + 8), then three 44-point rows: the section ends at
        // 22 + 56.67 + 132 = 210.67.
        #expect(headerFrame(collectionView, 0) == CGRect(x: 0, y: 22, width: 393, height: tall))
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)).map { pixels($0.frame).minY }
                == CGFloat(236) / 3)
        #expect(headerFrame(collectionView, 1) == CGRect(x: 0, y: CGFloat(698) / 3, width: 393, height: tall))
        collectionView.contentOffset = CGPoint(x: 0, y: 80)
        collectionView.layoutIfNeeded()
        #expect(headerFrame(collectionView, 0) == CGRect(x: 0, y: 80, width: 393, height: tall))
        collectionView.contentOffset = CGPoint(x: 0, y: 160)
        collectionView.layoutIfNeeded()
        // Pushed up by the section's end: 210.67 - 56.67.
        #expect(headerFrame(collectionView, 0) == CGRect(x: 0, y: 154, width: 393, height: tall))
        #expect(headerFrame(collectionView, 1) == CGRect(x: 0, y: CGFloat(698) / 3, width: 393, height: tall))
    }

    @Test func groupedListHeadersFitButScrollWithTheirRows() throws {
        let collectionView = try list(.grouped, text: "Short")
        // One line: 20.33 + 16 = 36.33, below the grouped estimate of 49.5.
        let short = CGFloat(61) / 3 + 16
        #expect(headerFrame(collectionView, 0) == pixels(CGRect(x: 0, y: 0, width: 393, height: short)))
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        #expect(headerFrame(collectionView, 0) == pixels(CGRect(x: 0, y: 0, width: 393, height: short)))
    }
}
