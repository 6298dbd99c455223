extension UIViewController {
    /// The containment steps UIKit's `addChild(_:)` takes, with its misuse checks.
    func addChildController(_ child: UIViewController) {
        if child === self {
            DiagnosticLog.raise(
                "child view controller:\(child.debugName) should have parent view controller:(null) but actual parent is:\(child.debugName)"
            )
            return
        }
        if isDescendant(of: child) {
            DiagnosticLog.raise(
                "Cannot add \(child.debugName) as a child of \(debugName): it is an ancestor of \(debugName)")
            return
        }
        if child.parent === self { return }
        // UIKit removes a child from its old parent before adding it to a new one.
        if child.parent != nil { child.removeFromParent() }
        child.appearance.isMovingToParent = true
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        TraitPropagation.invalidate(child)
    }

    /// The containment steps UIKit's `removeFromParent()` takes.
    func removeFromParentController() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        parent.childTraitOverrides[ObjectIdentifier(self)] = nil
        self.parent = nil
        didMove(toParent: nil)
        parent.childDidLeave(self)
        TraitPropagation.invalidate(self)
    }

    /// Whether `controller` is this controller or one of its ancestors (parents or presenters).
    func isDescendant(of controller: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parent
        }
        return false
    }

    /// `<ClassName: 0x…>` without the address, as UIKit names controllers in messages.
    var debugName: String { "<\(type(of: self))>" }
}
