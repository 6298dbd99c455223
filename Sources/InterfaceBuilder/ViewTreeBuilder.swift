import AdaptiveKit
import Foundation

/// Turns one view tree's values into live views and constraints, set up for the base size classes.
///
/// Every view of every size class is made (UIKit keeps uninstalled views too); only those the
/// base layout (Any width, Any height) installs enter the hierarchy. The returned binding swaps
/// views and constraints when the tree's size classes become known or change.
@MainActor
package struct ViewTreeBuilder {
    let document: IBDocument
    let index: IBDocumentIndex
    /// How far the views reproduce IB's canvas.
    let canvas: CanvasEmulation
    /// The bundle the file was looked up in, where its images are looked up too (the main bundle when nil).
    let bundle: Bundle?
    /// The map the made objects are recorded in, held weakly: the map keeps the views, and a view tree keeps its
    /// builder (in its size-class binding, in a table's cell provider), so a strong reference would be a cycle.
    private weak var objectMap: IBObjectMap?

    init(
        document: IBDocument, index: IBDocumentIndex, objects: IBObjectMap, canvas: CanvasEmulation,
        bundle: Bundle? = nil
    ) {
        self.document = document
        self.bundle = bundle
        self.index = index
        objectMap = objects
        self.canvas = canvas
    }

    /// The map objects are recorded in; once its owner let it go (nothing can read it any more), a fresh one.
    var objects: IBObjectMap { objectMap ?? IBObjectMap() }

    /// Builds the tree under `root` and binds it to its size classes.
    func build(_ root: IBView) -> SizeClassBinding {
        var views: [String: UIView] = [:]
        var constrained: Set<String> = []
        // A view is placed by constraints when one held elsewhere names it, or it holds one about itself
        // alone (its size); constraints it holds between itself and its subviews place the subviews only.
        root.forEachView { view in
            for constraint in view.constraints where !constraint.isPlaceholder {
                let items = [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? [])
                for item in items where item != view.id || items.allSatisfy({ $0 == view.id }) {
                    constrained.insert(item)
                }
            }
        }
        let rootView = makeTree(root, isRoot: true, constrained: constrained, into: &views)
        let binding = SizeClassBinding(root: root, rootView: rootView, views: views, builder: self)
        binding.makeConstraints()
        binding.activateInstalledConstraints()
        binding.activateCanvasPlaceholders()
        binding.activateCanvasStackHolds()
        binding.register()
        rootView.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) {
            (view: UIView, _: UITraitCollection) in
            binding.apply(
                IBSizeClasses(
                    width: view.traitCollection.horizontalSizeClass, height: view.traitCollection.verticalSizeClass))
        }
        return binding
    }

    /// Makes a view and its whole subtree; installs the subviews the base layout installs.
    ///
    /// The walk keeps its own stack (each view is made, then its keyed views' and subviews' subtrees one by
    /// one, each put in place once whole), so a document nested deeper than a recursion's stack is built too.
    func makeTree(
        _ value: IBView, isRoot: Bool, constrained: Set<String>, into views: inout [String: UIView]
    ) -> UIView {
        var pending = [
            PendingView(value, view: makeNode(value, isRoot: isRoot, constrained: constrained, into: &views))
        ]
        while true {
            let top = pending.count - 1
            if let child = pending[top].nextChild() {
                let made = makeNode(child.value, isRoot: false, constrained: constrained, into: &views)
                pending.append(PendingView(child.value, view: made, place: child.place))
                continue
            }
            let finished = pending.removeLast()
            attachCells(of: finished.value, to: finished.view, constrained: constrained, into: &views)
            if let collectionView = finished.view as? UICollectionView {
                attachSupplementaryPrototypes(of: finished.value, to: collectionView)
            }
            guard let parent = pending.last else { return finished.view }
            switch finished.place {
            case .keyed:
                if !adoptKeyedView(finished.view, key: finished.value.key, into: parent.view) {
                    parent.view.addSubview(finished.view)
                }
            case .installedSubview:
                if let stack = parent.view as? UIStackView {
                    stack.addArrangedSubview(finished.view)
                } else {
                    parent.view.addSubview(finished.view)
                }
            case .uninstalledSubview, .root:
                break
            }
        }
    }

    /// One view of the document, made and configured for the base size classes; its subtree comes later.
    private func makeNode(
        _ value: IBView, isRoot: Bool, constrained: Set<String>, into views: inout [String: UIView]
    ) -> UIView {
        let base = value.resolvingOwnValues(for: .any)
        let view = makeView(base)
        views[value.id] = view
        objects.record(view, id: value.id)
        if index.segueTriggerIDs.contains(value.id) { view.storyboardTriggerID = value.id }
        view.frame = base.frame ?? .zero
        if let mask = base.autoresizingMask {
            view.autoresizingMask = UIView.AutoresizingMask(rawValue: UInt(mask.rawValue))
        }
        // IB turns autoresizing off for every view a constraint mentions; root views keep their mask. A view
        // without constraints that IB marks `fixedFrame` keeps its frame at build time ("IB auto-generated at
        // build time for view with fixed frame", UIKit's logs say): its mask (fixed by default) places it.
        // A view no constraint names at all gets those build-time constraints too, whatever the file says of its
        // autoresizing mask (files of Xcode 8 write `translatesAutoresizingMaskIntoConstraints="NO"` on such views):
        // its frame is fixed, as the mask IB stored with it (fixed margins by default) keeps it. A stack view's
        // arranged views are the stack's to place (`addArrangedSubview(_:)` turns the mask off again).
        let fixedFrame = IBNumber.bool(base.properties["fixedFrame"]) == true || !constrained.contains(value.id)
        // Files in the Xcode 8 format write `translatesAutoresizingMaskIntoConstraints="NO"` on every subview
        // whose autoresizing IB turned off; one saved without it keeps its mask at run time even where constraints
        // mention it, and IB stores the frame that mask keeps; so does a table's header or footer view, which the
        // table sizes to its width.
        let keepsMask =
            [nil, "tableHeaderView", "tableFooterView"].contains(value.key)
            && base.translatesAutoresizingMaskIntoConstraints
            && document.capabilities.contains(IBDocument.xcode8FormatCapability)
        view.translatesAutoresizingMaskIntoConstraints =
            isRoot || keepsMask
            || ((base.translatesAutoresizingMaskIntoConstraints || fixedFrame) && !constrained.contains(value.id))
        configure(view, with: base)
        return view
    }

    /// A view of the element's class (or the registered custom class), unconfigured.
    private func makeView(_ value: IBView) -> UIView {
        if let name = value.customClass {
            if let type = InterfaceBuilder.viewClass(forCustomClass: name), let made = type.init(coder: NSCoder()) {
                return made
            }
            // Custom classes of system views (`UIStackView` subclasses named in the file) are common; only
            // names we cannot map are reported, as UIKit logs them.
            if !name.hasPrefix("UI") { InterfaceBuilder.reportUnknownClass(name) }
            // An @IBDesignable view IB rendered: the intrinsic size IB computed stands in for the missing class's.
            if let size = document.designableIntrinsicSizes[value.id], value.elementName == "view" {
                return FixedSizeView(size: size)
            }
            if canvas.usesStoredCustomViewSizes, value.elementName == "view", !name.hasPrefix("UI"),
                value.intrinsicContentSizePlaceholder == nil, let size = value.frame?.size
            {
                return FixedSizeView(size: size)
            }
        }
        let stored = canvas.usesStoredIntrinsicSizes ? Self.alignmentSize(of: value) : nil
        switch value.elementName {
        case "label":
            if let stored { return FixedSizeLabel(size: stored) }
            return UILabel(frame: .zero)
        case "button":
            let type = Self.buttonType(value.properties["buttonType"])
            if let stored { return FixedSizeButton(type: type, size: stored) }
            return UIButton(type: type)
        case "imageView":
            if let stored { return FixedSizeImageView(size: stored) }
            return UIImageView(frame: .zero)
        case "stackView":
            if let placeholder = placeholderSize(value) { return FixedSizeStackView(size: placeholder) }
            // IB's canvas keeps an empty stack view (filled in code) at the size it was drawn, as its own size.
            if canvas.usesStoredIntrinsicSizes, value.subviews.isEmpty, let size = value.frame?.size {
                return FixedSizeStackView(size: size)
            }
            return UIStackView(frame: .zero)
        case "scrollView" where placeholderSize(value) == nil:
            return UIScrollView(frame: .zero)
        case "collectionView":
            return Self.collectionView(value)
        case "tableView":
            return Self.tableView(value)
        case "tableViewCell":
            return UITableViewCell(style: Self.cellStyle(value), reuseIdentifier: value.properties["reuseIdentifier"])
        case "collectionViewCell":
            return UICollectionViewCell(frame: .zero)
        case "collectionReusableView":
            return UICollectionReusableView(frame: .zero)
        case "textField":
            // The size the field had on the design device stands in for the one UIKit's field reports (its font and
            // border's); reproducing the canvas, a field without a stored frame has no intrinsic size either.
            if let size = Self.alignmentSize(of: value) ?? placeholderSize(value) {
                return FixedSizeTextField(size: size)
            }
            if canvas.usesStoredIntrinsicSizes {
                return FixedSizeTextField(
                    size: CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
            }
            return UITextField(frame: .zero)
        default:
            // Reproducing IB's canvas keeps the stand-ins below (they carry the stored sizes); otherwise UIKit's class.
            if !canvas.usesStoredIntrinsicSizes, let control = Self.makeControl(value) { return control }
            if Self.controlElements.contains(value.elementName), let size = Self.alignmentSize(of: value) {
                return FixedSizeView(size: size)
            }
            if let placeholder = placeholderSize(value) { return FixedSizeView(size: placeholder) }
            // A text view that does not scroll sizes to its text, as a label does.
            if canvas.usesStoredIntrinsicSizes, value.elementName == "textView",
                value.properties["scrollEnabled"] == "NO",
                let size = value.frame?.size
            {
                return FixedSizeView(size: size)
            }
            return UIView(frame: .zero)
        }
    }

    /// IB's "Intrinsic Size: Placeholder", honoured only when reproducing the canvas (UIKit ignores it at run time).
    private func placeholderSize(_ value: IBView) -> CGSize? {
        guard canvas.usesStoredIntrinsicSizes, let placeholder = value.intrinsicContentSizePlaceholder else {
            return nil
        }
        return CGSize(
            width: placeholder.width.map { CGFloat($0) } ?? UIView.noIntrinsicMetric,
            height: placeholder.height.map { CGFloat($0) } ?? UIView.noIntrinsicMetric)
    }

    /// Controls AdaptiveKit has no class for: plain views whose intrinsic size is their stored alignment rect's,
    /// standing in for the size UIKit's control would report on the design device.
    static let controlElements: Set<String> = [
        "switch", "slider", "segmentedControl", "activityIndicatorView", "progressView", "pageControl",
        "stepper", "datePicker", "pickerView", "searchBar", "navigationBar", "toolbar", "tabBar",
    ]

    /// The stored frame's alignment rect: where constraints put the view (see ib-samples/README.md).
    package static func alignmentRect(of value: IBView) -> CGRect? {
        guard let frame = value.frame else { return nil }
        switch value.elementName {
        case "slider": return CGRect(x: frame.minX + 2, y: frame.minY, width: frame.width - 4, height: frame.height - 1)
        case "switch": return CGRect(x: frame.minX, y: frame.minY, width: frame.width - 2, height: frame.height)
        case "segmentedControl":
            return CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - 1)
        default: return frame
        }
    }

    package static func alignmentSize(of value: IBView) -> CGSize? { alignmentRect(of: value)?.size }

    static func buttonType(_ name: String?) -> UIButton.ButtonType {
        switch name {
        case "system", "roundedRect": .system
        case "detailDisclosure": .detailDisclosure
        case "infoLight": .infoLight
        case "infoDark": .infoDark
        case "contactAdd": .contactAdd
        case "close": .close
        default: .custom
        }
    }
}

/// One view of `ViewTreeBuilder.makeTree`'s walk: the view made, and its children still to make.
@MainActor
private struct PendingView {
    /// Where a finished child goes in its parent.
    enum Place { case root, keyed, installedSubview, uninstalledSubview }

    let value: IBView
    let view: UIView
    let place: Place
    private let children: [(value: IBView, place: Place)]
    private var next = 0

    init(_ value: IBView, view: UIView, place: Place = .root) {
        self.value = value
        self.view = view
        self.place = place
        let installed = Set(value.installedSubviews(for: .any).map(\.id))
        children =
            value.keyedViews.filter { !ViewTreeBuilder.isSupplementaryPrototype($0, of: value) }.map { ($0, .keyed) }
            + value.subviews.map { ($0, installed.contains($0.id) ? .installedSubview : .uninstalledSubview) }
    }

    mutating func nextChild() -> (value: IBView, place: Place)? {
        guard next < children.count else { return nil }
        next += 1
        return children[next - 1]
    }
}
