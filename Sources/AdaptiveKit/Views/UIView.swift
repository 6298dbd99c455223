import Foundation

/// A rectangle of interface, like UIKit's `UIView`: geometry, hierarchy, traits and layout.
@MainActor
open class UIView: UIResponder, UITraitEnvironment {
    // The two weak references are not in `ViewStorage`: a weak field would make it address-only, and each read
    // of any of its fields a copy of it all. They skip the exclusivity check in release builds as it does, and
    // come first, where they take no padding (stored properties are laid out in declaration order).

    /// The superview, or nil for a window or a view outside any hierarchy.
    #if !DEBUG
        @exclusivity(unchecked)
    #endif
    public internal(set) weak var superview: UIView? {
        didSet { if superview !== oldValue { forgetTopLayoutView() } }
    }
    /// The top of the view's hierarchy, remembered by a view below it (see `topLayoutView`).
    #if !DEBUG
        @exclusivity(unchecked)
    #endif
    weak var rememberedTopLayoutView: UIView?
    /// Everything else the view stores (see `ViewStorage`, which says why it is one property), read through the
    /// accessors below.
    #if !DEBUG
        @exclusivity(unchecked)
    #endif
    var storage: ViewStorage
    /// The subviews, back to front.
    public internal(set) var subviews: [UIView] {
        @inline(__always) get { storage.subviews }
        @inline(__always) _modify { yield &storage.subviews }
    }
    /// The controller whose root view this is; it stands between the view and its superview for traits.
    /// Held weakly in `ViewRareStorage`: few views are a controller's root view.
    var owningViewController: UIViewController? {
        get { rare?.owningViewController }
        set {
            let oldValue = rare?.owningViewController
            if newValue != nil || rare != nil { madeRare().owningViewController = newValue }
            layoutState.hadOwningViewController = newValue != nil
            // The views below remember whether a controller's view lies on their way up.
            if newValue !== oldValue { forgetTopLayoutView() }
        }
    }

    var traitState: TraitState {
        @inline(__always) get { storage.traitState }
        @inline(__always) _modify { yield &storage.traitState }
    }
    /// The view's one-bit properties (`isHidden`, `autoresizesSubviews` and the like).
    var viewFlags: ViewFlags {
        @inline(__always) get { storage.viewFlags }
        @inline(__always) _modify { yield &storage.viewFlags }
    }
    /// The view's trait overrides; few views have any. Setting them (even to nothing) stores them.
    var traitOverridesStorage: TraitValues {
        get { rare?.traitOverrides ?? .unspecified }
        set { madeRare().traitOverrides = newValue }
    }
    /// Whether trait overrides were ever set on the view.
    var hasTraitOverrides: Bool { rare?.traitOverrides != nil }
    var traitChangeRegistrations: TraitChangeRegistrations {
        get { rare?.traitChangeRegistrations ?? TraitChangeRegistrations() }
        _modify { yield &madeRare().traitChangeRegistrations }
    }
    var layoutState: ViewLayoutState {
        @inline(__always) get { storage.layoutState }
        @inline(__always) _modify { yield &storage.layoutState }
    }
    var appearanceState: ViewAppearanceState {
        get { rare?.appearance ?? ViewAppearanceState() }
        _modify { yield &madeRare().appearance }
    }
    /// What few views use (see `ViewRareStorage`), made when the first of it is set.
    private var rare: ViewRareStorage? {
        @inline(__always) get { storage.rare }
        set { storage.rare = newValue }
    }

    private func madeRare() -> ViewRareStorage {
        if let rare { return rare }
        let made = ViewRareStorage()
        rare = made
        return made
    }

    /// Where `layoutState` keeps the values that are not exactly Floats (see `ViewLayoutState`), made on first use.
    var exactLayoutValues: ExactLayoutValues {
        let rare = madeRare()
        if let values = rare.exactLayoutValues { return values }
        let made = ExactLayoutValues()
        rare.exactLayoutValues = made
        return made
    }

    /// Whether the view made `exactLayoutValues` (for tests of its size).
    var hasExactLayoutValues: Bool { rare?.exactLayoutValues != nil }

