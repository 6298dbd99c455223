import Foundation

/// One view's place in the layout walk: the subviews it still has to look at, in the order of `subviews`,
/// as a walk over every subview would look at them.
///
/// Only the queued ones are looked at when they are few, so one change in a window of 20 000 views costs
/// what it moved: walking every subview of the window's content was most of a one-constant change's
/// cost in a big window. A subview flagged while the walk runs joins it when it comes
/// later in the order, and waits for the next pass otherwise.
@MainActor
struct LayoutWalk {
    let view: UIView
    /// Every subview, in order, when a quarter or more are queued: all are looked at.
    private var everySubview: [UIView]?
    /// Whether each subview is marked to check its geometry as the walk passes it (`subviewsNeedGeometryCheck`).
    private var marksGeometry = false
    /// Otherwise the queued subviews, sorted by position.
    private var pending: [(position: Int, view: UIView)] = []
    private var next = 0

    init(_ view: UIView) {
        self.view = view
        if view.layoutState.visitsEverySubview || view.layoutState.visitQueue.count * 4 >= view.subviews.count {
            // Each subview leaves the queue as the walk passes it (`nextSubview`): no pass of its own over them.
            view.layoutState.visitQueue = []
            view.layoutState.visitsEverySubview = false
            marksGeometry = view.layoutState.subviewsNeedGeometryCheck
            view.layoutState.subviewsNeedGeometryCheck = false
            everySubview = view.subviews
        } else {
            everySubview = nil
            pending = view.takeVisitQueue().map { (position: view.subviewPosition($0), view: $0) }
            pending.sort { $0.position < $1.position }
        }
    }

    /// The next subview to look at, or nil when the walk of this view's subviews is over.
    mutating func nextSubview() -> UIView? {
        if let everySubview {
            guard next < everySubview.count else { return nil }
            let subview = everySubview[next]
            subview.layoutState.subviewIndexHint = Int32(truncatingIfNeeded: next)
            subview.layoutState.isInVisitQueue = false
            if marksGeometry { subview.layoutState.needsGeometryCheck = true }
            next += 1
            return subview
        }
        if view.layoutState.visitsEverySubview { return visitEverySubviewFromHere() }
        if next > 0 && !view.layoutState.visitQueue.isEmpty { joinFlaggedMeanwhile() }
        guard next < pending.count else { return nil }
        next += 1
        return pending[next - 1].view
    }

    /// Every subview was queued while the walk ran over a few (`queueEverySubviewForVisit`): the later ones
    /// are all looked at, the earlier ones that need a visit wait for the next pass.
    private mutating func visitEverySubviewFromHere() -> UIView? {
        let position = next > 0 ? pending[next - 1].position : -1
        view.layoutState.visitsEverySubview = false
        let marks = view.layoutState.subviewsNeedGeometryCheck
        view.layoutState.subviewsNeedGeometryCheck = false
        let queued = view.takeVisitQueue()
        for subview in queued where view.subviewPosition(subview) <= position { subview.queueForVisit() }
        let subviews = view.subviews
        for index in subviews.indices where index <= position {
            let subview = subviews[index]
            if marks { subview.layoutState.needsGeometryCheck = true }
            if subview.layoutState.needsVisit { subview.queueForVisit() }
        }
        marksGeometry = marks
        everySubview = subviews
        next = position + 1
        return nextSubview()
    }

    /// Subviews flagged while the last one's subtree was walked: later ones join the walk, earlier ones
    /// wait for the next pass.
    private mutating func joinFlaggedMeanwhile() {
        let position = pending[next - 1].position
        var later: [(position: Int, view: UIView)] = []
        for flagged in view.takeVisitQueue() {
            let index = view.subviewPosition(flagged)
            if index > position { later.append((index, flagged)) } else { flagged.queueForVisit() }
        }
        guard !later.isEmpty else { return }
        later += pending[next...]
        later.sort { $0.position < $1.position }
        pending = later
        next = 0
    }
}
