import Foundation
import LayoutSolver
import Testing

@testable import ConstraintInterchange

/// kiwisolver's solver cases with its answers (an optional data set, looked for in `shared/solver-cases/cases`
/// beside the package, not part of the repository), run in-process; skipped without them.
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

    /// The form screen (a chain of rows) and nested stack grid cases of `Benchmarks/solver-cases`,
    /// with kiwisolver's answers, kept in the package.
    static let benchmarkFolder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/solver-cases/cases").standardizedFileURL

    static var benchmarkNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: benchmarkFolder.path)) ?? []
        return files.filter { $0.hasSuffix(".expected.json") }.map { String($0.dropLast(".expected.json".count)) }
            .sorted()
    }
}

/// The chain of rows and the nested stack grid solve as kiwisolver solves them.
@Suite struct BenchmarkCasesTests {
    @Test func L1_theFormAndStackGridCasesAreThere() {
        #expect(
            SharedCases.benchmarkNames == [
                "layout-form-003", "layout-form-012", "layout-form-030", "layout-form-090",
                "layout-stackgrid-014", "layout-stackgrid-027", "layout-stackgrid-066", "layout-stackgrid-131",
            ])
    }

    @Test(arguments: SharedCases.benchmarkNames) func L1_formAndStackGridMatchKiwi(name: String) throws {
        try SharedCasesTests.check(name, in: SharedCases.benchmarkFolder)
    }
}

@Suite(.enabled(if: SharedCases.available, "needs ../shared/solver-cases next to the package"))
struct SharedCasesTests {
    @Test(arguments: SharedCases.names) func L1_matchesKiwi(name: String) throws {
        try Self.check(name, in: SharedCases.folder)
    }

    /// Solves case `name` of `folder` and compares it with kiwisolver's answer beside it.
    static func check(_ name: String, in folder: URL) throws {
        let input = try Data(contentsOf: folder.appendingPathComponent(name + ".json"))
        let expectedData = try Data(contentsOf: folder.appendingPathComponent(name + ".expected.json"))
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
