import Foundation

/// Writes one line to standard error, where UIKit's console messages go.
func printToStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
