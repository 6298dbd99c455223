import Foundation

/// What bar button items and tab bar items share, like UIKit's `UIBarItem`: a title, an image and a tag.
@MainActor
open class UIBarItem: NSObject {
    /// Whether the item responds to taps; a disabled item draws dimmed.
    open var isEnabled = true
    /// The title the item shows.
    open var title: String?
    /// The image the item shows.
    open var image: UIImage?
    /// The image for a compact-height phone bar, like UIKit's `landscapeImagePhone` (nil uses `image`).
    open var landscapeImagePhone: UIImage?
    /// The insets of the image in the item, like UIKit's `imageInsets`.
    open var imageInsets: UIEdgeInsets = .zero
    /// An integer the app uses to identify the item.
    open var tag = 0

    public override init() { super.init() }
}
