import Foundation

/// A view that shows text, like UIKit's `UILabel`; its intrinsic size is the measured text.
///
/// Text is measured with `UIFont`'s documented metrics model. Sizes round up to the display's
/// pixel grid (1/scale), as UIKit rounds a label's size. A label made in code has UIView's
/// hugging 250 and compression resistance 750 on both axes; Interface Builder stores 251 hugging
/// for labels, and the Interface Builder loader sets it from the file.
///
/// A multi-line label (`numberOfLines != 1`) wraps at `preferredMaxLayoutWidth` when it is set.
/// When it is 0 (automatic), the label wraps at the width layout last gave it: the first layout
/// pass measures the text on one line, the label's new width invalidates its intrinsic size, and
/// the layout loop runs a second pass with the wrapped height — UIKit's two-pass behaviour.
@MainActor
open class UILabel: UIView {
    private var storedFont = UIFont.systemFont(ofSize: 17)
    /// The width an automatic multi-line label wraps at: its width from the last layout, nil before one.
    private var automaticWrapWidth: CGFloat?
    /// The baseline offsets the layout engine last read into constraints.
    private var baselinesInUse: [CGFloat?]?

    /// The text shown; nil and empty measure as (0, 0).
    open var text: String? {
        didSet {
            guard text != oldValue else { return }
            contentDidChange()
        }
    }

    /// The font; setting nil restores the default, the 17-point system font.
    open var font: UIFont! {
        get { storedFont }
        set {
            appearancePropertyDidChange("font")
            var font = newValue ?? .systemFont(ofSize: 17)
            if adjustsFontForContentSizeCategory, let resolved = resolvedDynamicFont(font) { font = resolved }
            guard font != storedFont else { return }
            storedFont = font
            contentDidChange()
        }
    }

    /// The text color (the dynamic `label` color by default).
    open var textColor: UIColor! = .label {
        didSet { appearancePropertyDidChange("textColor") }
    }
    /// How lines align horizontally (`.natural` by default).
    open var textAlignment: NSTextAlignment = .natural
    /// How lines break and truncate (`.byTruncatingTail` by default, as UIKit's).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { contentDidChange() } }
    }
    /// The most lines shown: 1 by default, 0 for no limit.
    open var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { contentDidChange() } }
    }
    /// The width a multi-line label wraps at for its intrinsic size; 0 means the width layout gives it.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { contentDidChange() } }
    }
    /// Whether a Dynamic Type font follows the content size category of the label's traits.
    open var adjustsFontForContentSizeCategory = false {
        didSet {
            guard adjustsFontForContentSizeCategory, !oldValue else { return }
            font = storedFont
        }
    }
    /// Whether the label draws in its enabled state.
    open var isEnabled = true
    /// Whether the label draws highlighted (with `highlightedTextColor`), like UIKit's `isHighlighted` (false).
    open var isHighlighted = false
    /// The text color while highlighted (nil: the text color).
    open var highlightedTextColor: UIColor?
    /// Whether a single line shrinks its font to fit the width when drawn; the intrinsic size stays the full text's.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font scale `adjustsFontSizeToFitWidth` may use.
    open var minimumScaleFactor: CGFloat = 0

    /// Creates a label with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Geometry

    open override var frame: CGRect {
        didSet { boundsWidthMayHaveChanged() }
    }

    open override var bounds: CGRect {
        didSet { boundsWidthMayHaveChanged() }
    }

    /// The measured text: on one line, or wrapped at the preferred (or last laid-out) width.
    open override var intrinsicContentSize: CGSize {
        textSize(wrappingAt: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automaticWrapWidth)
    }

    /// The text's size wrapped at `size.width` (a width of 0 or less is unlimited); one-line labels never wrap.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(wrappingAt: size.width > 0 ? size.width : nil)
    }

    override var firstBaselineOffsetFromTop: CGFloat? {
        baselinesInUse = baselineOffsets
        return baselineOffsets[0]
    }

    override var lastBaselineOffsetFromBottom: CGFloat? {
        baselinesInUse = baselineOffsets
        return baselineOffsets[1]
    }

    /// The first baseline's distance from the top (the ascender on the pixel grid) and the last one's
    /// from the bottom (the descender plus the line's pixel rounding, so one line's baselines coincide).
    private var baselineOffsets: [CGFloat?] {
        guard let text, !text.isEmpty else { return [nil, nil] }
        let ascender = ceilToPixel(storedFont.ascender)
        return [ascender, ceilToPixel(storedFont.lineHeight) - ascender]
    }

    // MARK: Traits

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory, let resolved = resolvedDynamicFont(storedFont), resolved != storedFont {
            storedFont = resolved
            contentDidChange()
        } else if previousTraitCollection?.displayScale != traitCollection.displayScale {
            contentDidChange()
        }
    }

    // MARK: Measuring

    /// Whether the label wraps at the width layout gives it (multi-line, no preferred width).
    var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The text laid out, each dimension rounded up to the pixel grid.
    func textSize(wrappingAt width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let layout = TextMeasurement(font: storedFont).layout(
            text, maxWidth: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        return CGSize(
            width: ceilToPixel(layout.width), height: ceilToPixel(CGFloat(layout.lineCount) * storedFont.lineHeight))
    }

    /// Rounds up to the display's pixel grid (the main screen's scale outside a window).
    func ceilToPixel(_ value: CGFloat) -> CGFloat {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        // The tolerance keeps a value computed as 36.000000001 from costing a whole pixel.
        return ((value * scale) - 1e-6).rounded(.up) / scale
    }

    private func resolvedDynamicFont(_ font: UIFont) -> UIFont? {
        guard traitCollection.preferredContentSizeCategory != .unspecified else { return nil }
        return font.resolvedForContentSizeCategory(in: traitCollection)
    }

    private func boundsWidthMayHaveChanged() {
        guard wrapsAtLayoutWidth else { return }
        let width = bounds.width > 0 ? bounds.width : nil
        guard width != automaticWrapWidth else { return }
        let before = intrinsicContentSize
        automaticWrapWidth = width
        if intrinsicContentSize != before { invalidateIntrinsicContentSize() }
    }

    /// Text, font or wrapping changed: new intrinsic size, and new baselines for constraints that use them.
    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        // Baseline offsets enter constraints as constants when they are installed: reinstall them.
        if let inUse = baselinesInUse, inUse != baselineOffsets, let engine = layoutEngine {
            baselinesInUse = nil
            engine.needsRebuild = true
            superview?.setNeedsLayout()
            setNeedsLayout()
        }
    }
}
