import Foundation

/// A control's menu and how it opens, kept in the view's rare storage.
@MainActor
final class ControlMenuState {
    var menu: UIMenu?
    var showsMenuAsPrimaryAction = false
    var changesSelectionAsPrimaryAction = false
    /// The control's own context menu interaction, while `isContextMenuInteractionEnabled`.
    var interaction: UIContextMenuInteraction?
    /// The delegate of that interaction (held here: the interaction holds its delegate weakly).
    var interactionDelegate: ControlMenuDelegate?
    /// The touch that opened the menu as the primary action: the control ignores the rest of it.
    weak var menuTouch: UITouch?
}

/// Gives a control's context menu interaction the control's menu.
@MainActor
final class ControlMenuDelegate: UIContextMenuInteractionDelegate {
    weak var control: UIControl?

    init(control: UIControl) { self.control = control }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        // A menu that opens on touch-down is not opened again by the press.
        guard let button = control as? UIButton, let menu = button.menu, button.isEnabled,
            !button.showsMenuAsPrimaryAction
        else { return nil }
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }
}

extension UIControl {
    var controlMenuState: ControlMenuState {
        if let state = storage.rare?.controlMenu { return state }
        let state = ControlMenuState()
        interactionRareStorage().controlMenu = state
        return state
    }

    /// Whether a tap opens the control's menu instead of triggering its primary action, like UIKit's
    /// `showsMenuAsPrimaryAction` (false by default): the menu opens when the finger comes down, after
    /// `.menuActionTriggered`, and the control sends no `.touchUpInside` or `.primaryActionTriggered`.
    public var showsMenuAsPrimaryAction: Bool {
        get { storage.rare?.controlMenu?.showsMenuAsPrimaryAction ?? false }
        set { controlMenuState.showsMenuAsPrimaryAction = newValue }
    }

    /// Whether the control's context menu interaction is on, like UIKit's `isContextMenuInteractionEnabled`
    /// (false by default; a button's `menu` turns it on): a long press opens the control's menu.
    public var isContextMenuInteractionEnabled: Bool {
        get { storage.rare?.controlMenu?.interaction != nil }
        set {
            guard newValue != isContextMenuInteractionEnabled else { return }
            let state = controlMenuState
            if newValue {
                let delegate = ControlMenuDelegate(control: self)
                let interaction = UIContextMenuInteraction(delegate: delegate)
                state.interactionDelegate = delegate
                state.interaction = interaction
                addInteraction(interaction)
            } else if let interaction = state.interaction {
                removeInteraction(interaction)
                state.interaction = nil
                state.interactionDelegate = nil
            }
        }
    }

    /// The control's context menu interaction while it is enabled, like UIKit's `contextMenuInteraction`.
    public var contextMenuInteraction: UIContextMenuInteraction? { storage.rare?.controlMenu?.interaction }

    /// Whether a touch belongs to the menu the control opened as its primary action.
    func touchOpenedMenu(_ touches: Set<UITouch>) -> Bool {
        guard let touch = storage.rare?.controlMenu?.menuTouch else { return false }
        return touches.contains { $0 === touch }
    }

    /// Opens the control's menu for a finger that came down on it (`showsMenuAsPrimaryAction`): the control sends
    /// `.menuActionTriggered`, then the menu shows under it. False when the control has no menu to show.
    func openMenuAsPrimaryAction(for touch: UITouch) -> Bool {
        guard showsMenuAsPrimaryAction, isEnabled, let button = self as? UIButton, button.menu != nil,
            let window
        else { return false }
        controlMenuState.menuTouch = touch
        sendActions(for: .menuActionTriggered)
        let frame = convert(bounds, to: nil)
        MenuPresentation.present(
            in: window, source: .control(self), anchor: CGPoint(x: frame.midX, y: frame.maxY), sourceFrame: frame)
        return true
    }
}

extension UIButton {
    /// The button's menu, like UIKit's `menu` (nil by default): setting one turns the context menu interaction on
    /// (a long press opens it, or a tap with `showsMenuAsPrimaryAction`); nil turns it off.
    public var menu: UIMenu? {
        get { storage.rare?.controlMenu?.menu }
        set {
            guard newValue != nil || storage.rare?.controlMenu != nil else { return }
            controlMenuState.menu = newValue
            isContextMenuInteractionEnabled = newValue != nil
        }
    }

    /// Whether the button acts as a toggle or a pop-up button, like UIKit's `changesSelectionAsPrimaryAction`
    /// (false by default): without a menu each primary action flips `isSelected`; with a menu choosing an element
    /// turns it on, the others off, and shows its title.
    public var changesSelectionAsPrimaryAction: Bool {
        get { storage.rare?.controlMenu?.changesSelectionAsPrimaryAction ?? false }
        set { controlMenuState.changesSelectionAsPrimaryAction = newValue }
    }
}
