import Foundation

/// Per-view layout bookkeeping: the dirty flag and what the last pass reported.
///
/// Stored properties are laid out in declaration order: the rectangles first, then the words, then the flags
/// together, and the three reported rectangles as plain values with a flag each instead of optionals, so the
/// state takes 186 bytes in every view instead of 264 (issue 17, memory; the own margins moved to the view).
struct ViewLayoutState {
    private var storedSafeArea = UIEdgeInsets.zero
    private var storedMargins = UIEdgeInsets.zero
    private var storedBounds = CGRect.zero
    /// The safe area computed during layout pass `safeAreaMemoPass` (see `SafeAreaMemo`).
    var safeAreaMemo: UIEdgeInsets = .zero
    /// Subviews whose solved frames moved since the last `layoutSubviews` (see `applyLayoutEngineFrames`).
    var engineFrameQueue: [QueuedEngineFrame] = []
    /// Subviews that may need a visit, so that the pass need not look at every subview (a window with
    /// thousands of subviews, issue 17); each once while `isInVisitQueue`. Entries of views that moved
    /// to another superview go stale and are dropped when the queue is taken.
    var visitQueue: [UIView] = []
    /// The engine solve whose frames the last `applyLayoutEngineFrames` placed every subview at, and at what scale.
    var engineFramesGeneration = -1
    var engineFramesScale: CGFloat = 0
    var safeAreaMemoPass = 0
    /// The view's index among its superview's subviews when last looked up: checked before use.
    var subviewIndexHint: Int32 = 0
    var needsLayout = true
    private var hasSafeArea = false
    private var hasMargins = false
    private var hasBounds = false
    /// Between the view's `viewWillLayoutSubviews` and `viewDidLayoutSubviews`: a nested layout leaves it alone.
    var isInLayoutPass = false
    /// A descendant needs layout: the pass walks down only through flagged views (issue 17), so a
    /// change costs the depth of the views it touched, not the size of the window.
    var descendantNeedsLayout = false
    /// The view's frame or bounds moved, or its superview's insets did: its safe area and margins may have changed.
    var needsGeometryCheck = true
    /// A descendant needs its geometry checked.
    var descendantNeedsGeometryCheck = false
    var isInEngineFrameQueue = false
    /// While `applyLayoutEngineFrames` sets the view's frame.
    var isPlacedByEngine = false
    /// The view was a controller's root view: when the controller is freed with the view still in a
    /// window, the view loses the controller's margins without being told (see Deviations.md).
    var hadOwningViewController = false
    var isInVisitQueue = false
    /// Every subview may need a visit: the next walk looks at all of them instead of a queue holding all of
    /// them (each entry a retain and a release of a view, which take the slow path: views have side tables).
    var visitsEverySubview = false
    /// Every subview must check its safe area and margins: the next walk over every subview marks each as it
    /// passes, instead of a loop of its own over all of them before (issue 17, rotation).
    var subviewsNeedGeometryCheck = false

    /// The safe area the last pass reported.
    var reportedSafeArea: UIEdgeInsets? {
        get { hasSafeArea ? storedSafeArea : nil }
        set {
            hasSafeArea = newValue != nil
            storedSafeArea = newValue ?? .zero
        }
    }
    /// The margins the last pass reported.
    var reportedMargins: UIEdgeInsets? {
        get { hasMargins ? storedMargins : nil }
        set {
            hasMargins = newValue != nil
            storedMargins = newValue ?? .zero
        }
    }
    /// The bounds the last pass saw: when they move, the subviews' insets may move too.
    var reportedBounds: CGRect? {
        get { hasBounds ? storedBounds : nil }
        set {
            hasBounds = newValue != nil
            storedBounds = newValue ?? .zero
        }
    }

    /// Whether the pass must visit the view.
    var needsVisit: Bool { needsLayout || descendantNeedsLayout || needsGeometryCheck || descendantNeedsGeometryCheck }
}
