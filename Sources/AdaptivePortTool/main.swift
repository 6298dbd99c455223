import Foundation
import PortRewriter

// adaptive-port [--out DIR] (DIR | FILE.swift)...
// Ports UIKit sources for AdaptiveKit: each input file is written to DIR under its path relative to
// the folder given (a file given alone keeps its name). Errors print as `file:line:column: error:`
// and the exit status is 1, so a build that runs this through the AdaptivePort plugin fails. Paths
// that cannot be used print as `path: error:` with `adaptive`'s statuses: 64 usage, 65 a file that
// is not UTF-8 Swift source, 66 a missing or unreadable input, 73 an output that cannot be written.

/// Prints `message` on standard error and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var output: String?
if let index = arguments.firstIndex(of: "--out"), index + 1 < arguments.count {
    output = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
}
guard let output, !arguments.isEmpty else {
    fail("usage: adaptive-port --out DIR (DIR | FILE.swift)...", status: 64)
}

/// Input files with the name each gets in the output folder.
var inputs: [(url: URL, name: String)] = []
let manager = FileManager.default
for argument in arguments {
    let url = URL(fileURLWithPath: argument)
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        fail("\(argument): error: no such file or folder", status: 66)
    }
    if isDirectory.boolValue {
        let base = url.standardizedFileURL.path
        let files = (manager.enumerator(atPath: base)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        inputs += files.map { (URL(fileURLWithPath: base + "/" + $0), $0) }
    } else {
        guard url.pathExtension == "swift" else { fail("\(argument): error: not a .swift file", status: 65) }
        inputs.append((url, url.lastPathComponent))
    }
}

var sources: [PortSource] = []
for input in inputs {
    let data: Data
    do {
        data = try Data(contentsOf: input.url)
    } catch {
        fail("\(input.url.path): error: cannot read the file: \(error.localizedDescription)", status: 66)
    }
    guard let text = String(data: data, encoding: .utf8) else {
        fail("\(input.url.path): error: not UTF-8 text", status: 65)
    }
    sources.append(PortSource(path: input.url.path, text: text))
}
let result = Port.port(sources)
for diagnostic in result.diagnostics {
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
}
let outputURL = URL(fileURLWithPath: output)
var isFolder: ObjCBool = false
if manager.fileExists(atPath: outputURL.path, isDirectory: &isFolder), !isFolder.boolValue {
    fail("\(output): error: not a folder", status: 73)
}
for (file, input) in zip(result.files, inputs) {
    let destination = outputURL.appendingPathComponent(input.name)
    do {
        try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: destination, options: .atomic)
    } catch {
        fail("\(destination.path): error: cannot write: \(error.localizedDescription)", status: 73)
    }
}
exit(result.diagnostics.isEmpty ? 0 : 1)
