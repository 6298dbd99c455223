/// A test input with a `1️⃣` marker where a diagnostic should point, after swift-format's `MarkedText`.
struct MarkedText: Sendable, CustomStringConvertible {
    static let marker: Character = "1️⃣"

    /// The input with the marker removed.
    let text: String
    /// The marker's zero-based `Character` offset in `text`, the column a diagnostic should name.
    let column: Int

    init(_ marked: String) {
        var characters = Array(marked)
        guard let index = characters.firstIndex(of: Self.marker) else {
            preconditionFailure("Marked text \"\(marked)\" has no \(Self.marker) marker")
        }
        characters.remove(at: index)
        precondition(!characters.contains(Self.marker), "Marked text \"\(marked)\" has more than one marker")
        text = String(characters)
        column = index
    }

    var description: String { text }
}
