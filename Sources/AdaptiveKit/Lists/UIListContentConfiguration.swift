import Foundation

/// The content of a list row (image, text, secondary text), like UIKit's `UIListContentConfiguration`.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// How the text of a list row is drawn, like UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable, Sendable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment.
        public var alignment: NSTextAlignment = .natural
        /// The most lines shown; 0 means no limit.
        public var numberOfLines = 0
    }

    /// The image at the leading edge.
    public var image: UIImage?
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// How the primary text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// Whether the secondary text goes below the text (subtitle) or beside it (value).
    var layout: UITableViewCell.CellStyle

    private init(layout: UITableViewCell.CellStyle, secondaryFont: CGFloat, secondaryColor: UIColor) {
        self.layout = layout
        textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
        secondaryTextProperties = TextProperties(font: .systemFont(ofSize: secondaryFont), color: secondaryColor)
    }

    /// The configuration of a plain cell: one line of body text.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .default, secondaryFont: 15, secondaryColor: .secondaryLabel)
    }

    /// A cell with secondary text below the text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .subtitle, secondaryFont: 12, secondaryColor: .label)
    }

    /// A cell with secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .value1, secondaryFont: 17, secondaryColor: .secondaryLabel)
    }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
}

/// The view that shows a list content configuration, like UIKit's `UIListContentView`.
@MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// Creates a view showing a configuration.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// Decoding from an archive is not supported.
    public required init?(coder: NSCoder) { nil }

    /// The configuration shown; only `UIListContentConfiguration` values are taken.
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        for (label, text, properties) in [
            (textLabel, configuration.text, configuration.textProperties),
            (secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties),
        ] {
            label.text = text
            label.font = properties.font
            label.textColor = properties.color
            label.textAlignment = properties.alignment
            label.numberOfLines = properties.numberOfLines
        }
        setNeedsLayout()
    }

    /// The height of the text, wrapped at a content width.
    func textBlockHeight(width: CGFloat) -> CGFloat {
        let margins = superview?.directionalLayoutMargins ?? directionalLayoutMargins
        var available = width - margins.leading - margins.trailing
        if let image = listConfiguration.image { available -= image.size.width + UITableViewCell.imageToTextPadding }
        let text = ListTextLayout.blockHeight(
            style: listConfiguration.layout, title: textLabel, detail: secondaryTextLabel, width: available)
        return max(text, listConfiguration.image?.size.height ?? 0)
    }

    /// Lays the image and text out inside the superview's (the cell content view's) margins.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = superview?.directionalLayoutMargins ?? directionalLayoutMargins
        let scale = max(traitCollection.displayScale, 1)
        var leading = margins.leading
        let size = listConfiguration.image?.size ?? .zero
        imageView.frame = CGRect(
            x: leading, y: ((bounds.height - size.height) / 2 * scale).rounded() / scale, width: size.width,
            height: size.height)
        if listConfiguration.image != nil { leading += size.width + UITableViewCell.imageToTextPadding }
        ListTextLayout.place(
            style: listConfiguration.layout, title: textLabel, detail: secondaryTextLabel, leading: leading,
            trailing: bounds.width - margins.trailing, height: bounds.height, scale: scale)
    }
}
