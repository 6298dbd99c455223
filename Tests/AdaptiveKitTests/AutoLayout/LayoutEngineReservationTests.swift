import Foundation
import Testing

@testable import AdaptiveKit
@testable import LayoutSolver

/// The engine makes room in its solver for a whole build before adding any constraint (memory per view):
/// the autoresizing views' and guides' generated constraints and the views' own are counted first, so the
/// solver's tables are allocated once instead of being copied as they fill.
@MainActor
@Suite struct LayoutEngineReservationTests {
    /// The room counted for `rows` rows: an autoresizing row holding an icon pinned to its margins guide and
    /// a label-less value view with an optional width.
    private func layOutRows(_ rows: Int) throws -> (DeviceSimulator, LayoutEngine) {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let root = UIView(frame: simulator.window.bounds)
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<rows {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: root.bounds.width, height: 44))
            let icon = UIView()
            let value = UIView()
            for view in [icon, value] {
                view.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(view)
            }
            root.addSubview(row)
            let width = value.widthAnchor.constraint(equalToConstant: 80)
            width.priority = .defaultHigh
            constraints += [
                icon.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
                icon.topAnchor.constraint(equalTo: row.topAnchor, constant: 7),
                icon.widthAnchor.constraint(equalToConstant: 29), icon.heightAnchor.constraint(equalToConstant: 29),
                value.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
                value.leadingAnchor.constraint(greaterThanOrEqualTo: icon.trailingAnchor, constant: 8),
                value.topAnchor.constraint(equalTo: icon.topAnchor), value.heightAnchor.constraint(equalToConstant: 29),
                width,
            ]
        }
        NSLayoutConstraint.activate(constraints)
        simulator.window.addSubview(root)
        simulator.window.layoutIfNeeded()
        return (simulator, try #require(simulator.window.layoutEngine))
    }

    @Test func aBuildWithoutIntrinsicSizesFitsTheRoomItMade() throws {
        let (simulator, engine) = try layOutRows(300)
        let tableau = engine.solver.tableau
        // Reserved at once and never grown: a table that had grown would hold at least an eighth more than it
        // needs (`grow(toHold:)`), or twice as much (an append past the capacity).
        let symbols = tableau.states.count
        #expect(symbols > 300 * 10)
        #expect(tableau.states.capacity >= symbols && tableau.states.capacity < symbols + symbols / 16)
        // The cells and the column index's nodes had room for two a symbol before the first row went in.
        #expect(tableau.rows.storage.capacity >= 2 * symbols)
        #expect(tableau.columns.nodes.capacity >= 2 * symbols)
        #expect(tableau.rows.storage.count > symbols)
        let rows = simulator.window.subviews.last?.subviews ?? []
        #expect(rows.count == 300)
        #expect(rows.last?.frame == CGRect(x: 0, y: 299 * 44, width: 393, height: 44))
        // 393 points wide with the margins of 8: the value ends at 385, 80 wide.
        #expect(rows.last?.subviews.last?.frame == CGRect(x: 305, y: 7, width: 80, height: 29))
    }

    /// The room has a few constraints to spare: the first ones added after a build (hiding an arranged view,
    /// a new constraint) do not copy every per-symbol table, which would cost the window's size.
    @Test func constraintsAddedAfterABuildFitTheRoomLeft() throws {
        let (simulator, engine) = try layOutRows(300)
        let capacity = engine.solver.tableau.states.capacity
        let room = engine.solver.tableau.symbolRoom
        let rows = simulator.window.subviews.last?.subviews ?? []
        for row in rows.prefix(8) {
            let width = row.subviews[0].widthAnchor.constraint(equalToConstant: 30)
            width.priority = .defaultLow
            width.isActive = true
        }
        simulator.window.layoutIfNeeded()
        #expect(engine.solver.tableau.states.capacity == capacity)
        #expect(engine.solver.tableau.symbolRoom == room)
        #expect(rows.first?.subviews[0].frame.width == CGFloat(29))
    }
}
