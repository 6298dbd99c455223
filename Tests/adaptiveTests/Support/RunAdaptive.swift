import Foundation

/// What one run of the built `adaptive` tool printed, and how it exited.
struct ToolRun {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs the `adaptive` executable SwiftPM built next to this test bundle.
func runAdaptive(_ arguments: [String]) throws -> ToolRun {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    // On Linux the bundle is a file in the products folder; on macOS it is a folder inside it.
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("adaptive").path),
        directory.path != "/"
    {
        directory.deleteLastPathComponent()
    }
    let process = Process()
    process.executableURL = directory.appendingPathComponent("adaptive")
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ToolRun(
        status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
        standardError: String(decoding: errorData, as: UTF8.self))
}
