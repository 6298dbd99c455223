import Foundation
import Testing

@testable import AdaptiveKit

/// A cell whose content view holds one label pinned 8 points inside its edges.
final class LabelCell: UICollectionViewCell {
    let label = UILabel(frame: .zero)

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: 17)
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A data source that gives each item a label cell with its own text (no text: a cell with no constraints).
@MainActor
final class TextSource: UICollectionViewDataSource {
    let texts: [String?]
    init(_ texts: [String?]) { self.texts = texts }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        guard let text = texts[indexPath.item] else {
            return collectionView.dequeueReusableCell(withReuseIdentifier: "Plain", for: indexPath)
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
        (cell as? LabelCell)?.label.text = text
        (cell as? LabelCell)?.label.numberOfLines = 0
        return cell
    }
}

@MainActor
@Suite struct UICollectionViewSelfSizingTests {
    /// The simulators hosting the collection views, kept alive for the suite's run.
    static var hosts: [DeviceSimulator] = []

    /// A 320 × 600 collection view in an iPhone 15 Pro's window (@3x), so text is measured on that pixel
    /// grid whatever other tests ran before; content insets are not adjusted.
    func collectionView(_ layout: UICollectionViewLayout, _ source: TextSource) -> UICollectionView {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Plain")
        collectionView.dataSource = source
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        if let simulator = try? DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller) {
            Self.hosts.append(simulator)
        }
        collectionView.layoutIfNeeded()
        return collectionView
    }

    func frames(_ collectionView: UICollectionView, _ count: Int, section: Int = 0) -> [CGRect] {
        (0..<count).map { collectionView.cellForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null }
    }

    @Test func C6_flowCellsFitTheirLabelsAndLinesReflow() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let source = TextSource(["Hi", "A longer label", "Two\nlines", "Another rather long one", "X"])
        let collectionView = collectionView(layout, source)
        // Each cell is its label plus 8 on every side (one line 20.33, two 40.67); the first line holds
        // three cells spread over 320 and is as tall as its tallest, shorter cells centred on it; the
        // last line starts at the leading edge with 10 between items (centring lands on sixths of a point).
        #expect(
            frames(collectionView, 5).map { pixels($0, scale: 6) } == [
                rect(0, CGFloat(61) / 6, 31, CGFloat(109) / 3),
                rect(93.5, CGFloat(61) / 6, 114, CGFloat(109) / 3),
                rect(270, 0, 50, CGFloat(170) / 3),
                rect(0, CGFloat(200) / 3, CGFloat(556) / 3, CGFloat(109) / 3),
                rect(CGFloat(586) / 3, CGFloat(200) / 3, CGFloat(80) / 3, CGFloat(109) / 3),
            ])
        #expect(pixels(CGRect(origin: .zero, size: layout.collectionViewContentSize)) == rect(0, 0, 320, 103))
    }

    @Test func C6_flowEstimateStandsUntilACellFitsAndForCellsWithoutConstraints() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 60)
        let source = TextSource([nil, nil, nil, nil])
        let collectionView = collectionView(layout, source)
        // No constraints: the estimate is the size; three 100-pt cells fill the first line.
        #expect(
            frames(collectionView, 4) == [
                rect(0, 0, 100, 60), rect(110, 0, 100, 60), rect(220, 0, 100, 60), rect(0, 70, 100, 60),
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 130))
        // Without an estimate the same cells are not asked: itemSize stands.
        let fixed = UICollectionViewFlowLayout()
        let plain = self.collectionView(fixed, TextSource(["A much longer label than fifty points"]))
        #expect(frames(plain, 1) == [rect(0, 0, 50, 50)])
    }

    @Test func C6_compositionalListSectionFitsEstimatedHeights() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        let layout = UICollectionViewCompositionalLayout(section: section)
        let source = TextSource(["One line", "Three\nlines\nhere", nil, "Short"])
        let collectionView = collectionView(layout, source)
        // Heights fitted (one line 36.33, three 77), the cell without constraints keeps its 44 estimate.
        #expect(
            frames(collectionView, 4).map { pixels($0) } == [
                rect(0, 0, 320, CGFloat(109) / 3),
                rect(0, CGFloat(124) / 3, 320, 77),
                rect(0, CGFloat(370) / 3, 320, 44),
                rect(0, CGFloat(517) / 3, 320, CGFloat(109) / 3),
            ])
        #expect(
            pixels(CGRect(origin: .zero, size: layout.collectionViewContentSize)) == rect(0, 0, 320, CGFloat(626) / 3))
    }

    @Test func C6_compositionalGroupGrowsToItsTallestItem() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let source = TextSource(["One", "Two\nlines", nil, "Last"])
        let collectionView = collectionView(layout, source)
        // Row one: 36.33 and 56.67 high, the group 56.67; row two: the estimate 44 beside 36.33.
        #expect(
            frames(collectionView, 4).map { pixels($0) } == [
                rect(0, 0, 160, CGFloat(109) / 3),
                rect(160, 0, 160, CGFloat(170) / 3),
                rect(0, CGFloat(170) / 3, 160, 44),
                rect(160, CGFloat(170) / 3, 160, CGFloat(109) / 3),
            ])
        #expect(
            pixels(CGRect(origin: .zero, size: layout.collectionViewContentSize)) == rect(0, 0, 320, CGFloat(302) / 3))
    }
}
