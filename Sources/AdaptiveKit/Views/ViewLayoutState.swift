import Foundation

/// Per-view layout bookkeeping: the dirty flag and what the last pass reported.
///
/// Stored properties are laid out in declaration order: the values in Float first, then the words, then the
/// flags in one word, so that no padding falls between them in every view. The three reported values and the
/// safe area memo are each a `FloatQuad`, half the size of four Doubles, when each component is exactly a
/// Float, the overwhelmingly common case; otherwise
/// the exact value waits in `ExactLayoutValues` and a flag says so, so that no value is ever rounded. `UIView`'s
/// accessors (UIView+ReportedGeometry.swift, `rememberedSafeArea`) read and write the two together.
struct ViewLayoutState {
    private var reportedSafeAreaQuad = FloatQuad.zero
    private var reportedMarginsQuad = FloatQuad.zero
    private var reportedBoundsQuad = FloatQuad.zero
    /// The safe area computed during layout pass `safeAreaMemoPass` (see `SafeAreaMemo`).
    private var safeAreaMemo = FloatQuad.zero
    /// Subviews whose solved frames moved since the last `layoutSubviews` (see `applyLayoutEngineFrames`).
    var engineFrameQueue: [QueuedEngineFrame] = []
    /// Subviews that may need a visit, so that the pass need not look at every subview (a window with thousands of
    /// subviews: a change must cost what it moves, not the window's size); each once while `isInVisitQueue`. Entries of
    /// views that moved to another superview go stale and are dropped when the queue is taken.
    var visitQueue: [UIView] = []
    /// The engine solve whose frames the last `applyLayoutEngineFrames` placed every subview at, and at what scale.
    var engineFramesGeneration = -1
    var engineFramesScale: CGFloat = 0
    var safeAreaMemoPass = 0
    /// The view's index among its superview's subviews when last looked up: checked before use.
    var subviewIndexHint: Int32 = 0
    /// The one-bit state below, in one word instead of a byte each (memory per view).
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
        static let hasReportedSafeArea = Flags(rawValue: 1 << 11)
        static let hasReportedMargins = Flags(rawValue: 1 << 12)
        static let hasReportedBounds = Flags(rawValue: 1 << 13)
        static let reportedSafeAreaIsBoxed = Flags(rawValue: 1 << 14)
        static let reportedMarginsIsBoxed = Flags(rawValue: 1 << 15)
        static let reportedBoundsIsBoxed = Flags(rawValue: 1 << 16)
        static let safeAreaMemoIsBoxed = Flags(rawValue: 1 << 17)

        /// A new view's: it needs layout and a geometry check, and has reported nothing.
        static let initial: Flags = [.needsLayout, .needsGeometryCheck]
        static let needsVisit: Flags = [
            .needsLayout, .descendantNeedsLayout, .needsGeometryCheck, .descendantNeedsGeometryCheck,
        ]

