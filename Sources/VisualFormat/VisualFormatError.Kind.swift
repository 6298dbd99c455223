extension VisualFormatError {
    /// The distinct ways a visual format string can be wrong, so that callers and tests need not match messages.
    public enum Kind: Sendable, Hashable {
        // MARK: Grammar

        /// The string starts with `X:` where X is neither `H` nor `V`.
        case invalidOrientation(String)
        /// The string (or a connection) ends where a view must follow: `""`, `H:`, `|-`, `[a]-`.
        case expectedView
        /// A view without its `[`: `|-a]`.
        case missingOpeningBracket
        /// `[` not followed by a C identifier: `[]`, `[1a]`, `[(50)]`.
        case expectedViewName
        /// A view without its `]`: `[a`, `[a b]`.
        case missingClosingBracket
        /// A `|` that is neither first nor last: `[a]|[b]`, `[a]|-[b]`.
        case misplacedSuperview
        /// Two superview bars with no view between them: `||[a]`, `|-|`, `[a]||`.
        case duplicateSuperview
        /// A character that cannot continue the string where it stands, such as trailing garbage: `[a]x`.
        case unexpectedCharacter(Character)
        /// A spacing predicate without the `-` that closes it: `[a]-8[b]`, `[a]-(8)[b]`.
        case missingDashAfterPredicate
        /// A spacing with a relation, priority or sign written without parentheses: `-<=8-`, `-8@750-`, `--8-`.
        case predicateNeedsParentheses
        /// `()`: a predicate list must hold at least one predicate.
        case emptyPredicateList
        /// A relation, `,` or `(` not followed by a number or name: `(>=)`, `(8,)`.
        case expectedPredicate
        /// A predicate list not closed before `]`, `-` or the end: `[a(50]`, `[a]-(8-[b]`.
        case missingClosingParenthesis
        /// A `)` without its `(`: `[a)]`, `[a]-8)-[b]`.
        case unexpectedClosingParenthesis
        /// A relation other than `==`, `<=` and `>=`: `=`, `=<`, `!=`.
        case invalidRelation(String)
        /// `@` not followed by a number or metric name.
        case expectedPriority
        /// A number that is not decimal notation or does not fit a `Double`: `1e`, `1.2.3`, `1e400`.
        case invalidNumber(String)

        // MARK: Resolution

        /// A priority outside UIKit's `1...1000`.
        case priorityOutOfRange(Double)
        /// A view name that is not a key of the views dictionary.
        case unknownView(String)
        /// A metric name that is not a key of the metrics dictionary.
        case unknownMetric(String)
        /// A view name where only a spacing constant may stand: `[a]-b-[c]`, `[a]-(==b)-[c]`.
        case viewNameInSpacing(String)
        /// An alignment option along the layout's own axis, such as `alignAllLeft` with `H:`.
        case alignmentAlongLayoutAxis
        /// Option bits that name no alignment, direction or spacing, or both directions at once.
        case invalidOptions(UInt)
    }
}
