import Foundation

/// Finding and tapping what is on screen by what VoiceOver would say, as a UI test does ("the button labelled
/// Send", "the cell containing Hiking"). The screen is read afresh at each call (see `AccessibilityTree`); a
/// query that needs one element and finds none or several throws ``ElementQueryError``, naming what is on
/// screen.
extension DeviceSimulator {
    /// Every element VoiceOver reaches in the key window, in reading order.
    public var screenElements: [ScreenElement] { AccessibilityTree(window: window).elements }

    /// The elements on screen whose label is `label` exactly (any traits when `traits` is empty, else those
    /// that have all of them).
    public func elements(labelled label: String, traits: UIAccessibilityTraits = []) -> [ScreenElement] {
        screenElements.filter { $0.label == label && $0.traits.isSuperset(of: traits) }
    }

    /// The elements on screen that have all of `traits` (`.button`, `.header`, `[.button, .selected]`).
    public func elements(withTraits traits: UIAccessibilityTraits) -> [ScreenElement] {
        screenElements.filter { $0.traits.isSuperset(of: traits) }
    }

    /// The one element on screen labelled `label` (with all of `traits`, if given): `element(labelled: "Send",
    /// traits: .button)` is the button labelled Send.
    public func element(labelled label: String, traits: UIAccessibilityTraits = []) throws(ElementQueryError)
        -> ScreenElement
    {
        let query = "label \"\(label)\"" + (traits == .none ? "" : " with traits \(traits)")
        guard !label.isEmpty else { throw .emptyQuery(query: query) }
        return try single(query) { $0.label == label && $0.traits.isSuperset(of: traits) }
    }

    /// The one element on screen whose `accessibilityIdentifier` is `identifier`.
    public func element(identifier: String) throws(ElementQueryError) -> ScreenElement {
        let query = "identifier \"\(identifier)\""
        guard !identifier.isEmpty else { throw .emptyQuery(query: query) }
        return try single(query) { $0.identifier == identifier }
    }

    /// The one table or collection view cell on screen that shows `text` (in a label, a button's title, a field
    /// or an element's label, as part of a longer text too).
    public func cell(containing text: String) throws(ElementQueryError) -> ScreenElement {
        let query = "a cell containing \"\(text)\""
        guard !text.isEmpty else { throw .emptyQuery(query: query) }
        let tree = AccessibilityTree(window: window)
        let matches = tree.cells.filter { $0.texts.contains { $0.contains(text) } }.map(\.cell)
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty {
            let shown = tree.cells.map {
                "\($0.cell.description) showing " + $0.texts.map { "\"\($0)\"" }.joined(separator: ", ")
            }
            throw .noMatch(query: query, onScreen: shown, unseen: [])
        }
        throw .severalMatches(query: query, matches: matches.map(\.description))
    }

    /// Taps an element with a finger at its activation point (the middle of its visible part unless it says
    /// otherwise), through hit-testing as `tap(at:)` does: whatever view is there gets the touch.
    public func tap(_ element: ScreenElement) {
        let point = element.activationPoint
        tap(at: CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY))
    }

    /// Taps the one element on screen labelled `label` (with all of `traits`, if given).
    public func tap(labelled label: String, traits: UIAccessibilityTraits = []) throws(ElementQueryError) {
        tap(try element(labelled: label, traits: traits))
    }

    /// Taps the one element on screen whose `accessibilityIdentifier` is `identifier`.
    public func tap(identifier: String) throws(ElementQueryError) {
        tap(try element(identifier: identifier))
    }

    /// Taps the one cell on screen that shows `text`.
    public func tapCell(containing text: String) throws(ElementQueryError) {
        tap(try cell(containing: text))
    }

    /// The one element on screen that `matches`, else the failure naming what the screen shows.
    private func single(_ query: String, where matches: (ScreenElement) -> Bool) throws(ElementQueryError)
        -> ScreenElement
    {
        let tree = AccessibilityTree(window: window)
        let found = tree.elements.filter(matches)
        if found.count == 1 { return found[0] }
        if found.isEmpty {
            throw .noMatch(
                query: query, onScreen: tree.elements.map(\.description),
                unseen: tree.unseen.filter { matches($0.element) }.map { "\($0.element.description) (\($0.reason))" })
        }
        throw .severalMatches(query: query, matches: found.map(\.description))
    }
}
