import ArgumentParser

/// The `adaptive` command line: thin subcommands over library calls.
@main
struct Adaptive: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adaptive",
        abstract: "UIKit's adaptive interface system, headless: traits, layout, previews.",
        discussion: ExitStatus.help,
        subcommands: [
            DevicesCommand.self, TraitsCommand.self, SolveCommand.self, PreviewCommand.self, LaunchCommand.self,
            LintCommand.self, DiffCommand.self, PortCommand.self,
        ]
    )
}
