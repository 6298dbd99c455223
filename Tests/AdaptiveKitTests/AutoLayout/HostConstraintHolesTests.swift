import Foundation
import Testing

@testable import AdaptiveKit

/// A constraint leaving the middle of its host's `constraints` leaves a hole, closed before the array is read
/// whole (before, deactivating one constraint moved the array's tail, not flat in the window's size).
/// `constraints` reads as UIKit's: the active constraints in the order they were added.
@MainActor
@Suite struct HostConstraintHolesTests {
    private func hostWithConstraints(_ count: Int) -> (UIView, [NSLayoutConstraint]) {
        let host = UIView()
        let child = UIView()
        host.addSubview(child)
        let made = (0..<count).map {
            child.widthAnchor.constraint(equalTo: host.widthAnchor, constant: CGFloat($0))
        }
        NSLayoutConstraint.activate(made)
        return (host, made)
    }

    @Test func aConstraintLeavingTheMiddleLeavesAHoleThatReadsClosed() {
        let (host, made) = hostWithConstraints(100)
        made[40].isActive = false
        made[41].isActive = false
        #expect(host.autoLayout.constraintsHaveHoles)
        #expect(host.autoLayout.constraints.count == 100)
        made[40].isActive = true
        let expected = (0..<100).filter { $0 != 40 && $0 != 41 } + [40]
        #expect(host.constraints.map(\.constant) == expected.map { CGFloat($0) })
        #expect(!host.autoLayout.constraintsHaveHoles)
        #expect(host.autoLayout.constraints.count == 99)
        // The hints were rewritten: each constraint is found where it now is, and leaves.
        for index in [0, 50, 98] { #expect(host.autoLayout.constraints[index].hostIndexHint == Int32(index)) }
        made[99].isActive = false
        made[0].isActive = false
        #expect(host.constraints.first?.constant == CGFloat(1))
        #expect(host.constraints.last?.constant == CGFloat(40))
        #expect(host.constraints.count == 97)
    }

    /// The last constraint leaves without a hole.
    @Test func theLastConstraintLeavesWithoutAHole() {
        let (host, made) = hostWithConstraints(10)
        made[9].isActive = false
        #expect(!host.autoLayout.constraintsHaveHoles)
        #expect(host.autoLayout.constraints.count == 9)
    }

    /// Toggling one constraint of a big host many times neither grows the array without bound nor copies it on
    /// each toggle: the first toggles fill the room spared, then holes are closed each eighth of the array.
    @Test func toggledConstraintsKeepTheArrayBounded() {
        let (host, made) = hostWithConstraints(1_000)
        // An eighth to spare after the batch, whatever capacity doubling left it with.
        #expect(host.autoLayout.constraints.capacity >= 1_125)
        for round in 0..<5_000 {
            let constraint = made[(round * 7) % 1_000]
            constraint.isActive = false
            constraint.isActive = true
        }
        // 5 000 appends without closing the holes would need room for 6 000; the holes are closed each time the
        // room spared fills, and the array never grows (it did once, to twice its size, when the threshold
        // counted the holes against the whole array: spared room an eighth of the count is less than that).
        #expect(host.autoLayout.constraints.capacity < 1_200)
        #expect(host.constraints.count == 1_000)
        #expect(Set(host.constraints.map(\.constant)).count == 1_000)
        #expect(made.filter(\.isActive).count == 1_000)
    }

    /// Holes are skipped where the engine reads a host's constraints: a rebuild installs only the active ones,
    /// and the layout holds.
    @Test func anEngineRebuildSkipsTheHoles() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let container = UIView()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let widths = (0..<5).map { box.widthAnchor.constraint(equalToConstant: CGFloat(10 * $0 + 10)) }
        NSLayoutConstraint.activate(
            widths + [
                box.topAnchor.constraint(equalTo: container.topAnchor),
                box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                box.heightAnchor.constraint(equalToConstant: 5),
            ])
        // The box hosts its widths and its height: four holes among six.
        for index in [1, 3, 0, 4] { widths[index].isActive = false }
        #expect(box.autoLayout.constraintsHaveHoles)
        #expect(box.autoLayout.constraints.count == 6)
        simulator.window.addSubview(container)
        simulator.window.layoutIfNeeded()
        // The one width left is 30; the others would conflict with it.
        #expect(box.frame == CGRect(x: 0, y: 0, width: 30, height: 5))
        #expect(box.constraints.map(\.constant) == [30, 5])
    }
}
