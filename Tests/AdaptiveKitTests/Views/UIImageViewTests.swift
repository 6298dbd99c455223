import Foundation
import Testing

@testable import AdaptiveKit

/// L4: image views take their intrinsic size from the image in points.
@MainActor
@Suite struct UIImageViewTests {
    @Test func L4_intrinsicSizeIsTheImageSizeInPoints() throws {
        let image = UIImage(size: CGSize(width: 40, height: 30), scale: 3)
        let view = UIImageView(image: image)
        #expect(view.frame == rect(0, 0, 40, 30))
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
        #expect(view.contentMode == .scaleToFill)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(UIImageView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: -1))
    }

    @Test func L4_changingTheImageResizesALaidOutImageView() throws {
        let harness = try LayoutHarness()
        let view = UIImageView(image: UIImage(size: CGSize(width: 40, height: 30)))
        harness.pin(view, x: 20, y: 100)
        harness.layout()
        #expect(view.frame == rect(20, 100, 40, 30))
        view.image = UIImage(size: CGSize(width: 64, height: 64), scale: 2)
        harness.layout()
        #expect(view.frame == rect(20, 100, 64, 64))
        view.highlightedImage = UIImage(size: CGSize(width: 10, height: 12))
        view.isHighlighted = true
        harness.layout()
        #expect(view.frame == rect(20, 100, 10, 12))
    }

    @Test func L4_imagesByNameAreNotLoadedYet() {
        #expect(UIImage(named: "AppIcon") == nil)
        #expect(
            UIImage(size: CGSize(width: 1, height: 2), scale: 2) == UIImage(size: CGSize(width: 1, height: 2), scale: 2)
        )
    }
}
