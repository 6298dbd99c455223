import AdaptiveRender
import ArgumentParser

/// `adaptive launch`: a launch screen checked against iOS's rules, for every device and orientation.
struct LaunchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "launch",
        abstract: "Check a launch storyboard or xib and name its image for every device and orientation.",
        discussion: """
            Reports what breaks the launch-screen rules (custom classes, runtime attributes, more \
            than one root, non-UIKit views) with file:line:column locations and exits non-zero. \
            With --check it lists the legacy launch image each device and orientation needed \
            (Default-Portrait@2x~ipad.png, ...); without it, it renders them into --out as SVG \
            (and PNG when rsvg-convert is installed).
            """)

    @Argument(help: "A launch .storyboard or .xib file.")
    var file: String

    @Option(help: "Comma-separated device models, or `all` (the default: every screen size).")
    var devices: String?

    @Flag(help: "Only check the rules and list the images; render nothing.")
    var check = false

    @Option(help: "Where to write the images (default: out/launch).")
    var out = "out/launch"

    @MainActor
    func run() async throws {
        let broken: Bool
        do {
            broken = try LaunchSession(file: file, devices: devices).run(check: check, out: out)
        } catch {
            throw ExitStatus.report(error)
        }
        if broken { throw ExitCode(ExitStatus.findings) }
    }
}
