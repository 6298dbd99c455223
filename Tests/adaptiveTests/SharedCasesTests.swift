import Foundation
import LayoutSolver
import Testing

@testable import adaptive

/// The shared kiwi cases (`../shared/solver-cases/cases` beside the package), run in-process.
enum SharedCases {
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/solver-cases/cases").standardizedFileURL

    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".expected.json") }.map { String($0.dropLast(".expected.json".count)) }
            .sorted()
    }

    static var available: Bool { !names.isEmpty }
}

@Suite(.enabled(if: SharedCases.available, "needs ../shared/solver-cases next to the package"))
struct SharedCasesTests {
    @Test(arguments: SharedCases.names) func L1_matchesKiwi(name: String) throws {
        let input = try Data(contentsOf: SharedCases.folder.appendingPathComponent(name + ".json"))
        let expectedData = try Data(contentsOf: SharedCases.folder.appendingPathComponent(name + ".expected.json"))
        let expected = try #require(try JSONSerialization.jsonObject(with: expectedData) as? [String: Any])
        let outcome: Result<(ConstraintSystem, ConstraintSolution), InterchangeError>
        do {
            let system = try ConstraintSystem(bytes: Array(input))
            outcome = system.solve().map { (system, $0) }
        } catch {
            outcome = .failure(error)
        }
        if let error = expected["error"] as? [String: Any] {
            guard case .failure(let got) = outcome else {
                Issue.record("\(name): expected error \(error["kind"] ?? "?"), got a solution")
                return
            }
            #expect(got.kind.rawValue == error["kind"] as? String, "\(name): \(got.message)")
            return
        }
        let (system, solution) = try outcome.get()
        let ambiguous = expected["ambiguous"] as? Bool ?? false
        let expectedValues = try #require(expected["values"] as? [String: Double])
        let expectedSteps = try #require(expected["steps"] as? [[String: Double]])
        #expect(solution.steps.count == expectedSteps.count, "\(name)")
        let pairs = [(solution.values, expectedValues)] + zip(solution.steps, expectedSteps).map { ($0, $1) }
        for (k, (got, want)) in pairs.enumerated() {
            for constraint in system.constraints where constraint.strength.isRequired {
                var residual = constraint.expression.constant
                var scale = 1.0 + abs(constraint.expression.constant)
                for term in constraint.expression.terms {
                    let value = got[term.variable.id]
                    residual += term.coefficient * value
                    scale += abs(term.coefficient) * (abs(value) + 1.0)
                }
                let violation: Double
                switch constraint.relation {
                case .equal: violation = abs(residual)
                case .lessThanOrEqual: violation = max(0.0, residual)
                case .greaterThanOrEqual: violation = max(0.0, -residual)
                }
                #expect(violation <= 1e-6 * scale, "\(name) step \(k): constraints[\(constraint.id)] violated")
            }
            // Ambiguous optima are compared by objective in check.py; required constraints suffice here.
            if ambiguous { continue }
            for (i, variable) in system.names.enumerated() {
                let a = try #require(want[variable])
                #expect(
                    abs(got[i] - a) <= 1e-4 * max(1.0, abs(a)),
                    "\(name) step \(k): \(variable) = \(got[i]), expected \(a)")
            }
        }
    }
}
