import Foundation

/// What one run of the built `adaptive` tool printed, and how it exited.
struct ToolRun {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs the `adaptive` executable SwiftPM built next to this test bundle.
///
/// Both pipes are drained at once: a child blocks once it fills a pipe (64 KB on Linux), so
/// reading one to its end before the other would wait forever on a tool that writes much to both.
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
    let errorReader = PipeReader(error.fileHandleForReading)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errorReader.waitForEnd()
    process.waitUntilExit()
    return ToolRun(
        status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
        standardError: String(decoding: errorData, as: UTF8.self))
}

/// Reads a pipe to its end on another thread.
private final class PipeReader: @unchecked Sendable {
    // `data` is written once on the reading thread before `done` is signalled, read after the wait.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe held once the writer closed it.
    func waitForEnd() -> Data {
        done.wait()
        return data
    }
}
