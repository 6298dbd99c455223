import ArgumentParser

/// `adaptive traits`: placeholder until the simulator lands.
struct TraitsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "traits", abstract: "Print a device's traits.")
    func run() throws {}
}
