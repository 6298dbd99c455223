import Foundation
import Testing

@testable import AdaptiveKit

/// What a deep hierarchy asks of its ancestors (its window, its trait window, its constraints'
/// common ancestor, a conversion, a tag) costs steps linear in its depth, counted by `WalkSteps` rather
/// than timed: building a chain four times as deep takes four times the steps, not sixteen.
@MainActor
@Suite struct DeepHierarchyWalkTests {
    /// A chain of `depth` views under a window's root view, each 1 point inside its parent for the first
    /// 100 levels, each pinned to its parent by constraints; the deepest is tagged 7.
    struct Chain {
        let simulator: DeviceSimulator
        let top: UIView
        let deepest: UIView
    }

    static func makeChain(depth: Int, inWindow: Bool) throws -> Chain {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let top = UIView(frame: controller.view.bounds)
        if inWindow { controller.view.addSubview(top) }
        var parent = top
        for level in 1...depth {
            let inset: CGFloat = level <= 100 ? 1 : 0
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(child)
            NSLayoutConstraint.activate([
                child.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
                child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -inset),
                child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset),
            ])
            parent = child
        }
        parent.tag = 7
        if !inWindow { controller.view.addSubview(top) }
        return Chain(simulator: simulator, top: top, deepest: parent)
    }

    /// The steps each stage takes for a chain of `depth`: building, the first layout, converting the
    /// deepest view's bounds both ways, finding it by tag.
    static func steps(depth: Int, inWindow: Bool) throws -> [Int] {
        var made: Chain?
        let build = try WalkSteps.counting { made = try makeChain(depth: depth, inWindow: inWindow) }
        let chain = try #require(made)
        let layout = WalkSteps.counting { chain.simulator.window.layoutIfNeeded() }
        let convert = WalkSteps.counting {
            let inWindow = chain.deepest.convert(chain.deepest.bounds, to: nil)
            #expect(chain.top.convert(inWindow, from: nil) == CGRect(x: 100, y: 100, width: 193, height: 652))
            #expect(chain.deepest.convert(CGRect.zero, to: chain.top) == CGRect(x: 100, y: 100, width: 0, height: 0))
        }
        let tag = WalkSteps.counting { #expect(chain.top.viewWithTag(7) === chain.deepest) }
        #expect(chain.deepest.frame == CGRect(x: 0, y: 0, width: 193, height: 652))
        #expect(chain.deepest.window === chain.simulator.window)
        #expect(chain.deepest.traitCollection.horizontalSizeClass == .compact)
        return [build, layout, convert, tag]
    }

    /// Each stage's steps grow as the depth does (4x), not as its square (16x): built inside the window
    /// (each new view asks its window and its trait window) and outside it (the views ask their detached top).
    @Test(arguments: [true, false])
    func R3_stepsUpADeepChainGrowLinearlyWithItsDepth(inWindow: Bool) throws {
        let small = try Self.steps(depth: 500, inWindow: inWindow)
        let large = try Self.steps(depth: 2_000, inWindow: inWindow)
        for (stage, (few, many)) in zip(["build", "layout", "convert", "tag"], zip(small, large)) {
            #expect(many <= 4 * few + 64, "\(stage): \(few) steps at 500 deep, \(many) at 2 000")
        }
        // Building costs a handful of steps per view: the constraints' common ancestor, the window, the flags.
        #expect(large[0] <= 20 * 2_000, "\(large[0])")
    }

    /// 10 000 views nested in code build, lay out, convert and find a tag without overflowing the stack.
    @Test func R3_aChainTenThousandDeepIsBuiltLaidOutConvertedAndSearched() throws {
        let chain = try Self.makeChain(depth: 10_000, inWindow: true)
        chain.simulator.window.layoutIfNeeded()
        #expect(chain.deepest.frame == CGRect(x: 0, y: 0, width: 193, height: 652))
        #expect(chain.deepest.convert(chain.deepest.bounds, to: nil) == CGRect(x: 100, y: 100, width: 193, height: 652))
        #expect(chain.top.viewWithTag(7) === chain.deepest)
        #expect(chain.top.viewWithTag(8) == nil)
        #expect(UIView.closestCommonAncestor(chain.deepest, chain.top) === chain.top)
        #expect(UIView.closestCommonAncestor(chain.deepest, UIView()) == nil)
    }

    /// A constraint between a view and one far above it finds their common ancestor in steps linear in the
    /// distance (it once checked every ancestor against every item: quadratic).
    @Test func R3_aConstraintAcrossTheWholeChainFindsItsHostLinearly() throws {
        let chain = try Self.makeChain(depth: 2_000, inWindow: true)
        let across = chain.deepest.widthAnchor.constraint(equalTo: chain.top.widthAnchor, multiplier: 0.5)
        let steps = WalkSteps.counting { across.isActive = true }
        #expect(steps <= 3 * 2_000, "\(steps)")
        #expect(across.isActive)
        let sibling = UIView()
        chain.deepest.superview?.addSubview(sibling)
        #expect(UIView.closestCommonAncestor(chain.deepest, sibling) === chain.deepest.superview)
        #expect(UIView.closestCommonAncestor(sibling, chain.deepest) === chain.deepest.superview)
    }

    /// A chain of 2 000 controllers, each the child of the one before with its view inside the parent's:
    /// trait changes, the presentation walk and the modal check reach the deepest without recursion.
    @Test func R3_aDeepControllerChainPropagatesTraitsAndPresentsWithoutRecursion() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        var parent = root
        for _ in 1...2_000 {
            let child = UIViewController()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            parent = child
        }
        let deepest = parent
        #expect(deepest.traitCollection.verticalSizeClass == .regular)
        root.traitOverrides.userInterfaceStyle = .dark
        root.view.layoutIfNeeded()
        #expect(deepest.traitCollection.userInterfaceStyle == .dark)
        #expect(deepest.view.traitCollection.userInterfaceStyle == .dark)
        simulator.rotate(to: .landscape)
        #expect(deepest.traitCollection.verticalSizeClass == .compact)
        deepest.isModalInPresentation = true
        #expect(root.isModalInPresentationIncludingChildren)
        let sheet = UIViewController()
        deepest.present(sheet, animated: false)
        #expect(root.presentationStack == [sheet])
    }
}