    /// A number identifying the view, like UIKit's `tag`.
    open var tag: Int {
        get { rare?.tag ?? 0 }
        set {
            guard newValue != 0 || rare != nil else { return }
            madeRare().tag = newValue
        }
    }
    /// Whether the view is hidden; a stack view collapses a hidden arranged subview.
    open var isHidden: Bool {
        get { viewFlags.contains(.isHidden) }
        set {
            let oldValue = viewFlags.contains(.isHidden)
            viewFlags.set(.isHidden, newValue)
            if newValue != oldValue { (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self) }
            if newValue, !oldValue { resignFirstResponderInside() }
        }
    }
    /// Whether no view between this one and its remembered top (both left out) is a controller's root view:
    /// then its trait window is the top's (see `traitWindow`). Meaningful while `rememberedTopLayoutView` is set.
    var pathToTopHasNoControllerView: Bool {
        get { viewFlags.contains(.pathToTopHasNoControllerView) }
        set { viewFlags.set(.pathToTopHasNoControllerView, newValue) }
    }
    /// The view's opacity.
    open var alpha: CGFloat {
        get { rare?.alpha ?? 1 }
        set {
            guard newValue != 1 || rare != nil else { return }
            madeRare().alpha = newValue
        }
    }
    /// How the view shows its content when its size differs from the content's, like UIKit's `contentMode`.
    open var contentMode: ContentMode {
        get { storage.contentMode }
        set { storage.contentMode = newValue }
    }
    /// Whether the view resizes its subviews by their autoresizing masks when its bounds change.
    open var autoresizesSubviews: Bool {
        get { viewFlags.contains(.autoresizesSubviews) }
        set { viewFlags.set(.autoresizesSubviews, newValue) }
    }
    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask: AutoresizingMask {
        get {
            let defined = AutoresizingMask(rawValue: UInt(storage.autoresizingBits))
            guard let other = rare?.otherAutoresizingBits, other != 0 else { return defined }
            return defined.union(AutoresizingMask(rawValue: other))
        }
        set {
            storage.autoresizingBits = UInt8(truncatingIfNeeded: newValue.rawValue)
            let other = newValue.rawValue & ~0xFF
            if other != 0 || rare != nil { madeRare().otherAutoresizingBits = other }
        }
    }
    /// The view's own margins (UIKit's default is 8 on every side): a preset, or kept in `ViewRareStorage`.
    var ownMargins: NSDirectionalEdgeInsets {
        get { storage.ownMarginsPreset.margins ?? rare?.ownMargins ?? OwnMarginsPreset.standardMargins }
        set {
            storage.ownMarginsPreset = OwnMarginsPreset(newValue)
            if storage.ownMarginsPreset == .custom { madeRare().ownMargins = newValue }
        }
    }
    /// The fill behind the view's content; dynamic colors resolve with the view's traits.
    open var backgroundColor: UIColor? {
        get { rare?.backgroundColor }
        set {
            if newValue != nil || rare != nil { madeRare().backgroundColor = newValue }
            appearancePropertyDidChange("backgroundColor")
        }
    }
    /// The tint: the view's own, else its superview's, else the system blue a window starts with, like UIKit's.
    ///
    /// Setting nil makes the view inherit again; views whose tint changes get `tintColorDidChange()`.
    open var tintColor: UIColor! {
        get { appearanceState.ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            appearanceState.ownTintColor = newValue
            appearancePropertyDidChange("tintColor")
            notifyTintColorDidChange()
        }
    }
    /// Called when the view's effective tint color changes, like UIKit's `tintColorDidChange()`.
    open func tintColorDidChange() {}
    /// The Interface Builder id of a control or cell that a storyboard connected to segues; a tap on it
    /// performs them (see `performStoryboardSegues(accessory:)`).
    package final var storyboardTriggerID: String? {
        get { rare?.storyboardTriggerID }
        set {
            guard newValue != nil || rare != nil else { return }
            madeRare().storyboardTriggerID = newValue
        }
    }
    /// A name for tools and tests, like UIKit's `accessibilityIdentifier`.
    open var accessibilityIdentifier: String? {
        get { rare?.accessibilityIdentifier }
        set {
            guard newValue != nil || rare != nil else { return }
            madeRare().accessibilityIdentifier = newValue
        }
    }

    // MARK: Accessibility
    // UIKit declares these on NSObject (the informal UIAccessibility protocols); without the Objective-C runtime
    // they are open members here so that subclasses override them (see Deviations.md). Defaults per class are in
    // `UIView+Accessibility.swift`.

    /// Where the finger that may tap a table's row or a collection view's item came down, in the view's
    /// coordinates. Kept in `ViewRareStorage` rather than stored by those classes: a stored property would
    /// move their subclasses' fields.
    final var tapStart: CGPoint? {
        get { rare?.tapStart }
        set {
            guard newValue != nil || rare != nil else { return }
            madeRare().tapStart = newValue
        }
    }

