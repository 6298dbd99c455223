import Foundation

// Solved frames reaching the views: all of a superview's subviews after a full solve, only the
// queued ones after a solve that reported what changed (issue 17).

extension UIView {
    /// Places Auto Layout subviews at their solved frames (UIKit's default `layoutSubviews`).
    ///
    /// After a solve that reported what changed, only the subviews it queued are placed, in the
    /// order of `subviews`; otherwise (a new engine, a full solve, a new display scale) all of them.
    func applyLayoutEngineFrames() {
        guard let engine = layoutEngineForReading else { return }
        let scale = traitCollection.displayScale
        var candidates: [UIView]
        let queue = layoutState.engineFrameQueue
        layoutState.engineFrameQueue = []
        for subview in queue { subview.layoutState.isInEngineFrameQueue = false }
        if layoutState.engineFramesGeneration != engine.generation || layoutState.engineFramesScale != scale {
            layoutState.engineFramesGeneration = engine.generation
            layoutState.engineFramesScale = scale
            candidates = subviews
            // A subview queued on a former superview is free to queue here.
            for subview in subviews { subview.layoutState.isInEngineFrameQueue = false }
        } else {
            candidates = queue.filter { $0.superview === self }
            if candidates.count > 1 {
                // Each index looked up once, not twice per comparison (n log n lookups: 7 % of a rotation
                // of 20 000 subviews); the queue is often in order already.
                let indices = engine.viewIndices
                let keyed = candidates.map { (index: indices[ObjectIdentifier($0)] ?? 0, view: $0) }
                if !zip(keyed, keyed.dropFirst()).allSatisfy({ $0.index <= $1.index }) {
                    candidates = keyed.sorted { $0.index < $1.index }.map(\.view)
                }
            }
        }
        var moved: [UIView] = []
        let base = engine.variables[ObjectIdentifier(self)]
        for subview in candidates where !subview.translatesAutoresizingMaskIntoConstraints {
            let solved = engine.frame(of: subview, relativeTo: self, base: base, scale: scale)
            if let frame = solved, frame != subview.frame {
                subview.layoutState.isPlacedByEngine = true
                subview.frame = frame
                subview.layoutState.isPlacedByEngine = false
                moved.append(subview)
            }
        }
        // Their guides follow the new frames now, together, so the engine solves once for all of
        // them rather than once per subview as each lays out (a form screen's rows, issue 17).
        for subview in moved { subview.updateSystemGuidesForLayout() }
    }

    /// A view whose frame was set from outside the engine keeps its autoresizing constraints in step;
    /// one placed by constraints goes back to its solved frame on its superview's next layout.
    func frameDidChangeForLayoutEngine() {
        guard let engine = layoutEngine, !engine.needsRebuild else { return }
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

    /// Queues a subview whose frame may differ from its solved one for the next `applyLayoutEngineFrames`.
    func queueForEngineFrame(_ subview: UIView) {
        guard !subview.layoutState.isInEngineFrameQueue else { return }
        subview.layoutState.isInEngineFrameQueue = true
        layoutState.engineFrameQueue.append(subview)
    }
}
