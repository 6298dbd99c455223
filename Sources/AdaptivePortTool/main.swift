import Foundation
import PortRewriter

// adaptive-port [--out DIR] (DIR | FILE.swift)...
// Ports UIKit sources for AdaptiveKit: each input file is written to DIR under its path relative to
// the folder given (a file given alone keeps its name). Errors print as `file:line:column: error:`
// and the exit status is 1, so a build that runs this through the AdaptivePort plugin fails.

var arguments = Array(CommandLine.arguments.dropFirst())
var output: String?
if let index = arguments.firstIndex(of: "--out"), index + 1 < arguments.count {
    output = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
}
guard let output, !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: adaptive-port --out DIR (DIR | FILE.swift)...\n".utf8))
    exit(2)
}

/// Input files with the name each gets in the output folder.
var inputs: [(url: URL, name: String)] = []
let manager = FileManager.default
for argument in arguments {
    let url = URL(fileURLWithPath: argument)
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        FileHandle.standardError.write(Data("\(argument): error: no such file or folder\n".utf8))
        exit(1)
    }
    if isDirectory.boolValue {
        let base = url.standardizedFileURL.path
        let files = (manager.enumerator(atPath: base)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        inputs += files.map { (URL(fileURLWithPath: base + "/" + $0), $0) }
    } else {
        inputs.append((url, url.lastPathComponent))
    }
}

do {
    let sources = try inputs.map {
        PortSource(path: $0.url.path, text: try String(contentsOf: $0.url, encoding: .utf8))
    }
    let result = Port.port(sources)
    for diagnostic in result.diagnostics {
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
    let outputURL = URL(fileURLWithPath: output)
    for (file, input) in zip(result.files, inputs) {
        let destination = outputURL.appendingPathComponent(input.name)
        try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: destination, options: .atomic)
    }
    exit(result.diagnostics.isEmpty ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