    /// The view's accessibility settings, made when the first is set.
    final var accessibilityAttributes: AccessibilityAttributes? { rare?.accessibility }
    final func madeAccessibilityAttributes() -> AccessibilityAttributes {
        let rare = madeRare()
        if let attributes = rare.accessibility { return attributes }
        let made = AccessibilityAttributes()
        rare.accessibility = made
        return made
    }

    /// Whether assistive apps see the view as one element, like UIKit's `isAccessibilityElement`: false for a
    /// plain view, true for labels and most standard controls.
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes?.isElement ?? defaultIsAccessibilityElement }
        set { madeAccessibilityAttributes().isElement = newValue }
    }
    /// What VoiceOver says the element is, like UIKit's `accessibilityLabel`: a label's text, a button's title.
    open var accessibilityLabel: String? {
        get { accessibilityAttributes?.label ?? defaultAccessibilityLabel }
        set { madeAccessibilityAttributes().label = newValue }
    }
    /// What activating the element does, like UIKit's `accessibilityHint` (nil by default).
    open var accessibilityHint: String? {
        get { accessibilityAttributes?.hint }
        set { madeAccessibilityAttributes().hint = newValue }
    }
    /// The element's current value, like UIKit's `accessibilityValue`: a switch's "1" or "0", a slider's percent.
    open var accessibilityValue: String? {
        get { accessibilityAttributes?.value ?? defaultAccessibilityValue }
        set { madeAccessibilityAttributes().value = newValue }
    }
    /// What the element is and its state, like UIKit's `accessibilityTraits`: `.staticText` for a label,
    /// `.button` for a button (with `.selected` and `.notEnabled` as its state says).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes?.traits ?? defaultAccessibilityTraits }
        set { madeAccessibilityAttributes().traits = newValue }
    }
    /// The elements inside the view in the order VoiceOver reads them, like UIKit's `accessibilityElements`:
    /// views and `UIAccessibilityElement`s; nil (the default for most views) reads the subviews.
    open var accessibilityElements: [Any]? {
        get { accessibilityAttributes?.elements ?? defaultAccessibilityElements }
        set { madeAccessibilityAttributes().elements = newValue }
    }
    /// The element's frame in screen coordinates, like UIKit's `accessibilityFrame`: by default the view's bounds
    /// on the screen.
    open var accessibilityFrame: CGRect {
        get { accessibilityAttributes?.frame ?? screenRect(of: bounds) }
        set { madeAccessibilityAttributes().frame = newValue }
    }
    /// Where activating the element taps, in screen coordinates, like UIKit's `accessibilityActivationPoint`: by
    /// default the middle of `accessibilityFrame`.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = accessibilityAttributes?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { madeAccessibilityAttributes().activationPoint = newValue }
    }
    /// Whether VoiceOver ignores the view's siblings (an alert, a custom sheet), like UIKit's
    /// `accessibilityViewIsModal`.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityAttributes?.viewIsModal ?? defaultAccessibilityViewIsModal }
        set { madeAccessibilityAttributes().viewIsModal = newValue }
    }
    /// Whether VoiceOver reads the view's children together before moving on, like UIKit's
    /// `shouldGroupAccessibilityChildren`.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityAttributes?.shouldGroupChildren ?? false }
        set { madeAccessibilityAttributes().shouldGroupChildren = newValue }
    }
    /// Whether the elements inside the view are hidden from assistive apps, like UIKit's
    /// `accessibilityElementsHidden`.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityAttributes?.elementsHidden ?? false }
        set { madeAccessibilityAttributes().elementsHidden = newValue }
    }
    /// The language VoiceOver speaks the element in (a BCP 47 tag), like UIKit's `accessibilityLanguage`.
    open var accessibilityLanguage: String? {
        get { accessibilityAttributes?.language }
        set { madeAccessibilityAttributes().language = newValue }
    }
    /// Actions VoiceOver offers in its Actions rotor, like UIKit's `accessibilityCustomActions`.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityAttributes?.customActions }
        set { madeAccessibilityAttributes().customActions = newValue }
    }
    /// Called when VoiceOver activates the element (a double tap); return true if it did something, like
    /// UIKit's `accessibilityActivate()`. False by default: VoiceOver then taps the activation point.
    open func accessibilityActivate() -> Bool { false }
    /// Called when VoiceOver swipes up on an adjustable element, like UIKit's `accessibilityIncrement()`.
    open func accessibilityIncrement() {}
    /// Called when VoiceOver swipes down on an adjustable element, like UIKit's `accessibilityDecrement()`.
    open func accessibilityDecrement() {}

    /// Creates a view with a frame, like UIKit's designated initializer.
    public init(frame: CGRect) {
        storage = ViewStorage(frame: frame)
        super.init()
    }

    /// Creates a zero-sized view, like `UIView()`.
    public convenience override init() { self.init(frame: .zero) }

    /// Freeing a view frees its subviews from within its own release, one nested call per level: a hierarchy
    /// built in code may nest deeper than the stack. They are handed to `ViewRelease`, which frees them one
    /// after another instead. A subview something else keeps becomes the top of its own hierarchy.
    ///
    /// A plain (nonisolated) deinit that asserts the main actor rather than an `isolated deinit`: UIKit's
    /// subclasses write a plain `deinit`, which Swift refuses below an isolated one. Views are released on the
    /// main actor, as UIKit's are.
    deinit {
        MainActor.assumeIsolated {
            guard !subviews.isEmpty else { return }
            markSubviewsLosingEngine()
            ViewRelease.release(subviews)
        }
    }

    /// Decoding from an archive; AdaptiveKit reads Interface Builder files with `InterfaceBuilder` instead.
    public required init?(coder: NSCoder) {
        storage = ViewStorage(frame: .zero)
        super.init()
    }

    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { CGRect(origin: storage.origin, size: storage.bounds.size) }
        set {
            let oldSize = storage.bounds.size
            let oldFrame = frame
            storage.origin = newValue.origin
            storage.bounds.size = newValue.size
            boundsSizeDidChange(from: oldSize)
            if oldFrame != newValue {
                geometryDidChange()
                frameDidChangeForLayoutEngine()
            }
        }
    }

    /// The view's rectangle in its own coordinates.
    open var bounds: CGRect {
        get { storage.bounds }
        set {
            let oldSize = storage.bounds.size
            // A bounds change resizes the view around its center, as in UIKit.
            let center = self.center
            let oldBounds = storage.bounds
            storage.bounds = newValue
            storage.origin = CGPoint(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2)
            if oldBounds != newValue { geometryDidChange() }
            boundsSizeDidChange(from: oldSize)
            if oldSize != newValue.size { frameDidChangeForLayoutEngine() }
        }
    }

    /// The center of the frame in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: storage.origin.x + storage.bounds.width / 2, y: storage.origin.y + storage.bounds.height / 2) }
        set {
            let origin = CGPoint(x: newValue.x - storage.bounds.width / 2, y: newValue.y - storage.bounds.height / 2)
            guard storage.origin != origin else { return }
            storage.origin = origin
            geometryDidChange()
            frameDidChangeForLayoutEngine()
        }
    }

    private func boundsSizeDidChange(from oldSize: CGSize) {
        guard oldSize != storage.bounds.size else { return }
        setNeedsLayout()
        if autoresizesSubviews, !subviews.isEmpty { AutoresizingCascade.resizeSubviews(of: self, from: oldSize) }
    }

    /// Converts a point from this view's coordinates to another view's (or the window's, for nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = pointInRoot(point)
        guard let view else { return inWindow }
        let origin = view.pointInRoot(.zero)
        return CGPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
    }

    /// Converts a rectangle from this view's coordinates to another view's (or the window's, for nil).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a point from another view's coordinates (or the window's, for nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: view).origin
    }

    /// Converts a rectangle from another view's coordinates (or the window's, for nil) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let origin = (view ?? nil)?.pointInRoot(rect.origin) ?? rect.origin
        let mine = pointInRoot(.zero)
        return CGRect(x: origin.x - mine.x, y: origin.y - mine.y, width: rect.width, height: rect.height)
    }

    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = CGPoint(x: point.x - bounds.origin.x, y: point.y - bounds.origin.y)
        var view: UIView = self
        while let superview = view.superview {
            WalkSteps.step()
            result.x += view.frame.origin.x - superview.bounds.origin.x
            result.y += view.frame.origin.y - superview.bounds.origin.y
            view = superview
        }
        return result
    }

    // MARK: Touches (in the class body: Swift cannot override members of extensions)

    /// Whether touches reach the view, like UIKit's `isUserInteractionEnabled`: true by default, false for
    /// labels and image views (UIKit's documented defaults). A view that does not take touches is skipped by
    /// hit-testing with its subviews.
    open var isUserInteractionEnabled: Bool {
        get {
            viewFlags.contains(.userInteractionIsSet)
                ? viewFlags.contains(.userInteractionEnabled) : !(self is UILabel || self is UIImageView)
        }
        set {
            viewFlags.insert(.userInteractionIsSet)
            viewFlags.set(.userInteractionEnabled, newValue)
        }
    }

    /// Whether the view takes more than one touch at a time, like UIKit's `isMultipleTouchEnabled`; false by default.
    open var isMultipleTouchEnabled: Bool {
        get { viewFlags.contains(.isMultipleTouchEnabled) }
        set { viewFlags.set(.isMultipleTouchEnabled, newValue) }
    }

    /// Whether a touch on the view keeps other views of its window from taking touches, like UIKit's
    /// `isExclusiveTouch`; false by default.
    open var isExclusiveTouch: Bool {
        get { viewFlags.contains(.isExclusiveTouch) }
        set { viewFlags.set(.isExclusiveTouch, newValue) }
    }

    /// The deepest view at a point that takes touches, front to back, like UIKit's `hitTest(_:with:)`: hidden
    /// views, views that do not take touches and views with an alpha below 0.01 are skipped with their
    /// subviews, and a point outside a view's bounds (`point(inside:with:)`) never reaches its subviews.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard receivesTouches, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether a point in the view's coordinates is inside it, like UIKit's `point(inside:with:)`: inside its
    /// bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The gesture recognizers attached to the view, like UIKit's `gestureRecognizers`; nil when none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            guard let recognizers = rare?.gestureRecognizers, !recognizers.isEmpty else { return nil }
            return recognizers
        }
        set {
            for recognizer in rare?.gestureRecognizers ?? [] { recognizer.view = nil }
            let recognizers = newValue ?? []
            guard !recognizers.isEmpty || rare != nil else { return }
            for recognizer in recognizers {
                recognizer.view?.removeGestureRecognizer(recognizer)
                recognizer.view = self
            }
            madeRare().gestureRecognizers = recognizers
        }
    }

    /// Attaches a recognizer, like UIKit's `addGestureRecognizer(_:)`; it leaves the view it was on.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        madeRare().gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer, like UIKit's `removeGestureRecognizer(_:)`.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        rare?.gestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Whether a recognizer may begin recognizing a gesture in this view, like UIKit's
    /// `gestureRecognizerShouldBegin(_:)`; true by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Hierarchy callbacks (in the class body: Swift cannot override members of extensions)

    /// The window the view is in, or nil.
    open var window: UIWindow? { topLayoutView as? UIWindow }

    /// Called before the superview changes.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called before the window changes.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout (overridable members stay in the class body)

    /// Lays out subviews: the default places subviews that use Auto Layout where the engine solved them
    /// (autoresizing already ran as bounds changed). Overrides call `super` first, as in UIKit.
    open func layoutSubviews() {
        applyLayoutEngineFrames()
    }

    /// The size the view would like within `size`; a plain view answers its current size, as UIKit's does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    // MARK: Auto Layout (overridable members)

    var autoLayout: ViewAutoLayoutState {
        @inline(__always) get { storage.autoLayout }
        @inline(__always) _modify { yield &storage.autoLayout }
    }

    /// Whether the view's frame and autoresizing mask become constraints (true for views made in code).
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMask }
        set {
            guard newValue != autoLayout.translatesAutoresizingMask else { return }
            autoLayout.translatesAutoresizingMask = newValue
            layoutEngine?.needsRebuild = true
            superview?.setNeedsLayout()
        }
    }

    /// The natural size of the view's content; `noIntrinsicMetric` on an axis without one.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Updates the view's constraints before layout; call `super` at the end, as UIKit requires.
    open func updateConstraints() {
        autoLayout.needsUpdateConstraints = false
    }

    /// How strongly the view resists growing beyond its intrinsic size (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let priorities = contentPriorities
        return axis == .horizontal ? priorities.horizontalHugging : priorities.verticalHugging
    }

    /// Sets the hugging priority for an axis.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        var priorities = contentPriorities
        if axis == .horizontal {
            priorities.horizontalHugging = priority
        } else {
            priorities.verticalHugging = priority
        }
        contentPriorities = priorities
        intrinsicConstraintsDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let priorities = contentPriorities
        return axis == .horizontal ? priorities.horizontalCompression : priorities.verticalCompression
    }

    /// Sets the compression resistance priority for an axis.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        var priorities = contentPriorities
        if axis == .horizontal {
            priorities.horizontalCompression = priority
        } else {
            priorities.verticalCompression = priority
        }
        contentPriorities = priorities
        intrinsicConstraintsDidChange()
    }

    /// The four content priorities, UIKit's defaults until one is set otherwise (then kept in `ViewRareStorage`).
    private var contentPriorities: ContentPriorities {
        get { rare?.contentPriorities ?? ContentPriorities() }
        set {
            guard rare != nil || newValue != ContentPriorities() else { return }
            madeRare().contentPriorities = newValue
        }
    }

    /// The smallest (or, with `layoutFittingExpandedSize`, largest) size that satisfies the view's constraints.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that satisfies the constraints, each axis held at a priority.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The view whose first baseline stands for this view's in constraints, like UIKit's `forFirstBaselineLayout`.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline stands for this view's in constraints, like UIKit's `forLastBaselineLayout`.
    open var forLastBaselineLayout: UIView { self }

    /// The distance from the top to the first baseline for views that show text; nil means the bottom edge.
    var firstBaselineOffsetFromTop: CGFloat? { nil }
    /// The distance from the last baseline to the bottom for views that show text; nil means the bottom edge.
    var lastBaselineOffsetFromBottom: CGFloat? { nil }
    /// For views that center their text vertically (buttons): both baselines' distance below the view's
    /// vertical center, which moves with the view's height; nil when the offsets above apply.
    var baselineOffsetFromCenterY: CGFloat? { nil }

    /// Called when the safe area insets changed, before the next `layoutSubviews()`.
    open func safeAreaInsetsDidChange() {}

    /// Called when the layout margins changed, before the next `layoutSubviews()`.
    open func layoutMarginsDidChange() {}

    /// The layout margins: own margins plus, by default, the safe area, as UIKit reports them.
    ///
    /// Setting stores the view's own margins (left-to-right); reading returns the effective ones.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins() }
        set {
            ownMargins = NSDirectionalEdgeInsets(
                top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
            viewFlags.remove(.ownMarginsAreDirectional)
            setNeedsLayout()
        }
    }

    /// The layout margins in leading/trailing terms, following the layout direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = effectiveLayoutMargins()
            let rightToLeft = traitCollection.layoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(
                top: margins.top, leading: rightToLeft ? margins.right : margins.left,
                bottom: margins.bottom, trailing: rightToLeft ? margins.left : margins.right)
        }
        set {
            ownMargins = newValue
            viewFlags.insert(.ownMarginsAreDirectional)
            setNeedsLayout()
        }
    }

    /// Whether the superview's margins also count when this view's edge lies within them.
    open var preservesSuperviewLayoutMargins: Bool {
        get { viewFlags.contains(.preservesSuperviewLayoutMargins) }
        set {
            viewFlags.set(.preservesSuperviewLayoutMargins, newValue)
            setNeedsLayout()
        }
    }

    /// Whether margins are measured from the safe area's edge rather than the bounds'.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { viewFlags.contains(.insetsLayoutMarginsFromSafeArea) }
        set {
            viewFlags.set(.insetsLayoutMarginsFromSafeArea, newValue)
            setNeedsLayout()
        }
    }

    // MARK: Traits

    /// The view's traits: its controller's (for a root view) or its superview's, with its own overrides.
    public var traitCollection: UITraitCollection { traitState.current }

    /// Called when the view's traits change; views get no `willTransition` calls.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// iOS 17 trait overrides: set traits here to change them for this view and its subviews.
    public var traitOverrides: any UITraitOverrides {
        get { traitOverridesStorage }
        set {
            traitOverridesStorage = newValue as? TraitValues ?? TraitValues()
            TraitPropagation.invalidate(self)
        }
    }
}

extension UIView {
    /// How a view resizes with its superview, like UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies the autoresizing mask after the superview's size changed, as UIKit's `resizeSubviews` does.
    func resize(withOldSuperviewSize old: CGSize, newSize new: CGSize) {
        guard !autoresizingMask.isEmpty, old != new else { return }
        let rect = frame
        let x = autoresizingMask.shares(horizontal: true, start: rect.minX, length: rect.width, span: old.width)
        let y = autoresizingMask.shares(horizontal: false, start: rect.minY, length: rect.height, span: old.height)
        let (dx, dy) = (Double(new.width - old.width), Double(new.height - old.height))
        frame = CGRect(
            x: Double(rect.minX) + x.start * dx, y: Double(rect.minY) + y.start * dy,
            width: Double(rect.width) + x.length * dx, height: Double(rect.height) + y.length * dy)
    }
}
