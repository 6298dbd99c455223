import Foundation

/// A controller's editing mode and the button that toggles it.
struct EditingState {
    var isEditing = false
    var button: UIBarButtonItem?
}

extension UIViewController {
    /// A bar button item that toggles editing mode, like UIKit's `editButtonItem`: titled Edit, or Done (in the
    /// done style) while editing; tapping it calls `setEditing(!isEditing, animated: true)`.
    public var editButtonItem: UIBarButtonItem {
        if let button = editingState.button { return button }
        let button = UIBarButtonItem(
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.setEditing(!self.isEditing, animated: true)
            })
        button.updateAsEditButton(editing: isEditing)
        editingState.button = button
        return button
    }
}

extension UIBarButtonItem {
    func updateAsEditButton(editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
