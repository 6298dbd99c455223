import UIKit

/// One photo: the picture area and its comment below it, inside the safe area.
class PhotoViewController: UIViewController {
    /// The picture area (the storyboard's, or made in code).
    @IBOutlet var imageView: UIImageView!
    /// The comment under the picture.
    @IBOutlet var commentLabel: UILabel!

    /// The photo shown; the storyboard's scene gets it before its view loads.
    var photo = User.sample.conversations[0].photos[0] {
        didSet {
            title = photo.comment
            if isViewLoaded { configureViews() }
        }
    }

    /// The storyboard's `Photo` scene when there is a storyboard, else one made in code.
    static func make(showing photo: Photo, from storyboard: UIStoryboard?) -> PhotoViewController {
        let controller =
            storyboard?.instantiateViewController(withIdentifier: "Photo") as? PhotoViewController
            ?? PhotoViewController(nibName: nil, bundle: nil)
        controller.photo = photo
        return controller
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if imageView == nil || commentLabel == nil {
            makeViews()
        }
        configureViews()
    }

    /// A photo controller shows its photo.
    override func shownPhotoName() -> String? {
        photo.imageName
    }

    private func configureViews() {
        title = photo.comment
        view.backgroundColor = .systemBackground
        imageView.backgroundColor = .secondarySystemBackground
        imageView.accessibilityIdentifier = photo.imageName
        commentLabel.text = photo.comment
        commentLabel.font = .preferredFont(forTextStyle: .headline)
        commentLabel.textAlignment = .center
    }

    /// The storyboard scene's views and constraints, made in code.
    private func makeViews() {
        let image = UIImageView()
        let comment = UILabel()
        for subview in [image, comment] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            image.topAnchor.constraint(equalTo: safe.topAnchor),
            image.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            image.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            comment.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
            comment.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            comment.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            comment.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
        ])
        (imageView, commentLabel) = (image, comment)
    }
}
