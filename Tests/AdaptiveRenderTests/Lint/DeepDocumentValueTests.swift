import AdaptiveKit
import Foundation
import Testing

@testable import AdaptiveRender
@_spi(AdaptiveKit) @testable import InterfaceBuilder

/// The walks over document values (size-class resolution, building the view tree, lint's
/// consistency check) keep their own stacks, so a document made in code, which no reader limit bounds,
/// may nest its views past the reader's limit.
@MainActor
@Suite struct DeepDocumentValueTests {
    /// `depth + 1` views, each the only subview of the one before, each 1 point inside its parent.
    static func chain(depth: Int) -> IBView {
        var view = IBView(elementName: "view", id: "v\(depth)")
        view.frame = CGRect(x: 1, y: 1, width: 10, height: 10)
        for level in stride(from: depth - 1, through: 0, by: -1) {
            var parent = IBView(elementName: "view", id: "v\(level)")
            parent.frame = CGRect(x: level == 0 ? 0 : 1, y: level == 0 ? 0 : 1, width: 20, height: 20)
            parent.subviews = [view]
            view = parent
        }
        return view
    }

    /// 2 000 levels, past the reader's 595 (building no longer walks up each new view's superviews: see
    /// DeepHierarchyWalkTests for the steps counted).
    @Test func R3_aViewValueNested2000DeepIsResolvedCheckedAndBuilt() throws {
        let depth = 2_000
        let root = Self.chain(depth: depth)
        let resolved = root.resolved(for: .any)
        var ids: [String] = []
        resolved.forEachView { ids.append($0.id) }
        #expect(ids.count == depth + 1)
        #expect(ids.last == "v\(depth)")
        #expect(LayoutFidelity.inconsistentViews(in: resolved, scale: 2, safeAreasAreBounds: true).isEmpty)

        var document = IBDocument(kind: .xib)
        document.objects = [.view(root)]
        let objects = UINib(document: document).instantiateObjects(withOwner: nil)
        let top = try #require(objects.view(withIBID: "v0"))
        let deepest = try #require(objects.view(withIBID: "v\(depth)"))
        #expect(deepest.frame == CGRect(x: 1, y: 1, width: 10, height: 10))
        #expect(Array(sequence(first: deepest, next: \.superview)).count == depth + 1)
        #expect(sequence(first: deepest, next: \.superview).first { $0.superview == nil } === top)
    }
}
