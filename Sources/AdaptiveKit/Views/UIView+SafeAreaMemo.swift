import Foundation

/// Safe areas remembered during one layout pass, so that a view's costs its superview's, not its depth.
///
/// `safeAreaInsets` derives each view's insets from its superview's, up to the window: asked of every view of
/// a chain nested 10 000 deep, that walk cost the square of the depth. While a pass runs, each view
/// keeps what it computed, stamped with the pass; a change that can move a view's insets (its frame or bounds,
/// a move between superviews, its controller's additions) forgets the view's and its subtree's, down to the
/// views that remember nothing: a view remembers only after its superview did, so the rest remember nothing
/// either. Between passes nothing is remembered, and every read walks up as before.
@MainActor
enum SafeAreaMemo {
    /// The current outermost pass, counted from 1 (0 marks a view that remembers nothing).
    private(set) static var pass = 0

    /// Called when the outermost layout pass begins.
    static func beginPass() { pass &+= 1 }
}

extension UIView {
    /// The safe area this pass remembers for the view, or nil.
    var rememberedSafeArea: UIEdgeInsets? {
        @inline(__always) get {
            guard LayoutPass.isRunning else { return nil }
            switch layoutState.safeAreaMemo(forPass: SafeAreaMemo.pass) {
            case .none: return nil
            case .inline(let insets): return insets
            case .boxed: return boxedLayoutValues.safeAreaMemo
            }
        }
    }

    /// Keeps the safe area for the rest of this pass: in Float when exact, else in `ExactLayoutValues`.
    @inline(__always)
    func rememberSafeArea(_ insets: UIEdgeInsets) {
        guard LayoutPass.isRunning else { return }
        let quad = FloatQuad(exactly: insets)
        if quad == nil { boxedLayoutValues.safeAreaMemo = insets }
        layoutState.setSafeAreaMemo(quad, pass: SafeAreaMemo.pass)
    }

    /// Forgets the remembered safe areas of the view and its subtree (only views whose superview remembers
    /// can remember, so the walk stops at one that does not).
    func forgetSafeAreas() {
        guard LayoutPass.isRunning, layoutState.safeAreaMemoPass == SafeAreaMemo.pass else { return }
        var pending = [self]
        while let view = pending.popLast() {
            guard view.layoutState.safeAreaMemoPass == SafeAreaMemo.pass else { continue }
            view.layoutState.safeAreaMemoPass = 0
            pending.append(contentsOf: view.subviews)
        }
    }
}
