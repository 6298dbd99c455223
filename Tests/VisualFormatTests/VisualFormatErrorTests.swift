import Testing
import VisualFormat

/// One malformed format: `1️⃣` marks the column UIKit's caret should point at.
struct MalformedFormat: Sendable, CustomTestStringConvertible {
    let marked: String
    let kind: VisualFormatError.Kind
    var options: VisualFormatOptions = []

    var testDescription: String { marked }
}

@Suite struct VisualFormatErrorTests {
    static let views: Set<String> = ["a", "b", "c", "button"]
    static let metrics: [String: Double] = ["m": 10, "p": 750, "zero": 0]

    static let malformed: [MalformedFormat] = [
        // Refused before parsing
        .init(marked: "1️⃣", kind: .emptyFormat),
        .init(marked: "[a]-[b1️⃣ütton]", kind: .nonASCIICharacter("ü")),
        // Orientation
        .init(marked: "1️⃣X:[a]", kind: .invalidOrientation("X")),
        .init(marked: "1️⃣h:[a]", kind: .invalidOrientation("h")),
        .init(marked: "1️⃣:[a]", kind: .invalidOrientation("")),
        .init(marked: "H1️⃣[a]", kind: .missingOrientationColon),
        .init(marked: "V1️⃣", kind: .missingOrientationColon),
        // Views
        .init(marked: "H:1️⃣", kind: .expectedView),
        .init(marked: "|1️⃣", kind: .expectedView),
        .init(marked: "|-[a]-1️⃣", kind: .expectedView),
        .init(marked: "[a]-8-1️⃣", kind: .expectedView),
        .init(marked: "H:|-[button1️⃣", kind: .missingClosingBracket),
        .init(marked: "[a]-(8)-[b1️⃣", kind: .missingClosingBracket),
        .init(marked: "[a(5)1️⃣", kind: .missingClosingBracket),
        .init(marked: "|-1️⃣a]", kind: .missingOpeningBracket),
        .init(marked: "|-8-1️⃣a]", kind: .missingOpeningBracket),
        .init(marked: "[a]1️⃣b]", kind: .missingOpeningBracket),
        .init(marked: "[1️⃣]", kind: .expectedViewName),
        .init(marked: "[1️⃣1a]", kind: .expectedViewName),
        .init(marked: "[a]-[1️⃣button2]", kind: .unknownView("button2")),
        // Superview bars
        .init(marked: "[a]1️⃣|[b]", kind: .misplacedSuperview),
        .init(marked: "[a]-1️⃣|-[b]", kind: .misplacedSuperview),
        .init(marked: "|1️⃣|[a]", kind: .duplicateSuperview),
        .init(marked: "|-1️⃣|", kind: .duplicateSuperview),
        .init(marked: "[a]|1️⃣|", kind: .duplicateSuperview),
        // Connections
        .init(marked: "[a]-81️⃣[b]", kind: .missingDashAfterPredicate),
        .init(marked: "[a]-(8)1️⃣[b]", kind: .missingDashAfterPredicate),
        .init(marked: "|-m1️⃣", kind: .missingDashAfterPredicate),
        .init(marked: "[a]-1️⃣-8-[b]", kind: .predicateNeedsParentheses),
        .init(marked: "[a]-1️⃣-[b]", kind: .predicateNeedsParentheses),
        .init(marked: "[a]-81️⃣,20-[b]", kind: .predicateNeedsParentheses),
        .init(marked: "[a]-1️⃣b-[c]", kind: .viewNameInSpacing("b")),
        .init(marked: "[a]-(>=1️⃣b)-[c]", kind: .viewNameInSpacing("b")),
        .init(marked: "[a]-1️⃣xyz-[b]", kind: .unknownMetric("xyz")),
        // Predicates
        .init(marked: "[a(1️⃣=10)]", kind: .invalidRelation("=")),
        .init(marked: "[a(1️⃣=<10)]", kind: .invalidRelation("=<")),
        .init(marked: "[a(1️⃣!=10)]", kind: .invalidRelation("!=")),
        .init(marked: "[a]-1️⃣=>8-[b]", kind: .invalidRelation("=>")),
        .init(marked: "[a(10@1️⃣)]", kind: .expectedPriority),
        .init(marked: "[a(10@1️⃣0)]", kind: .priorityOutOfRange(0)),
        .init(marked: "[a(10@1️⃣1001)]", kind: .priorityOutOfRange(1001)),
        .init(marked: "[a(10@1️⃣-5)]", kind: .priorityOutOfRange(-5)),
        .init(marked: "[a(10@1️⃣zero)]", kind: .priorityOutOfRange(0)),
        .init(marked: "[a(10@1️⃣xyz)]", kind: .unknownMetric("xyz")),
        .init(marked: "[a(==1️⃣button2)]", kind: .unknownMetric("button2")),
        .init(marked: "[a(1️⃣inf)]", kind: .unknownMetric("inf")),
        .init(marked: "[a(1️⃣)]", kind: .emptyPredicateList),
        .init(marked: "[a]-(1️⃣)-[b]", kind: .emptyPredicateList),
        .init(marked: "[a(>=8,1️⃣)]", kind: .expectedPredicate),
        .init(marked: "[a(>=1️⃣)]", kind: .expectedPredicate),
        .init(marked: "[a(1️⃣.5)]", kind: .expectedPredicate),
        .init(marked: "[a(1️⃣+5)]", kind: .expectedPredicate),
        .init(marked: "[a(1️⃣", kind: .expectedPredicate),
        // Parentheses
        .init(marked: "[a(>=501️⃣]", kind: .missingClosingParenthesis),
        .init(marked: "[a]-(81️⃣-[b]", kind: .missingClosingParenthesis),
        .init(marked: "[a1️⃣)]", kind: .unexpectedClosingParenthesis),
        .init(marked: "[a]-81️⃣)-[b]", kind: .unexpectedClosingParenthesis),
        // Numbers
        .init(marked: "[a(1️⃣1e)]", kind: .invalidNumber("1e")),
        .init(marked: "[a(1️⃣1.2.3)]", kind: .invalidNumber("1.2.3")),
        .init(marked: "[a]-1️⃣8px-[b]", kind: .invalidNumber("8px")),
        .init(marked: "[a]-(1️⃣1e400)-[b]", kind: .invalidNumber("1e400")),
        // Spaces and trailing garbage
        .init(marked: "[a]1️⃣ -[b]", kind: .unexpectedCharacter(" ")),
        .init(marked: "1️⃣ H:[a]", kind: .unexpectedCharacter(" ")),
        .init(marked: "[a]1️⃣?", kind: .unexpectedCharacter("?")),
        .init(marked: "[a]1️⃣(8)[b]", kind: .unexpectedCharacter("(")),
        .init(marked: "|[a]|1️⃣x", kind: .unexpectedCharacter("x")),
        // Options
        .init(marked: "H:[a]-[b]1️⃣", kind: .alignmentAlongLayoutAxis, options: .alignAllLeft),
        .init(marked: "[a]-[b]1️⃣", kind: .alignmentAlongLayoutAxis, options: [.alignAllTop, .alignAllCenterX]),
        .init(marked: "V:[a]-[b]1️⃣", kind: .alignmentAlongLayoutAxis, options: .alignAllCenterY),
        .init(marked: "V:[a][b]1️⃣[c]", kind: .alignmentAlongLayoutAxis, options: .alignAllFirstBaseline),
        .init(marked: "|-[a]1️⃣-[b]", kind: .baselineToBaselineInHorizontalLayout, options: .spacingBaselineToBaseline),
        .init(marked: "[a]-[b]1️⃣", kind: .baselineToBaselineInHorizontalLayout, options: .spacingBaselineToBaseline),
    ]

