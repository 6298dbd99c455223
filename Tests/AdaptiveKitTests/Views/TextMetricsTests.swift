import Foundation
import Testing

@testable import AdaptiveKit

/// L4: the documented font metrics and character-width model that label sizes come from.
@MainActor
@Suite struct TextMetricsTests {
    @Test func L4_systemFontMetricsFollowSFProUnits() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.ascender == 16.1865234375)  // 17 × 1950 / 2048
        #expect(font.descender == -4.1005859375)  // −17 × 494 / 2048
        #expect(font.lineHeight == 20.287109375)  // 17 × 2444 / 2048
        #expect(font.capHeight == 11.97802734375)  // 17 × 1443 / 2048
        #expect(font.leading == 0)
        #expect(font.lineHeight == font.ascender - font.descender)
    }

    @Test func L4_fontsByNameAndWeight() throws {
        #expect(UIFont.boldSystemFont(ofSize: 12).weight == .bold)
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == ".SFUI-Semibold")
        let named = try #require(UIFont(name: "Avenir-Heavy", size: 20))
        #expect(named.fontName == "Avenir-Heavy")
        #expect(named.lineHeight == UIFont.systemFont(ofSize: 20).lineHeight)
        #expect(UIFont(name: "", size: 20) == nil)
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17).withSize(20).pointSize == 20)
    }

    @Test func L4_bodyTextFollowsApplesDynamicTypeTable() {
        let sizes = UIContentSizeCategory.allSpecified.map {
            UIFont.preferredFont(
                forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: $0)
            )
            .pointSize
        }
        #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test(arguments: [
        (UIFont.TextStyle.largeTitle, CGFloat(34), CGFloat(60)), (.title1, 28, 58), (.title2, 22, 56),
        (.title3, 20, 55), (.headline, 17, 53), (.subheadline, 15, 49), (.callout, 16, 51), (.footnote, 13, 44),
        (.caption1, 12, 43), (.caption2, 11, 41),
    ])
    func L4_textStyleSizesAtLargeAndTheLargestAccessibilitySize(
        style: UIFont.TextStyle, large: CGFloat, largest: CGFloat
    ) {
        let atLarge = UIFont.preferredFont(
            forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        let atLargest = UIFont.preferredFont(
            forTextStyle: style,
            compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(atLarge.pointSize == large)
        #expect(atLargest.pointSize == largest)
        #expect(atLarge.weight == (style == .headline ? .semibold : .regular))
    }

    @Test func L4_preferredFontWithoutTraitsIsTheLargeSize() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        let extraLarge = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        let size = extraLarge.performAsCurrent { UIFont.preferredFont(forTextStyle: .body).pointSize }
        #expect(size == 19)
    }

    @Test func L4_fontMetricsScaleByTheStylesRatio() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(metrics.scaledValue(for: 34, compatibleWith: xxxl) == 46)  // 34 × 23 / 17
        #expect(metrics.scaledValue(for: 34, compatibleWith: nil) == 34)
        let scaled = metrics.scaledFont(for: .boldSystemFont(ofSize: 17), compatibleWith: xxxl)
        #expect(scaled.pointSize == 23)
        #expect(scaled.weight == .bold)
        let capped = metrics.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20, compatibleWith: xxxl)
        #expect(capped.pointSize == 20)
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(scaled.resolvedForContentSizeCategory(in: small)?.pointSize == 14)
        #expect(UIFont.systemFont(ofSize: 17).resolvedForContentSizeCategory(in: small) == nil)
    }

    @Test func L4_characterWidthModel() {
        let text = TextMeasurement(font: .systemFont(ofSize: 17))
        // H 0.62 + e 0.50 + l 0.25 + l 0.25 + o 0.50 = 2.12 em.
        #expect(text.width(of: "Hello") == 36.04)
        #expect(text.width(of: "mwMW") == 57.8)  // (0.80 + 0.80 + 0.90 + 0.90) × 17
        #expect(text.width(of: "0 9") == 23.46)  // (0.56 + 0.26 + 0.56) × 17
        #expect(text.width(of: "ilj.,") == 21.25)
        #expect(text.width(of: "ftr") == 18.36)
        #expect(text.width(of: "é?") == 16.15)  // 0.60 + 0.35
        #expect(text.width(of: "日本") == 34)
        #expect(TextMeasurement(font: .boldSystemFont(ofSize: 17)).width(of: "Hello") == 37.842)  // × 1.05
    }

    @Test func L4_wordWrapping() {
        let text = TextMeasurement(font: .systemFont(ofSize: 17))
        // Hello 36.04, world 40.97, again 38.25; a space is 4.42.
        let wrapped = text.layout("Hello world again", maxWidth: 90, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(wrapped.lineWidths == [81.43, 38.25])
        let narrow = text.layout("Hello world again", maxWidth: 80, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(narrow.lineWidths == [36.04, 40.97, 38.25])
        let truncated = text.layout(
            "Hello world again", maxWidth: 80, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(truncated.lineWidths == [36.04, 80])
        #expect(truncated.isTruncated)
        let long = text.layout("Hellohello", maxWidth: 40, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(long.lineCount == 2)  // a word wider than the line breaks between characters
        let lines = text.layout("Hello\n\nworld", maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(lines.lineWidths == [36.04, 0, 40.97])
        let single = text.layout("Hello world again", maxWidth: 50, numberOfLines: 1, lineBreakMode: .byWordWrapping)
        #expect(single.lineWidths == [text.width(of: "Hello world again")])
    }
}
