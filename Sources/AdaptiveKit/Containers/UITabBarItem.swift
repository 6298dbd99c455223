import Foundation

/// An item of a tab bar, like UIKit's `UITabBarItem`.
@MainActor
open class UITabBarItem: UIBarItem {
    /// The image shown while the item is selected; nil shows `image`, as in UIKit.
    open var selectedImage: UIImage?
    /// The text of the badge on the item's corner; nil shows no badge.
    open var badgeValue: String?
    /// The badge's background color; nil is the system's red.
    open var badgeColor: UIColor?

    public override init() { super.init() }

    /// An item with a title, an image and a tag, like `UITabBarItem(title:image:tag:)`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title and an image for each state, like `UITabBarItem(title:image:selectedImage:)`.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}
