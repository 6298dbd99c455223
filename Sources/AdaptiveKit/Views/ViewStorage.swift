import Foundation

/// What a `UIView` stores, in one struct the view holds in one property (`UIView.storage`).
///
/// Swift checks each access to a class's stored property for exclusivity at run time, and the layout pass reads
/// a view's geometry, hierarchy, traits and layout state in its loops: a call per read that cost more than many
/// of the reads themselves. The one property skips that check in release builds (`@exclusivity(unchecked)`);
/// debug builds, which the tests run, keep it, so that an overlapping access still traps there. `UIView` reads
/// the fields through trivial accessors, as if they were its own.
///
/// The fields keep the order they had in the class: a field is placed right after the one before it, so the
/// one-byte fields sit in the trait state's tail padding, before the layout state's words, and a view takes no
/// more memory than the fields do. Whatever few views use waits in `rare` (see `ViewRareStorage`). The view's
/// two weak references stay outside: a weak field makes a struct address-only, and every read of any field
/// of it then copied the whole struct, each weak field with a call of the runtime.
struct ViewStorage {
    // Geometry: the frame's origin and the bounds are stored, so frames set from layout read back exactly;
    // the center is derived (no transforms here).
    var bounds: CGRect
    var origin: CGPoint
    // The superview and the remembered top are the class's own fields (`UIView.superview`).
    /// The subviews, back to front.
    var subviews: [UIView] = []
    var traitState = TraitState()
    /// The view's one-bit properties (`isHidden`, `autoresizesSubviews` and the like).
    var viewFlags = ViewFlags.initial
    var contentMode = UIView.ContentMode.scaleToFill
    /// The autoresizing mask's defined bits; any others wait in `ViewRareStorage`.
    var autoresizingBits: UInt8 = 0
    /// Which preset the view's own margins are, or `.custom` for ones kept in `ViewRareStorage`.
    var ownMarginsPreset = OwnMarginsPreset.standard
    var layoutState = ViewLayoutState()
    /// What few views use (see `ViewRareStorage`), made when the first of it is set.
    var rare: ViewRareStorage?
    var autoLayout = ViewAutoLayoutState()

    init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
        origin = frame.origin
    }
}
