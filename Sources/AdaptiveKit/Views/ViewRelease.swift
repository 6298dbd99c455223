import Foundation

/// Frees the subviews of freed views one after another rather than one inside another, so that freeing a deep hierarchy
/// cannot overflow the stack.
///
/// A view's last release frees its subviews array, whose last release frees each subview, and so on down:
/// a chain of 10 000 views nested in code took one nested release per level. A freed view's `deinit` hands
/// its subviews here instead; the outermost call keeps them until the queue is empty, so each is freed from
/// this loop, whatever the depth.
@MainActor
enum ViewRelease {
    private static var pending: [UIView] = []
    private static var isDraining = false

    static func release(_ views: [UIView]) {
        pending.append(contentsOf: views)
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while !pending.isEmpty {
            // Dropping the last reference here runs that view's `deinit`, which queues its own subviews.
            _ = pending.removeLast()
        }
    }
}
