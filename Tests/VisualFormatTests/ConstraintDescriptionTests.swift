import Testing
import VisualFormat

@Suite struct ConstraintDescriptionTests {
    @Test func L3_descriptionReadsAsAnEquation() {
        var constraint = ConstraintDescription(
            firstItem: .view("b"), firstAttribute: .leading, secondItem: .view("a"), secondAttribute: .trailing,
            constant: 8, isStandardSpacing: true, sourceRange: 3..<4)
        #expect(constraint.description == "b.leading == a.trailing + 8 (standard)")

        constraint.isStandardSpacing = false
        constraint.constant = -2.5
        constraint.multiplier = 2
        constraint.relation = .lessThanOrEqual
        constraint.priority = 250
        #expect(constraint.description == "b.leading <= a.trailing * 2 - 2.5 @250")
    }

    @Test func L3_constantSizeHasNoSecondItem() {
        let constraint = ConstraintDescription(
            firstItem: .view("a"), firstAttribute: .height, relation: .greaterThanOrEqual, constant: 0.125,
            sourceRange: 0..<1)
        #expect(constraint.secondItem == nil)
        #expect(constraint.secondAttribute == .notAnAttribute)
        #expect(constraint.multiplier == 1)
        #expect(constraint.priority == 1000)
        #expect(constraint.description == "a.height >= 0.125")
    }

    @Test func L3_superviewIsAnItemOfItsOwn() {
        let constraint = ConstraintDescription(
            firstItem: .superview, firstAttribute: .bottom, secondItem: .view("superview"), secondAttribute: .bottom,
            sourceRange: 0..<0)
        // A view keyed "superview" prints like the superview, but the values stay apart.
        #expect(constraint.firstItem != constraint.secondItem)
    }

    @Test func L3_attributesAndRelationsKeepUIKitRawValues() {
        #expect(VisualFormat.Attribute.allCases.map(\.rawValue) == Array(0...12))
        #expect(
            VisualFormat.Attribute.allCases.map(\.description) == [
                "notAnAttribute", "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX",
                "centerY", "lastBaseline", "firstBaseline",
            ])
        #expect(VisualFormat.Relation.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(VisualFormat.Relation.allCases.map(\.description) == ["<=", "==", ">="])
    }
}
