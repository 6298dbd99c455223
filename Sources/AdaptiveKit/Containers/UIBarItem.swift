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

    // Accessibility: UIKit declares these on NSObject; here they are members of the item (see Deviations.md).
    /// Whether the item is an element VoiceOver reaches (true by default).
    open var isAccessibilityElement = true
    /// What VoiceOver calls the item; nil uses its title (or a system item's name).
    open var accessibilityLabel: String?
    /// What activating the item does.
    open var accessibilityHint: String?
    /// The item's value.
    open var accessibilityValue: String?
    /// The item's traits; `.none` lets the bar make it a `.button`.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// A name for UI tests, like UIKit's `accessibilityIdentifier`.
    open var accessibilityIdentifier: String?

    public override init() { super.init() }
}
