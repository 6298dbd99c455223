import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S1: control elements load as UIKit's control classes with their attributes; laid out with the
/// controls' own intrinsic sizes, every view lands on the frame the fixture stores.
@MainActor
@Suite struct ControlLoadingTests {
    private func load() throws -> (IBDocument, IBObjectMap) {
        let document = try Fixtures.document("Controls.xib")
        let objects = UINib(document: document).instantiateObjects(withOwner: nil)
        return (document, objects)
    }

    @Test func S1_controlsFixtureReadsWithoutDiagnostics() throws {
        let (document, _) = try load()
        #expect(document.diagnostics.map(\.description) == [])
        let segmented = try #require(document.view(withID: "sg"))
        #expect(
            segmented.segments == [
                IBSegment(title: "First"), IBSegment(title: "Second"),
                IBSegment(title: "Third", width: 80, isEnabled: false),
            ])
        #expect(document.view(withID: "ve")?.visualEffect == IBVisualEffect(blurStyle: "systemMaterial"))
    }

    @Test func S1_elementsLoadAsUIKitsControlClasses() throws {
        let (_, objects) = try load()
        let classes = ["sg", "sw", "sl", "st", "pv", "ai", "am", "pc", "sb", "tb", "dp", "pk", "tv", "ve"].map {
            objects.view(withIBID: $0).map { String(describing: type(of: $0)) } ?? "missing"
        }
        #expect(
            classes == [
                "UISegmentedControl", "UISwitch", "UISlider", "UIStepper", "UIProgressView", "UIActivityIndicatorView",
                "UIActivityIndicatorView", "UIPageControl", "UISearchBar", "UIToolbar", "UIDatePicker", "UIPickerView",
                "UITextView", "UIVisualEffectView",
            ])
    }

    @Test func S1_controlAttributesLoad() throws {
        let (_, objects) = try load()
        let segmented = try #require(objects.view(withIBID: "sg") as? UISegmentedControl)
        #expect(segmented.numberOfSegments == 3)
        #expect((0..<3).map { segmented.titleForSegment(at: $0) } == ["First", "Second", "Third"])
        #expect(segmented.selectedSegmentIndex == 1)
        #expect(segmented.apportionsSegmentWidthsByContent)
        #expect(segmented.widthForSegment(at: 2) == CGFloat(80))
        #expect(!segmented.isEnabledForSegment(at: 2))
        let toggle = try #require(objects.view(withIBID: "sw") as? UISwitch)
        #expect(toggle.isOn)
        #expect(toggle.onTintColor == UIColor.systemBlue)
        let slider = try #require(objects.view(withIBID: "sl") as? UISlider)
        #expect([slider.value, slider.minimumValue, slider.maximumValue] == [0.25, 0, 1])
        #expect(!slider.isContinuous)
        let stepper = try #require(objects.view(withIBID: "st") as? UIStepper)
        #expect([stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue] == [3, 1, 10, 2])
        #expect(stepper.wraps)
        let progress = try #require(objects.view(withIBID: "pv") as? UIProgressView)
        #expect(progress.progress == 0.5 && progress.progressViewStyle == .default)
        let large = try #require(objects.view(withIBID: "ai") as? UIActivityIndicatorView)
        #expect(large.style == .large && large.isAnimating && !large.isHidden)
        let medium = try #require(objects.view(withIBID: "am") as? UIActivityIndicatorView)
        #expect(medium.style == .medium && !medium.isAnimating && !medium.hidesWhenStopped && !medium.isHidden)
        let pages = try #require(objects.view(withIBID: "pc") as? UIPageControl)
        #expect(pages.numberOfPages == 3 && pages.currentPage == 1)
        let search = try #require(objects.view(withIBID: "sb") as? UISearchBar)
        #expect(search.placeholder == "Search" && search.showsCancelButton)
        let toolbar = try #require(objects.view(withIBID: "tb") as? UIToolbar)
        #expect(toolbar.items?.map(\.title) == ["Edit", nil, nil])
        #expect(toolbar.items?.map(\.systemItem) == [nil, .flexibleSpace, .add])
        let date = try #require(objects.view(withIBID: "dp") as? UIDatePicker)
        #expect(date.datePickerMode == .date && date.datePickerStyle == .wheels && date.minuteInterval == 5)
        let text = try #require(objects.view(withIBID: "tv") as? UITextView)
        #expect(text.text == "Hello" && !text.isEditable && text.textAlignment == .center)
        #expect(text.font?.pointSize == 14)
        let effect = try #require(objects.view(withIBID: "ve") as? UIVisualEffectView)
        #expect((effect.effect as? UIBlurEffect)?.style == .systemMaterial)
        #expect(effect.contentView === objects.view(withIBID: "vc"))
        #expect(effect.subviews.count == 1)
    }

    @Test func S3_controlsLayOutOnTheirStoredFrames() throws {
        let (document, objects) = try load()
        let root = try #require(objects.view(withIBID: "root"))
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 992)
        root.layoutIfNeeded()
        var mismatches: [String] = []
        try #require(document.view(withID: "root")).forEachView { value in
            guard let stored = value.frame, let view = objects.view(withIBID: value.id) else { return }
            if view.frame != stored { mismatches.append("\(value.id): \(view.frame) != \(stored)") }
        }
        #expect(mismatches == [])
        #expect(objects.view(withIBID: "vl")?.frame == CGRect(x: 8, y: 8, width: 334, height: 44))
    }

    @Test func S1_aBlurWithoutAStyleIsReported() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <visualEffectView opaque="NO" contentMode="scaleToFill" id="ve">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        <blurEffect/>
                    </visualEffectView>
                </objects>
            </document>
            """
        let document = try IBDocument(data: Data(xml.utf8))
        #expect(document.diagnostics.map(\.message) == ["<blurEffect> has no blur style; skipped"])
        let objects = UINib(document: document).instantiateObjects(withOwner: nil)
        let effect = try #require(objects.view(withIBID: "ve") as? UIVisualEffectView)
        #expect(effect.effect == nil)
        #expect(effect.contentView.superview === effect)
    }

    @Test func S1_badControlValuesAreReportedOrIgnored() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <segmentedControl opaque="NO" selectedSegmentIndex="4" id="sg">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="32"/>
                        <segments>
                            <segment title="A"/>
                            <label text="not a segment" id="lb"/>
                            <segment title="B" width="-5"/>
                        </segments>
                    </segmentedControl>
                    <pageControl numberOfPages="1e30" currentPage="inf" id="pc">
                        <rect key="frame" x="0.0" y="40" width="100" height="37"/>
                    </pageControl>
                </objects>
            </document>
            """
        let document = try IBDocument(data: Data(xml.utf8))
        #expect(
            document.diagnostics.map(\.message) == [
                "unknown element <label> in <segments>; skipped",
                "'currentPage' of <pageControl> is not an integer within ±10000000: 'inf'; using the default",
                "'numberOfPages' of <pageControl> is not an integer within ±10000000: '1e30'; using the default",
            ])
        #expect(document.diagnostics.map(\.line) == [7, 11, 11])
        let objects = UINib(document: document).instantiateObjects(withOwner: nil)
        let control = try #require(objects.view(withIBID: "sg") as? UISegmentedControl)
        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["A", "B"])
        #expect(control.widthForSegment(at: 1) == CGFloat(0), "a negative width means automatic")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        // Numbers no Int holds are warned about and ignored rather than trapping.
        let pages = try #require(objects.view(withIBID: "pc") as? UIPageControl)
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
    }
}
