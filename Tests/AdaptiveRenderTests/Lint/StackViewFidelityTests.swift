import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3 for stack views: attributes Interface Builder writes for them reproduce the stored frames.
@MainActor
@Suite struct StackViewFidelityTests {
    /// A row with the system spacing (`spacingType="standard"`): two 40 × 20 views 8 points apart.
    static let standardSpacingRow = """
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" \
        translatesAutoresizingMaskIntoConstraints="NO" id="stk-vw-001">
                <rect key="frame" x="10" y="10" width="88" height="20"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="arr-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="c01"/>
                            <constraint firstAttribute="height" constant="20" id="c02"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="arr-vw-002">
                        <rect key="frame" x="48" y="0.0" width="40" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="c03"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="stk-vw-001" firstAttribute="leading" secondItem="top-vw-001" \
        secondAttribute="leading" constant="10" id="c11"/>
            <constraint firstItem="stk-vw-001" firstAttribute="top" secondItem="top-vw-001" \
        secondAttribute="top" constant="10" id="c12"/>
        </constraints>
        """

    @Test func S3_standardSpacingTypeIsTheSystemSpacing() throws {
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 200, height: 40), Self.standardSpacingRow)
        let stack = try #require(document.view(withID: "stk-vw-001")?.stack)
        #expect(stack.spacingType == "standard" && stack.usesSystemSpacing && stack.spacing == 0)
        #expect(stack.effectiveSpacing == 8)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.comparisons.count == 4 && report.inconsistent == 0, "\(report)")
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
        let nib = UINib(document: document)
        let made = try #require(nib.instantiateObjects(withOwner: nil).view(withIBID: "stk-vw-001") as? UIStackView)
        #expect(made.spacing == UIStackView.spacingUseSystem)
    }

    @Test func S3_anUnknownSpacingTypeKeepsTheSpacing() throws {
        let body = Self.standardSpacingRow.replacingOccurrences(
            of: "spacingType=\"standard\"", with: "spacingType=\"other\" spacing=\"8\"")
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 200, height: 40), body)
        let stack = try #require(document.view(withID: "stk-vw-001")?.stack)
        #expect(!stack.usesSystemSpacing && stack.effectiveSpacing == 8)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
    }

    @Test func S3_hiddenArrangedViewsAreSkipped() throws {
        // The second view is hidden: UIKit collapses it to zero width after the first, but IB kept the frame it
        // had before (here at x = -40, as corpus files store them), and its subview's frame inside that; both are
        // skipped. The first view fills the row alone.
        let body = Self.standardSpacingRow
            .replacingOccurrences(
                of:
                    "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"arr-vw-002\">",
                with:
                    "<view hidden=\"YES\" contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" "
                    + "id=\"arr-vw-002\">"
            )
            .replacingOccurrences(
                of: "<rect key=\"frame\" x=\"48\" y=\"0.0\" width=\"40\" height=\"20\"/>",
                with: """
                    <rect key="frame" x="-40" y="0.0" width="40" height="20"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sub-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sub-vw-001" firstAttribute="leading" secondItem="arr-vw-002" \
                    secondAttribute="leading" id="c21"/>
                        <constraint firstItem="sub-vw-001" firstAttribute="trailing" secondItem="arr-vw-002" \
                    secondAttribute="trailing" id="c22"/>
                        <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="arr-vw-002" \
                    secondAttribute="top" id="c23"/>
                        <constraint firstItem="sub-vw-001" firstAttribute="bottom" secondItem="arr-vw-002" \
                    secondAttribute="bottom" id="c24"/>
                    </constraints>
                    """
            )
            .replacingOccurrences(of: "width=\"88\" height=\"20\"", with: "width=\"40\" height=\"20\"")
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 200, height: 40), body)
        #expect(document.view(withID: "arr-vw-002")?.isHidden == true)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.skipped == 2)
        #expect(report.comparisons.map(\.viewID) == ["top-vw-001", "stk-vw-001", "arr-vw-001"])
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
    }

    /// A centered column 300 wide: a 100 × 20 label over an empty view only its height constraint sizes, kept 240
    /// wide.
    static let centeredSpacerColumn = """
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="8" \
        translatesAutoresizingMaskIntoConstraints="NO" id="stk-vw-001">
                <rect key="frame" x="10" y="10" width="300" height="38"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" \
        translatesAutoresizingMaskIntoConstraints="NO" id="lbl-vw-001">
                        <rect key="frame" x="100" y="0.0" width="100" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spc-vw-001">
                        <rect key="frame" x="30" y="28" width="240" height="10"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="10" id="c01"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="stk-vw-001" firstAttribute="leading" secondItem="top-vw-001" \
        secondAttribute="leading" constant="10" id="c11"/>
            <constraint firstItem="stk-vw-001" firstAttribute="top" secondItem="top-vw-001" \
        secondAttribute="top" constant="10" id="c12"/>
            <constraint firstAttribute="trailing" secondItem="stk-vw-001" secondAttribute="trailing" \
        constant="10" id="c13"/>
        </constraints>
        """

    @Test func S3_anAlignedViewNothingSizesKeepsItsStoredSizeOnTheCanvas() throws {
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 320, height: 100), Self.centeredSpacerColumn)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.comparisons.count == 4 && report.inconsistent == 0, "\(report)")
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
        let spacer = try #require(report.comparisons.first { $0.viewID == "spc-vw-001" })
        #expect(spacer.computed == CGRect(x: 30, y: 28, width: 240, height: 10))
    }

    @Test func S3_atRunTimeTheAmbiguitySuppressionCollapsesTheView() throws {
        // UIKit's stack gives the empty view zero width (`UISV-ambiguity-suppression`); the canvas hold is not made.
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 320, height: 100), Self.centeredSpacerColumn)
        let objects = CanvasEmulationTests.objects(of: document, .runTime)
        let root = try #require(objects.view(withIBID: "top-vw-001"))
        let spacer = try #require(objects.view(withIBID: "spc-vw-001"))
        root.layoutIfNeeded()
        #expect(spacer.frame.width == CGFloat(0))
        #expect(spacer.constraints.allSatisfy { $0.identifier != "IB-canvas-stack-hold" })
    }

    @Test func S3_onlyStacksThatAlignAcrossHoldTheirViews() throws {
        // Filling across, the stack's own required edges size its views: they get no hold.
        for (alignment, holds) in [("alignment=\"center\" ", 1), ("", 0)] {
            let body = Self.centeredSpacerColumn.replacingOccurrences(
                of: "alignment=\"center\" ", with: alignment)
            let document = try LayoutFidelityTests.xib(
                device: "retina6_1", size: CGSize(width: 320, height: 100), body)
            let objects = CanvasEmulationTests.objects(of: document, .canvas)
            let spacer = try #require(objects.view(withIBID: "spc-vw-001"))
            let made = spacer.constraints.filter { $0.identifier == "IB-canvas-stack-hold" }
            #expect(made.count == holds)
            #expect(made.map(\.constant) == Array(repeating: CGFloat(240), count: holds))
            #expect(made.map(\.priority.rawValue) == Array(repeating: Float(250), count: holds))
        }
    }
}
