import Foundation

/// A menu on screen: what opened it, the elements it shows (hidden ones left out, deferred ones resolved), and
/// the view above the window's content that draws it and takes the touches while it is open.
///
/// Only one menu is open in a window; opening another closes the first. A tap on a row chooses its element, a tap
/// on a submenu's row shows the submenu in its place, a tap on the preview commits it and a tap anywhere else
/// closes the menu. The geometry (rows 44 points high in a 250-point panel under the source) is AdaptiveKit's
/// choice; see Deviations.md.
@MainActor
final class MenuPresentation {
    /// What opened the menu.
    enum Source {
        /// A context menu interaction (a long press, or a control's menu), with the delegate's configuration.
        case interaction(UIContextMenuInteraction, UIContextMenuConfiguration)
        /// A control whose menu is its primary action (`showsMenuAsPrimaryAction`).
        case control(UIControl)
        /// A bar button item with a menu and no action.
        case barButtonItem(UIBarButtonItem)
    }

    /// An element as the menu shows it.
    struct Node {
        enum Kind { case action, command, submenu, inlineGroup, loading }
        let kind: Kind
        let element: UIMenuElement?
        /// The menu whose child the element is.
        let parent: UIMenu?
        var children: [Node]
    }

    static let panelWidth: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let headerHeight: CGFloat = 32
    static let groupSpacing: CGFloat = 8

    let source: Source
    let window: UIWindow
    private(set) var root: UIMenu
    /// The submenus entered, outermost first: the menu shows the last one.
    private(set) var path: [UIMenu] = []
    let previewViewController: UIViewController?
    let anchor: CGPoint
    let sourceFrame: CGRect
    private(set) var isDismissed = false
    let container: MenuContainerView
    /// What the providers of deferred elements delivered for this menu.
    private var deferredResults: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var requestedDeferred: Set<ObjectIdentifier> = []

    private init(
        source: Source, window: UIWindow, menu: UIMenu, preview: UIViewController?, anchor: CGPoint,
        sourceFrame: CGRect
    ) {
        self.source = source
        self.window = window
        root = menu
        previewViewController = preview
        self.anchor = anchor
        self.sourceFrame = sourceFrame
        container = MenuContainerView(frame: window.bounds)
    }

    /// The menu open in a window, if any.
    static func current(in window: UIWindow) -> MenuPresentation? {
        window.subviews.reversed().lazy.compactMap { ($0 as? MenuContainerView)?.presentation }.first
    }

    /// The object a chosen action reports as its sender: the control, the bar button item, or the view of the
    /// interaction.
    var sender: Any? {
        switch source {
        case .interaction(let interaction, _): interaction.view
        case .control(let control): control
        case .barButtonItem(let item): item
        }
    }

    /// Opens a menu: the providers make the preview and the menu, the delegate hears `willDisplayMenuFor`, then the
    /// menu shows. Nothing shows when there is neither a menu nor a preview.
    @discardableResult
    static func present(in window: UIWindow, source: Source, anchor: CGPoint, sourceFrame: CGRect)
        -> MenuPresentation?
    {
        current(in: window)?.dismiss()
        let menu: UIMenu?
        var preview: UIViewController?
        switch source {
        case .interaction(_, let configuration):
            preview = configuration.previewProvider?()
            menu = configuration.actionProvider?([])
        case .control(let control):
            menu = (control as? UIButton)?.menu
        case .barButtonItem(let item):
            menu = item.menu
        }
        guard menu != nil || preview != nil else { return nil }
        let presentation = MenuPresentation(
            source: source, window: window, menu: menu ?? UIMenu(), preview: preview, anchor: anchor,
            sourceFrame: sourceFrame)
        presentation.container.presentation = presentation
        let animator = ContextMenuAnimator(previewViewController: preview)
        if case .interaction(let interaction, let configuration) = source {
            interaction.presentation = presentation
            interaction.delegate?.contextMenuInteraction(
                interaction, willDisplayMenuFor: configuration, animator: animator)
        }
        presentation.rebuild()
        window.addSubview(presentation.container)
        animator.complete()
        return presentation
    }

    // MARK: What the menu shows

    /// The elements of the level shown now.
    var nodes: [Node] {
        var nodes = self.nodes(for: root.children, parent: root)
        for submenu in path {
            guard let entered = Self.find(submenu, in: nodes) else { break }
            nodes = entered.children
        }
        return nodes
    }

    /// The title of the level shown now.
    var title: String { path.last?.title ?? root.title }

    private static func find(_ menu: UIMenu, in nodes: [Node]) -> Node? {
        for node in nodes {
            if node.kind == .submenu, node.element === menu { return node }
            if node.kind == .inlineGroup, let found = find(menu, in: node.children) { return found }
        }
        return nil
    }

