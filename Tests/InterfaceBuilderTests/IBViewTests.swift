import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

struct IBViewTests {
    @Test func S1_viewTreeFramesAndClasses() throws {
        let document = try Fixtures.document("Adaptive.storyboard")
        let root = try #require(document.viewController(withID: "dtl-vc-001")?.view)
        #expect(root.key == "view")
        #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(root.autoresizingMask == IBAutoresizingMask(["widthSizable", "heightSizable"]))
        #expect(root.autoresizingMask?.rawValue == 18, "UIKit: flexibleWidth 2 | flexibleHeight 16")
        #expect(root.subviews.map(\.elementName) == ["containerView", "imageView", "label"])
        #expect(root.subviews.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(root.backgroundColor == .named("Paper"))
        #expect(root.subviews[2].frame == CGRect(x: 16, y: 622.5, width: 343, height: 20.5))
    }

    @Test func S1_labelAndImageAttributes() throws {
        let document = try Fixtures.document("Adaptive.storyboard")
        let caption = try #require(document.view(withID: "cap-dt-001"))
        #expect(caption.text == "Caption")
        #expect(caption.textAlignment == "center")
        #expect(caption.numberOfLines == 2)
        #expect(caption.font == .textStyle("UICTFontTextStyleBody"))
        #expect(caption.font?.pointSize == nil)
        #expect(caption.colors["textColor"] == .rgb(red: 1, green: 0.5, blue: 0, alpha: 1, colorSpace: "sRGB"))
        #expect(!caption.isUserInteractionEnabled)
        #expect(caption.contentMode == "left")
        #expect(caption.userLabel == "Caption")
        #expect(caption.properties["opaque"] == "NO", "unmodeled attributes are kept verbatim")
        let image = try #require(document.view(withID: "img-dt-001"))
        #expect(image.image == "photo")
        #expect(image.contentHuggingPriority == IBAxisPriorities(horizontal: 251, vertical: 251))
        #expect(image.compressionResistancePriority == IBAxisPriorities(horizontal: 750, vertical: 751))
        let button = try #require(document.view(withID: "btn-sh-001"))
        #expect(button.buttonStates == [IBButtonState(state: "normal", title: "Show Photo", image: "photo")])
    }

    @Test func S1_stackViewAttributesAndVariations() throws {
        let document = try Fixtures.document("SizeClasses.xib")
        let stack = try #require(document.view(withID: "stk-vw-001"))
        var expected = IBStackAttributes()
        expected.axis = "vertical"
        expected.alignment = "center"
        expected.spacing = 8
        #expect(stack.stack == expected)
        #expect(stack.variations.count == 1)
        #expect(stack.variations[0].sizeClasses == IBSizeClasses(width: .unspecified, height: .compact))
        #expect(stack.variations[0].overrides == ["axis": "horizontal", "spacing": "20"])
    }

    @Test(arguments: [
        (
            "<color key=\"backgroundColor\" white=\"0.5\" alpha=\"0.25\" colorSpace=\"calibratedWhite\"/>",
            IBColor.white(0.5, alpha: 0.25, colorSpace: "calibratedWhite")
        ),
        (
            "<color key=\"c\" red=\"1\" green=\"0.4\" blue=\"0.0\" alpha=\"1\" colorSpace=\"calibratedRGB\"/>",
            .rgb(red: 1, green: 0.4, blue: 0, alpha: 1, colorSpace: "calibratedRGB")
        ),
        (
            "<color key=\"c\" red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"displayP3\"/>",
            .rgb(red: 1, green: 0, blue: 0, alpha: 1, colorSpace: "displayP3")
        ),
        ("<color key=\"c\" systemColor=\"labelColor\"/>", .system("labelColor")),
        (
            "<color key=\"c\" xcode11CocoaTouchSystemColor=\"systemBackgroundColor\" cocoaTouchSystemColor=\"whiteColor\"/>",
            .system("systemBackgroundColor")
        ),
        ("<color key=\"c\" cocoaTouchSystemColor=\"darkTextColor\"/>", .system("darkTextColor")),
        ("<color key=\"c\" name=\"AccentColor\"/>", .named("AccentColor")),
    ])
    func S1_colorForms(xml: String, color: IBColor) throws {
        let element = try IBElement.parse(xml: Data(xml.utf8))
        #expect(IBColor(element) == color)
    }

