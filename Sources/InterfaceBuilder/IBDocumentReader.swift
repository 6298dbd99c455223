import Foundation

/// Turns an `IBElement` tree into document values, collecting diagnostics instead of stopping.
///
/// One reader reads one document; segues met inside a controller's views (a button's
/// `show`) are gathered here and handed to the controller when its element ends.
struct IBDocumentReader {
    var diagnostics: [IBDiagnostic] = []
    /// Segues met since the current controller started (they may sit on its buttons and cells).
    var pendingSegues: [IBSegue] = []
    /// The element name of every id in the document, collected before reading so that a reference
    /// can be checked where it is read.
    var kinds: [String: String] = [:]
    /// The ids that name views (elements in `<subviews>` or of a view element name).
    var viewIDs: Set<String> = []

    /// Element names IB writes that describe things outside this stage (editor metadata,
    /// text input, bar items, simulated metrics); skipped without a warning.
    static let ignoredElements: Set<String> = [
        "dependencies", "customFonts", "simulatedMetricsContainer", "inferredMetricsTieBreakers", "point", "nil",
        "textInputTraits", "inset", "edgeInsets", "segments", "toolbarItems",
        "simulatedOrientationMetrics", "simulatedNavigationBarMetrics", "simulatedToolbarMetrics",
        "simulatedStatusBarMetrics", "simulatedScreenMetrics", "simulatedTabBarMetrics",
        "freeformSimulatedSizeMetrics", "simulatedMetrics", "gestureRecognizers", "attributedString", "date",
        "dataDetectorType", "wkWebViewConfiguration", "extendedEdge", "value", "tabBarItem", "barButtonItem",
        "items", "rightBarButtonItems", "leftBarButtonItems", "scopeButtonTitles", "string", "integer", "real",
        "size", "rect", "color", "fontDescription", "collectionViewFlowLayout", "collectionViewLayout",
        "imageReference", "preferredSymbolConfiguration", "textAttributes", "titleTextAttributes",
        "navigationBarAppearance", "toolbarAppearance", "tabBarAppearance", "locale", "offsetWrapper",
        "backgroundConfiguration", "buttonConfiguration", "userDefinedRuntimeAttributes", "designables",
        "accessibilityConfiguration", "splitViewControllerColumnWidth", "connections", "font", "paragraphStyle",
        "attributes", "fragment", "popoverArrowDirection", "mutableArray", "array", "dictionary", "gestureRecognizer",
        "adaptation", "searchDisplayController", "navigationItem", "plugIn", "capability",
        "deployment", "scrollViewLayoutGuide", "layoutGuides", "viewLayoutGuide", "prototypes", "cells", "sections",
        // Xcode 8's betas wrote an empty `<animations/>` in every view: it never held anything.
        "animations",
        // The canvas's Dynamic Type preview (`dynamicTypePreference`): editor state, nothing an app loads.
        "accessibilityOverrides",
        // MapKit's `preferredConfiguration` of a map view: AdaptiveKit has no MKMapView (it loads as a plain view).
        "standardMapConfiguration", "hybridMapConfiguration", "imageryMapConfiguration",
        // A table view controller's `refreshControl`: AdaptiveKit has no UIRefreshControl yet, and the control
        // shows only while the table is pulled down, so no layout depends on it.
        "refreshControl",
    ]

    /// Element names that are UIKit views; anything else inside `<subviews>` is read as a view with a warning.
    static let viewElements: Set<String> = [
        "view", "label", "button", "imageView", "stackView", "containerView", "scrollView", "textField", "textView",
        "tableView", "tableViewCell", "tableViewCellContentView", "collectionView", "collectionViewCell",
        "collectionReusableView", "switch", "segmentedControl", "slider", "stepper", "progressView",
        "activityIndicatorView", "pageControl", "datePicker", "pickerView", "searchBar", "toolbar",
        "navigationBar", "tabBar", "webView", "wkWebView", "mapView", "visualEffectView", "glkView", "mtkView",
        "arscnView", "arskView", "sceneKitView", "skView", "tableViewHeaderFooterView", "collectionViewCellContentView",
        "colorWell",
    ]

    /// Element names that are UIKit view controllers (a `viewControllerPlaceholder` is a storyboard reference).
    static let controllerElements: Set<String> = [
        "viewController", "navigationController", "tabBarController", "splitViewController",
        "tableViewController", "collectionViewController", "pageViewController", "glkViewController",
        "avPlayerViewController", "hostingController", "viewControllerPlaceholder",
    ]

    /// Records a diagnostic.
    mutating func report(_ severity: IBDiagnostic.Severity, _ message: String, at element: IBElement) {
        diagnostics.append(IBDiagnostic(severity, message, at: element.location))
    }

    /// Skips a child this stage does not read: silently when IB is known to write it, with a warning otherwise.
    ///
    /// Segues inside a skipped element (a bar button item's `presentation`) still belong to
    /// the scene's controller, so they are read first.
    mutating func skip(_ child: IBElement, in parent: IBElement) {
        harvestSegues(in: child)
        guard !Self.ignoredElements.contains(child.name) else { return }
        report(.warning, "unknown element <\(child.name)> in <\(parent.name)>; skipped", at: child)
    }