    @Test(arguments: malformed)
    func L3_malformedFormatNamesKindAndColumn(_ malformed: MalformedFormat) {
        let input = MarkedText(malformed.marked)
        let error = visualFormatError(
            input.text, options: malformed.options, metrics: Self.metrics, views: Self.views)
        #expect(error?.kind == malformed.kind)
        #expect(error?.column == input.column, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.location == TextLocation(line: 1, column: input.column + 1))
        #expect(error?.format == input.text)
    }

    @Test func L3_descriptionHasUIKitsShapeWithACaret() {
        let error = visualFormatError("H:|-[button", views: ["button"])
        #expect(
            error?.description == """
                Unable to parse constraint format: \("")
                Expected a ']' here. That is how you give the end of a view. \("")
                H:|-[button \("")
                           ^
                """)
    }

    @Test func L3_emptyAndNonASCIIFormatsAreRefusedOnOneLine() {
        #expect(
            visualFormatError("", views: [])?.description == "Unable to parse constraint format: It's an empty string.")
        let nonASCII = visualFormatError("[é]", views: [])
        #expect(nonASCII?.description == "Unable to parse constraint format: It contains non-ASCII characters.")
        #expect(nonASCII?.column == 1)
    }

    @Test func L3_messagesUseUIKitsWording() {
        let views: Set<String> = ["a", "b", "button1"]
        #expect(
            visualFormatError("[button2]", views: views)?.message == "button2 is not a key in the views dictionary.")
        #expect(
            visualFormatError("[button1(==button2)]", views: views)?.message
                == "Encountered metric with name \"button2\", but value was not specified in metrics or views dictionaries"
        )
        #expect(
            visualFormatError("[a]-b-[button1]", views: views)?.message
                == "It's not possible to set a space equal to the width or height of a view.  "
                + "Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]")
        #expect(
            visualFormatError("H:|-[a]-[b]-|", options: .alignAllLeading, views: views)?.message
                == "Options mask required views to be aligned on a horizontal edge, "
                + "which is not allowed for layout that is also horizontal.")
        #expect(
            visualFormatError("V:|-[a]-[b]-|", options: .alignAllBottom, views: views)?.message
                == "Options mask required views to be aligned on a vertical edge, "
                + "which is not allowed for layout that is also vertical.")
        #expect(visualFormatError("[a(=<5)]", views: views)?.message == "Unknown relation. Must be ==, >=, or <=")
        #expect(
            visualFormatError("[a(5@0)]", views: views)?.message
                == "Invalid priority specified: 0. Priority must be greater than 0")
        #expect(
            visualFormatError("[a(5@1000.5)]", views: views)?.message
                == "Invalid priority specified: 1000.5. "
                + "Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.")
        #expect(
            visualFormatError("H[a]", views: views)?.message
                == "Expected ':' after 'H' to specify horizontal arrangement")
        #expect(
            visualFormatError("[a]--8-[b]", views: views)?.message
                == "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                + "Use parentheses around negative numbers.")
    }

    @Test func L3_optionErrorsFollowNameErrorsThatComeFirstInTheText() {
        #expect(
            visualFormatError("[a]-[unknown]", options: .alignAllLeft, views: ["a"])?.kind == .unknownView("unknown"))
        #expect(
            visualFormatError("[a]-[b]-[unknown]", options: .alignAllLeft, views: ["a", "b"])?.kind
                == .alignmentAlongLayoutAxis)
    }

    @Test func L3_errorRangeCoversTheOffendingToken() {
        #expect(visualFormatError("[a]-[button2]", views: ["a"])?.range == 5..<12)
        #expect(visualFormatError("[a(>=8@1e4)]", views: ["a"])?.range == 7..<10)
        #expect(visualFormatError("[a(1.2.3)]", views: ["a"])?.range == 3..<8)
    }

    @Test func L3_firstUnknownNameInReadingOrderIsReported() {
        #expect(visualFormatError("|-gap-[x]", views: [])?.kind == .unknownMetric("gap"))
        #expect(visualFormatError("[x]-gap-[y]", views: [])?.kind == .unknownView("x"))
        #expect(visualFormatError("[a]-gap-[y]", views: ["a"])?.kind == .unknownMetric("gap"))
        #expect(visualFormatError("[a(w@p)]", views: ["a"])?.kind == .unknownMetric("w"))
        #expect(visualFormatError("[a]-(w@p)-[b]", views: ["a", "b"])?.kind == .unknownMetric("w"))
    }

    @Test func L3_parseErrorsComeBeforeNameLookups() {
        #expect(throws: VisualFormatError.self) { try VisualFormat.parse("[unknown]?") }
        #expect(visualFormatError("[unknown]?", views: [])?.kind == .unexpectedCharacter("?"))
    }
}
