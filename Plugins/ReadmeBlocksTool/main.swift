import Foundation

// Writes each ```swift block of a Markdown file, verbatim, to its own Swift file, so a test target
// compiles exactly what the README shows. Usage: ReadmeBlocksTool README.md OUT_DIR COUNT
let arguments = CommandLine.arguments
guard arguments.count == 4, let expected = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: ReadmeBlocksTool README.md OUT_DIR COUNT\n".utf8))
    exit(2)
}
let readme = try String(contentsOfFile: arguments[1], encoding: .utf8)
let blocks = SwiftBlocks.extract(from: readme)
guard blocks.count == expected else {
    // The plugin counted the blocks when it planned the build; a different count means README.md changed
    // in between, and the next build plans again.
    FileHandle.standardError.write(Data("README.md has \(blocks.count) swift blocks, expected \(expected)\n".utf8))
    exit(1)
}
for (index, block) in blocks.enumerated() {
    let path = URL(fileURLWithPath: arguments[2]).appendingPathComponent(SwiftBlocks.fileName(index))
    try Data(block.utf8).write(to: path)
}
