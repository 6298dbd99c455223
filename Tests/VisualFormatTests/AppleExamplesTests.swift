import Testing
import VisualFormat

/// The examples of the Visual Format Language appendix of Apple's Auto Layout Guide, with the constraints UIKit
/// documents for them (`[a]-8-[b]` is `b.leading == a.trailing + 8`).
@Suite struct AppleExamplesTests {
    @Test func L3_standardSpaceBetweenViews() {
        #expect(
            equations("[button]-[textField]", views: ["button", "textField"]) == [
                "textField.leading == button.trailing + 8 (standard)"
            ])
    }

    @Test func L3_widthConstraint() {
        #expect(equations("[button(>=50)]", views: ["button"]) == ["button.width >= 50"])
    }

    @Test func L3_connectionToSuperview() {
        #expect(
            equations("|-50-[purpleBox]-50-|", views: ["purpleBox"]) == [
                "purpleBox.leading == superview.leading + 50",
                "superview.trailing == purpleBox.trailing + 50",
            ])
    }

    @Test func L3_verticalLayout() {
        #expect(
            equations("V:[topField]-10-[bottomField]", views: ["topField", "bottomField"]) == [
                "bottomField.top == topField.bottom + 10"
            ])
    }

    @Test func L3_verticalLayoutFromTheSuperview() {
        #expect(
            equations("V:|-[topField]-10-[bottomField]", views: ["topField", "bottomField"]) == [
                "topField.top == superview.top + 20 (standard)",
                "bottomField.top == topField.bottom + 10",
            ])
    }

    @Test func L3_flushViews() {
        #expect(
            equations("[maroonView][blueView]", views: ["maroonView", "blueView"]) == [
                "blueView.leading == maroonView.trailing"
            ])
    }

    @Test func L3_priority() {
        let constraints = try? VisualFormat.constraints(withVisualFormat: "[button(100@20)]", views: ["button"])
        #expect(constraints?.map(\.description) == ["button.width == 100 @20"])
        #expect(constraints?.first?.priority == 20)
        #expect(constraints?.first?.secondItem == nil)
        #expect(constraints?.first?.secondAttribute == .notAnAttribute)
    }

    @Test func L3_priorityOnAnInequality() {
        #expect(equations("[wideView(>=60@700)]", views: ["wideView"]) == ["wideView.width >= 60 @700"])
    }

    @Test func L3_equalWidths() {
        #expect(equations("[button1(==button2)]", views: ["button1", "button2"]) == ["button1.width == button2.width"])
    }

    @Test func L3_equalHeightsInAVerticalString() {
        #expect(
            equations("V:[redBox][yellowBox(==redBox)]", views: ["redBox", "yellowBox"]) == [
                "yellowBox.top == redBox.bottom",
                "yellowBox.height == redBox.height",
            ])
    }

    @Test func L3_multiplePredicates() {
        #expect(
            equations("[flexibleButton(>=70,<=100)]", views: ["flexibleButton"]) == [
                "flexibleButton.width >= 70",
                "flexibleButton.width <= 100",
            ])
    }

    @Test(arguments: ["|-[find]-[findNext]-[findField(>=20)]-|", "H:|-[find]-[findNext]-[findField(>=20)]-|"])
    func L3_completeLineOfLayout(format: String) {
        #expect(
            equations(format, views: ["find", "findNext", "findField"]) == [
                "find.leading == superview.leading + 20 (standard)",
                "findNext.leading == find.trailing + 8 (standard)",
                "findField.leading == findNext.trailing + 8 (standard)",
                "findField.width >= 20",
                "superview.trailing == findField.trailing + 20 (standard)",
            ])
    }

    @Test func L3_completeLineOfLayoutFieldByField() throws {
        let constraints = try VisualFormat.constraints(
            withVisualFormat: "|-[find]-[findNext]", views: ["find", "findNext"])
        #expect(
            constraints == [
                ConstraintDescription(
                    firstItem: .view("find"), firstAttribute: .leading, relation: .equal,
                    secondItem: .superview, secondAttribute: .leading, multiplier: 1, constant: 20,
                    priority: 1000, isStandardSpacing: true, sourceRange: 1..<2),
                ConstraintDescription(
                    firstItem: .view("findNext"), firstAttribute: .leading, relation: .equal,
                    secondItem: .view("find"), secondAttribute: .trailing, multiplier: 1, constant: 8,
                    priority: 1000, isStandardSpacing: true, sourceRange: 8..<9),
            ])
    }
}