    /// Reads the segues of every `<connections>` in a subtree this stage does not otherwise read.
    mutating func harvestSegues(in element: IBElement) {
        for child in element.children {
            if child.name == "connections" {
                for segue in child.children(named: "segue") {
                    if let value = self.segue(segue, trigger: element["id"] ?? "") { pendingSegues.append(value) }
                }
            } else {
                harvestSegues(in: child)
            }
        }
    }

    /// Warns about attributes outside a closed vocabulary (documents, constraints, masks).
    mutating func checkAttributes(of element: IBElement, known: Set<String>) {
        for name in element.attributes.keys.sorted() where !known.contains(name) {
            report(.warning, "unknown attribute '\(name)' on <\(element.name)>; skipped", at: element)
        }
    }

    /// Collects the ids of a document's elements (see `kinds`, `viewIDs`).
    mutating func collectIDs(in element: IBElement, parent: String = "") {
        if let id = element["id"] {
            kinds[id] = element.name
            if parent == "subviews" || Self.viewElements.contains(element.name) { viewIDs.insert(id) }
        }
        for child in element.children { collectIDs(in: child, parent: element.name) }
    }

    /// Whether an id names something a constraint can hold: a view or a layout guide.
    func isLayoutItem(_ id: String) -> Bool {
        viewIDs.contains(id)
            || ["viewLayoutGuide", "viewControllerLayoutGuide", "keyboardLayoutGuide"].contains(kinds[id] ?? "")
    }

    /// The `id`, or one made up so that reading can go on.
    ///
    /// Xcode writes a collection view cell's `contentView` without an id; a keyed view like that is
    /// named after its holder (`cell-id.contentView`) silently. Anything else gets a name from its
    /// element and location, with a warning.
    mutating func requireID(_ element: IBElement, holder: String? = nil) -> String {
        if let id = element["id"] { return id }
        if let holder, let key = element["key"] { return "\(holder).\(key)" }
        let id = "\(element.name)@\(element.location)"
        report(.warning, "<\(element.name)> has no id; named '\(id)'", at: element)
        return id
    }

    /// Reads a `<rect>` as a CGRect; nil with a warning when a coordinate is not a number.
    mutating func rect(_ element: IBElement) -> CGRect? {
        checkAttributes(of: element, known: ["key", "x", "y", "width", "height"])
        guard let x = number(element, "x"), let y = number(element, "y"), let width = number(element, "width"),
            let height = number(element, "height")
        else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Reads the `<frame key="frameInset">` of files saved by Xcode 8's betas: the frame as its distances from the
    /// superview's edges, `minX`/`minY` from the near ones (0 when absent) and `maxX`/`maxY` from the far ones,
    /// with `width`/`height` where one edge is free. Nil with a warning when a value is not a number or a far
    /// edge is given without the superview's size.
    mutating func frameInset(_ element: IBElement, superviewSize: CGSize?) -> CGRect? {
        checkAttributes(of: element, known: ["key", "minX", "minY", "maxX", "maxY", "width", "height"])
        guard let (x, width) = frameInsetAxis(element, "minX", "maxX", "width", extent: superviewSize?.width),
            let (y, height) = frameInsetAxis(element, "minY", "maxY", "height", extent: superviewSize?.height)
        else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// One axis of a `frameInset`: its origin and length.
    private mutating func frameInsetAxis(
        _ element: IBElement, _ near: String, _ far: String, _ length: String, extent: CGFloat?
    ) -> (CGFloat, CGFloat)? {
        var values: [String: CGFloat] = [:]
        for name in [near, far, length] where element[name] != nil {
            guard let value = number(element, name) else { return nil }
            values[name] = CGFloat(value)
        }
        let start = values[near]
        if let size = values[length], values[far] == nil || extent == nil { return (start ?? 0, size) }
        guard let end = values[far], let extent else {
            report(
                .warning, "<frame> has no '\(length)', nor '\(far)' in a superview of known size; skipped", at: element)
            return nil
        }
        let size = values[length] ?? extent - (start ?? 0) - end
        return (start ?? extent - end - size, size)
    }

    /// Reads a `<size>` as a CGSize.
    mutating func size(_ element: IBElement) -> CGSize? {
        guard let width = number(element, "width"), let height = number(element, "height") else { return nil }
        return CGSize(width: width, height: height)
    }

    /// A numeric attribute; a warning when it is present but not a number.
    mutating func number(_ element: IBElement, _ name: String) -> Double? {
        guard let text = element[name] else {
            report(.warning, "<\(element.name)> has no '\(name)'", at: element)
            return nil
        }
        guard let value = IBNumber.double(text) else {
            report(.warning, "'\(name)' of <\(element.name)> \(IBNumber.refusal(text)): '\(text)'", at: element)
            return nil
        }
        return value
    }
}
