import AdaptiveKit
import Foundation

extension ViewTreeBuilder {
    /// Sets the attributes a size class can change: everything but the frame, the mask and the class.
    ///
    /// Called with the base values when the view is made and with a size class's values on a change.
    func configure(_ view: UIView, with value: IBView) {
        view.isHidden = value.isHidden
        view.alpha = CGFloat(value.alpha)
        view.tag = value.tag
        if let mode = value.contentMode.flatMap(Self.contentMode) { view.contentMode = mode }
        view.backgroundColor = value.backgroundColor.flatMap(color)
        setPriority(view.contentHuggingPriority, view.setContentHuggingPriority, value.contentHuggingPriority)
        setPriority(
            view.contentCompressionResistancePriority, view.setContentCompressionResistancePriority,
            value.compressionResistancePriority)
        if let margins = value.directionalLayoutMargins { view.directionalLayoutMargins = margins }
        if let margins = value.layoutMargins { view.layoutMargins = margins }
        view.preservesSuperviewLayoutMargins = value.preservesSuperviewLayoutMargins
        view.insetsLayoutMarginsFromSafeArea = value.insetsLayoutMarginsFromSafeArea
        if let accessibility = value.accessibility { configure(view, with: accessibility) }
        switch view {
        case let label as UILabel: configure(label, with: value)
        case let button as UIButton: configure(button, with: value)
        case let scrollView as UIScrollView: configure(scrollView, with: value.properties)
        case let imageView as UIImageView:
            imageView.image = value.image.flatMap(image)
        case let stack as UIStackView:
            if let attributes = value.stack { configure(stack, with: attributes) }
            // Files give a stack view margins only to arrange within them: the samples' stored frames show
            // arranged views inset by them though no attribute says so (a guess; see Deviations.md).
            stack.isLayoutMarginsRelativeArrangement =
                value.properties["layoutMarginsRelativeArrangement"] == "YES"
                || value.layoutMargins != nil || value.directionalLayoutMargins != nil
        default:
            break
        }
        configureControl(view, with: value)
    }

    /// Sets what IB's Accessibility inspector set; what it left alone keeps the class's default.
    private func configure(_ view: UIView, with accessibility: IBAccessibility) {
        if let isElement = accessibility.isElement { view.isAccessibilityElement = isElement }
        if let label = accessibility.label { view.accessibilityLabel = label }
        if let hint = accessibility.hint { view.accessibilityHint = hint }
        if let identifier = accessibility.identifier { view.accessibilityIdentifier = identifier }
        if let value = accessibility.value { view.accessibilityValue = value }
        if let names = accessibility.traits {
            view.accessibilityTraits = UIAccessibilityTraits.named.filter { names.contains($0.name) }
                .reduce(into: UIAccessibilityTraits.none) { $0.insert($1.trait) }
        }
    }

    /// Sets hugging or compression priorities only when they differ, so unchanged views keep their engine rows.
    private func setPriority(
        _ get: (NSLayoutConstraint.Axis) -> UILayoutPriority,
        _ set: (UILayoutPriority, NSLayoutConstraint.Axis) -> Void, _ priorities: IBAxisPriorities
    ) {
        for (axis, value) in [
            (NSLayoutConstraint.Axis.horizontal, priorities.horizontal), (.vertical, priorities.vertical),
        ] {
            let priority = UILayoutPriority(Float(value))
            if get(axis) != priority { set(priority, axis) }
        }
    }

    /// A scroll view's attributes as IB writes them (absent ones are UIKit's defaults).
    private func configure(_ scrollView: UIScrollView, with properties: [String: String]) {
        scrollView.contentInsetAdjustmentBehavior =
            switch properties["contentInsetAdjustmentBehavior"] {
            case "scrollableAxes": .scrollableAxes
            case "never": .never
            case "always": .always
            default: .automatic
            }
        scrollView.alwaysBounceVertical = properties["alwaysBounceVertical"] == "YES"
        scrollView.alwaysBounceHorizontal = properties["alwaysBounceHorizontal"] == "YES"
        scrollView.isPagingEnabled = properties["pagingEnabled"] == "YES"
        scrollView.bounces = properties["bounces"] != "NO"
        scrollView.isScrollEnabled = properties["scrollEnabled"] != "NO"
        for (key, set) in [
            ("minimumZoomScale", { scrollView.minimumZoomScale = $0 }),
            ("maximumZoomScale", { scrollView.maximumZoomScale = $0 }),
        ] as [(String, (CGFloat) -> Void)] {
            if let scale = properties[key].flatMap(Double.init) { set(CGFloat(scale)) }
        }
    }

    private func configure(_ label: UILabel, with value: IBView) {
        label.text = value.text
        if let font = value.font { label.font = self.font(font) }
        if let color = value.colors["textColor"].flatMap(color) { label.textColor = color }
        label.highlightedTextColor = value.colors["highlightedColor"].flatMap(color)
        label.isHighlighted = value.properties["highlighted"] == "YES"
        label.isEnabled = value.properties["enabled"] != "NO"
        label.textAlignment = value.textAlignment.flatMap(Self.textAlignment) ?? .natural
        label.numberOfLines = value.numberOfLines ?? 1
        label.adjustsFontForContentSizeCategory = value.properties["adjustsFontForContentSizeCategory"] == "YES"
        if let width = value.properties["preferredMaxLayoutWidth"].flatMap(Double.init) {
            label.preferredMaxLayoutWidth = CGFloat(width)
        }
    }

