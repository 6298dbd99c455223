import Foundation
import LayoutSolver
import Testing

@testable import AdaptiveKit

/// The engine's solver keeps no terms (issue 17, memory): the engine makes a constraint's terms again from
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
        #expect(engine.userSlots.filter { $0.constraint != nil }.count == 4)
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
        let id = engine.userSlots[slot].id
        leading.constant = 7
        // Same terms: moved in place, same id.
        #expect(engine.userSlots[slot].id == id)
        // Terms the engine was not told about (a fingerprint that no longer matches): installed again.
        engine.userSlots[slot].fingerprint &+= 1
        leading.constant = 9
        let again = try #require(engine.userSlot(of: leading))
        #expect(engine.userSlots[again].id != id)
        #expect(engine.solver.constraintSummary(withID: Int(id)) == nil)
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
