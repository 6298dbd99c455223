import Foundation
import LayoutSolver
import Testing

@testable import AdaptiveKit

/// A solve that can tell what moved reads back the slots it moved, not a set of every slot, so a change costs the same
/// in any window (a one-constant change made, zeroed and scanned a bit set of the window's size, 89 128 instructions at
/// 20 000 views against 79 391 at 1 000).
@MainActor
@Suite struct MovedSlotsTests {
    /// A variable of each slot (its slot's third: 4 × slot + 2).
    private func slotVariables(_ slots: [Int]) -> [Variable] { slots.map { Variable(4 * $0 + 2) } }

    /// Slots come out once each, lowest first (the order that keeps a superview's queue sorted), from the words
    /// that hold them alone, and every word is clear afterwards.
    @Test func issue17Point1_slotsComeOutOnceInOrderFromTheirWordsAlone() {
        var moved = MovedSlots()
        moved.reserve(slots: 20_000)
        #expect(moved.isEmpty)
        // Four variables a slot; variables from the limit on are not the engine's.
        moved.insertSlots(of: slotVariables([19_999, 700, 3, 64, 3, 130, 65, 700]) + [Variable(80_000)], below: 80_000)
        // Words 0, 1, 2, 10 and 312 of the 313 reserved.
        #expect(moved.setWordCount == 5)
        var read: [Int] = []
        moved.removeAll { read.append($0) }
        #expect(read == [3, 64, 65, 130, 700, 19_999])
        #expect(moved.isEmpty)
        // The next solve's slots come out alone: the words read were cleared.
        moved.insertSlots(of: slotVariables([66]), below: 80_000)
        read = []
        moved.removeAll { read.append($0) }
        #expect(read == [66])
        // Reserving again for the same size adds nothing; a bigger engine's slots fit once reserved.
        moved.reserve(slots: 20_000)
        moved.reserve(slots: 40_000)
        moved.insertSlots(of: slotVariables([39_999]), below: 160_000)
        read = []
        moved.removeAll { read.append($0) }
        #expect(read == [39_999])
    }

    /// In a window of many rows, changing one constraint's constant moves its row alone, and the engine's set is
    /// empty again after the solve, ready for the next change.
    @Test func issue17Point1_aConstantChangeMovesItsRowAndLeavesTheSetEmpty() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let root = UIView(frame: simulator.window.bounds)
        var rows: [UIView] = []
        var leadings: [NSLayoutConstraint] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<300 {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            let leading = row.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            leadings.append(leading)
            constraints += [
                leading,
                row.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(2 * index)),
                row.widthAnchor.constraint(equalToConstant: 100),
                row.heightAnchor.constraint(equalToConstant: 2),
            ]
            rows.append(row)
        }
        NSLayoutConstraint.activate(constraints)
        simulator.window.addSubview(root)
        simulator.window.layoutIfNeeded()
        let engine = try #require(simulator.window.layoutEngine)
        #expect(engine.variableOwners.count > 4 * 64)
        for (index, constant) in [(150, 12.0), (150, 0.0), (299, 5.0)] {
            leadings[index].constant = constant
            simulator.window.layoutIfNeeded()
            #expect(engine.movedSlots.isEmpty)
            #expect(rows[index].frame == CGRect(x: constant, y: CGFloat(2 * index), width: 100, height: 2))
        }
        #expect(rows.enumerated().allSatisfy { index, row in row.frame.minX == (index == 299 ? 5 : 0) })
    }
}
