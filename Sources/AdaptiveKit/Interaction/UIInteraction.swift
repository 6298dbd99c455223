import Foundation

/// Something a view does for the user that is added to the view as a whole, like UIKit's `UIInteraction`
/// (a context menu interaction, for one): the view tells it before and after it is added or removed.
@MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is on.
    var view: UIView? { get }
    /// Called before the interaction is added to a view (or removed, with nil).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to a view (or removed, with nil).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in order, like UIKit's `interactions`.
    public var interactions: [any UIInteraction] {
        get { storage.rare?.interactions ?? [] }
        set {
            for interaction in interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds an interaction, like UIKit's `addInteraction(_:)`: it leaves the view it was on, then hears
    /// `willMove(to:)` and `didMove(to:)` with this view.
    public func addInteraction(_ interaction: any UIInteraction) {
        if interaction.view === self, interactions.contains(where: { $0 === interaction }) { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionRareStorage().interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction, like UIKit's `removeInteraction(_:)`: it hears `willMove(to: nil)` and
    /// `didMove(to: nil)`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = storage.rare?.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storage.rare?.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }
}

/// A target for the recognizers AdaptiveKit's own interactions and views install: a closure behind the message
/// table a recognizer sends its action through.
@MainActor
final class ClosureTarget: MessageReceiving {
    static let action = Selector("invoke:")
    let body: @MainActor (UIGestureRecognizer) -> Void

    init(_ body: @escaping @MainActor (UIGestureRecognizer) -> Void) { self.body = body }

    static var messageTable: MessageTable {
        var table = MessageTable()
        table.addMethod(action) { (target: ClosureTarget, arguments) in
            if let recognizer = try? arguments.value(0) as UIGestureRecognizer { target.body(recognizer) }
        }
        return table
    }
}

extension UIView {
    /// The view's rare storage, made on first use, where interactions and menus keep their state.
    func interactionRareStorage() -> ViewRareStorage {
        if let rare = storage.rare { return rare }
        let made = ViewRareStorage()
        storage.rare = made
        return made
    }
}
