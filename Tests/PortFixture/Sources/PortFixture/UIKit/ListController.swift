import UIKit

extension Notification.Name {
    static let photosChanged = Notification.Name("PhotosChanged")
}

class ListController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var buttons: [UIButton]!
    @IBInspectable var accent: CGFloat = 0
    var log: [String] = []

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.addTarget(self, action: #selector(save(_:)), for: .touchUpInside)
        view.addSubview(button)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .refresh, target: self, action: #selector(refresh))
        NotificationCenter.default.addObserver(
            self, selector: #selector(photosChanged(_:)), name: .photosChanged, object: nil)
    }

    @IBAction func save(_ sender: Any) {
        log.append("save from \(type(of: sender))")
    }

    @objc func refresh() {
        log.append("refresh")
    }

    @objc dynamic func photosChanged(_ notification: Notification) {
        log.append("changed \(notification.name.rawValue)")
    }

    @IBAction func unwindToList(segue: UIStoryboardSegue) {
        log.append("unwound")
    }

    override func containsPhoto(_ photo: String) -> Bool {
        photo == "list" || super.containsPhoto(photo)
    }
}

final class PhotoController: ListController {
    override func containsPhoto(_ photo: String) -> Bool {
        photo == "photo" || super.containsPhoto(photo)
    }

    @objc(sharePhoto:)
    func share(_ sender: UIBarButtonItem) {
        log.append("share")
    }
}
