import Foundation
import Testing

@testable import AdaptiveKit

/// A cell that shows a title.
private final class TitleCell: UICollectionViewListCell {
    var title = ""
}

/// A data source that configures its cells through a registration.
@MainActor
private final class RegisteredSource: UICollectionViewDataSource {
    var titles: [String]
    var configured: [String] = []
    lazy var registration = UICollectionView.CellRegistration<TitleCell, String> {
        [unowned self] cell, indexPath, title in
        cell.title = title
        self.configured.append("\(indexPath.item): \(title)")
    }

    init(titles: [String]) { self.titles = titles }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: titles[indexPath.item])
    }
}

@MainActor
@Suite struct UICollectionViewCellRegistrationTests {
    @Test func registrationsConfigureAndReuseCellsWithoutAnIdentifier() {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        let source = RegisteredSource(titles: (0..<10).map { "Row \($0)" })
        collectionView.dataSource = source
        let diagnostics = DiagnosticLog.capture { collectionView.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        // 44-pt rows in a 100-pt view: rows 0–2.
        #expect(source.configured == ["0: Row 0", "1: Row 1", "2: Row 2"])
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? TitleCell
        #expect(first?.title == "Row 0")
        collectionView.contentOffset = CGPoint(x: 0, y: 89)  // rows 0 and 1 leave, rows 3 and 4 come in
        collectionView.layoutIfNeeded()
        let reused = collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? TitleCell
        // Rows 0 and 1 were queued in that order; the queue hands out the last first, so row 4 gets row 0's cell.
        #expect(reused === first)
        #expect(source.configured.suffix(2) == ["3: Row 3", "4: Row 4"])
        #expect(reused?.title == "Row 4")
    }
}
