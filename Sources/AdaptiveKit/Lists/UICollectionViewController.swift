import Foundation

/// A controller whose view is a collection view it serves as data source and delegate, like UIKit's
/// `UICollectionViewController`.
///
/// The data source and delegate methods are declared here so subclasses `override` them as they do
/// with UIKit.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
{
    private let initialLayout: UICollectionViewLayout
    private var ownCollectionView: UICollectionView?

    /// Whether `viewWillAppear` clears the selection; true by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose collection view uses a layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Decoding from an archive: a flow layout; AdaptiveKit reads Interface Builder files with `InterfaceBuilder`.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the controller's view, made on first use.
    open var collectionView: UICollectionView! {
        get {
            if let ownCollectionView { return ownCollectionView }
            loadViewIfNeeded()
            adoptLoadedView()
            return ownCollectionView
        }
        set {
            ownCollectionView = newValue
            newValue?.dataSource = self
            newValue?.delegate = self
            if isEditing { newValue?.isEditing = true }
            if let newValue { view = newValue }
        }
    }

    /// A collection view loaded from Interface Builder becomes the controller's, served by it as IB's
    /// automatic data source and delegate outlets do.
    private func adoptLoadedView() {
        guard ownCollectionView == nil, isViewLoaded, let loaded = view as? UICollectionView else { return }
        ownCollectionView = loaded
        if isEditing { loaded.isEditing = true }
        if loaded.dataSource == nil { loaded.dataSource = self }
        if loaded.delegate == nil { loaded.delegate = self }
    }

    /// Adopts a collection view that Interface Builder loaded as the root view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        adoptLoadedView()
    }

    /// Enters or leaves editing mode and puts the collection view in the same mode (iOS 14).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        ownCollectionView?.isEditing = editing
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// Makes the collection view, filling the screen, with this controller as data source and delegate.
    open override func loadView() {
        // A storyboard scene brings its own collection view (UIKit loads it from the scene's nib).
        if storyboardSource?.loadView(for: self) == true {
            adoptLoadedView()
            return
        }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.collectionView = collectionView
    }

    /// Clears the selection when `clearsSelectionOnViewWillAppear` is true.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = ownCollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: Data source

    /// One section unless overridden.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items unless overridden.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Subclasses that report items must override this; the default records UIKit's complaint.
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        DiagnosticLog.raise(
            "-[\(type(of: self)) collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance")
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = ""
        return cell
    }

    /// No supplementary views unless overridden.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Delegate

    /// Override to hear that a cell is about to show.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Override to hear that a cell left the screen.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// True: every item may be selected unless overridden.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Override to hear that a tap selected an item.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// True: every item may be deselected unless overridden.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Override to hear that a tap deselected an item.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// No menu unless overridden.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// The single item's menu from `contextMenuConfigurationForItemAt` unless overridden.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    open func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    // MARK: Flow layout delegate (marked "not implemented" unless overridden)

    /// The layout's `itemSize`, marked as not implemented so the layout uses its own value.
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        DelegateDefaults.answeredByDefault = true
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// The layout's `sectionInset`, marked as not implemented so the layout uses its own value.
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        DelegateDefaults.answeredByDefault = true
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The layout's `minimumLineSpacing`, marked as not implemented so the layout uses its own value.
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        DelegateDefaults.answeredByDefault = true
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// The layout's `minimumInteritemSpacing`, marked as not implemented so the layout uses its own value.
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        DelegateDefaults.answeredByDefault = true
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// The layout's `headerReferenceSize`, marked as not implemented so the layout uses its own value.
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        DelegateDefaults.answeredByDefault = true
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The layout's `footerReferenceSize`, marked as not implemented so the layout uses its own value.
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        DelegateDefaults.answeredByDefault = true
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
