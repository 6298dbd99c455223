import AdaptiveKit
import Foundation

extension ViewTreeBuilder {
    /// A `<collectionView>`: a flow layout from its `<collectionViewFlowLayout>` and its prototype cells
    /// registered by reuse identifier (as plain cells: their content is not built yet).
    @MainActor
    static func collectionView(_ value: IBView) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        let properties = value.properties
        func numbers(_ key: String) -> [CGFloat] {
            (properties["flowLayout." + key] ?? "").split(separator: " ").compactMap { IBNumber.double(String($0)) }
                .map { CGFloat($0) }
        }
        if let spacing = numbers("minimumLineSpacing").first { layout.minimumLineSpacing = spacing }
        if let spacing = numbers("minimumInteritemSpacing").first { layout.minimumInteritemSpacing = spacing }
        if properties["flowLayout.scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if properties["flowLayout.sectionInsetReference"] == "safeArea" { layout.sectionInsetReference = .fromSafeArea }
        if properties["flowLayout.sectionInsetReference"] == "layoutMargins" {
            layout.sectionInsetReference = .fromLayoutMargins
        }
        for (key, apply) in [
            ("itemSize", { layout.itemSize = $0 }), ("estimatedItemSize", { layout.estimatedItemSize = $0 }),
            ("headerReferenceSize", { layout.headerReferenceSize = $0 }),
            ("footerReferenceSize", { layout.footerReferenceSize = $0 }),
        ] as [(String, (CGSize) -> Void)] {
            let size = numbers(key)
            if size.count == 2 { apply(CGSize(width: size[0], height: size[1])) }
        }
        let inset = numbers("sectionInset")
        if inset.count == 4 {
            layout.sectionInset = UIEdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3])
        }
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        for cell in value.cells {
            guard let identifier = cell.properties["reuseIdentifier"] else { continue }
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
        }
        return collectionView
    }
}
