import AdaptiveKit
import Foundation
import InterfaceBuilder

/// A list of rows (conversations or photos), each a label with an optional disclosure indicator.
///
/// Rows are plain views in a stack view (no table view), enough to lay out, render and tap.
@MainActor
open class ListViewController: UIViewController {
    /// One row: its label and whether it shows a disclosure indicator.
    public struct Row: Equatable {
        public var title: String
        public var hasDisclosureIndicator: Bool
    }

    let stack = UIStackView()
    private var observer: (any NSObjectProtocol)?

    /// The titles to show.
    open var rowTitles: [String] { [] }

    /// Whether selecting a row would push (recomputed when the split view collapses or expands).
    open func rowPushes(at index: Int) -> Bool { false }

    /// Selecting a row.
    open func selectRow(at index: Int) {}

    /// The rows as shown now.
    public private(set) var rows: [Row] = []

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        stack.spacing = 1
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        observer = NotificationCenter.default.addObserver(
            forName: UIViewController.showDetailTargetDidChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in MainActor.assumeIsolated { self?.reloadRows() } }
        reloadRows()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reloadRows()
    }

    /// Rebuilds the rows and their disclosure indicators, as the sample does on each
    /// `showDetailTargetDidChangeNotification`.
    public func reloadRows() {
        guard isViewLoaded else { return }
        rows = rowTitles.indices.map { Row(title: rowTitles[$0], hasDisclosureIndicator: rowPushes(at: $0)) }
        for view in stack.arrangedSubviews { view.removeFromSuperview() }
        for row in rows {
            let label = UILabel()
            label.text = row.hasDisclosureIndicator ? row.title + "  ›" : row.title
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            stack.addArrangedSubview(label)
        }
    }
}

/// The conversations: one photo shows as detail, several push a photo list.
@MainActor
public final class ConversationListViewController: ListViewController {
    public let user: User

    public init(user: User) {
        self.user = user
        super.init(nibName: nil, bundle: nil)
        title = "Conversations"
    }

    /// From the storyboard: the sample user's conversations.
    public required init?(coder: NSCoder) {
        user = .sample
        super.init(coder: coder)
        title = "Conversations"
    }

    public override var rowTitles: [String] { user.conversations.map(\.name) }

    public override func rowPushes(at index: Int) -> Bool {
        let conversation = user.conversations[index]
        return conversation.photos.count == 1
            ? willShowingDetailViewControllerPush() : willShowingViewControllerPush()
    }

    public override func selectRow(at index: Int) {
        let conversation = user.conversations[index]
        if conversation.photos.count == 1 {
            showDetailViewController(PhotoViewController.make(conversation.photos[0], like: self), sender: self)
        } else {
            show(PhotoListViewController.make(conversation, like: self), sender: self)
        }
    }
}

/// The photos of one conversation; selecting one shows it as detail.
@MainActor
public final class PhotoListViewController: ListViewController {
    /// The conversation shown; the storyboard version sets it before the view loads.
    public var conversation: Conversation {
        didSet {
            title = conversation.name
            reloadRows()
        }
    }

    public init(conversation: Conversation) {
        self.conversation = conversation
        super.init(nibName: nil, bundle: nil)
        title = conversation.name
    }

    /// From the storyboard: the sample's first conversation until one is set.
    public required init?(coder: NSCoder) {
        conversation = User.sample.conversations[0]
        super.init(coder: coder)
        title = conversation.name
    }

    /// A photo list made the way `source` was: from its storyboard's `PhotoList` scene, else in code.
    static func make(_ conversation: Conversation, like source: UIViewController) -> PhotoListViewController {
        if let storyboard = source.storyboard,
            let list = storyboard.instantiateViewController(withIdentifier: "PhotoList") as? PhotoListViewController
        {
            list.conversation = conversation
            return list
        }
        return PhotoListViewController(conversation: conversation)
    }

    public override var rowTitles: [String] { conversation.photos.map(\.comment) }

    public override func rowPushes(at index: Int) -> Bool { willShowingDetailViewControllerPush() }

    public override func selectRow(at index: Int) {
        showDetailViewController(PhotoViewController.make(conversation.photos[index], like: self), sender: self)
    }
}
