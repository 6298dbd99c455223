import Foundation
import Testing

@testable import AdaptiveKit

/// The engine grows with the hierarchy instead of being rebuilt for each added subtree, and answers
/// ambiguity for many views from one probe solver (a scene embedding itself nests tables
/// whose cells arrive during layout; rebuilding per table and copying the solver per variable made
/// it tables × views and views × tableau).
@MainActor
@Suite struct LayoutEngineGrowthTests {
    /// A card of a title and a body under it, pinned to its superview's margins.
    static func card() -> (card: UIView, title: UILabel, body: UIView) {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        let title = UILabel()
        title.text = "Title"
        title.translatesAutoresizingMaskIntoConstraints = false
        let body = UIView()
        body.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        card.addSubview(body)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            body.heightAnchor.constraint(equalToConstant: 100),
        ])
        return (card, title, body)
    }

    static func pin(_ card: UIView, in view: UIView) {
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }

    /// A constrained bar at the top, so the window has an engine before anything is added.
    static func addBar(to view: UIView) {
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 10),
            bar.heightAnchor.constraint(equalToConstant: 10),
        ])
    }

    @Test func addedSubtreeJoinsTheEngineWithoutRebuildAndLaysOutAsARebuildDoes() throws {
        let built = UIViewController()
        Self.addBar(to: built.view)
        let whole = Self.card()
        built.view.addSubview(whole.card)
        Self.pin(whole.card, in: built.view)
        let first = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: built)
        first.window.layoutIfNeeded()

        let grown = UIViewController()
        Self.addBar(to: grown.view)
        let second = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: grown)
        second.window.layoutIfNeeded()
        let engine = try #require(second.window.layoutEngine)
        #expect(!engine.needsRebuild)
        let viewsBefore = engine.views.count
        let added = Self.card()
        grown.view.addSubview(added.card)
        #expect(!engine.needsRebuild)
        #expect(engine.views.count == viewsBefore + 3)
        Self.pin(added.card, in: grown.view)
        second.window.layoutIfNeeded()
        #expect(second.window.layoutEngine === engine && !engine.needsRebuild)

        #expect(added.card.frame == CGRect(x: 16, y: 79, width: 361, height: CGFloat(whole.card.frame.height)))
        #expect(added.card.frame == whole.card.frame)
        #expect(added.title.frame == whole.title.frame)
        #expect(added.body.frame == whole.body.frame)
        #expect(added.body.frame.size == CGSize(width: 361, height: 100))
        #expect(LayoutDiagnostics.ambiguousSubviews(in: grown.view) == [])
    }

    @Test func subtreeInsertedBeforeASiblingOrMovedRebuilds() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        Self.addBar(to: controller.view)
        simulator.window.layoutIfNeeded()
        let engine = try #require(simulator.window.layoutEngine)
        #expect(!engine.needsRebuild)
        let front = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        controller.view.insertSubview(front, at: 0)
        #expect(engine.needsRebuild, "viewIndices keep siblings in order: an insertion before one rebuilds")
        simulator.window.layoutIfNeeded()
        #expect(!engine.needsRebuild)
        controller.view.subviews[1].addSubview(front)
        #expect(engine.needsRebuild, "a move within the hierarchy rebuilds")
        simulator.window.layoutIfNeeded()
        #expect(front.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
    }

    @Test func ambiguityOfManyViewsFromOneProbeMatchesEachViewsOwnAnswer() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let root = controller.view!
        func constrained() -> UIView {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            return view
        }
        let pinned = constrained()
        let floating = constrained()
        let label = UILabel()
        label.text = "Hugged"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let stretchy = constrained()
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            pinned.widthAnchor.constraint(equalToConstant: 50),
            pinned.heightAnchor.constraint(equalToConstant: 50),
            // No vertical position.
            floating.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            floating.widthAnchor.constraint(equalToConstant: 10),
            floating.heightAnchor.constraint(equalToConstant: 10),
            // Sized by its text (hugging and compression), placed by required edges.
            label.topAnchor.constraint(equalTo: pinned.bottomAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: pinned.leadingAnchor),
            // Wider than 10, nothing else: its width may grow.
            stretchy.topAnchor.constraint(equalTo: root.topAnchor),
            stretchy.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stretchy.heightAnchor.constraint(equalToConstant: 10),
            stretchy.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
        ])
        simulator.window.layoutIfNeeded()
        let ambiguous = LayoutDiagnostics.ambiguousSubviews(in: root)
        #expect(ambiguous.map { ObjectIdentifier($0) } == [floating, stretchy].map { ObjectIdentifier($0) })
        #expect([pinned, floating, label, stretchy].map(\.hasAmbiguousLayout) == [false, true, false, true])
        // Asking changed nothing: the engine's own solution and frames stay.
        #expect(pinned.frame == CGRect(x: 20, y: 100, width: 50, height: 50))
        #expect(label.frame.minY == 158)
        #expect(LayoutDiagnostics.ambiguousSubviews(in: root).count == 2)
    }
}
