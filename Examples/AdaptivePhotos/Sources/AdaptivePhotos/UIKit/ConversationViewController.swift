import UIKit

/// The photos of one conversation, by comment; selecting one shows it as detail.
class ConversationViewController: UITableViewController {
    /// The cell the list registers in code and dequeues.
    static let cellIdentifier = "PhotoCell"

    /// The conversation shown; the storyboard's scene gets it before its view loads.
    var conversation = User.sample.conversations[0] {
        didSet {
            title = conversation.name
            if isViewLoaded { tableView.reloadData() }
        }
    }

    /// The storyboard's `Conversation` scene when there is a storyboard, else one made in code.
    static func make(showing conversation: Conversation, from storyboard: UIStoryboard?) -> ConversationViewController {
        let list =
            storyboard?.instantiateViewController(withIdentifier: "Conversation") as? ConversationViewController
            ?? ConversationViewController(style: .plain)
        list.conversation = conversation
        return list
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = conversation.name
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        NotificationCenter.default.addObserver(
            self, selector: #selector(showDetailTargetDidChange(_:)),
            name: UIViewController.showDetailTargetDidChangeNotification, object: nil)
    }

    @objc func showDetailTargetDidChange(_ notification: Notification) {
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        conversation.photos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = conversation.photos[indexPath.row].comment
        cell.accessoryType = willShowingDetailViewControllerPush(sender: self) ? .disclosureIndicator : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let photo = PhotoViewController.make(showing: conversation.photos[indexPath.row], from: storyboard)
        showDetailViewController(photo, sender: self)
    }
}