    @Test(arguments: [
        (
            "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>",
            IBFont.system(type: "system", pointSize: 17, weight: nil)
        ),
        (
            "<fontDescription key=\"fontDescription\" type=\"system\" weight=\"semibold\" pointSize=\"15\"/>",
            .system(type: "system", pointSize: 15, weight: "semibold")
        ),
        (
            "<fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"34\"/>",
            .system(type: "boldSystem", pointSize: 34, weight: nil)
        ),
        (
            "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleHeadline\"/>",
            .textStyle("UICTFontTextStyleHeadline")
        ),
        (
            "<fontDescription key=\"fontDescription\" name=\"AmericanTypewriter\" family=\"American Typewriter\" pointSize=\"31\"/>",
            .named(name: "AmericanTypewriter", family: "American Typewriter", pointSize: 31)
        ),
    ])
    func S1_fontForms(xml: String, font: IBFont) throws {
        #expect(IBFont(try IBElement.parse(xml: Data(xml.utf8))) == font)
    }

    @Test func S1_marginsGuidesAndRuntimeAttributes() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <scrollView insetsLayoutMarginsFromSafeArea="NO" preservesSuperviewLayoutMargins="YES" \
            ambiguous="YES" misplaced="YES" hidden="YES" alpha="0.5" tag="7" clipsSubviews="YES" \
            placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="30" id="scr-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <viewLayoutGuide key="contentLayoutGuide" id="cnt-lg-001"/>
                        <viewLayoutGuide key="frameLayoutGuide" id="frm-lg-001"/>
                        <directionalEdgeInsets key="directionalLayoutMargins" top="16" leading="28" bottom="16" trailing="27"/>
                        <edgeInsets key="layoutMargins" top="10" left="32" bottom="10" right="31"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <real key="value" value="8"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityHint" value="Scrolls"/>
                        </userDefinedRuntimeAttributes>
                    </scrollView>
                </objects>
            </document>
            """
        let document = try IBDocument(data: Data(xml.utf8))
        let view = try #require(document.topLevelViews.first)
        #expect(!view.insetsLayoutMarginsFromSafeArea)
        #expect(view.preservesSuperviewLayoutMargins)
        #expect(view.isAmbiguous && view.isMisplaced && view.isHidden && view.clipsToBounds)
        #expect(view.alpha == 0.5)
        #expect(view.tag == 7)
        #expect(view.intrinsicContentSizePlaceholder == IBIntrinsicSizePlaceholder(width: nil, height: 30))
        #expect(view.layoutGuides.map(\.key) == ["contentLayoutGuide", "frameLayoutGuide"])
        #expect(view.safeAreaLayoutGuideID == nil)
        #expect(
            view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 16, leading: 28, bottom: 16, trailing: 27))
        #expect(view.layoutMargins == UIEdgeInsets(top: 10, left: 32, bottom: 10, right: 31))
        #expect(
            view.userDefinedRuntimeAttributes == [
                IBRuntimeAttribute(keyPath: "layer.cornerRadius", type: "number", value: "8"),
                IBRuntimeAttribute(keyPath: "accessibilityHint", type: "string", value: "Scrolls"),
            ])
        #expect(document.diagnostics == [])
    }

    @Test func S1_attributedTextKeepsItsPlainText() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <textView id="txt">
                        <attributedString key="attributedText">
                            <fragment content="Bold ">
                                <attributes><font key="NSFont" size="14" name="HelveticaNeue-Bold"/></attributes>
                            </fragment>
                            <fragment>
                                <string key="content">and plain.</string>
                            </fragment>
                        </attributedString>
                    </textView>
                </objects>
            </document>
            """
        let document = try IBDocument(data: Data(xml.utf8))
        #expect(document.topLevelViews.first?.text == "Bold and plain.")
        #expect(document.diagnostics == [])
    }

    @Test func S1_staticTableCellsAndTextElements() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <tableView style="grouped" id="tbl-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <sections>
                            <tableViewSection headerTitle="Account" id="sec-tb-001">
                                <cells>
                                    <tableViewCell id="cel-tb-001">
                                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                        <tableViewCellContentView key="contentView" id="ccv-tb-001">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                            <subviews>
                                                <label text="x" id="lbl-tb-001">
                                                    <rect key="frame" x="16" y="12" width="100" height="20"/>
                                                    <string key="text">Two
            lines</string>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                </objects>
            </document>
            """
        let document = try IBDocument(data: Data(xml.utf8))
        let table = try #require(document.topLevelViews.first)
        #expect(table.sections.map(\.headerTitle) == ["Account"])
        let cell = try #require(table.sections.first?.cells.first)
        #expect(cell.keyedViews.map(\.id) == ["ccv-tb-001"])
        #expect(document.view(withID: "lbl-tb-001")?.text == "Two\nlines", "<string key=\"text\"> wins over text=")
        #expect(document.view(withID: "lbl-tb-001")?.properties["style"] == nil)
        #expect(table.properties["style"] == "grouped")
    }
}
