import ArgumentParser
import ConstraintInterchange
import Foundation

/// `adaptive solve FILE.json [--time]`: solves a system in the `adaptive-constraints/1` format.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a constraint system in the adaptive-constraints/1 interchange format.",
        discussion: """
            Prints the solution, or an {"error": {"kind", "message"}} object (its message also on standard \
            error). Exit status: 1 unsatisfiable or duplicate; 65 not the interchange format; 66 missing, \
            unreadable or a folder.
            """)

    @Argument(help: "The system to solve (JSON).") var file: String
    @Flag(help: "Add \"timing\": {\"solve_ms\": ...}, measured around solving only.") var time = false

    func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
            return try fail(.badInput("no such file"), status: ExitStatus.noInput)
        }
        guard !isFolder.boolValue else {
            return try fail(.badInput("is a folder, not a JSON file"), status: ExitStatus.noInput)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= ConstraintSystem.maximumFileSize else {
            return try fail(
                .badInput(
                    "the file is \(size) bytes; files over \(ConstraintSystem.maximumFileSize) bytes are refused"),
                status: ExitStatus.badInput)
        }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        } catch {
            return try fail(
                .badInput("cannot read the file: \(error.localizedDescription)"), status: ExitStatus.noInput)
        }
        let system: ConstraintSystem
        do {
            system = try ConstraintSystem(bytes: bytes)
        } catch {
            return try fail(error, status: ExitStatus.badInput)
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

    /// Prints the error object on standard output (the interchange format's answer) and its message
    /// on standard error, then exits with `status`.
    private func fail(
        _ error: InterchangeError, status: Int32 = ExitStatus.findings, solveMilliseconds: Double? = nil
    ) throws {
        print(error.json(solveMilliseconds: solveMilliseconds))
        FileHandle.standardError.write(Data("\(file): error: \(error.message)\n".utf8))
        throw ExitCode(status)
    }
}
