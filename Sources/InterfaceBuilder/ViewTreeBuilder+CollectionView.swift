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

    /// The supplementary view kinds of a flow layout's `<collectionReusableView>` prototypes, by IB key.
    package static let supplementaryKinds = [
        "sectionHeaderView": UICollectionView.elementKindSectionHeader,
        "sectionFooterView": UICollectionView.elementKindSectionFooter,
    ]

    /// Whether a keyed view is a collection view's header or footer prototype: a nib for dequeuing, not a subview.
    package static func isSupplementaryPrototype(_ keyed: IBView, of owner: IBView) -> Bool {
        owner.elementName == "collectionView" && keyed.elementName == "collectionReusableView"
            && supplementaryKinds[keyed.key ?? ""] != nil
    }

    /// Registers a collection view's header and footer prototypes by kind and reuse identifier, so that
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` makes each from its own subtree, with
    /// its custom class, outlets and actions, as the storyboard's nib for it would.
    func attachSupplementaryPrototypes(of value: IBView, to collectionView: UICollectionView) {
        for keyed in value.keyedViews where Self.isSupplementaryPrototype(keyed, of: value) {
            guard let kind = Self.supplementaryKinds[keyed.key ?? ""],
                let identifier = keyed.properties["reuseIdentifier"], !identifier.isEmpty
            else { continue }
            let builder = self
            collectionView.registerPrototype(forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) {
                builder.makeCell(keyed) as? UICollectionReusableView ?? UICollectionReusableView(frame: .zero)
            }
        }
    }
}
