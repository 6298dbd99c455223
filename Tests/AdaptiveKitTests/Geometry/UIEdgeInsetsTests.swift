import Foundation
import Testing

@testable import AdaptiveKit

@Suite struct UIEdgeInsetsTests {
    @Test func addingInsetsAddsEachEdge() {
        let sum =
            UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0) + UIEdgeInsets(top: 44, left: 1, bottom: 0, right: 2)
        #expect(sum == UIEdgeInsets(top: 64, left: 1, bottom: 34, right: 2))
    }

    @Test func insetRectShrinksByEachEdge() {
        let rect = CGRect(x: 0, y: 0, width: 393, height: 852).inset(
            by: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(rect == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func descriptionMatchesNSStringFromUIEdgeInsets() {
        #expect(UIEdgeInsets(top: 20, left: 0, bottom: 0.5, right: 0).description == "{20, 0, 0.5, 0}")
    }
}
