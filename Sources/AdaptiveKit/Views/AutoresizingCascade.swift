import Foundation

/// A superview's resize carried down through autoresizing masks, level by level, without recursion.
///
/// Resizing a view resizes its subviews by their masks, which resizes theirs: a hierarchy built in code may
/// nest deeper than a recursion's stack. The first resize drains a queue instead; a resize it
/// causes joins the queue. Each subview's new frame depends only on its superview's old and new sizes,
/// recorded when the superview changed, so the frames are those of UIKit's depth-first recursion.
@MainActor
enum AutoresizingCascade {
    /// Superviews whose subviews still have to follow a size change, oldest first.
    private static var queue: [(view: UIView, old: CGSize, new: CGSize)] = []
    private static var isDraining = false

    /// Resizes `view`'s subviews (and theirs) for its change of size from `old` to its bounds' size.
    static func resizeSubviews(of view: UIView, from old: CGSize) {
        queue.append((view, old, view.bounds.size))
        guard !isDraining else { return }
        isDraining = true
        defer {
            isDraining = false
            queue.removeAll(keepingCapacity: queue.capacity <= 1_024)
        }
        var next = 0
        while next < queue.count {
            let (superview, old, new) = queue[next]
            next += 1
            for subview in superview.subviews { subview.resize(withOldSuperviewSize: old, newSize: new) }
        }
    }
}
