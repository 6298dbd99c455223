import Foundation

extension UITableViewCell {
    /// Gives a cell read from Interface Builder what UIKit's decoder sets: its style and reuse identifier,
    /// the file's content view in place of the one made at init, and the built-in labels and image the file
    /// names (`textLabel=`, `detailTextLabel=`, `imageView=`), which are views inside that content view.
    package func adoptInterfaceBuilderContent(
        style: CellStyle, reuseIdentifier: String?, contentView newContentView: UIView?, textLabel: UILabel?,
        detailTextLabel: UILabel?, imageView: UIImageView?
    ) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        keepsStoredContentLayout = true
        if let newContentView, newContentView !== contentView {
            contentView.removeFromSuperview()
            contentView = newContentView
            insertSubview(newContentView, at: 0)
        }
        if let textLabel { storedTextLabel = textLabel }
        if style != .default, let detailTextLabel { storedDetailTextLabel = detailTextLabel }
        if let imageView { storedImageView = imageView }
        setNeedsLayout()
    }
}

extension UICollectionViewCell {
    /// Puts the file's content view in place of the one made at init, as UIKit's decoder does.
    package func adoptInterfaceBuilderContentView(_ newContentView: UIView) {
        guard newContentView !== contentView else { return }
        contentView.removeFromSuperview()
        contentView = newContentView
        insertSubview(newContentView, at: backgroundView == nil ? 0 : 1)
    }
}
