import Foundation

/// A bar of buttons, usually at the bottom of the screen, like UIKit's `UIToolbar`.
///
/// Its height follows the traits as UIKit's does: 44 points on phones, 32 on phones in a
/// compact-width, compact-height environment (landscape, except Plus and Max phones), 50 on iPad.
/// It has no intrinsic width.
@MainActor
open class UIToolbar: UIView {
    /// The items, left to right.
    open var items: [UIBarButtonItem]?
    /// The bar's tint (nil: the default bar).
    open var barTintColor: UIColor?
    /// Whether the bar is translucent (true by default).
    open var isTranslucent = true

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// A finger lifted on one of the bar's buttons taps it; elsewhere the touch goes on up the responder chain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, handleTap(at: touch.location(in: self)) else {
            return super.touchesEnded(touches, with: event)
        }
    }

    /// No intrinsic width; the height for the traits.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height(for: traitCollection))
    }

    /// The offered width (or the current one) and the height for the traits.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.height(for: traitCollection))
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if Self.height(for: traitCollection) != previousTraitCollection.map(Self.height(for:)) {
            invalidateIntrinsicContentSize()
        }
    }

    /// As measured (Apple gives no heights): 44 on iPhone, 32 in compact height and width, 50 on iPad (iOS 12 and
    /// later).
    static func height(for traits: UITraitCollection) -> CGFloat {
        if traits.userInterfaceIdiom == .pad { return 50 }
        if traits.verticalSizeClass == .compact, traits.horizontalSizeClass == .compact { return 32 }
        return 44
    }
}
