import UIKit

/// The profile: the user's photo beside the name and counts when the height is compact, above them
/// otherwise. The storyboard's scene swaps its constraints by size class; built in code, this does.
class ProfileViewController: UIViewController {
    @IBOutlet var imageView: UIImageView!
    @IBOutlet var nameLabel: UILabel!
    @IBOutlet var conversationsLabel: UILabel!
    @IBOutlet var photosLabel: UILabel!

    /// The user shown.
    var user = User.sample {
        didSet { if isViewLoaded { configureViews() } }
    }

    private var compactHeightConstraints: [NSLayoutConstraint] = []
    private var regularHeightConstraints: [NSLayoutConstraint] = []

    /// Built in code, with no storyboard.
    init(user: User) {
        self.user = user
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if imageView == nil {
            makeViews()
        }
        if navigationItem.leftBarButtonItem == nil {
            // Built in code; the storyboard's scene has this item, wired to the same action.
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .done, target: self, action: #selector(done(_:)))
        }
        configureViews()
    }

    /// Dismisses the profile.
    @IBAction func done(_ sender: Any?) {
        presentingViewController?.dismiss(animated: true)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass {
            applyConstraints(for: traitCollection)
        }
    }

    private func configureViews() {
        view.backgroundColor = .systemBackground
        imageView.backgroundColor = .secondarySystemBackground
        nameLabel.text = user.name
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        conversationsLabel.text = "\(user.conversations.count) conversations"
        photosLabel.text = "\(user.conversations.reduce(0) { $0 + $1.photos.count }) photos"
        for label in [conversationsLabel, photosLabel] {
            label?.font = .preferredFont(forTextStyle: .body)
        }
    }

    /// The storyboard scene's views and constraints, made in code.
    private func makeViews() {
        let image = UIImageView()
        let name = UILabel()
        let conversations = UILabel()
        let photos = UILabel()
        for subview in [image, name, conversations, photos] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            image.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            image.widthAnchor.constraint(equalToConstant: 120),
            image.heightAnchor.constraint(equalTo: image.widthAnchor),
            name.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            conversations.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            conversations.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 8),
            photos.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            photos.topAnchor.constraint(equalTo: conversations.bottomAnchor, constant: 8),
        ])
        compactHeightConstraints = [
            name.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 16),
            name.topAnchor.constraint(equalTo: image.topAnchor),
        ]
        regularHeightConstraints = [
            name.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            name.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 16),
        ]
        (imageView, nameLabel, conversationsLabel, photosLabel) = (image, name, conversations, photos)
        applyConstraints(for: traitCollection)
    }

    /// Built in code, the constraints of the vertical size class; the storyboard's variations do it there.
    private func applyConstraints(for traits: UITraitCollection) {
        guard !compactHeightConstraints.isEmpty else { return }
        let compact = traits.verticalSizeClass == .compact
        NSLayoutConstraint.deactivate(compact ? regularHeightConstraints : compactHeightConstraints)
        NSLayoutConstraint.activate(compact ? compactHeightConstraints : regularHeightConstraints)
    }
}
