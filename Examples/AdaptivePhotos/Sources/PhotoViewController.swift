import AdaptiveKit
import Foundation
import InterfaceBuilder

/// One photo: a picture area and its comment below, inside the safe area.
@MainActor
public final class PhotoViewController: UIViewController {
    /// The photo shown; the storyboard version sets it before the view loads.
    public var photo: Photo {
        didSet {
            title = photo.comment
            if isViewLoaded { configureViews() }
        }
    }
    /// The picture area: made here, or the storyboard's view tagged 1.
    public private(set) var imageView = UIImageView()
    /// The comment: made here, or the storyboard's label tagged 2.
    public private(set) var commentLabel = UILabel()

    public init(photo: Photo) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
        title = photo.comment
    }

    /// From the storyboard (the `Photo` scene): the sample's last photo until one is set.
    public required init?(coder: NSCoder) {
        photo = User.sample.lastPhoto ?? User.sample.conversations[0].photos[0]
        super.init(coder: coder)
        title = photo.comment
    }

    /// A photo controller made the way `source` was: from its storyboard's `Photo` scene, else in code.
    static func make(_ photo: Photo, like source: UIViewController) -> PhotoViewController {
        if let storyboard = source.storyboard,
            let controller = storyboard.instantiateViewController(withIdentifier: "Photo") as? PhotoViewController
        {
            controller.photo = photo
            return controller
        }
        return PhotoViewController(photo: photo)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        if storyboard != nil, let image = view.viewWithTag(1) as? UIImageView,
            let label = view.viewWithTag(2) as? UILabel
        {
            // The storyboard's scene holds the views and their constraints.
            imageView = image
            commentLabel = label
        } else {
            makeViews()
        }
        configureViews()
    }

    private func configureViews() {
        view.backgroundColor = .systemBackground
        imageView.backgroundColor = .secondarySystemBackground
        imageView.accessibilityIdentifier = photo.imageName
        commentLabel.text = photo.comment
        commentLabel.font = .preferredFont(forTextStyle: .headline)
        commentLabel.textAlignment = .center
    }

    private func makeViews() {
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
        // The storyboard's scene holds the label and its constraints.
        guard storyboard == nil else { return }
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
