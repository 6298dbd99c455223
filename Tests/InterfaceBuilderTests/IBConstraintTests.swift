import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing
import VisualFormat

struct IBConstraintTests {
    let detail: IBView

    init() throws {
        let document = try Fixtures.document("Adaptive.storyboard")
        detail = try #require(document.view(withID: "dtl-vw-001"))
    }

    func constraint(_ id: String) throws -> IBConstraint {
        try #require(detail.constraints.first { $0.id == id })
    }

    @Test func S1_missingFirstItemIsTheHoldingView() throws {
        let trailing = try constraint("cst-dt-003")
        #expect(trailing.firstItem == "dtl-vw-001")
        #expect(trailing.holderID == "dtl-vw-001")
        #expect(trailing.firstAttribute == .trailing)
        #expect(trailing.secondItem == "ctn-dt-001")
        #expect(trailing.secondAttribute == .trailing)
        #expect(trailing.relation == .equal)
        #expect(trailing.multiplier == 1)
        #expect(trailing.constant == 0)
        #expect(trailing.priority == 1000)
    }

    @Test func S1_ratioMultiplier() throws {
        let aspect = try constraint("cst-dt-005")
        #expect(aspect.multiplier == 375.0 / 297.0)
        #expect(IBConstraint.multiplier("47:37") == 47.0 / 37.0)
        #expect(IBConstraint.multiplier("16/9") == 16.0 / 9.0)
        #expect(IBConstraint.multiplier("0.5") == 0.5)
        #expect(IBConstraint.multiplier("1:0") == nil)
        #expect(IBConstraint.multiplier("a:b") == nil)
    }

    @Test func S1_relationPriorityIdentifierAndBaseline() throws {
        #expect(try constraint("cst-dt-008").relation == .greaterThanOrEqual)
        let baseline = try constraint("cst-dt-011")
        #expect(baseline.firstItem == "bot-dt-001", "a legacy layout guide can be an item")
        #expect(baseline.secondAttribute == .lastBaseline)
        #expect(baseline.priority == 750)
        #expect(baseline.constant == 20)
        #expect(baseline.identifier == "captionBaseline")
        #expect(baseline.location == TextLocation(line: 133, column: 29))
    }

    @Test func S1_marginAttributesPlaceholdersAndSymbolic() throws {
        #expect(try constraint("cst-dt-009").secondAttribute == .leadingMargin)
        #expect(try constraint("cst-dt-010").firstAttribute == .trailingMargin)
        let placeholder = try constraint("cst-dt-012")
        #expect(placeholder.isPlaceholder)
        #expect(placeholder.secondItem == nil)
        #expect(placeholder.secondAttribute == .notAnAttribute)
        #expect(!detail.installedConstraints(for: .any).contains { $0.id == "cst-dt-012" }, "IB removes placeholders")
        #expect(detail.installedConstraints(for: .any).count == 11)
        let document = try Fixtures.document("Adaptive.storyboard")
        #expect(
            document.view(withID: "lst-vw-001")?.constraints.filter(\.isSymbolic).map(\.id) == [
                "cst-ls-004", "cst-ls-005",
            ])
    }

    @Test(arguments: [
        ("baseline", NSLayoutConstraint.Attribute.lastBaseline), ("lastBaseline", .lastBaseline),
        ("firstBaseline", .firstBaseline),
        ("centerYWithinMargins", .centerYWithinMargins), ("topMargin", .topMargin), ("width", .width),
    ])
    func S1_attributeSpellings(text: String, attribute: NSLayoutConstraint.Attribute) {
        #expect(NSLayoutConstraint.Attribute(ibName: text) == attribute)
    }

    @Test func S1_attributeNamesRoundTrip() {
        let names = NSLayoutConstraint.Attribute.allCases.map(\.ibName)
        #expect(names.compactMap(NSLayoutConstraint.Attribute.init(ibName:)) == NSLayoutConstraint.Attribute.allCases)
        #expect(NSLayoutConstraint.Attribute.lastBaseline.ibName == "baseline")
        #expect(NSLayoutConstraint.Attribute(ibName: "sideways") == nil)
    }

    @Test func S1_constraintDescription() throws {
        #expect(
            try constraint("cst-dt-011").description
                == "bot-dt-001.top == cap-dt-001.baseline + 20 @750 [cst-dt-011] \"captionBaseline\"")
        #expect(try constraint("cst-dt-012").description == "cap-dt-001.height == 20 [cst-dt-012] placeholder")
    }
}
