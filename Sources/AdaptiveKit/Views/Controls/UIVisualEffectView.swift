import Foundation

/// A visual effect, like UIKit's `UIVisualEffect`: a blur or a vibrancy.
@MainActor
open class UIVisualEffect: NSObject {}

/// A blur of what lies behind a view, like UIKit's `UIBlurEffect`.
@MainActor
open class UIBlurEffect: UIVisualEffect {
    /// How strong and how tinted the blur is, like UIKit's `UIBlurEffect.Style` (raw values as UIKit's).
    public enum Style: Int, Sendable, Hashable {
        case extraLight = 0, light, dark
        case regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }

    /// The blur's style.
    public let style: Style

    /// Creates a blur of a style.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrant content over a blur, like UIKit's `UIVibrancyEffect`.
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy matches.
    public let blurEffect: UIBlurEffect

    /// Creates a vibrancy for a blur.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

/// A view that applies a visual effect to what lies behind it, like UIKit's `UIVisualEffectView`.
///
/// Subviews go in `contentView`, which always fills the view.
@MainActor
open class UIVisualEffectView: UIView {
    /// The effect (nil: none).
    open var effect: UIVisualEffect?
    /// The view to add subviews to; it fills the effect view.
    public private(set) var contentView = UIView()

    /// Creates an effect view with an effect.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addContentView()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentView()
    }

    private func addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Makes `view` the content view in place of the one made with the effect view (an Interface Builder
    /// file stores its own, with the constraints that name it).
    package func adoptContentView(_ view: UIView) {
        contentView.removeFromSuperview()
        contentView = view
        insertSubview(view, at: 0)
    }

    /// Keeps the content view filling the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
