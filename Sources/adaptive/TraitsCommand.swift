import AdaptiveKit
import ArgumentParser

/// `adaptive traits`: the window, safe area, margins and traits of one device configuration.
struct TraitsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "traits", abstract: "Print the window size, safe area and trait collection of a device.")

    @Option(help: "A model name as Xcode names its simulators, e.g. \"iPhone 15 Pro\" (see `adaptive devices`).")
    var device: String

    @Option(help: "portrait or landscape.")
    var orientation: DeviceOrientation = .portrait

    @Option(help: "An iPad multitasking size: slideOver, oneThird, half or twoThirds.")
    var multitasking: MultitaskingSize?

    @Option(help: "A preferred content size category, e.g. large or accessibilityExtraLarge.")
    var contentSize: UIContentSizeCategory = .large

    @Option(help: "light or dark.")
    var style: InterfaceStyle = .light

    @Flag(help: "Print one JSON object.")
    var json = false

    @MainActor
    func run() async throws {
        let report: TraitReport
        do {
            report = try TraitReport.make(
                device: device, orientation: orientation, multitasking: multitasking, contentSizeCategory: contentSize,
                userInterfaceStyle: style.style)
        } catch {
            throw ExitStatus.report(error)
        }
        print(json ? report.json : report.text)
    }
}

/// The `--style` values.
enum InterfaceStyle: String, ExpressibleByArgument, CaseIterable {
    case light, dark

    var style: UIUserInterfaceStyle { self == .light ? .light : .dark }
}

extension DeviceOrientation: ExpressibleByArgument {}
extension MultitaskingSize: ExpressibleByArgument {}

extension UIContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allSpecified.map(\.name) }
}
