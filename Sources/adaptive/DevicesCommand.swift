import ArgumentParser

/// `adaptive devices`: placeholder until the catalog lands.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the device catalog.")
    func run() throws {}
}
