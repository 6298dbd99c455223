import Foundation

/// A file the app ships, read as app code reads its files: from `Bundle.main`.
public enum Greeting {
    /// The text of `Greeting.txt` in the app's bundle (the target's resource bundle under `swift test`).
    public static func text() -> String? {
        guard let url = Bundle.main.url(forResource: "Greeting", withExtension: "txt") else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }

    /// Where the file is, through the other lookup apps use.
    public static var path: String? { Bundle.main.path(forResource: "Greeting", ofType: "txt") }
}
