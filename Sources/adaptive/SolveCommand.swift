import ArgumentParser
import Foundation

/// `adaptive solve FILE.json [--time]`: solves a system in the `adaptive-constraints/1` format.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a constraint system in the adaptive-constraints/1 interchange format.")

    @Argument(help: "The system to solve (JSON).") var file: String
    @Flag(help: "Add \"timing\": {\"solve_ms\": ...}, measured around solving only.") var time = false

    func run() throws {
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        } catch {
            return try fail(.badInput("cannot read \(file): \(error.localizedDescription)"))
        }
        let system: ConstraintSystem
        do {
            system = try ConstraintSystem(bytes: bytes)
        } catch {
            return try fail(error)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let result = system.solve()
        let elapsed = clock.now - start
        let ms = time ? Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15 : nil
        switch result {
        case .success(let solution): print(system.json(solution, solveMilliseconds: ms))
        case .failure(let error): try fail(error, solveMilliseconds: ms)
        }
    }

    private func fail(_ error: InterchangeError, solveMilliseconds: Double? = nil) throws {
        print(error.json(solveMilliseconds: solveMilliseconds))
        throw ExitCode.failure
    }
}
