import AdaptiveKit
import Foundation

/// One photo: a picture area and its comment below, inside the safe area.
@MainActor
public final class PhotoViewController: UIViewController {
    public let photo: Photo
    public let imageView = UIImageView()
    public let commentLabel = UILabel()

    public init(photo: Photo) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
        title = photo.comment
    }

    public required init?(coder: NSCoder) { fatalError("AdaptivePhotos is built in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        imageView.backgroundColor = .secondarySystemBackground
        imageView.accessibilityIdentifier = photo.imageName
        commentLabel.text = photo.comment
        commentLabel.font = .preferredFont(forTextStyle: .headline)
        commentLabel.textAlignment = .center
        for subview in [imageView, commentLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: safe.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            commentLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
            commentLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            commentLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            commentLabel.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
        ])
    }
}

/// The placeholder the split view shows before anything is selected.
@MainActor
public final class EmptyViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let label = UILabel()
        label.text = "No Conversation Selected"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
