import UIKit

/// The placeholder the split view's secondary column shows before a photo is selected.
class EmptyViewController: UIViewController {
    /// "No Conversation Selected" (the storyboard's, or made in code).
    @IBOutlet var messageLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        guard messageLabel == nil else { return }
        let label = UILabel()
        label.text = "No Conversation Selected"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        messageLabel = label
    }
}