        mutating func set(_ flag: Flags, _ isOn: Bool) {
            if isOn { insert(flag) } else { remove(flag) }
        }
    }

    private func flag(_ flag: Flags) -> Bool { flags.contains(flag) }

    private mutating func setFlag(_ flag: Flags, _ isOn: Bool) { flags.set(flag, isOn) }

    var needsLayout: Bool {
        get { flag(.needsLayout) }
        set { setFlag(.needsLayout, newValue) }
    }
    /// Between the view's `viewWillLayoutSubviews` and `viewDidLayoutSubviews`: a nested layout leaves it alone.
    var isInLayoutPass: Bool {
        get { flag(.isInLayoutPass) }
        set { setFlag(.isInLayoutPass, newValue) }
    }
    /// A descendant needs layout: the pass walks down only through flagged views, so a
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
    /// passes, instead of a loop of its own over all of them before (a rotation visits every view once).
    var subviewsNeedGeometryCheck: Bool {
        get { flag(.subviewsNeedGeometryCheck) }
        set { setFlag(.subviewsNeedGeometryCheck, newValue) }
    }

    /// Where a value of the state is: nowhere yet, here (read back from Float), or in `ExactLayoutValues`.
    enum Stored<Value> {
        case none
        case inline(Value)
        case boxed
    }

    // Each read and write below is one access to the view's `layoutState` (each access to a class's stored
    // property is checked for exclusivity at run time, a call that costs more than the Floats' conversions).

    /// The safe area the last pass reported.
    @inline(__always)
    var reportedSafeArea: Stored<UIEdgeInsets> {
        if !flags.contains(.hasReportedSafeArea) { return .none }
        return flags.contains(.reportedSafeAreaIsBoxed) ? .boxed : .inline(reportedSafeAreaQuad.insets)
    }
    /// The margins the last pass reported.
    @inline(__always)
    var reportedMargins: Stored<UIEdgeInsets> {
        if !flags.contains(.hasReportedMargins) { return .none }
        return flags.contains(.reportedMarginsIsBoxed) ? .boxed : .inline(reportedMarginsQuad.insets)
    }
    /// The bounds the last pass saw.
    @inline(__always)
    var reportedBounds: Stored<CGRect> {
        if !flags.contains(.hasReportedBounds) { return .none }
        return flags.contains(.reportedBoundsIsBoxed) ? .boxed : .inline(reportedBoundsQuad.rect)
    }
    /// Whether the bounds the last pass saw are kept here with `quad`'s bits.
    @inline(__always)
    func reportedBoundsAre(_ quad: FloatQuad) -> Bool {
        flags.intersection([.hasReportedBounds, .reportedBoundsIsBoxed]) == .hasReportedBounds
            && reportedBoundsQuad.isIdentical(to: quad)
    }
    /// The safe area remembered during `pass` (see `SafeAreaMemo`), `.none` when it was another.
    @inline(__always)
    func safeAreaMemo(forPass pass: Int) -> Stored<UIEdgeInsets> {
        if safeAreaMemoPass != pass { return .none }
        return flags.contains(.safeAreaMemoIsBoxed) ? .boxed : .inline(safeAreaMemo.insets)
    }

    /// Sets a value's two flags: whether there is one, and whether the caller boxed it (`quad` nil).
    @inline(__always)
    private mutating func noteFlags(has: Flags, boxed: Flags, isSome: Bool, quad: FloatQuad?) {
        flags.set(has, isSome)
        flags.set(boxed, isSome && quad == nil)
    }

    /// Notes a reported safe area: nil for none, `quad` nil when the caller boxed it.
    @inline(__always)
    mutating func setReportedSafeArea(isSome: Bool, quad: FloatQuad?) {
        noteFlags(has: .hasReportedSafeArea, boxed: .reportedSafeAreaIsBoxed, isSome: isSome, quad: quad)
        reportedSafeAreaQuad = quad ?? .zero
    }
    /// Notes reported margins: nil for none, `quad` nil when the caller boxed them.
    @inline(__always)
    mutating func setReportedMargins(isSome: Bool, quad: FloatQuad?) {
        noteFlags(has: .hasReportedMargins, boxed: .reportedMarginsIsBoxed, isSome: isSome, quad: quad)
        reportedMarginsQuad = quad ?? .zero
    }
    /// Notes the bounds a pass saw: nil for none, `quad` nil when the caller boxed them.
    @inline(__always)
    mutating func setReportedBounds(isSome: Bool, quad: FloatQuad?) {
        noteFlags(has: .hasReportedBounds, boxed: .reportedBoundsIsBoxed, isSome: isSome, quad: quad)
        reportedBoundsQuad = quad ?? .zero
    }
    /// Remembers a safe area for `pass`, `quad` nil when the caller boxed it.
    @inline(__always)
    mutating func setSafeAreaMemo(_ quad: FloatQuad?, pass: Int) {
        flags.set(.safeAreaMemoIsBoxed, quad == nil)
        safeAreaMemo = quad ?? .zero
        safeAreaMemoPass = pass
    }

    /// Whether the pass must visit the view.
    var needsVisit: Bool { !flags.isDisjoint(with: .needsVisit) }
}
