import Foundation

// Solved frames reaching the views: all of a superview's subviews after a full solve, only the
// queued ones after a solve that reported what changed, so that a small change costs what it moved.

/// A subview waiting in its superview's `engineFrameQueue` for its solved frame.
///
/// The solve that queued it computed the frame already: it is placed as is while no other solve ran since
/// (`solve` is that solve's `LayoutEngine.solveStamp`), instead of being looked up and computed again, and
/// `order` (its engine slot, -1 when unknown) tells whether the queue needs sorting without a lookup per view.
struct QueuedEngineFrame {
    let view: UIView
    var frame: CGRect
    var solve: Int
    var order: Int32
}

extension ViewLayoutState {
    /// Takes the view's entry out of `engineFrameQueue` (searched from the back, where a view queued lately sits).
    mutating func dropQueuedEngineFrame(of view: UIView) {
        if let index = engineFrameQueue.lastIndex(where: { $0.view === view }) { engineFrameQueue.remove(at: index) }
    }
}

extension UIView {
    /// Places Auto Layout subviews at their solved frames (UIKit's default `layoutSubviews`).
    ///
    /// After a solve that reported what changed, only the subviews it queued are placed, in the
    /// order of `subviews`; otherwise (a new engine, a full solve, a new display scale) all of them.
    func applyLayoutEngineFrames() {
        // Nothing to place: no engine or traits to look up (a rotation lays out every moved leaf).
        if subviews.isEmpty && layoutState.engineFrameQueue.isEmpty { return }
        guard let engine = layoutEngineForReading else { return }
        let scale = traitCollection.displayScale
        var queue: [QueuedEngineFrame] = []
        swap(&queue, &layoutState.engineFrameQueue)
        var firstMoved: UIView?
        var withGuides: [UIView] = []
        let base = engine.variables[ObjectIdentifier(self)]
        func place(_ subview: UIView, solved: CGRect?) {
            guard !subview.translatesAutoresizingMaskIntoConstraints,
                let frame = solved ?? engine.frame(of: subview, relativeTo: self, base: base, scale: scale),
                frame != subview.frame
            else { return }
            subview.layoutState.isPlacedByEngine = true
            subview.frame = frame
            subview.layoutState.isPlacedByEngine = false
            queuePlacedSubviewForVisit(subview)
            if firstMoved == nil { firstMoved = subview }
            if subview.autoLayout.hasSystemGuides { withGuides.append(subview) }
        }
        if layoutState.engineFramesGeneration != engine.generation || layoutState.engineFramesScale != scale {
            layoutState.engineFramesGeneration = engine.generation
            layoutState.engineFramesScale = scale
            for entry in queue { entry.view.layoutState.isInEngineFrameQueue = false }
            for subview in subviews {
                // A subview queued on a former superview is free to queue here.
                subview.layoutState.isInEngineFrameQueue = false
                place(subview, solved: nil)
            }
        } else {
            // The engine queues in its order; a queue with entries from elsewhere is sorted, each index looked
            // up once, not twice per comparison (n log n lookups).
            var inOrder = true
            var last: Int32 = -1
            for entry in queue where queue.count > 1 {
                // An entry queued from outside a solve (order -1) has to be looked up.
                guard entry.order >= 0, entry.order >= last else {
                    inOrder = false
                    break
                }
                last = entry.order
            }
            if !inOrder {
                let indices = engine.viewIndices
                for index in queue.indices where queue[index].order < 0 {
                    queue[index].order = Int32(truncatingIfNeeded: indices[ObjectIdentifier(queue[index].view)] ?? 0)
                }
                queue.sort { $0.order < $1.order }
            }
            let stamp = engine.solveStamp
            for entry in queue {
                entry.view.layoutState.isInEngineFrameQueue = false
                place(entry.view, solved: entry.solve == stamp ? entry.frame : nil)
            }
        }
        if let firstMoved { flagAncestorsAfterPlacing(firstMoved) }
        // Their guides follow the new frames now, together, so the engine solves once for all of
        // them rather than once per subview as each lays out (a form screen's rows).
        for subview in withGuides { subview.updateSystemGuidesForLayout() }
    }

    /// A view whose frame was set from outside the engine keeps its autoresizing constraints in step;
    /// one placed by constraints goes back to its solved frame on its superview's next layout.
    func frameDidChangeForLayoutEngine() {
        // Placed by its superview's engine frames: neither the root nor translating its mask, so nothing to do.
        guard !layoutState.isPlacedByEngine, let engine = layoutEngine, !engine.needsRebuild else { return }
        if engine.root === self {
            engine.updateRootSize()
        } else if translatesAutoresizingMaskIntoConstraints {
            engine.updateAutoresizingConstraints(for: self)
        } else if !layoutState.isPlacedByEngine, let superview {
            // Set in code: the next solve compares it with its solved frame, as it did before frames were
            // compared only for the views a solve moved, and the superview's next layout puts it back.
            superview.queueForEngineFrame(self)
            if engine.framesSetOutside.count <= engine.viewCount {
                engine.framesSetOutside.append(self)
            } else {
                engine.framesSetOutside = []
                engine.comparesEveryFrame = true
            }
        }
    }

    /// Queues a subview whose frame may differ from its solved one for the next `applyLayoutEngineFrames`,
    /// with the frame the solve computed when it comes from one (see `QueuedEngineFrame`).
    func queueForEngineFrame(_ subview: UIView, solvedFrame: CGRect = .zero, solve: Int = -1, order: Int32 = -1) {
        guard !subview.layoutState.isInEngineFrameQueue else { return }
        subview.layoutState.isInEngineFrameQueue = true
        layoutState.engineFrameQueue.append(
            QueuedEngineFrame(view: subview, frame: solvedFrame, solve: solve, order: order))
    }
}