    private func nodes(for elements: [UIMenuElement], parent: UIMenu) -> [Node] {
        var nodes: [Node] = []
        for element in elements where !element.menuAttributes.contains(.hidden) {
            switch element {
            case let menu as UIMenu:
                let children = self.nodes(for: menu.children, parent: menu)
                let inline = menu.options.contains(.displayInline) || menu.options.contains(.displayAsPalette)
                nodes.append(
                    Node(kind: inline ? .inlineGroup : .submenu, element: menu, parent: parent, children: children))
            case let deferred as UIDeferredMenuElement:
                if let elements = resolve(deferred) {
                    nodes += self.nodes(for: elements, parent: parent)
                } else {
                    nodes.append(Node(kind: .loading, element: deferred, parent: parent, children: []))
                }
            case is UIAction:
                nodes.append(Node(kind: .action, element: element, parent: parent, children: []))
            case is UICommand:
                nodes.append(Node(kind: .command, element: element, parent: parent, children: []))
            default:
                break
            }
        }
        return nodes
    }

    /// A deferred element's elements: the cached ones, or what its provider delivered for this menu; nil while the
    /// provider has not answered (it is asked once per menu, and a later answer redraws the menu).
    private func resolve(_ deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        if deferred.isCached, let cached = deferred.cachedElements { return cached }
        let key = ObjectIdentifier(deferred)
        if let delivered = deferredResults[key] { return delivered }
        guard !requestedDeferred.contains(key) else { return nil }
        requestedDeferred.insert(key)
        let request = DeferredRequest()
        deferred.provider { [weak self, weak deferred] elements in
            if let deferred, deferred.isCached { deferred.cachedElements = elements }
            self?.deferredResults[key] = elements
            if request.returned {
                self?.rebuild()
            } else {
                request.answeredAtOnce = elements
            }
        }
        request.returned = true
        return request.answeredAtOnce
    }

    /// Whether a provider answered before it returned (the menu is being built) or later (it is redrawn).
    @MainActor
    private final class DeferredRequest {
        var returned = false
        var answeredAtOnce: [UIMenuElement]?
    }

    // MARK: Changes

    /// Shows another menu in place of the one shown, as `updateVisibleMenu(_:)` does.
    func replaceMenu(with block: (UIMenu) -> UIMenu) {
        root = block(root)
        rebuild()
    }

    /// Lays the rows of the level shown now out again.
    func rebuild() {
        guard !isDismissed else { return }
        container.layOut(self)
    }

    /// What a tap on a row does: a submenu opens, a loading or disabled row does nothing, an action or command
    /// closes the menu (unless it keeps it presented) and runs.
    func choose(_ node: Node) {
        guard !isDismissed, let element = node.element else { return }
        switch node.kind {
        case .submenu:
            if let menu = element as? UIMenu { path.append(menu) }
            rebuild()
        case .loading, .inlineGroup:
            break
        case .action, .command:
            guard !element.menuAttributes.contains(.disabled) else { return }
            updateSelection(choosing: element, in: node.parent)
            let run = { [sender] in
                if let action = element as? UIAction {
                    action.perform(sender: sender)
                } else if let command = element as? UICommand {
                    command.sender = sender
                    defer { command.sender = nil }
                    UIApplication.shared.sendAction(command.action, to: nil, from: command, for: nil)
                }
            }
            if element.menuAttributes.contains(.keepsMenuPresented) {
                run()
                rebuild()
            } else {
                dismiss(then: run)
            }
        }
    }

    /// A single-selection menu, or the menu of a pop-up button (`changesSelectionAsPrimaryAction`), turns the
    /// chosen element on and its siblings off; a pop-up button shows the chosen title.
    private func updateSelection(choosing element: UIMenuElement, in parent: UIMenu?) {
        var button: UIButton?
        if case .control(let control) = source { button = control as? UIButton }
        if case .interaction(let interaction, _) = source { button = interaction.view as? UIButton }
        if let button, button.changesSelectionAsPrimaryAction, button.menu === root {
            Self.forEachLeaf(of: root) { $0.menuState = $0 === element ? .on : .off }
            button.setTitle(element.title, for: .normal)
        } else if let parent, parent.options.contains(.singleSelection) {
            Self.forEachLeaf(of: parent) { $0.menuState = $0 === element ? .on : .off }
        }
    }

    private static func forEachLeaf(of menu: UIMenu, _ body: (UIMenuElement) -> Void) {
        for child in menu.children {
            if let submenu = child as? UIMenu { forEachLeaf(of: submenu, body) } else { body(child) }
        }
    }

    /// Closes the menu: the delegate hears `willEndFor` (after `willPerformPreviewActionForMenuWith` when the
    /// preview was tapped), the menu leaves the window, the animators' completions run, then `action`.
    func dismiss(committingPreview: Bool = false, then action: (() -> Void)? = nil) {
        guard !isDismissed else { return }
        isDismissed = true
        let commitAnimator = ContextMenuAnimator(previewViewController: previewViewController)
        let endAnimator = ContextMenuAnimator(previewViewController: previewViewController)
        if case .interaction(let interaction, let configuration) = source {
            if committingPreview {
                interaction.delegate?.contextMenuInteraction(
                    interaction, willPerformPreviewActionForMenuWith: configuration, animator: commitAnimator)
            }
            interaction.delegate?.contextMenuInteraction(interaction, willEndFor: configuration, animator: endAnimator)
        }
        previewViewController?.viewIfLoaded?.removeFromSuperview()
        container.removeFromSuperview()
        container.presentation = nil
        if case .interaction(let interaction, _) = source, interaction.presentation === self {
            interaction.presentation = nil
        }
        endAnimator.complete()
        if committingPreview { commitAnimator.complete() }
        action?()
        window.layoutIfNeeded()
    }
}

