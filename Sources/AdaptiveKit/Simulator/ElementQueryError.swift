import Foundation

/// A query for an on-screen element that did not find exactly one (see `DeviceSimulator+Queries.swift`).
///
/// Each case carries the query and what the screen showed, so that the failure says what to look for
/// instead; `description` is the message a test prints.
public enum ElementQueryError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The query cannot match anything (an empty label, identifier or text).
    case emptyQuery(query: String)
    /// Nothing on screen matches. `onScreen` lists every element VoiceOver would reach; `unseen`, elements
    /// that match but are hidden, scrolled off screen or behind a modal view, with the reason.
    case noMatch(query: String, onScreen: [String], unseen: [String])
    /// More than one element on screen matches; `matches` lists them.
    case severalMatches(query: String, matches: [String])

    public var description: String {
        switch self {
        case .emptyQuery(let query):
            return "No element can match \(query): it is empty."
        case .noMatch(let query, let onScreen, let unseen):
            var message = "No element on screen matches \(query)."
            if !unseen.isEmpty {
                message += " Matching but not on screen:\n" + unseen.map { "  " + $0 }.joined(separator: "\n")
                message += "\nOn screen:"
            } else {
                message += " On screen:"
            }
            if onScreen.isEmpty { return message + " nothing." }
            return message + "\n" + onScreen.map { "  " + $0 }.joined(separator: "\n")
        case .severalMatches(let query, let matches):
            return "\(matches.count) elements on screen match \(query):\n"
                + matches.map { "  " + $0 }.joined(separator: "\n")
        }
    }

    /// Foundation's message, so `localizedDescription` reads the same as `description`.
    public var errorDescription: String? { description }
}
