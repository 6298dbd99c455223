/// The symbols a constraint added to the tableau (kiwi's `Tag`).
///
/// `marker` is the slack, dummy or positive error; `other` the error of a soft inequality or the
/// negative error of a soft equality.
struct Tag: Sendable {
    var marker: Symbol
    var other: Symbol

    init(marker: Symbol = .invalid, other: Symbol = .invalid) {
        self.marker = marker
        self.other = other
    }
}
