import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// Embed segues that would load a scene whose view is loading already, and embeds that multiply,
/// are left out with a warning instead of building until the stack or the time runs out.
@MainActor
@Suite struct EmbedCycleTests {
    /// A storyboard of scenes `s0`, `s1`, …, each with the container views that `embeds` lists (by scene).
    static func storyboard(initial: String, embeds: [String: [String]]) -> Data {
        let scenes = embeds.keys.sorted().map { id in
            let containers = (embeds[id] ?? []).enumerated().map { index, destination in
                """
                <containerView contentMode="scaleToFill" id="\(id)-c\(index)">
                    <rect key="frame" x="0.0" y="\(index * 10)" width="100" height="10"/>
                    <connections><segue destination="\(destination)" kind="embed" id="\(id)-e\(index)"/></connections>
                </containerView>
                """
            }
            return """
                <scene sceneID="\(id)-scene"><objects>
                    <viewController id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)-view">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <subviews>\(containers.joined())</subviews>
                        </view>
                    </viewController>
                </objects></scene>
                """
        }
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
                <scenes>\(scenes.joined())</scenes>
            </document>
            """.utf8)
    }

    /// The initial controller of a storyboard, its view loaded, and the messages that logged.
    static func load(_ data: Data) throws -> (controller: UIViewController, messages: [String]) {
        let storyboard = UIStoryboard(document: try IBDocument(data: data))
        var made: UIViewController?
        let messages = DiagnosticLog.capture {
            made = storyboard.instantiateInitialViewController()
            made?.loadViewIfNeeded()
        }.map(\.message)
        return (try #require(made), messages)
    }

    /// Every controller under `root` by containment, `root` included.
    static func tree(_ root: UIViewController) -> [UIViewController] {
        var all: [UIViewController] = []
        var pending = [root]
        while let next = pending.popLast() {
            all.append(next)
            pending += next.children
        }
        return all
    }

    @Test func S1_aSceneEmbeddingItselfThroughAnotherIsLeftOutAtTheCycle() throws {
        let (root, messages) = try Self.load(Self.storyboard(initial: "a", embeds: ["a": ["b"], "b": ["a"]]))
        #expect(Self.tree(root).map { $0.interfaceBuilderID ?? "-" } == ["a", "b"])
        #expect(
            messages == ["Storyboard: view controller 'a' is left out: it would embed itself ('a' → 'b' → 'a')"])
        // The child that was made is in place: its view fills the container.
        let child = try #require(root.children.first)
        #expect(child.view.superview?.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func S1_aSceneMayEmbedTheSameSceneTwiceWhenNoneEmbedsItself() throws {
        let (root, messages) = try Self.load(Self.storyboard(initial: "a", embeds: ["a": ["b", "b"], "b": []]))
        #expect(Self.tree(root).map { $0.interfaceBuilderID ?? "-" }.sorted() == ["a", "b", "b"])
        #expect(messages.isEmpty)
    }

    @Test func S1_embedsThatDoubleAtEveryLevelStopAtTheBudget() throws {
        // Eight levels of two containers each: 2 + 4 + … + 256 = 510 embeds without the budget.
        var embeds: [String: [String]] = ["s8": []]
        for level in 0..<8 { embeds["s\(level)"] = ["s\(level + 1)", "s\(level + 1)"] }
        let (root, messages) = try Self.load(Self.storyboard(initial: "s0", embeds: embeds))
        #expect(Self.tree(root).count == 1 + 100)
        #expect(!messages.isEmpty)
        #expect(
            Set(messages.map { $0.replacing(/'s[0-9]'/, with: "'sN'") }) == [
                "Storyboard: view controller 'sN' is left out: one view's embed segues may make 100 controllers"
            ])
    }

    /// Storyboard references that lead back to themselves (a fuzzed placeholder whose storyboard name was
    /// mangled, so it named its own identifier in its own storyboard) recursed until the stack ran out.
    /// The reference is left out at the cycle, as embeds are; UIKit would recurse too.
    @Test(arguments: [
        (["p1": "one"], "'p1' → 'p1'"),
        (["p1": "two", "p2": "one"], "'p1' → 'p2' → 'p1'"),
    ])
    func S1_aStoryboardReferenceLeadingBackToItselfIsLeftOut(references: [String: String], cycle: String) throws {
        let identifiers = ["p1": "one", "p2": "two"]
        let placeholders = references.keys.sorted().map { id in
            """
            <scene sceneID="\(id)-scene"><objects>
                <viewControllerPlaceholder storyboardIdentifier="\(identifiers[id]!)" \
            referencedIdentifier="\(references[id]!)" id="\(id)" sceneMemberID="viewController"/>
            </objects></scene>
            """
        }
        let data = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
                <scenes>
                    <scene sceneID="nav-scene"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="p1" kind="relationship" relationship="rootViewController" id="r"/>
                            </connections>
                        </navigationController>
                    </objects></scene>
                    \(placeholders.joined())
                </scenes>
            </document>
            """.utf8)
        let (root, messages) = try Self.load(data)
        #expect((root as? UINavigationController)?.viewControllers.isEmpty == true)
        #expect(messages == ["Storyboard: storyboard reference 'p1' is left out: it leads back to itself (\(cycle))"])
    }
}
