import Foundation
import Testing

@testable import AdaptiveKit

/// T8 (dynamic colors): a color resolves per trait collection.
@Suite struct UIColorTests {
    @Test func T8_dynamicColorsResolvePerStyle() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.systemBackground.resolvedColor(with: light) == .white)
        #expect(UIColor.systemBlue.resolvedColor(with: light).hexString == "#007AFF")
        #expect(UIColor.systemBlue.resolvedColor(with: dark).hexString == "#0A84FF")
        #expect(UIColor.label.isDynamic)
        #expect(UIColor.label.hexString == nil)
    }

    @Test func T8_fixedColorsReadBackTheirComponents() {
        var red: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 0.75).getRed(&red, green: nil, blue: nil, alpha: &alpha))
        #expect(red == 0.25)
        #expect(alpha == 0.75)
        #expect(!UIColor.label.getRed(&red, green: nil, blue: nil, alpha: nil), "unresolved dynamic color")
        #expect(UIColor(white: 1, alpha: 1) == .white)
        #expect(UIColor.red.withAlphaComponent(0.5) != .red)
        #expect(
            UIColor.label.withAlphaComponent(0.5).resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(white: 1, alpha: 0.5))
    }
}
