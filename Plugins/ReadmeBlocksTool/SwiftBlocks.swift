/// The ```swift blocks of a Markdown text, each without its fences.
enum SwiftBlocks {
    static func extract(from markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let lines = current {
                if line.hasPrefix("```") {
                    blocks.append(lines.joined(separator: "\n") + "\n")
                    current = nil
                } else {
                    current = lines + [line]
                }
            } else if line == "```swift" {
                current = []
            }
        }
        return blocks
    }

    /// The generated file for block `index`, counted from 1 as a reader counts them.
    static func fileName(_ index: Int) -> String { "README_\(index + 1).swift" }
}
