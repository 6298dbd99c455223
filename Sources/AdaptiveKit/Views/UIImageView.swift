import Foundation

/// A view that shows an image, like UIKit's `UIImageView`; its intrinsic size is the image's size in points.
///
/// Made in code it has UIView's hugging 250 and compression resistance 750; Interface Builder
/// stores 251 hugging for image views and the loader sets it from the file.
@MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The image shown while highlighted.
    open var highlightedImage: UIImage? {
        didSet { if highlightedImage !== oldValue, isHighlighted { invalidateIntrinsicContentSize() } }
    }
    /// Whether the view shows `highlightedImage`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Creates an image view sized to its image, like `UIImageView(image:)`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// Creates an image view with an image and a highlighted image, sized to the image.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// Creates an empty image view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The shown image's size in points, or `noIntrinsicMetric` on both axes without one.
    open override var intrinsicContentSize: CGSize {
        guard let shown = (isHighlighted ? highlightedImage ?? image : image) else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return shown.size
    }

    /// The image's size, like UIKit's image view answers `sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        (isHighlighted ? highlightedImage ?? image : image)?.size ?? .zero
    }
}
