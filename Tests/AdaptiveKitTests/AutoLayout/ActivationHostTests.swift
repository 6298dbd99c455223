import Testing

@testable import AdaptiveKit

/// Where `isActive = true` installs a constraint: the closest common ancestor of its items' views (a guide
/// counts as its owning view), found without walking the whole hierarchy for a view and its parent or two
/// siblings, and over all four items of an offset dimension (`anchorWithOffset(to:)`).
@MainActor
@Suite struct ActivationHostTests {
    /// root ⊃ a ⊃ a1 ⊃ a11, root ⊃ b ⊃ b1.
    @MainActor private struct Tree {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let a = UIView()
        let a1 = UIView()
        let a11 = UIView()
        let b = UIView()
        let b1 = UIView()

        init() {
            root.addSubview(a)
            a.addSubview(a1)
            a1.addSubview(a11)
            root.addSubview(b)
            b.addSubview(b1)
            for view in [a, a1, a11, b, b1] { view.translatesAutoresizingMaskIntoConstraints = false }
        }
    }

    @Test func L2_theClosestCommonAncestorOfParentsChildrenSiblingsAndCousins() {
        let tree = Tree()
        #expect(UIView.closestCommonAncestor(tree.a1, tree.a1) === tree.a1)
        #expect(UIView.closestCommonAncestor(tree.a1, tree.a) === tree.a)
        #expect(UIView.closestCommonAncestor(tree.a, tree.a1) === tree.a)
        #expect(UIView.closestCommonAncestor(tree.a, tree.b) === tree.root)
        #expect(UIView.closestCommonAncestor(tree.a11, tree.a) === tree.a)
        #expect(UIView.closestCommonAncestor(tree.a11, tree.b1) === tree.root)
        #expect(UIView.closestCommonAncestor(tree.b1, tree.a) === tree.root)
        #expect(UIView.closestCommonAncestor(tree.a, UIView()) == nil)
        // Two views without superviews are not siblings.
        #expect(UIView.closestCommonAncestor(UIView(), UIView()) == nil)
    }

    @Test func L2_aConstraintIsInstalledOnItsItemsClosestCommonAncestor() {
        let tree = Tree()
        let child = tree.a1.topAnchor.constraint(equalTo: tree.a.topAnchor)
        let siblings = tree.a.widthAnchor.constraint(equalTo: tree.b.widthAnchor)
        let cousins = tree.a11.leadingAnchor.constraint(equalTo: tree.b1.trailingAnchor)
        let margin = tree.a11.leadingAnchor.constraint(equalTo: tree.a.layoutMarginsGuide.leadingAnchor)
        let alone = tree.b1.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([child, siblings, cousins, margin, alone])
        #expect(child.engineHost === tree.a)
        #expect(siblings.engineHost === tree.root)
        #expect(cousins.engineHost === tree.root)
        #expect(margin.engineHost === tree.a)
        #expect(alone.engineHost === tree.b1)
        #expect(tree.a.constraints.contains { $0 === child })
        #expect(tree.root.constraints.contains { $0 === cousins })
    }

    /// An offset dimension's two anchors count: the host holds the middle view and both ends.
    @Test func L2_anOffsetDimensionIsInstalledWhereAllFourItemsMeet() {
        let tree = Tree()
        let gap = tree.a11.trailingAnchor.anchorWithOffset(to: tree.b1.leadingAnchor)
        let equal = tree.a1.widthAnchor.constraint(equalTo: gap)
        equal.isActive = true
        #expect(equal.engineHost === tree.root)
        equal.isActive = false
        #expect(equal.engineHost == nil)
        #expect(!tree.root.constraints.contains { $0 === equal })
    }

    /// Items in two hierarchies: UIKit's exception, logged, and the constraint stays inactive.
    @Test func L2_itemsWithoutACommonAncestorAreRefusedWithUIKitsMessage() {
        let tree = Tree()
        let stranger = UIView()
        let across = tree.a1.topAnchor.constraint(equalTo: stranger.topAnchor)
        let diagnostics = DiagnosticLog.capture { across.isActive = true }
        #expect(!across.isActive)
        #expect(diagnostics.map(\.name) == ["NSGenericException"])
        #expect(
            diagnostics.map(\.message) == [
                "Unable to activate constraint with anchors \"UIView.top\" and \"UIView.top\" because they have no "
                    + "common ancestor.  Does the constraint or its anchors reference items in different view "
                    + "hierarchies?  That's illegal."
            ])
    }
}
