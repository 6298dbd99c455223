import Foundation
import Testing

@testable import AdaptiveKit

/// L4: labels measured with the documented metrics and laid out in a window.
///
/// "Hello" in the 17-point system font is 2.12 em = 36.04 points wide and one line is
/// 20.287109375 high; sizes round up to the pixel grid: 109/3 × 61/3 at 3x, 36.5 × 20.5 at 2x.
@MainActor
@Suite struct UILabelTests {
    func label(_ text: String?, font: UIFont = .systemFont(ofSize: 17)) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        return label
    }

    @Test func L4_defaults() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.textAlignment == .natural)
        #expect(label.textColor == UIColor.label)
        #expect(label.preferredMaxLayoutWidth == 0)
        // Made in code: UIView's priorities (Interface Builder's 251 hugging comes from the file).
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        label.font = nil
        #expect(label.font.pointSize == 17)
    }

    @Test(arguments: [(3, CGFloat(109) / 3, CGFloat(61) / 3), (2, 36.5, 20.5)])
    func L4_singleLineLabelRoundsUpToThePixelGrid(scale: Int, width: CGFloat, height: CGFloat) throws {
        let harness = try LayoutHarness(scale: scale)
        let hello = label("Hello")
        harness.pin(hello, x: 20, y: 100)
        harness.layout()
        #expect(hello.intrinsicContentSize == CGSize(width: width, height: height))
        #expect(pixels(hello.frame, scale: CGFloat(scale)) == rect(20, 100, width, height))
    }

    @Test func L4_emptyTextHasNoSize() throws {
        let harness = try LayoutHarness()
        let empty = label(nil)
        harness.pin(empty, x: 20, y: 100)
        harness.layout()
        #expect(empty.intrinsicContentSize == .zero)
        #expect(empty.frame == rect(20, 100, 0, 0))
        empty.text = ""
        #expect(empty.intrinsicContentSize == .zero)
        empty.text = "Hello"
        harness.layout()
        #expect(pixels(empty.frame).size == CGSize(width: CGFloat(109) / 3, height: CGFloat(61) / 3))
    }

    @Test func L4_multilineLabelWrapsAtThePreferredWidth() throws {
        let harness = try LayoutHarness()
        let text = label("Hello world again")
        text.numberOfLines = 0
        text.preferredMaxLayoutWidth = 90
        harness.pin(text, x: 20, y: 100)
        harness.layout()
        // "Hello world" is 81.43 wide (245/3 on the grid); two lines are 40.57421875 high (122/3).
        #expect(pixels(text.frame) == rect(20, 100, CGFloat(245) / 3, CGFloat(122) / 3))
        text.preferredMaxLayoutWidth = 80
        harness.layout()
        // Three lines, the widest "world" at 40.97 → 41; 60.861328125 → 61 high.
        #expect(pixels(text.frame) == rect(20, 100, 41, 61))
        text.numberOfLines = 2
        harness.layout()
        // Two lines, the last truncated and counting the whole width.
        #expect(pixels(text.frame) == rect(20, 100, 80, CGFloat(122) / 3))
    }

    @Test func L4_automaticWidthWrapsAtTheLaidOutWidthInASecondPass() throws {
        let harness = try LayoutHarness()
        let text = label("Hello world again")
        text.numberOfLines = 0
        harness.pin(text, x: 20, y: 100)
        text.trailingAnchor.constraint(equalTo: harness.view.leadingAnchor, constant: 110).isActive = true
        harness.layout()
        #expect(pixels(text.frame) == rect(20, 100, 90, CGFloat(122) / 3))
    }

    @Test func L4_sizeThatFitsAndSizeToFit() throws {
        let harness = try LayoutHarness()
        let text = label("Hello world again")
        harness.view.addSubview(text)
        #expect(text.sizeThatFits(CGSize(width: 90, height: 0)).width == CGFloat(373) / 3)  // one line: 124.1
        text.numberOfLines = 0
        #expect(
            text.sizeThatFits(CGSize(width: 90, height: 0)) == CGSize(width: CGFloat(245) / 3, height: CGFloat(122) / 3)
        )
        text.frame = rect(10, 10, 90, 0)
        text.sizeToFit()
        #expect(pixels(text.frame) == rect(10, 10, CGFloat(245) / 3, CGFloat(122) / 3))
        let plain = UIView(frame: rect(0, 0, 40, 30))
        #expect(plain.sizeThatFits(CGSize(width: 5, height: 5)) == CGSize(width: 40, height: 30))
    }

    @Test func L4_dynamicTypeResizesALabelThatAdjusts() throws {
        let harness = try LayoutHarness()
        let body = label("Hello", font: .preferredFont(forTextStyle: .body))
        body.adjustsFontForContentSizeCategory = true
        let fixed = label("Hello", font: .preferredFont(forTextStyle: .body))
        harness.pin(body, x: 20, y: 100)
        harness.pin(fixed, x: 20, y: 200)
        harness.layout()
        #expect(pixels(body.frame) == rect(20, 100, CGFloat(109) / 3, CGFloat(61) / 3))
        harness.simulator.setContentSizeCategory(.extraExtraExtraLarge)
        harness.layout()
        // Body is 23 points: "Hello" 48.76 → 49 wide, a line 27.447265625 → 83/3 high.
        #expect(body.font.pointSize == 23)
        #expect(pixels(body.frame) == rect(20, 100, 49, CGFloat(83) / 3))
        #expect(fixed.font.pointSize == 17)
        #expect(pixels(fixed.frame).size == CGSize(width: CGFloat(109) / 3, height: CGFloat(61) / 3))
        harness.simulator.setContentSizeCategory(.large)
        harness.layout()
        #expect(pixels(body.frame) == rect(20, 100, CGFloat(109) / 3, CGFloat(61) / 3))
    }

    @Test func L4_aScaledCustomFontFollowsItsTextStyle() throws {
        let harness = try LayoutHarness()
        let title = label("Hello")
        title.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .boldSystemFont(ofSize: 20))
        title.adjustsFontForContentSizeCategory = true
        harness.pin(title, x: 20, y: 100)
        harness.layout()
        #expect(title.font.pointSize == 20)
        harness.simulator.setContentSizeCategory(.extraExtraExtraLarge)
        harness.layout()
        // Title 1 is 28 at large and 34 at extraExtraExtraLarge: 20 × 34 / 28.
        #expect(title.font.pointSize == CGFloat(20) * 34 / 28)
        #expect(title.font.weight == .bold)
        harness.simulator.setContentSizeCategory(.extraSmall)
        #expect(title.font.pointSize == CGFloat(20) * 25 / 28)
    }

    @Test func L4_firstBaselinesOfTwoFontsLineUp() throws {
        // At 2x: 17 pt ascender 16.19 → 16.5; 34 pt ascender 32.37 → 32.5.
        let harness = try LayoutHarness(scale: 2)
        let small = label("Hello")
        let large = label("Hi", font: .systemFont(ofSize: 34))
        harness.pin(small, x: 20, y: 100)
        large.translatesAutoresizingMaskIntoConstraints = false
        harness.view.addSubview(large)
        NSLayoutConstraint.activate([
            large.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
            large.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
        ])
        harness.layout()
        #expect(small.frame.minY == 100)
        #expect(large.frame.minY == 84)  // 100 + 16.5 − 32.5
        #expect(large.frame.minX == 64.5)  // 20 + 36.5 + 8
        // The last baselines coincide too for single lines: 100 + 20.5 − 4 = 84 + 41 − 8.5.
        #expect(small.lastBaselineOffsetFromBottom == 4)
        #expect(large.lastBaselineOffsetFromBottom == 8.5)
    }

    @Test func L4_lowerHuggingStretchesAndLowerCompressionResistanceShrinks() throws {
        // At 2x: "Name" 41.14 → 41.5 and "Value" 40.29 → 40.5 wide.
        let harness = try LayoutHarness(scale: 2)
        let name = label("Name")
        let value = label("Value")
        name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        harness.pin(name, x: 20, y: 100)
        value.translatesAutoresizingMaskIntoConstraints = false
        harness.view.addSubview(value)
        let rowEnd = value.trailingAnchor.constraint(equalTo: harness.view.leadingAnchor, constant: 220)
        NSLayoutConstraint.activate([
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.topAnchor.constraint(equalTo: name.topAnchor), rowEnd,
        ])
        harness.layout()
        #expect(name.frame == rect(20, 100, 41.5, 20.5))
        #expect(value.frame == rect(69.5, 100, 150.5, 20.5))
        rowEnd.constant = 80
        value.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        harness.layout()
        #expect(name.frame == rect(20, 100, 41.5, 20.5))
        #expect(value.frame == rect(69.5, 100, 10.5, 20.5))
    }
}
