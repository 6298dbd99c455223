import Foundation

/// Per-view layout bookkeeping: the dirty flag and what the last pass reported.
///
/// Stored properties are laid out in declaration order: the rectangles first, then the words, then the flags
/// in one word, and the three reported rectangles as plain values with a flag each instead of optionals, so
/// the state takes 176 bytes in every view instead of 264 (issue 17, memory; the own margins moved to the view).
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
    /// The one-bit state below, in one word instead of a byte each (issue 17, memory).
    private var flags = Flags.initial

    /// The flags' bits. `needsVisit` tests four of them at once.
    private struct Flags: OptionSet {
        let rawValue: UInt32
        static let needsLayout = Flags(rawValue: 1 << 0)
        static let descendantNeedsLayout = Flags(rawValue: 1 << 1)
        static let needsGeometryCheck = Flags(rawValue: 1 << 2)
        static let descendantNeedsGeometryCheck = Flags(rawValue: 1 << 3)
        static let isInLayoutPass = Flags(rawValue: 1 << 4)
        static let isInEngineFrameQueue = Flags(rawValue: 1 << 5)
        static let isPlacedByEngine = Flags(rawValue: 1 << 6)
        static let hadOwningViewController = Flags(rawValue: 1 << 7)
        static let isInVisitQueue = Flags(rawValue: 1 << 8)
        static let visitsEverySubview = Flags(rawValue: 1 << 9)
        static let subviewsNeedGeometryCheck = Flags(rawValue: 1 << 10)
        static let hasSafeArea = Flags(rawValue: 1 << 11)
        static let hasMargins = Flags(rawValue: 1 << 12)
        static let hasBounds = Flags(rawValue: 1 << 13)

        /// A new view's: it needs layout and a geometry check, and has reported nothing.
        static let initial: Flags = [.needsLayout, .needsGeometryCheck]
        static let needsVisit: Flags = [
            .needsLayout, .descendantNeedsLayout, .needsGeometryCheck, .descendantNeedsGeometryCheck,
        ]
    }

    private func flag(_ flag: Flags) -> Bool { flags.contains(flag) }

    private mutating func setFlag(_ flag: Flags, _ isOn: Bool) {
        if isOn { flags.insert(flag) } else { flags.remove(flag) }
    }

    var needsLayout: Bool {
        get { flag(.needsLayout) }
        set { setFlag(.needsLayout, newValue) }
    }
    /// Between the view's `viewWillLayoutSubviews` and `viewDidLayoutSubviews`: a nested layout leaves it alone.
    var isInLayoutPass: Bool {
        get { flag(.isInLayoutPass) }
        set { setFlag(.isInLayoutPass, newValue) }
    }
    /// A descendant needs layout: the pass walks down only through flagged views (issue 17), so a
    /// change costs the depth of the views it touched, not the size of the window.
    var descendantNeedsLayout: Bool {
        get { flag(.descendantNeedsLayout) }
        set { setFlag(.descendantNeedsLayout, newValue) }
    }
    /// The view's frame or bounds moved, or its superview's insets did: its safe area and margins may have changed.
    var needsGeometryCheck: Bool {
        get { flag(.needsGeometryCheck) }
        set { setFlag(.needsGeometryCheck, newValue) }
    }
    /// A descendant needs its geometry checked.
    var descendantNeedsGeometryCheck: Bool {
        get { flag(.descendantNeedsGeometryCheck) }
        set { setFlag(.descendantNeedsGeometryCheck, newValue) }
    }
    var isInEngineFrameQueue: Bool {
        get { flag(.isInEngineFrameQueue) }
        set { setFlag(.isInEngineFrameQueue, newValue) }
    }
    /// While `applyLayoutEngineFrames` sets the view's frame.
    var isPlacedByEngine: Bool {
        get { flag(.isPlacedByEngine) }
        set { setFlag(.isPlacedByEngine, newValue) }
    }
    /// The view was a controller's root view: when the controller is freed with the view still in a
    /// window, the view loses the controller's margins without being told (see Deviations.md).
    var hadOwningViewController: Bool {
        get { flag(.hadOwningViewController) }
        set { setFlag(.hadOwningViewController, newValue) }
    }
    var isInVisitQueue: Bool {
        get { flag(.isInVisitQueue) }
        set { setFlag(.isInVisitQueue, newValue) }
    }
    /// Every subview may need a visit: the next walk looks at all of them instead of a queue holding all of
    /// them (each entry a retain and a release of a view, which take the slow path: views have side tables).
    var visitsEverySubview: Bool {
        get { flag(.visitsEverySubview) }
        set { setFlag(.visitsEverySubview, newValue) }
    }
    /// Every subview must check its safe area and margins: the next walk over every subview marks each as it
    /// passes, instead of a loop of its own over all of them before (issue 17, rotation).
    var subviewsNeedGeometryCheck: Bool {
        get { flag(.subviewsNeedGeometryCheck) }
        set { setFlag(.subviewsNeedGeometryCheck, newValue) }
    }

    /// The safe area the last pass reported.
    var reportedSafeArea: UIEdgeInsets? {
        get { flag(.hasSafeArea) ? storedSafeArea : nil }
        set {
            setFlag(.hasSafeArea, newValue != nil)
            storedSafeArea = newValue ?? .zero
        }
    }
    /// The margins the last pass reported.
    var reportedMargins: UIEdgeInsets? {
        get { flag(.hasMargins) ? storedMargins : nil }
        set {
            setFlag(.hasMargins, newValue != nil)
            storedMargins = newValue ?? .zero
        }
    }
    /// The bounds the last pass saw: when they move, the subviews' insets may move too.
    var reportedBounds: CGRect? {
        get { flag(.hasBounds) ? storedBounds : nil }
        set {
            setFlag(.hasBounds, newValue != nil)
            storedBounds = newValue ?? .zero
        }
    }

    /// Whether the pass must visit the view.
    var needsVisit: Bool { !flags.isDisjoint(with: .needsVisit) }
}
