import Foundation
import Testing

@testable import AdaptiveKit

/// L4: classic buttons: titles and images per state, and their intrinsic size.
///
/// "Button" in the 15-point system font is 2.84 em = 42.6 points wide (43 at 2x) and 17.9 high (18);
/// with zero content insets UIKit pads a title by 6 above and below.
@MainActor
@Suite struct UIButtonTests {
    @Test func L4_systemButtonIsTitleSizedAndPadded() throws {
        let harness = try LayoutHarness(scale: 2)
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        harness.pin(button, x: 20, y: 100)
        harness.layout()
        #expect(button.titleLabel?.font.pointSize == 15)
        #expect(button.intrinsicContentSize == CGSize(width: 43, height: 30))
        #expect(button.frame == rect(20, 100, 43, 30))
        #expect(button.titleLabel?.frame == rect(0, 6, 43, 18))
        // Insets replace the padding.
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        harness.layout()
        #expect(button.frame == rect(20, 100, 63, 28))
    }

    @Test func L4_customButtonWithALargerFont() throws {
        let harness = try LayoutHarness(scale: 2)
        let button = UIButton(type: .custom)
        button.setTitle("Button", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 18)
        harness.pin(button, x: 20, y: 100)
        harness.layout()
        // 2.84 em × 18 = 51.12 → 51.5 wide; a 21.48 → 21.5 high line plus 12.
        #expect(button.frame == rect(20, 100, 51.5, 33.5))
        #expect(UIButton().buttonType == .custom)
    }

    @Test func L4_imageAndTitleSideBySide() throws {
        let harness = try LayoutHarness(scale: 2)
        let button = UIButton(type: .system)
        button.setImage(UIImage(size: CGSize(width: 24, height: 36), scale: 2), for: .normal)
        harness.pin(button, x: 0, y: 0)
        harness.layout()
        #expect(button.frame.size == CGSize(width: 24, height: 36))
        button.setTitle("Button", for: .normal)
        harness.layout()
        #expect(button.frame.size == CGSize(width: 67, height: 36))
    }

    @Test func L4_emptyButtonMeasures30By34() {
        #expect(UIButton(type: .system).intrinsicContentSize == CGSize(width: 30, height: 34))
        #expect(UIButton(type: .custom).intrinsicContentSize == CGSize(width: 30, height: 34))
    }

    @Test func L4_titlesPerStateFallBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.state == .selected)
        #expect(button.currentTitle == "Pause")
        #expect(button.titleLabel?.text == "Pause")
        #expect(button.currentTitleColor == UIColor.systemBlue)
        button.setTitleColor(.red, for: .selected)
        #expect(button.titleLabel?.textColor == UIColor.red)
        button.isEnabled = false
        #expect(button.state == [.selected, .disabled])
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
    }
}
