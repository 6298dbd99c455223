import Foundation
import Testing

@testable import AdaptiveKit

/// Section backgrounds (`NSCollectionLayoutDecorationItem.background`) drawn by the view class the layout registered,
/// and boundary items that do not follow the section's content insets (`supplementariesFollowContentInsets`).
@MainActor
@Suite struct SectionDecorationTests {
    static var hosts: [DeviceSimulator] = []
    static var sources: [BoundarySource] = []

    final class BackgroundView: UICollectionReusableView {}

    /// Sections of a 30-point header and two 50-point rows, inset 10 and 20, with a background inset 5, in a 300 × 400
    /// collection view: each section is 150 tall.
    private func make(sections: Int = 2, follow: Bool = true) throws -> UICollectionView {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.supplementariesFollowContentInsets = follow
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "Background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(BackgroundView.self, forDecorationViewOfKind: "Background")
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: UICollectionView.elementKindSectionHeader)
        let source = BoundarySource(CollectionTracker(counts: Array(repeating: 2, count: sections)))
        Self.sources.append(source)
        collectionView.dataSource = source
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        Self.hosts.append(try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller))
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func backgrounds(_ collectionView: UICollectionView) -> [CGRect] {
        collectionView.subviews.compactMap { $0 as? BackgroundView }.map(\.frame).sorted { $0.minY < $1.minY }
    }

    @Test func aSectionBackgroundCoversTheSectionLessItsInsetsBehindTheCells() throws {
        let collectionView = try make()
        let layout = collectionView.collectionViewLayout
        let attributes = try #require(
            layout.layoutAttributesForDecorationView(ofKind: "Background", at: IndexPath(item: 0, section: 1)))
        #expect(attributes.representedElementCategory == .decorationView)
        #expect(attributes.representedElementKind == "Background")
        #expect(attributes.zIndex == 0)
        #expect(attributes.frame == CGRect(x: 5, y: 155, width: 290, height: 140))
        #expect(attributes.copy().representedElementCategory == .decorationView)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "Other", at: IndexPath(item: 0, section: 0)) == nil)
        // The header and the rows keep the section's 20-point insets; the backgrounds sit behind everything.
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 20, y: 0, width: 260, height: 30))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 20, y: 40, width: 260, height: 50))
        #expect(
            backgrounds(collectionView) == [
                CGRect(x: 5, y: 5, width: 290, height: 140), CGRect(x: 5, y: 155, width: 290, height: 140),
            ])
        #expect(collectionView.subviews.prefix(2).allSatisfy { $0 is BackgroundView })
    }

    @Test func backgroundsComeAndGoWithTheirSectionsAndAreReused() throws {
        let collectionView = try make(sections: 4)
        #expect(backgrounds(collectionView).map(\.minY) == [5, 155, 305])
        let first = collectionView.subviews.compactMap { $0 as? BackgroundView }
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        // Sections 1-3 show (150-600); section 0's view serves section 3.
        #expect(backgrounds(collectionView).map(\.minY) == [155, 305, 455])
        let now = collectionView.subviews.compactMap { $0 as? BackgroundView }
        #expect(now.allSatisfy { view in first.contains { $0 === view } })
    }

    @Test func supplementariesThatDoNotFollowTheContentInsetsSpanTheSection() throws {
        let collectionView = try make(follow: false)
        let layout = collectionView.collectionViewLayout
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 20, y: 40, width: 260, height: 50))
    }
}
