import Foundation

/// Per-view layout bookkeeping: the dirty flag and what the last pass reported.
struct ViewLayoutState {
    var needsLayout = true
    /// The view's own margins; UIKit's default is 8 on every side.
    var ownMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether `ownMargins` were set in leading/trailing terms (they flip in right-to-left).
    var ownMarginsAreDirectional = true
    var reportedSafeArea: UIEdgeInsets?
    var reportedMargins: UIEdgeInsets?
}

extension UIView {
    /// Marks the view to be laid out in the next layout pass.
    public func setNeedsLayout() { layoutState.needsLayout = true }

    /// Lays out now whatever needs it: the update-constraints pass, the engine, then layout from the
    /// topmost ancestor that needs it down. Repeats while layout itself invalidates layout (at most 8 times).
    public func layoutIfNeeded() {
        let root = topLayoutView
        for _ in 0..<8 {
            root.updateConstraintsIfNeeded()
            root.layoutEngine?.solveIfNeeded()
            var top: UIView = self
            var current: UIView = self
            while let superview = current.superview {
                if superview.layoutState.needsLayout { top = superview }
                current = superview
            }
            guard top.subtreeNeedsLayout else { return }
            top.layoutSubtreeIfNeeded()
        }
    }

    /// Whether this view or a descendant needs layout.
    var subtreeNeedsLayout: Bool {
        layoutState.needsLayout || subviews.contains { $0.subtreeNeedsLayout }
    }

    /// UIKit's layout pass for one view: geometry callbacks, then the controller's
    /// `viewWillLayoutSubviews`, `layoutSubviews`, `viewDidLayoutSubviews`, then the subviews.
    func layoutSubtreeIfNeeded() {
        reportGeometryChanges()
        updateSystemGuidesForLayout()
        if layoutState.needsLayout {
            layoutState.needsLayout = false
            traitCollection.performAsCurrent {
                owningViewController?.viewWillLayoutSubviews()
                layoutSubviews()
                owningViewController?.viewDidLayoutSubviews()
            }
        }
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// Sends `safeAreaInsetsDidChange` and `layoutMarginsDidChange` when the values moved.
    private func reportGeometryChanges() {
        let safeArea = safeAreaInsets
        if layoutState.reportedSafeArea != safeArea {
            let isFirst = layoutState.reportedSafeArea == nil
            layoutState.reportedSafeArea = safeArea
            if !isFirst || safeArea != .zero {
                safeAreaInsetsDidChange()
                owningViewController?.viewSafeAreaInsetsDidChange()
                layoutState.needsLayout = true
            }
        }
        let margins = layoutMargins
        if layoutState.reportedMargins != margins {
            let isFirst = layoutState.reportedMargins == nil
            layoutState.reportedMargins = margins
            if !isFirst {
                layoutMarginsDidChange()
                owningViewController?.viewLayoutMarginsDidChange()
                layoutState.needsLayout = true
            }
        }
    }

    // MARK: Safe area

    /// The part of the view the safe area excludes (status bar, notch, home indicator, bars).
    ///
    /// A window gets it from its screen; other views take the part of their superview's
    /// unsafe area that covers them, and a controller's root view adds its controller's
    /// `additionalSafeAreaInsets`. A view outside a window reports zero.
    public var safeAreaInsets: UIEdgeInsets { safeAreaInsetsInWindow ?? .zero }

    /// The safe area, or nil outside a window; one walk up the superviews, not one per level.
    private var safeAreaInsetsInWindow: UIEdgeInsets? {
        if let window = self as? UIWindow { return window.windowSafeAreaInsets }
        guard let superview, let inherited = superview.safeAreaInsetsInWindow else { return nil }
        var insets = Self.overlap(of: inherited, in: superview.bounds, with: frame)
        if let controller = owningViewController { insets = insets + controller.safeAreaInsetsAddedByController }
        return insets
    }

    /// How far `insets` of a parent rectangle reach into `frame` (in the parent's coordinates).
    static func overlap(of insets: UIEdgeInsets, in parent: CGRect, with frame: CGRect) -> UIEdgeInsets {
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return UIEdgeInsets(
            top: clamp(parent.minY + insets.top - frame.minY, frame.height),
            left: clamp(parent.minX + insets.left - frame.minX, frame.width),
            bottom: clamp(frame.maxY - (parent.maxY - insets.bottom), frame.height),
            right: clamp(frame.maxX - (parent.maxX - insets.right), frame.width))
    }

    // MARK: Margins

    /// Own margins (floored by a root view's system minimum), plus the safe area, plus preserved superview margins.
    func effectiveLayoutMargins() -> UIEdgeInsets {
        let rightToLeft = layoutState.ownMarginsAreDirectional && traitCollection.layoutDirection == .rightToLeft
        let own = layoutState.ownMargins
        var margins = UIEdgeInsets(
            top: own.top, left: rightToLeft ? own.trailing : own.leading,
            bottom: own.bottom, right: rightToLeft ? own.leading : own.trailing)
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            margins.top = max(margins.top, minimum.top)
            margins.bottom = max(margins.bottom, minimum.bottom)
            margins.left = max(margins.left, rightToLeft ? minimum.trailing : minimum.leading)
            margins.right = max(margins.right, rightToLeft ? minimum.leading : minimum.trailing)
        }
        if insetsLayoutMarginsFromSafeArea { margins = margins + safeAreaInsets }
        if preservesSuperviewLayoutMargins, let superview {
            let inherited = Self.overlap(of: superview.layoutMargins, in: superview.bounds, with: frame)
            margins = UIEdgeInsets(
                top: max(margins.top, inherited.top), left: max(margins.left, inherited.left),
                bottom: max(margins.bottom, inherited.bottom), right: max(margins.right, inherited.right))
        }
        return margins
    }
}
