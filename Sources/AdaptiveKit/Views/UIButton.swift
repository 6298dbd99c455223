import Foundation

/// A control that shows a title and an image per state, like UIKit's classic (pre-configuration) `UIButton`.
///
/// The title label uses the 15-point system font, as classic UIKit buttons do. The intrinsic size
/// is the title's measured size plus the image's size side by side, plus `contentEdgeInsets`.
/// With zero insets, UIKit pads a title by 6 points above and below (a 15-point title makes a
/// 30-point button, an 18-point one 33); any non-zero insets replace that padding. A button with
/// neither title nor image measures 30 × 34, the size UIKit reports for an empty button (see
/// Deviations.md).
@MainActor
open class UIButton: UIControl {
    /// A button's look, like UIKit's `UIButton.ButtonType` (raw values as UIKit's).
    public enum ButtonType: Int, Sendable, Hashable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7

        /// The old name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's type, fixed at creation.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private let label = UILabel()
    private let image = UIImageView()

    /// The space around the title and image, like UIKit's (deprecated) `contentEdgeInsets`.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Creates a button of a type, like `UIButton(type:)`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        configureSubviews()
    }

    /// Creates a custom button with a frame, like `UIButton(frame:)`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        configureSubviews()
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        configureSubviews()
    }

    private func configureSubviews() {
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        label.textColor = buttonType == .system ? .systemBlue : .white
        addSubview(image)
        addSubview(label)
    }

    // MARK: Titles and images per state

    /// Sets the title for a state, like `setTitle(_:for:)`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    /// The title for a state, falling back to the normal state's, like `title(for:)`.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the image for a state, like `setImage(_:for:)`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }

    /// The image for a state, falling back to the normal state's, like `image(for:)`.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// Sets the title color for a state, like `setTitleColor(_:for:)`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }

    /// The title color for a state, falling back to the normal state's, like `titleColor(for:)`.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// The title color shown in the current state (the tint for a system button without one).
    open var currentTitleColor: UIColor {
        titleColor(for: state) ?? (buttonType == .system ? .systemBlue : .white)
    }

    /// The title shown in the current state.
    open var currentTitle: String? { title(for: state) }
    /// The image shown in the current state.
    open var currentImage: UIImage? { image(for: state) }

    /// The label that shows the title.
    open var titleLabel: UILabel? { label }
    /// The image view that shows the image.
    open var imageView: UIImageView? { image }

    // MARK: Size

    /// The title and image side by side plus the content insets (or 6 points above and below a title).
    open override var intrinsicContentSize: CGSize {
        let title = label.textSize(wrappingAt: nil)
        let imageSize = currentImage?.size ?? .zero
        if title == .zero, imageSize == .zero { return CGSize(width: 30, height: 34) }
        let insets = contentEdgeInsets
        let titleHeight = title.height + (insets == .zero && title != .zero ? 2 * Self.titlePadding : 0)
        return CGSize(
            width: title.width + imageSize.width + insets.left + insets.right,
            height: max(titleHeight, imageSize.height) + insets.top + insets.bottom)
    }

    /// The space UIKit leaves above and below a title when the content insets are zero.
    static let titlePadding: CGFloat = 6

    /// The intrinsic size, as UIKit's button answers `sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centers the image and title in the insets' rectangle.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: contentEdgeInsets)
        let title = label.textSize(wrappingAt: nil)
        let imageSize = currentImage?.size ?? .zero
        let startX = content.minX + (content.width - title.width - imageSize.width) / 2
        image.frame = CGRect(
            x: startX, y: content.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        label.frame = CGRect(
            x: startX + imageSize.width, y: content.midY - title.height / 2, width: title.width, height: title.height)
    }

    /// A button's baselines are its title's, as UIKit's button answers baseline constraints with its title
    /// label: centered in the insets' rectangle, so they move with the button's height. Without a title
    /// the bottom edge stands in. Reading the title label's baseline marks it in use, so a new title font
    /// reinstalls the constraints as a label's does.
    override var baselineOffsetFromCenterY: CGFloat? {
        let title = label.textSize(wrappingAt: nil)
        guard title != .zero, let ascender = label.firstBaselineOffsetFromTop else { return nil }
        return (contentEdgeInsets.top - contentEdgeInsets.bottom) / 2 - title.height / 2 + ascender
    }

    /// A tap triggers the button's primary action after `.touchUpInside`; a toggle button
    /// (`changesSelectionAsPrimaryAction` without a menu) flips its selection first.
    override func touchUpInsideDidEnd() {
        if changesSelectionAsPrimaryAction, menu == nil { isSelected.toggle() }
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: A menu as the primary action

    /// A finger coming down opens the menu when it is the primary action (`showsMenuAsPrimaryAction`); the rest
    /// of that touch belongs to the menu.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, openMenuAsPrimaryAction(for: touch) { return }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchOpenedMenu(touches) { return }
        super.touchesMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchOpenedMenu(touches) { return }
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchOpenedMenu(touches) { return }
        super.touchesCancelled(touches, with: event)
    }

    override func stateDidChange() {
        contentDidChange()
    }

    private func contentDidChange() {
        label.text = currentTitle
        label.textColor = currentTitleColor
        image.image = currentImage
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