    private func configure(_ button: UIButton, with value: IBView) {
        for state in value.buttonStates {
            let controlState = Self.controlState(state.state)
            if let title = state.title { button.setTitle(title, for: controlState) }
            if let name = state.image, let made = image(name) { button.setImage(made, for: controlState) }
        }
        if let font = value.font { button.titleLabel?.font = self.font(font) }
    }

    private func configure(_ stack: UIStackView, with attributes: IBStackAttributes) {
        stack.axis = attributes.axis == "vertical" ? .vertical : .horizontal
        stack.distribution =
            switch attributes.distribution {
            case "fillEqually": .fillEqually
            case "fillProportionally": .fillProportionally
            case "equalSpacing": .equalSpacing
            case "equalCentering": .equalCentering
            default: .fill
            }
        stack.alignment =
            switch attributes.alignment {
            case "leading", "top": .leading
            case "trailing", "bottom": .trailing
            case "center": .center
            case "firstBaseline": .firstBaseline
            case "lastBaseline", "baseline": .lastBaseline
            default: .fill
            }
        stack.spacing = attributes.usesSystemSpacing ? UIStackView.spacingUseSystem : CGFloat(attributes.spacing)
        stack.isBaselineRelativeArrangement = attributes.isBaselineRelativeArrangement
    }

    // MARK: Values

    /// The image a name loads from the file's bundle, else a stand-in of the size the document's resources
    /// record (IB's canvas drew the real image at that size), so intrinsic sizes match; nil when neither is known.
    func image(_ name: String) -> UIImage? {
        if let image = UIImage(named: name, in: bundle, compatibleWith: nil) { return image }
        return document.resources.images[name].map { UIImage(size: $0) }
    }

    /// A color: literal components, a system color by name, or the value the resources record for a name.
    func color(_ value: IBColor) -> UIColor? { Self.color(value, resources: document.resources) }

    /// A color, with names looked up in a document's resources.
    static func color(_ value: IBColor, resources: IBResources) -> UIColor? {
        switch value {
        case .white(let white, let alpha, _): return UIColor(white: CGFloat(white), alpha: CGFloat(alpha))
        case .rgb(let red, let green, let blue, let alpha, _):
            return UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        case .system(let name):
            if let known = systemColors[name] { return known }
            // A recorded value is a literal; one that names a color again is not followed (no loops).
            return resources.systemColors[name].flatMap { color($0, resources: IBResources()) }
        case .named(let name):
            let systemOnly = IBResources(systemColors: resources.systemColors)
            return resources.namedColors[name].flatMap { color($0, resources: systemOnly) }
        }
    }

    /// System colors AdaptiveKit models dynamically; other names use the value IB recorded in `<resources>`.
    static let systemColors: [String: UIColor] = [
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "separatorColor": .separator,
        "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
        "systemOrangeColor": .systemOrange, "systemGrayColor": .systemGray, "darkTextColor": .black,
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear,
    ]

    /// A font: the system font of a weight, a Dynamic Type style at the default (Large) size, or a named font.
    func font(_ value: IBFont) -> UIFont {
        switch value {
        case .system(let type, let size, let weight):
            let weight: UIFont.Weight =
                switch (type, weight) {
                case ("boldSystem", _): .bold
                case (_, "ultraLight"): .ultraLight
                case (_, "thin"): .thin
                case (_, "light"): .light
                case (_, "medium"): .medium
                case (_, "semibold"): .semibold
                case (_, "bold"): .bold
                case (_, "heavy"): .heavy
                case (_, "black"): .black
                default: .regular
                }
            return UIFont.systemFont(ofSize: CGFloat(size), weight: weight)
        case .textStyle(let style):
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style), compatibleWith: nil)
        case .named(let name, _, let size):
            return UIFont(name: name, size: CGFloat(size)) ?? UIFont.systemFont(ofSize: CGFloat(size))
        }
    }

    static func contentMode(_ name: String) -> UIView.ContentMode? {
        switch name {
        case "scaleToFill": .scaleToFill
        case "scaleAspectFit": .scaleAspectFit
        case "scaleAspectFill": .scaleAspectFill
        case "redraw": .redraw
        case "center": .center
        case "top": .top
        case "bottom": .bottom
        case "left": .left
        case "right": .right
        case "topLeft": .topLeft
        case "topRight": .topRight
        case "bottomLeft": .bottomLeft
        case "bottomRight": .bottomRight
        default: nil
        }
    }

    static func textAlignment(_ name: String) -> NSTextAlignment? {
        switch name {
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        case "natural": .natural
        default: nil
        }
    }

    static func controlState(_ name: String) -> UIControl.State {
        switch name {
        case "highlighted": .highlighted
        case "selected": .selected
        case "disabled": .disabled
        default: .normal
        }
    }
}
