import Testing
import VisualFormat

@Suite struct VisualFormatResolveTests {
    // MARK: Metrics and priorities

    @Test func L3_metricsSupplySpacingsSizesAndPriorities() {
        #expect(
            equations(
                "H:|-margin-[a(width@p)]-(>=gap)-|",
                metrics: ["margin": 15, "width": 100, "p": 750, "gap": 10], views: ["a"]) == [
                    "a.leading == superview.leading + 15",
                    "a.width == 100 @750",
                    "superview.trailing >= a.trailing + 10",
                ])
    }

    @Test func L3_spacingPredicateListGivesOneConstraintPerPredicate() {
        #expect(
            equations("[a]-(>=8,<=20@750)-[b]", views: ["a", "b"]) == [
                "b.leading >= a.trailing + 8",
                "b.leading <= a.trailing + 20 @750",
            ])
    }

    @Test func L3_negativeSpacingInParentheses() {
        #expect(
            equations("[a]-(-8)-[b]-(==-0.5)-|", views: ["a", "b"]) == [
                "b.leading == a.trailing - 8",
                "superview.trailing == b.trailing - 0.5",
            ])
    }

    @Test func L3_unparenthesizedSpacingTakesARelationAndAPriorityAsInUIKit() {
        #expect(
            equations("[a]->=8@750-[b]-<=m-|", metrics: ["m": 20], views: ["a", "b"]) == [
                "b.leading >= a.trailing + 8 @750",
                "superview.trailing <= b.trailing + 20",
            ])
    }

    @Test func L3_metricWinsOverViewOfTheSameNameInAViewPredicate() {
        #expect(equations("[a(==b)]", metrics: ["b": 30], views: ["a", "b"]) == ["a.width == 30"])
    }

    @Test func L3_viewPredicateWithConstantAndPriorityAgainstAView() {
        #expect(
            equations("V:[a(>=b@500,<=200)]", views: ["a", "b"]) == [
                "a.height >= b.height @500",
                "a.height <= 200",
            ])
    }

    @Test(arguments: [0.5, 1, 250, 999.5, 1000])
    func L3_positivePrioritiesUpToAThousandAreAccepted(priority: Double) throws {
        let constraints = try VisualFormat.constraints(
            withVisualFormat: "[a]-(8@p)-[b]", metrics: ["p": priority], views: ["a", "b"])
        #expect(constraints.map(\.priority) == [priority])
    }

    @Test func L3_flushAndStandardSpacingToTheSuperviewInAVerticalString() throws {
        let constraints = try VisualFormat.constraints(withVisualFormat: "V:|[a]-|", views: ["a"])
        #expect(
            constraints.map(\.description) == [
                "a.top == superview.top", "superview.bottom == a.bottom + 20 (standard)",
            ])
        #expect(constraints.map(\.isStandardSpacing) == [false, true])
    }

    @Test func L3_aViewMayAppearTwice() {
        #expect(equations("[a]-[a]", views: ["a"]) == ["a.leading == a.trailing + 8 (standard)"])
    }

    // MARK: Options

    @Test func L3_alignmentOptionsAlignEachViewWithTheNext() {
        #expect(
            equations("H:[a]-[b]-[c]", options: [.alignAllTop, .alignAllBottom], views: ["a", "b", "c"]) == [
                "b.leading == a.trailing + 8 (standard)",
                "c.leading == b.trailing + 8 (standard)",
                "a.top == b.top",
                "a.bottom == b.bottom",
                "b.top == c.top",
                "b.bottom == c.bottom",
            ])
    }

    @Test func L3_verticalStringsAlignAcross() {
        #expect(
            equations("V:[a][b]", options: [.alignAllLeading, .alignAllCenterX], views: ["a", "b"]) == [
                "b.top == a.bottom",
                "a.leading == b.leading",
                "a.centerX == b.centerX",
            ])
    }

    @Test func L3_baselineAlignmentInAHorizontalString() {
        #expect(
            equations("[label]-[field]", options: .alignAllLastBaseline, views: ["label", "field"]) == [
                "field.leading == label.trailing + 8 (standard)",
                "label.lastBaseline == field.lastBaseline",
            ])
        #expect(
            equations("[label]-[field]", options: .alignAllFirstBaseline, views: ["label", "field"]).last
                == "label.firstBaseline == field.firstBaseline")
    }

    @Test func L3_rightToLeftAlignmentPutsTheLeftViewFirst() {
        #expect(
            equations("[a]-[b]", options: [.alignAllTop, .directionRightToLeft], views: ["a", "b"]) == [
                "a.left == b.right + 8 (standard)",
                "b.top == a.top",
            ])
    }

    @Test func L3_unnamedAlignmentBitsForWidthAndHeightAlignSizes() {
        #expect(
            equations("V:[a][b]", options: VisualFormatOptions(rawValue: 1 << 7), views: ["a", "b"]).last
                == "a.width == b.width")
    }

    @Test func L3_aLoneViewTakesAnyAlignmentAndUnknownBitsAreIgnored() {
        #expect(
            equations("H:[a(5)]", options: [.alignAllLeft, .init(rawValue: 1 << 14)], views: ["a"]) == ["a.width == 5"])
    }

    @Test func L3_leftToRightUsesLeftAndRight() {
        #expect(
            equations("|-[a]-[b]-|", options: .directionLeftToRight, views: ["a", "b"]) == [
                "a.left == superview.left + 20 (standard)",
                "b.left == a.right + 8 (standard)",
                "superview.right == b.right + 20 (standard)",
            ])
    }

    @Test func L3_rightToLeftLaysOutFromTheRightWithPositiveConstants() {
        #expect(
            equations("|-10-[a]-(>=8)-[b]-30-|", options: .directionRightToLeft, views: ["a", "b"]) == [
                "superview.right == a.right + 10",
                "a.left >= b.right + 8",
                "b.left == superview.left + 30",
            ])
    }

    @Test func L3_bothDirectionBitsReadAsLeftToRight() {
        #expect(
            equations("[a]-[b]", options: .directionMask, views: ["a", "b"]) == ["b.left == a.right + 8 (standard)"])
    }

    @Test func L3_directionDoesNotAffectVerticalStrings() {
        #expect(
            equations("V:|-[a]", options: .directionRightToLeft, views: ["a"]) == [
                "a.top == superview.top + 20 (standard)"
            ])
    }

    @Test func L3_baselineToBaselineSpacingMeasuresFromBaselines() {
        #expect(
            equations("V:|-[a]-12-[b]-|", options: .spacingBaselineToBaseline, views: ["a", "b"]) == [
                "a.firstBaseline == superview.top + 20 (standard)",
                "b.firstBaseline == a.lastBaseline + 12",
                "superview.bottom == b.lastBaseline + 20 (standard)",
            ])
    }

    @Test func L3_optionsKeepUIKitRawValues() {
        #expect(VisualFormatOptions.alignAllLeft.rawValue == 1 << 1)
        #expect(VisualFormatOptions.alignAllCenterY.rawValue == 1 << 10)
        #expect(VisualFormatOptions.alignAllFirstBaseline.rawValue == 1 << 12)
        #expect(VisualFormatOptions.directionLeadingToTrailing.rawValue == 0)
        #expect(VisualFormatOptions.directionRightToLeft.rawValue == 2 << 16)
        #expect(VisualFormatOptions.spacingBaselineToBaseline.rawValue == 1 << 19)
        #expect(VisualFormat.Attribute.firstBaseline.rawValue == 12)
        #expect(VisualFormat.Relation.lessThanOrEqual.rawValue == -1)
    }
}
