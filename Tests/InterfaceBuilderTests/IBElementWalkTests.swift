import Foundation
import Testing

@_spi(AdaptiveKit) @testable import InterfaceBuilder

/// `IBElement.forEachDescendant` keeps its own stack: the same order as before (this element,
/// then each child's subtree in file order) at any depth, past the reader's limit for trees made in code.
@Suite struct IBElementWalkTests {
    @Test func S1_descendantsComeDepthFirstInFileOrder() {
        let tree = IBElement(
            name: "a",
            children: [
                IBElement(
                    name: "b", children: [IBElement(name: "c"), IBElement(name: "d", children: [IBElement(name: "e")])]),
                IBElement(name: "f"),
                IBElement(name: "g", children: [IBElement(name: "h")]),
            ])
        var names: [String] = []
        tree.forEachDescendant { names.append($0.name) }
        #expect(names == ["a", "b", "c", "d", "e", "f", "g", "h"])
        var single: [String] = []
        IBElement(name: "only").forEachDescendant { single.append($0.name) }
        #expect(single == ["only"])
    }

    /// 5 000 elements nested, each with a leaf beside its child (the reader stops at 1 200).
    @Test func S1_anElementTreeNested5000DeepIsWalked() {
        let depth = 5_000
        var element = IBElement(name: "n\(depth)")
        for level in stride(from: depth - 1, through: 0, by: -1) {
            element = IBElement(name: "n\(level)", children: [element, IBElement(name: "leaf\(level)")])
        }
        var names: [String] = []
        element.forEachDescendant { names.append($0.name) }
        #expect(names.count == 2 * depth + 1)
        #expect(Array(names.prefix(3)) == ["n0", "n1", "n2"])
        #expect(names[depth] == "n\(depth)")
        #expect(names[depth + 1] == "leaf\(depth - 1)")
        #expect(names.last == "leaf0")
    }
}
