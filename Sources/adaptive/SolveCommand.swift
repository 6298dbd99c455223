import ArgumentParser

/// `adaptive solve FILE.json`: placeholder until the solver lands.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "solve", abstract: "Solve a constraint system.")
    @Argument var file: String
    func run() throws { throw ValidationError("not yet implemented") }
}
