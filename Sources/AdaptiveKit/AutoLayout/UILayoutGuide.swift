import Foundation

/// A rectangle that takes part in Auto Layout without being a view, like UIKit's `UILayoutGuide`.
///
/// Views own system guides (`safeAreaLayoutGuide`, `layoutMarginsGuide`, `readableContentGuide`)
/// whose rectangles the view keeps in step with its insets, and any custom guides added with
/// `addLayoutGuide(_:)`, whose rectangles constraints decide.
@MainActor
open class UILayoutGuide: NSObject, LayoutItem {
    /// Which system guide this is, or nil for a custom one.
    enum Kind: Hashable {
        case safeArea, layoutMargins, readableContent
        /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`.
        case scrollContent, scrollFrame
        /// A controller's `topLayoutGuide` and `bottomLayoutGuide`, on its view.
        case topLayoutSupport, bottomLayoutSupport
        /// The view's `keyboardLayoutGuide`.
        case keyboard
    }

    /// The view that owns the guide.
    public internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier: String = ""
    let kind: Kind?

    public override init() {
        kind = nil
        super.init()
    }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        owningView = owner
        super.init()
        identifier =
            switch kind {
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .layoutMargins: "UIViewLayoutMarginsGuide"
            case .readableContent: "UIViewReadableContentGuide"
            case .scrollContent: "UIScrollViewContentLayoutGuide"
            case .scrollFrame: "UIScrollViewFrameLayoutGuide"
            case .topLayoutSupport: "UIViewControllerTopLayoutGuide"
            case .bottomLayoutSupport: "UIViewControllerBottomLayoutGuide"
            case .keyboard: "UIKeyboardLayoutGuide"
            }
    }

    /// The guide's rectangle in its owning view's coordinates, as the last layout solved it.
    public var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        if let kind { return owningView.systemGuideFrame(kind) }
        return owningView.layoutEngineForReading?.frame(of: self, relativeTo: owningView) ?? .zero
    }

    var owningLayoutView: UIView? { owningView }
    var layoutDescription: String {
        let owner = owningView?.layoutDescription ?? "nil"
        return identifier.isEmpty ? "UILayoutGuide(\(owner))" : "\(identifier)(\(owner))"
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
