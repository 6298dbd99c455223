import AdaptiveKit
import ArgumentParser

/// `adaptive devices`: every model of the catalog with its screen and size classes.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", abstract: "List every device model with its screen and size classes.")

    func run() {
        print(DeviceCatalog.listing)
    }
}
