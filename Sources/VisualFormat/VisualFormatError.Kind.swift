extension VisualFormatError {
    /// The distinct ways a visual format string can be wrong, so that callers and tests need not match messages.
    public enum Kind: Sendable, Hashable {
        // MARK: Grammar

        /// `""`: UIKit refuses an empty format before parsing.
        case emptyFormat
        /// A character outside ASCII, anywhere: UIKit refuses the whole string before parsing.
        case nonASCIICharacter(Character)
        /// `H` or `V` first without the `:` that makes it an orientation: `H[a]`.
        case missingOrientationColon
        /// The string starts with `X:` where X is neither `H` nor `V`: `X:[a]`, `h:[a]`, `:[a]`.
        case invalidOrientation(String)
        /// The string (or a connection) ends where a view must follow: `H:`, `|`, `|-`, `[a]-8-`.
        case expectedView
        /// A view without its `[`: `|-8-a]`, `[a]b]`.
        case missingOpeningBracket
        /// `[` not followed by a C identifier: `[]`, `[1a]`, `[(50)]`.
        case expectedViewName
        /// A view without its `]`: `[a`, `[a-]`, `[a(5)`.
        case missingClosingBracket
        /// A `|` that is neither first nor last: `[a]|[b]`, `[a]|-[b]`.
        case misplacedSuperview
        /// Two superview bars with no view between them: `||[a]`, `|-|`, `[a]||`.
        case duplicateSuperview
        /// A character that cannot continue the string where it stands, such as a space or trailing garbage.
        case unexpectedCharacter(Character)
        /// A spacing predicate without the `-` that closes it: `[a]-8[b]`, `[a]-(8)[b]`.
        case missingDashAfterPredicate
        /// A spacing that needs parentheses: a negative number (`--8-`, ambiguous with a doubled dash) or a
        /// list (`-8,20-`).
        case predicateNeedsParentheses
        /// `()`: a predicate list holds at least one predicate.
        case emptyPredicateList
        /// A relation or `,` not followed by a number or name: `(>=)`, `(8,)`, `(.5)`.
        case expectedPredicate
        /// A predicate list not closed before `]`, `-` or the end: `[a(50]`, `[a]-(8-[b]`.
        case missingClosingParenthesis
        /// A `)` without its `(`: `[a)]`, `[a]-8)-[b]`.
        case unexpectedClosingParenthesis
        /// A relation other than `==`, `<=` and `>=`: `=`, `=<`, `!=`.
        case invalidRelation(String)
        /// `@` not followed by a number or metric name.
        case expectedPriority
        /// A number that is not decimal notation or does not fit a `Double`: `1e`, `1.2.3`, `8px`, `1e400`.
        case invalidNumber(String)

        // MARK: Resolution

        /// A priority outside UIKit's `0 < priority <= 1000`.
        case priorityOutOfRange(Double)
        /// A view name (`[name]`) that is not a key of the views dictionary.
        case unknownView(String)
        /// A name in a predicate found in neither the metrics nor (for a view's own predicate) the views dictionary.
        case unknownMetric(String)
        /// A view name where only a spacing constant may stand: `[a]-b-[c]`, `[a]-(==b)-[c]`.
        case viewNameInSpacing(String)
        /// An alignment option along the layout's own axis, such as `alignAllLeft` with `H:`.
        case alignmentAlongLayoutAxis
        /// `spacingBaselineToBaseline` in a horizontal string that has a spacing to measure.
        case baselineToBaselineInHorizontalLayout
        /// A `|` whose neighbouring view has no superview; found when the views are looked up, not when parsing.
        case superviewMissing
    }
}
