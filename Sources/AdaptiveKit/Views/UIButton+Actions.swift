import Foundation

extension UIButton {
    /// Creates a button whose tap runs an action and whose title is the action's, like UIKit's
    /// `UIButton(type:primaryAction:)` (a system button by default).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        setTitle(primaryAction.title, for: .normal)
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }
}
