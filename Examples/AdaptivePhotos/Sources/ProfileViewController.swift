import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The profile: the photo beside the name and counts when vertically compact, above them otherwise.
@MainActor
public final class ProfileViewController: UIViewController {
    public let user: User
    /// The views: made here, or the storyboard's views tagged 1 to 4.
    public private(set) var imageView = UIImageView()
    public private(set) var nameLabel = UILabel()
    public private(set) var conversationsLabel = UILabel()
    public private(set) var photosLabel = UILabel()
    private var compactHeightConstraints: [NSLayoutConstraint] = []
    private var regularHeightConstraints: [NSLayoutConstraint] = []

    public init(user: User) {
        self.user = user
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    /// From the storyboard (the `Profile` scene): the sample user.
    public required init?(coder: NSCoder) {
        user = .sample
        super.init(coder: coder)
        title = "Profile"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let labels = [2, 3, 4].compactMap { view.viewWithTag($0) as? UILabel }
        if storyboard != nil, let image = view.viewWithTag(1) as? UIImageView, labels.count == 3 {
            // The storyboard's scene holds the views and the constraints of each size class.
            imageView = image
            (nameLabel, conversationsLabel, photosLabel) = (labels[0], labels[1], labels[2])
            configureViews()
            return
        }
        configureViews()
        makeConstraints()
    }

    private func configureViews() {
        view.backgroundColor = .systemBackground
        imageView.backgroundColor = .secondarySystemBackground
        nameLabel.text = user.name
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        conversationsLabel.text = "\(user.conversations.count) conversations"
        photosLabel.text = "\(user.conversations.reduce(0) { $0 + $1.photos.count }) photos"
        for label in [conversationsLabel, photosLabel] { label.font = .preferredFont(forTextStyle: .body) }
    }

    private func makeConstraints() {
        for subview in [imageView, nameLabel, conversationsLabel, photosLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
            imageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            imageView.widthAnchor.constraint(equalToConstant: 120),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            conversationsLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            conversationsLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
            photosLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            photosLabel.topAnchor.constraint(equalTo: conversationsLabel.bottomAnchor, constant: 8),
        ])
        compactHeightConstraints = [
            nameLabel.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: 16),
            nameLabel.topAnchor.constraint(equalTo: imageView.topAnchor),
        ]
        regularHeightConstraints = [
            nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 16),
        ]
        applyConstraints(for: traitCollection)
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass, isViewLoaded,
            storyboard == nil
        {
            applyConstraints(for: traitCollection)
        }
    }

    private func applyConstraints(for traits: UITraitCollection) {
        let compact = traits.verticalSizeClass == .compact
        NSLayoutConstraint.deactivate(compact ? regularHeightConstraints : compactHeightConstraints)
        NSLayoutConstraint.activate(compact ? compactHeightConstraints : regularHeightConstraints)
    }
}
