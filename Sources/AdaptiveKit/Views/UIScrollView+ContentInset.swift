import Foundation

extension UIScrollView {
    /// How the safe area adds to the content inset, like UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
        /// Like `scrollableAxes`, but top and bottom are always adjusted for a controller's scroll view
        /// inside a navigation or tab bar controller.
        case automatic = 0
        /// Adjusts the edges of the axes that scroll (or always bounce).
        case scrollableAxes = 1
        /// Never adjusts.
        case never = 2
        /// Always adds the whole safe area.
        case always = 3
    }

    /// Extra space around the content, in addition to the safe-area adjustment.
    public var contentInset: UIEdgeInsets {
        get { scrollState.contentInset }
        set {
            guard newValue.isFinite else {
                DiagnosticLog.warn("Ignoring contentInset \(newValue) of \(layoutDescription): not finite")
                return
            }
            guard newValue != scrollState.contentInset else { return }
            scrollState.contentInset = newValue
            setNeedsLayout()
            updateAdjustedContentInset()
        }
    }

    /// How the safe area adds to `contentInset`; `.automatic` by default.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { scrollState.adjustmentBehavior }
        set {
            guard newValue != scrollState.adjustmentBehavior else { return }
            scrollState.adjustmentBehavior = newValue
            setNeedsLayout()
            updateAdjustedContentInset()
        }
    }

    /// The content inset plus the parts of the safe area the adjustment behaviour adds.
    public var adjustedContentInset: UIEdgeInsets { scrollState.adjustedContentInset }

    /// Recomputes `adjustedContentInset`; on a change tells the view and its delegate, and keeps a view
    /// that rested at its top (or left) edge resting there.
    func updateAdjustedContentInset() {
        let old = scrollState.adjustedContentInset
        var adjustment = safeAreaAdjustment
        // A table controller's table ends above the keyboard (which covers the bottom safe area too).
        adjustment.bottom = max(adjustment.bottom, scrollState.keyboardOverlap)
        let new = contentInset + adjustment
        guard new != old else { return }
        let offset = contentOffset
        scrollState.adjustedContentInset = new
        adjustedContentInsetDidChange()
        var target = offset
        // `0 - x` rather than `-x`: an unadjusted edge rests at 0, not at -0.
        if offset.y == 0 - old.top { target.y = 0 - new.top }
        if offset.x == 0 - old.left { target.x = 0 - new.left }
        if target != offset { moveContentOffset(to: target) }
    }

    /// The part of the safe area that `contentInsetAdjustmentBehavior` adds to the content inset.
    private var safeAreaAdjustment: UIEdgeInsets {
        let safeArea = safeAreaInsets
        switch contentInsetAdjustmentBehavior {
        case .never:
            return .zero
        case .always:
            return safeArea
        case .scrollableAxes, .automatic:
            let vertical =
                alwaysBounceVertical || contentSize.height > bounds.height
                || (contentInsetAdjustmentBehavior == .automatic && isControllerScrollViewUnderBars)
            let horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
            return UIEdgeInsets(
                top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
                bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
        }
    }

    /// Whether this is the scroll view of a controller (its root view, or the first subview of its root view,
    /// UIKit's long-standing rule) that adjusts scroll view insets inside a navigation or tab bar controller.
    private var isControllerScrollViewUnderBars: Bool {
        var controller = owningViewController
        if controller == nil, let superview, superview.subviews.first === self {
            controller = superview.owningViewController
        }
        guard let controller, controller.automaticallyAdjustsScrollViewInsets else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }

    // MARK: Scroll indicators

    /// The vertical indicator's own insets; the safe area adds to them while
    /// `automaticallyAdjustsScrollIndicatorInsets` is true.
    public var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { scrollState.verticalIndicatorInsets }
        set { scrollState.verticalIndicatorInsets = newValue }
    }

    /// The horizontal indicator's own insets; the safe area adds to them while
    /// `automaticallyAdjustsScrollIndicatorInsets` is true.
    public var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { scrollState.horizontalIndicatorInsets }
        set { scrollState.horizontalIndicatorInsets = newValue }
    }

    /// Both indicators' insets (deprecated in iOS 13): reads the vertical one, sets both.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether the indicators keep clear of the safe area on their own; true by default.
    public var automaticallyAdjustsScrollIndicatorInsets: Bool {
        get { scrollState.adjustsIndicatorInsets }
        set { scrollState.adjustsIndicatorInsets = newValue }
    }

    /// Where the vertical indicator runs: its own insets plus, when adjusted automatically, the safe area.
    package var effectiveVerticalScrollIndicatorInsets: UIEdgeInsets {
        verticalScrollIndicatorInsets + (automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero)
    }

    /// Where the horizontal indicator runs: its own insets plus, when adjusted automatically, the safe area.
    package var effectiveHorizontalScrollIndicatorInsets: UIEdgeInsets {
        horizontalScrollIndicatorInsets + (automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero)
    }
}

extension UIEdgeInsets {
    /// Whether every edge is a finite number.
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
