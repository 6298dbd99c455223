import AdaptiveKit
import InterfaceBuilder

extension AdaptivePhotos {
    /// The two builds of the app, which behave alike.
    public enum Version: String, Sendable, CaseIterable {
        /// `AdaptivePhotos.storyboard`, with `StoryboardAppController` at its root.
        case storyboard
        /// `AppController`, built in code.
        case code
    }

    /// The screens a previewer shows, the app as it launches first: `list` (the conversations in a
    /// split view), `photo` (the "Dinner" photo shown as detail) and `profile` (the profile in a
    /// navigation controller).
    public nonisolated static let sceneNames = ["list", "photo", "profile"]

    /// One of `sceneNames` in one build: a root view controller, and what to do once it is on screen
    /// (select the conversation with a single photo). An unknown name is the app as it launches.
    public static func scene(
        _ name: String, version: Version
    ) throws -> (rootViewController: UIViewController, whenOnScreen: (@MainActor () -> Void)?) {
        if name == "profile" {
            let profile =
                version == .code
                ? ProfileViewController(user: .sample)
                : try storyboard().instantiateViewController(withIdentifier: "Profile")
            return (UINavigationController(rootViewController: profile), nil)
        }
        let app: UIViewController
        // The storyboard's list is a stand-in until the view loads, so it is looked up once on screen.
        let conversations: @MainActor () -> ConversationListViewController
        switch version {
        case .code:
            let root = AppController()
            (app, conversations) = (root, { root.conversations })
        case .storyboard:
            guard let root = try storyboard().instantiateInitialViewController() as? StoryboardAppController else {
                return (UIViewController(), nil)
            }
            (app, conversations) = (root, { root.conversations })
        }
        guard name == "photo" else { return (app, nil) }
        return (
            app,
            {
                let list = conversations()
                list.selectRow(at: list.user.conversations.firstIndex { $0.photos.count == 1 } ?? 0)
            }
        )
    }
}
