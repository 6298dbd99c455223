import Foundation
import Testing

@testable import AdaptiveKit

/// L4: a text view is a scroll view; it sizes to its text only when it does not scroll.
///
/// "Hello" in the 12-point system font is 2.12 em = 25.44 points; with 5 points of line padding a
/// side the view is 35.5 wide at 2x; a line is 12 · 2444/2048 = 14.32 tall, plus 8 above and below (30.5).
@MainActor
@Suite struct UITextViewTests {
    @Test func L4_aScrollingTextViewHasNoIntrinsicSize() {
        let textView = UITextView()
        #expect((textView as UIView) is UIScrollView)
        #expect(textView.text == "")
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        textView.text = "Hello"
        #expect(
            textView.intrinsicContentSize
                == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func L4_withoutScrollingItSizesToItsText() throws {
        let harness = try LayoutHarness(scale: 2)
        let textView = UITextView()
        textView.text = "Hello"
        textView.isScrollEnabled = false
        harness.pin(textView, x: 0, y: 100)
        harness.layout()
        #expect(textView.frame == rect(0, 100, 35.5, 30.5))
        // Wrapped at a fixed width, three words take three lines.
        textView.text = "Hello Hello Hello"
        textView.removeFromSuperview()
        harness.pin(textView, x: 0, y: 100, width: 45)
        harness.layout()
        harness.layout()
        #expect(textView.frame == rect(0, 100, 45, 59))
        textView.text = nil
        #expect(textView.text == "")
        #expect(textView.sizeThatFits(CGSize(width: 100, height: 0)).height == CGFloat(30.5))
    }
}