/// The view that draws an open menu over the whole window and takes every touch while it is open.
@MainActor
final class MenuContainerView: UIView {
    /// The menu it draws; it keeps the presentation alive while it is in the window.
    var presentation: MenuPresentation?
    let panel = UIView()
    let previewTile = UIView()
    /// Each row with the element it shows, in window coordinates.
    private(set) var rows: [(frame: CGRect, node: MenuPresentation.Node)] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(previewTile)
        addSubview(panel)
        panel.backgroundColor = .systemBackground
        // The container takes every touch itself: hit-testing passes over the panel and the preview.
        panel.isUserInteractionEnabled = false
        previewTile.isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    /// Lays out the preview tile and a row per element of the level shown (inline groups set off by spacing).
    func layOut(_ presentation: MenuPresentation) {
        for row in panel.subviews { row.removeFromSuperview() }
        rows = []
        var y: CGFloat = 0
        var titles: [(String, CGRect)] = []
        if !presentation.title.isEmpty {
            titles.append(
                (
                    presentation.title,
                    CGRect(x: 16, y: 0, width: MenuPresentation.panelWidth - 32, height: MenuPresentation.headerHeight)
                ))
            y += MenuPresentation.headerHeight
        }
        var frames: [(CGRect, MenuPresentation.Node)] = []
        var previousWasGroup = false
        for (index, node) in presentation.nodes.enumerated() {
            if node.kind == .inlineGroup {
                if index > 0 { y += MenuPresentation.groupSpacing }
                for child in node.children {
                    frames.append(
                        (
                            CGRect(x: 0, y: y, width: MenuPresentation.panelWidth, height: MenuPresentation.rowHeight),
                            child
                        ))
                    y += MenuPresentation.rowHeight
                }
                previousWasGroup = true
            } else {
                if previousWasGroup { y += MenuPresentation.groupSpacing }
                frames.append(
                    (CGRect(x: 0, y: y, width: MenuPresentation.panelWidth, height: MenuPresentation.rowHeight), node))
                y += MenuPresentation.rowHeight
                previousWasGroup = false
            }
        }
        let bounds = self.bounds
        var tileFrame = CGRect.zero
        if let preview = presentation.previewViewController {
            let preferred = preview.preferredContentSize
            let width = min(bounds.width - 32, preferred.width > 0 ? preferred.width : bounds.width - 32)
            let height = min(bounds.height / 2, preferred.height > 0 ? preferred.height : bounds.height / 2)
            tileFrame = CGRect(x: (bounds.width - width) / 2, y: 60, width: width, height: height)
            previewTile.frame = tileFrame
            let view = preview.view!
            if view.superview !== previewTile { previewTile.addSubview(view) }
            view.frame = previewTile.bounds
        } else {
            previewTile.frame = .zero
        }
        let height = y
        let width = MenuPresentation.panelWidth
        var origin = CGPoint(x: presentation.anchor.x - width / 2, y: presentation.sourceFrame.maxY + 8)
        if presentation.previewViewController != nil {
            origin = CGPoint(x: tileFrame.minX, y: tileFrame.maxY + 8)
        } else if origin.y + height > bounds.maxY - 8 {
            origin.y = presentation.sourceFrame.minY - 8 - height
        }
        origin.x = max(8, min(origin.x, bounds.maxX - 8 - width))
        origin.y = max(8, min(origin.y, bounds.maxY - 8 - height))
        panel.frame = CGRect(origin: origin, size: CGSize(width: width, height: height))
        for (title, frame) in titles {
            let label = UILabel(frame: frame)
            label.text = title
            label.font = .systemFont(ofSize: 13)
            panel.addSubview(label)
        }
        for (frame, node) in frames {
            let row = UILabel(frame: frame.insetBy(dx: 16, dy: 0))
            row.text = node.kind == .loading ? "Loading…" : node.element?.title
            if node.element?.menuAttributes.contains(.destructive) == true { row.textColor = .systemRed }
            if node.element?.menuAttributes.contains(.disabled) == true { row.textColor = .systemGray }
            panel.addSubview(row)
            rows.append((frame.offsetBy(dx: origin.x, dy: origin.y), node))
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A lift over a row chooses it, over the preview commits it, outside the panel closes the menu.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let presentation, let point = touches.first?.location(in: self) else { return }
        if let row = rows.first(where: { $0.frame.contains(point) }) {
            presentation.choose(row.node)
        } else if previewTile.frame.contains(point) {
            presentation.dismiss(committingPreview: true)
        } else if !panel.frame.contains(point) {
            presentation.dismiss()
        }
    }
}
