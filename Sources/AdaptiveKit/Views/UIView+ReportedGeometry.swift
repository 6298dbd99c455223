import Foundation

// What the last layout pass reported for a view, compared by the next one to send `safeAreaInsetsDidChange`,
// `layoutMarginsDidChange` and to check the subviews' geometry: in `ViewLayoutState` in Float when exact,
// otherwise in `ExactLayoutValues` (memory per view). Each reads back exactly what was written. The boxed
// paths stay out of line, so that the common one inlines into the pass.

extension UIView {
    /// The safe area the last pass reported, or nil before the first.
    var reportedSafeArea: UIEdgeInsets? {
        @inline(__always) get {
            switch layoutState.reportedSafeArea {
            case .none: nil
            case .inline(let insets): insets
            case .boxed: boxedLayoutValues.reportedSafeArea
            }
        }
        @inline(__always) set {
            // No closure (`flatMap`): a closure made here checks at run time that it runs on the main actor.
            var quad: FloatQuad?
            if let newValue {
                quad = FloatQuad(exactly: newValue)
                if quad == nil { boxedLayoutValues.reportedSafeArea = newValue }
            }
            layoutState.setReportedSafeArea(isSome: newValue != nil, quad: quad)
        }
    }

    /// The margins the last pass reported, or nil before the first.
    var reportedMargins: UIEdgeInsets? {
        @inline(__always) get {
            switch layoutState.reportedMargins {
            case .none: nil
            case .inline(let insets): insets
            case .boxed: boxedLayoutValues.reportedMargins
            }
        }
        @inline(__always) set {
            // No closure (`flatMap`): a closure made here checks at run time that it runs on the main actor.
            var quad: FloatQuad?
            if let newValue {
                quad = FloatQuad(exactly: newValue)
                if quad == nil { boxedLayoutValues.reportedMargins = newValue }
            }
            layoutState.setReportedMargins(isSome: newValue != nil, quad: quad)
        }
    }

    /// The bounds the last pass saw, or nil before the first: when they move, the subviews' insets may move too.
    var reportedBounds: CGRect? {
        @inline(__always) get {
            switch layoutState.reportedBounds {
            case .none: nil
            case .inline(let rect): rect
            case .boxed: boxedLayoutValues.reportedBounds
            }
        }
        @inline(__always) set {
            // No closure (`flatMap`): a closure made here checks at run time that it runs on the main actor.
            var quad: FloatQuad?
            if let newValue {
                quad = FloatQuad(exactly: newValue)
                if quad == nil { boxedLayoutValues.reportedBounds = newValue }
            }
            layoutState.setReportedBounds(isSome: newValue != nil, quad: quad)
        }
    }

    /// Notes the bounds this pass sees: true when they differ from the ones the last pass saw (by `CGRect`'s
    /// `==`), or it saw none.
    ///
    /// Finite bounds kept with the same bits are the same: no `==` (a call into Foundation) and nothing to
    /// store. NaN or infinite components take `==`, which may find them unequal to themselves.
    @inline(__always)
    func reportBoundsChange() -> Bool {
        let bounds = self.bounds
        let quad = FloatQuad(exactly: bounds)
        if let quad, layoutState.reportedBoundsAre(quad), quad.isFinite { return false }
        let changed = reportedBounds != bounds
        if quad == nil { boxedLayoutValues.reportedBounds = bounds }
        layoutState.setReportedBounds(isSome: true, quad: quad)
        return changed
    }

    /// `exactLayoutValues` out of line: the rare path of the accessors above.
    @inline(never)
    var boxedLayoutValues: ExactLayoutValues { exactLayoutValues }
}
