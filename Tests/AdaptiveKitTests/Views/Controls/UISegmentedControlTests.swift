import Foundation
import Testing

@testable import AdaptiveKit

/// L4: segmented controls: segments, selection and widths.
///
/// With the 13-point title font, "First" is 2.09 em = 27.17 points and "Second" 3.12 em = 40.56;
/// a segment adds 20 points of padding and rounds up to the pixel grid (61 at 2x for "Second").
@MainActor
@Suite struct UISegmentedControlTests {
    @Test func L4_segmentsFromItemsAndTheirTitles() {
        let image = UIImage(size: CGSize(width: 30, height: 20))
        let control = UISegmentedControl(items: ["First", "Second", image])
        #expect(control.numberOfSegments == 3)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["First", "Second", nil])
        #expect(control.imageForSegment(at: 2) === image)
        #expect(control.titleForSegment(at: 9) == nil)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect((control as UIView) is UIControl)
    }

    @Test func L4_selectionStaysOnItsSegmentAndOutOfRangeMeansNone() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 2) == "B")
        control.removeSegment(at: 0, animated: true)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 5
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.insertSegment(withTitle: "end", at: 99, animated: false)
        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["A", "C", "end"])
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func L4_equalWidthsByDefaultOrApportionedByContent() throws {
        let harness = try LayoutHarness(scale: 2)
        let control = UISegmentedControl(items: ["First", "Second"])
        harness.pin(control, x: 20, y: 100)
        harness.layout()
        #expect(control.intrinsicContentSize == CGSize(width: 122, height: 32))
        #expect(control.frame == rect(20, 100, 122, 32))
        #expect(control.segmentFrames == [rect(0, 0, 61, 32), rect(61, 0, 61, 32)])
        control.apportionsSegmentWidthsByContent = true
        harness.layout()
        #expect(control.intrinsicContentSize == CGSize(width: 108.5, height: 32))
        #expect(control.segmentFrames == [rect(0, 0, 47.5, 32), rect(47.5, 0, 61, 32)])
        control.setWidth(100, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 100)
        #expect(control.intrinsicContentSize == CGSize(width: 161, height: 32))
    }

    @Test func L4_automaticSegmentsShareWhatAFixedSegmentLeaves() {
        let control = UISegmentedControl(items: ["One", "Two", "Six"])
        control.setWidth(50, forSegmentAt: 1)
        control.frame = rect(0, 0, 250, 32)
        #expect(control.segmentFrames.map(\.width) == [100, 50, 100])
        control.setEnabled(false, forSegmentAt: 2)
        #expect([control.isEnabledForSegment(at: 2), control.isEnabledForSegment(at: 0)] == [false, true])
        #expect(control.isEnabledForSegment(at: 7) == false)
        control.setWidth(.nan, forSegmentAt: 1)
        #expect(control.widthForSegment(at: 1) == CGFloat(0))
    }
}
