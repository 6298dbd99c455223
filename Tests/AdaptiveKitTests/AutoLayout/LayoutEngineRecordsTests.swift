import Foundation
import LayoutSolver
import Testing

@testable import AdaptiveKit

/// The engine's solver keeps no terms (memory per view): the engine makes a constraint's terms again from
/// the `NSLayoutConstraint` or the generated constraint's key, and reports, moves and removes constraints
/// as when the solver kept them.
@MainActor
@Suite struct LayoutEngineRecordsTests {
    @Test func installedConstraintsAreMadeFromTheEngineAfterRemovalsAndReAdds() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor)
        let top = box.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 10)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let height = box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)
        let loose = box.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
        loose.priority = .defaultHigh
        NSLayoutConstraint.activate([leading, top, width, height, loose])
        simulator.window.layoutIfNeeded()
        let engine = try #require(simulator.window.layoutEngine)
        #expect(!engine.solver.keepsTerms)
        let boxVars = try #require(engine.variables[ObjectIdentifier(box)])
        let guideVars = try #require(engine.variables[ObjectIdentifier(controller.view.layoutMarginsGuide)])
        func check(_ constraint: NSLayoutConstraint, _ terms: [Term], _ constant: Double) throws {
            let installed = try #require(engine.installedConstraint(constraint))
            #expect(installed.expression.terms == terms)
            #expect(installed.expression.constant == constant)
            #expect(installed.strength == LayoutEngine.strength(constraint.priority))
            // The solver keeps no terms, only what it needs.
            #expect(engine.solver.constraint(withID: installed.id) == nil)
            let summary = try #require(engine.solver.constraintSummary(withID: installed.id))
            #expect(summary.constant == constant && summary.relation == installed.relation)
        }
        try check(leading, [Term(boxVars.x), Term(guideVars.x, -1)], 0)
        try check(height, [Term(boxVars.height), Term(boxVars.width, -0.5)], 0)
        try check(loose, [Term(boxVars.width)], -300)
        // Remove, move and add again: each answer comes from the engine's side with the solver's constant.
        for round in 1...3 {
            width.isActive = false
            leading.constant = Double(round) * 10
            loose.constant = 200
            width.constant = CGFloat(100 + 2 * round)
            width.isActive = true
            simulator.window.layoutIfNeeded()
            try check(width, [Term(boxVars.width)], -Double(100 + 2 * round))
            try check(leading, [Term(boxVars.x), Term(guideVars.x, -1)], -Double(round) * 10)
            try check(loose, [Term(boxVars.width)], -200)
            #expect(
                box.frame
                    == CGRect(
                        x: 16 + Double(round) * 10, y: 69, width: 100 + 2 * Double(round), height: 50 + Double(round)))
        }
        loose.priority = .defaultLow
        try check(loose, [Term(boxVars.width)], -200)
        width.isActive = false
        #expect(engine.installedConstraint(width) == nil)
        #expect(engine.installedOrder == [leading, top, height, loose])
    }

    @Test func compactingTheSlotsRenamesTheSolversConstraints() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let view = controller.view!
        var boxes: [UIView] = []
        var widths: [NSLayoutConstraint] = []
        var placed: [NSLayoutConstraint] = []
        for index in 0..<100 {
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            boxes.append(box)
            let width = box.widthAnchor.constraint(equalToConstant: CGFloat(index))
            widths.append(width)
            placed += [
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: CGFloat(index)),
                box.topAnchor.constraint(equalTo: view.topAnchor), box.heightAnchor.constraint(equalToConstant: 5),
            ]
        }
        NSLayoutConstraint.activate(widths + placed)
        simulator.window.layoutIfNeeded()
        let engine = try #require(simulator.window.layoutEngine)
        #expect(engine.userConstraints.count == 400)
        // Three quarters of the boxes lose their width, leading and height: the slots compact, and the
        // constraints that stay move down.
        func leaving(_ index: Int) -> [NSLayoutConstraint] {
            [widths[index], placed[3 * index], placed[3 * index + 2]]
        }
        NSLayoutConstraint.deactivate((0..<100).filter { $0 % 4 != 0 }.flatMap(leaving))
        #expect(engine.userConstraints.count < 400)
        #expect(engine.userConstraints.count == engine.userFingerprints.count)
        for (slot, constraint) in engine.userConstraints.enumerated() {
            guard let constraint else { continue }
            #expect(engine.userSlot(of: constraint) == slot)
            #expect(engine.installedConstraint(constraint)?.id == LayoutEngine.userID(ofSlot: slot))
            #expect(engine.solver.constraintSummary(withID: LayoutEngine.userID(ofSlot: slot)) != nil)
        }
        #expect(
            engine.solver.constraintSummary(withID: LayoutEngine.userID(ofSlot: engine.userConstraints.count)) == nil)
        // A moved constraint still moves in place, and one added again gets the next slot.
        widths[4].constant = 44
        NSLayoutConstraint.activate(leaving(1))
        widths[1].constant = 11
        simulator.window.layoutIfNeeded()
        #expect(boxes[4].frame == CGRect(x: 4, y: 0, width: 44, height: 5))
        #expect(boxes[1].frame == CGRect(x: 1, y: 0, width: 11, height: 5))
        #expect(engine.userSlot(of: placed[5]) == engine.userConstraints.count - 1)
        #expect(boxes[8].frame == CGRect(x: 8, y: 0, width: 8, height: 5))
    }

    @Test func aConstantChangeToOtherTermsInstallsTheConstraintAgain() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 5)
        NSLayoutConstraint.activate([
            leading, box.topAnchor.constraint(equalTo: controller.view.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        simulator.window.layoutIfNeeded()
        let engine = try #require(simulator.window.layoutEngine)
        let slot = try #require(engine.userSlot(of: leading))
        let fingerprint = engine.userFingerprints[slot]
        let symbols = engine.solver.dump().count
        leading.constant = 7
        // Same terms: moved in place, no row made.
        #expect(engine.solver.dump().count == symbols)
        // Terms the engine was not told about (a fingerprint that no longer matches): installed again in its
        // slot, with the fingerprint of the terms it has now.
        engine.userFingerprints[slot] &+= 1
        leading.constant = 9
        #expect(engine.userSlot(of: leading) == slot)
        #expect(engine.userFingerprints[slot] == fingerprint)
        #expect(engine.solver.constraintSummary(withID: LayoutEngine.userID(ofSlot: slot))?.constant == -9)
        simulator.window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 9, y: 0, width: 10, height: 10))
    }

    @Test func generatedConstraintsAreMadeAgainFromTheirKeysForAConflictReport() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let pane = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        pane.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        controller.view.addSubview(pane)
        // A constrained view, so that the window has an engine.
        LayoutEngineGrowthTests.addBar(to: controller.view)
        simulator.window.layoutIfNeeded()
        let engine = try #require(simulator.window.layoutEngine)
        let paneVars = try #require(engine.variables[ObjectIdentifier(pane)])
        let parentVars = try #require(engine.variables[ObjectIdentifier(controller.view)])
        // The flexible width takes the whole change of the superview's width: a share of 1 in the terms.
        let widthKey = LayoutEngine.Generated.autoresizing(slot: paneVars.slot, part: 1)
        #expect(engine.autoresizingShares[widthKey.key] == 1)
        let made = try #require(engine.generatedExpression(widthKey, guideOwners: engine.guideOwnersBySlot()))
        #expect(made.terms == [Term(paneVars.width), Term(parentVars.width, -1)])
        let minY = try #require(
            engine.generatedExpression(
                .autoresizing(slot: paneVars.slot, part: 2), guideOwners: engine.guideOwnersBySlot()))
        #expect(minY.terms == [Term(paneVars.y), Term(parentVars.y, -1), Term(parentVars.height, -0.0)])
        // A required width against the autoresizing width: the report names the generated constraint.
        let narrow = pane.widthAnchor.constraint(equalToConstant: 50)
        narrow.identifier = "narrow"
        _ = DiagnosticLog.capture {
            narrow.isActive = true
            simulator.window.layoutIfNeeded()
        }
        #expect(LayoutDiagnostics.isBrokenByConflictRecovery(narrow))
        let conflict = try #require(LayoutDiagnostics.conflicts(in: pane).last)
        #expect(conflict.identifiers == ["narrow"])
        #expect(
            conflict.conflictingConstraints.contains {
                $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint") && $0.hasSuffix(".width (autoresizing mask)>")
            })
        #expect(pane.frame == CGRect(x: 10, y: 20, width: 393 - 10 - 183, height: 100))
        // Rotation moves the autoresizing constraints' constants in place; the share stays.
        simulator.rotate(to: .landscape)
        #expect(abs(pane.frame.width - CGFloat(852 - 193)) < 1e-9)
        #expect(engine.autoresizingShares[widthKey.key] == 1)
    }

    @Test func aMarginGuideConflictNamesTheGuideConstraint() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let view = controller.view!
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let left = box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
        let edge = box.leadingAnchor.constraint(equalTo: view.leadingAnchor)
        edge.identifier = "edge"
        let diagnostics = DiagnosticLog.capture {
            NSLayoutConstraint.activate([
                left, box.topAnchor.constraint(equalTo: view.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
                edge,
            ])
            simulator.window.layoutIfNeeded()
        }
        #expect(diagnostics.count == 1)
        let conflict = try #require(LayoutDiagnostics.conflicts(in: box).first)
        #expect(conflict.identifiers == ["edge"])
        #expect(conflict.conflictingConstraints.count == 3)
        #expect(conflict.conflictingConstraints.contains { $0.hasSuffix("-minX'>") })
        #expect(box.frame.minX == 16)
    }
}
