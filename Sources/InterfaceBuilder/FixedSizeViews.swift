import AdaptiveKit
import Foundation

// Stand-ins whose intrinsic size is fixed: controls AdaptiveKit has no class for, and, when a
// storyboard reproduces IB's canvas, views whose size IB took from text metrics or placeholders.

/// A label whose intrinsic size is the one IB stored, so layout reproduces the canvas whatever the text metrics.
final class FixedSizeLabel: UILabel {
    private var fixedSize = CGSize.zero

    convenience init(size: CGSize) {
        self.init(frame: .zero)
        fixedSize = size
    }

    override var intrinsicContentSize: CGSize { fixedSize }
}

/// A button whose intrinsic size is the one IB stored.
final class FixedSizeButton: UIButton {
    private var fixedSize = CGSize.zero

    convenience init(type: UIButton.ButtonType, size: CGSize) {
        self.init(type: type)
        fixedSize = size
    }

    override var intrinsicContentSize: CGSize { fixedSize }
}

/// An image view whose intrinsic size is the one IB stored.
final class FixedSizeImageView: UIImageView {
    private var fixedSize = CGSize.zero

    convenience init(size: CGSize) {
        self.init(frame: .zero)
        fixedSize = size
    }

    override var intrinsicContentSize: CGSize { fixedSize }
}

/// A text field whose intrinsic size is the one IB stored (UIKit's depends on the font and border).
final class FixedSizeTextField: UITextField {
    private var fixedSize = CGSize.zero

    convenience init(size: CGSize) {
        self.init(frame: .zero)
        fixedSize = size
    }

    override var intrinsicContentSize: CGSize { fixedSize }
}

/// A plain view with an intrinsic size: a control AdaptiveKit has no class for, or IB's size placeholder.
final class FixedSizeView: UIView {
    private var fixedSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)

    convenience init(size: CGSize) {
        self.init(frame: .zero)
        fixedSize = size
    }

    override var intrinsicContentSize: CGSize { fixedSize }
}

/// A stack view with IB's intrinsic size placeholder (a custom stack subclass that sizes itself at run time).
final class FixedSizeStackView: UIStackView {
    private var fixedSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)

    convenience init(size: CGSize) {
        self.init(frame: .zero)
        fixedSize = size
    }

    override var intrinsicContentSize: CGSize { fixedSize }
}
