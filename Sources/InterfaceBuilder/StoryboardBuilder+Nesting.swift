import AdaptiveKit

/// How deep the controllers being built nest their views: a limit the reader cannot check.
///
/// The reader refuses a file whose elements nest past `IBElement.maximumDepth`, but scenes nest through
/// references too: a navigation controller whose root is the next scene's navigation controller, a
/// container view that embeds a scene holding the next container. Each scene is shallow in the file,
/// while the live view tree nests all of them, and every walk over it (layout, traits, render, lint)
/// recursed past the stack at about a thousand scenes. Building counts the view levels of the scenes
/// in progress (`StoryboardBuilder.Context`) and leaves out, with a warning, a controller that would pass
/// the reader's own budget.
extension StoryboardBuilder {
    /// The view levels the builder may nest: the views one file may nest (two elements each).
    static let maximumNestedViewLevels = IBElement.maximumDepth / 2

    /// The view levels a controller adds: its own views, and a few for its container's views
    /// (a navigation controller's view and wrapper, a container view).
    static func viewLevels(of value: IBViewController?) -> Int {
        (value?.view?.nestingDepth ?? 0) + 4
    }
}

extension IBView {
    /// How many views deep the subtree nests, this view counting one (without recursion).
    var nestingDepth: Int {
        var deepest = 0
        var pending = [(self, 1)]
        while let (view, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            for child in view.keyedViews + view.subviews + view.sections.flatMap(\.cells) + view.cells {
                pending.append((child, depth + 1))
            }
        }
        return deepest
    }
}
