import UIKit

/// The conversations. Selecting one with a single photo shows that photo as detail; one with several
/// shows its photo list. A row's disclosure indicator says whether selecting it pushes, which changes
/// when the split view collapses or expands.
class ListTableViewController: UITableViewController {
    /// The cell the list registers in code and dequeues.
    static let cellIdentifier = "ConversationCell"

    /// The user whose conversations show.
    var user = User.sample {
        didSet { if isViewLoaded { tableView.reloadData() } }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = title ?? "Conversations"
        clearsSelectionOnViewWillAppear = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        if navigationItem.rightBarButtonItem == nil {
            // Built in code; the storyboard's scene has this item, wired to the same action.
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Profile", style: .plain, target: self, action: #selector(showProfile(_:)))
        }
        NotificationCenter.default.addObserver(
            self, selector: #selector(showDetailTargetDidChange(_:)),
            name: UIViewController.showDetailTargetDidChangeNotification, object: nil)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        selectRowOfDetailPhoto()
    }

    /// Collapsing or expanding changes which rows push: redraw their indicators.
    @objc func showDetailTargetDidChange(_ notification: Notification) {
        tableView.reloadData()
        selectRowOfDetailPhoto()
    }

    /// Presents the profile in a popover from the bar button item (a sheet where the width is compact).
    @IBAction func showProfile(_ sender: Any?) {
        let profile =
            storyboard?.instantiateViewController(withIdentifier: "Profile") as? ProfileViewController
            ?? ProfileViewController(user: user)
        profile.user = user
        let navigation = UINavigationController(rootViewController: profile)
        navigation.modalPresentationStyle = .popover
        navigation.popoverPresentationController?.barButtonItem = sender as? UIBarButtonItem
        present(navigation, animated: true)
    }

    /// Keeps the row of the conversation whose photo shows as detail selected, and only that one.
    private func selectRowOfDetailPhoto() {
        guard let name = currentDetailPhotoName(sender: self),
            let row = user.conversations.firstIndex(where: { $0.photos.contains { $0.imageName == name } })
        else {
            if let selected = tableView.indexPathForSelectedRow { tableView.deselectRow(at: selected, animated: false) }
            return
        }
        tableView.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        user.conversations.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let conversation = user.conversations[indexPath.row]
        cell.textLabel?.text = conversation.name
        let pushes =
            conversation.photos.count == 1
            ? willShowingDetailViewControllerPush(sender: self) : willShowingViewControllerPush(sender: self)
        cell.accessoryType = pushes ? .disclosureIndicator : .none
        return cell
    }

    // MARK: UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let conversation = user.conversations[indexPath.row]
        if conversation.photos.count == 1 {
            let photo = PhotoViewController.make(showing: conversation.photos[0], from: storyboard)
            showDetailViewController(photo, sender: self)
        } else {
            let list = ConversationViewController.make(showing: conversation, from: storyboard)
            show(list, sender: self)
        }
    }
}
