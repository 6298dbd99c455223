import AdaptiveKit
import Foundation

/// A storyboard's scenes turned into controllers on demand, like UIKit's `UIStoryboard`.
///
/// Each `instantiate...` call builds a fresh controller graph from the document: containers
/// with their relationship children; views load lazily, when a controller's `view` is first read.
@MainActor
open class UIStoryboard: NSObject {
    /// The document the scenes come from.
    @_spi(AdaptiveKit) public var document: IBDocument { loader.document }
    /// The name the storyboard was opened by, nil when it was made from a URL or a document.
    @_spi(AdaptiveKit) public let name: String?
    /// The bundle the storyboard was looked up in; storyboard references resolve there too.
    @_spi(AdaptiveKit) public var bundle: Bundle? { loader.bundle }
    /// Whether views take their intrinsic size from the frames IB stored (labels, buttons, images and IB's
    /// "Intrinsic Size: Placeholder"), so that layout reproduces IB's canvas whatever the text metrics; placeholder
    /// constraints then stay too, at priority 1, as the canvas keeps them where nothing else decides.
    ///
    /// Off by default: UIKit ignores placeholders at run time and measures text itself.
    @_spi(AdaptiveKit) public var usesStoredIntrinsicSizes: Bool {
        get { loader.canvas.usesStoredIntrinsicSizes }
        set { loader.canvas.usesStoredIntrinsicSizes = newValue }
    }
    /// How far the views built reproduce IB's canvas (`usesStoredIntrinsicSizes` is one of its settings).
    package var canvasEmulation: CanvasEmulation {
        get { loader.canvas }
        set { loader.canvas = newValue }
    }
    /// The document, its index, canvas settings and bundle, which the controllers made from it keep.
    let loader: IBDocumentLoader

    /// A storyboard from a document already read.
    @_spi(AdaptiveKit) public init(document: IBDocument, name: String? = nil, bundle: Bundle? = nil) {
        loader = IBDocumentLoader(document: document, bundle: bundle)
        self.name = name
        super.init()
    }

    /// Reads a storyboard file; throws the reader's error (with line and column) for a bad file.
    @_spi(AdaptiveKit) public convenience init(contentsOf url: URL) throws(InterfaceBuilderError) {
        try self.init(document: IBDocument(contentsOf: url))
    }

    /// Opens `name.storyboard` from a bundle's resources (the main bundle when nil), like UIKit.
    ///
    /// With no bundle, the resources of the module whose code asks come first (`fileID`, which callers leave to its
    /// default), as a device looks in the app's bundle: under `swift test` the main bundle is the build folder.
    /// UIKit raises when there is no such storyboard or it cannot be read; here the exception is
    /// recorded in `DiagnosticLog` and the storyboard is empty (it instantiates nothing).
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?, fileID: String = #fileID) {
        var bundle = storyboardBundleOrNil ?? .main
        let found: URL?
        if storyboardBundleOrNil == nil {
            let match = IBDocumentLoader.resource(named: name, extension: "storyboard", callerFileID: fileID)
            found = match?.url
            if let match { bundle = match.bundle }
        } else {
            found = IBDocumentLoader.resource(named: name, extension: "storyboard", in: bundle)
        }
        guard let url = found else {
            DiagnosticLog.report(
                DiagnosticLog.Entry(
                    kind: .exception, name: "NSInvalidArgumentException",
                    message: "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)>"))
            self.init(document: IBDocument(kind: .storyboard), name: name, bundle: bundle)
            return
        }
        do {
            try self.init(document: IBDocument(contentsOf: url), name: name, bundle: bundle)
        } catch {
            DiagnosticLog.report(
                DiagnosticLog.Entry(
                    kind: .exception, name: "NSInvalidArgumentException",
                    message: "Could not load the storyboard named '\(name)': \(error)"))
            self.init(document: IBDocument(kind: .storyboard), name: name, bundle: bundle)
        }
    }

    /// `<UIStoryboard: Name>`, what UIKit's messages show in place of an address.
    open override var description: String { Self.description(name: name) }

    /// `<UIStoryboard: Name>`, `<UIStoryboard: unnamed>` without a name.
    nonisolated static func description(name: String?) -> String { "<UIStoryboard: \(name ?? "unnamed")>" }

    // MARK: Instantiating

    /// The controller marked as the initial view controller, freshly made; nil when none is marked.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document.initialViewControllerID else { return nil }
        return instantiateViewController(ibID: id)
    }

    /// The initial controller made by `creator` (given a coder, as UIKit's `init(coder:)`) when it returns one.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        guard let id = document.initialViewControllerID else { return nil }
        return StoryboardBuilder(storyboard: self).controller(id: id, creator: creator) as? ViewController
    }

    /// The controller whose storyboard identifier is `identifier`, freshly made.
    ///
    /// UIKit raises "Storyboard (...) doesn't contain a view controller with identifier 'X'"; here
    /// the exception is recorded in `DiagnosticLog` and a plain `UIViewController` is returned,
    /// so the caller carries on as AdaptiveKit does after any exception.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let controller = document.viewController(withStoryboardIdentifier: identifier),
            let made = instantiateViewController(ibID: controller.id)
        else {
            reportMissingIdentifier(identifier)
            return UIViewController()
        }
        return made
    }

    /// The controller with an Interface Builder object id, freshly made (an AdaptiveKit addition for tools).
    @_spi(AdaptiveKit) public func instantiateViewController(ibID id: String) -> UIViewController? {
        StoryboardBuilder(storyboard: self).controller(id: id, creator: nil)
    }

    /// UIKit's exception for an identifier no controller of the storyboard has, recorded in `DiagnosticLog`.
    private func reportMissingIdentifier(_ identifier: String) {
        Self.reportMissingIdentifier(identifier, storyboard: description)
    }

    /// UIKit's exception for an identifier no controller of a storyboard (`<UIStoryboard: Name>`) has.
    static func reportMissingIdentifier(_ identifier: String, storyboard description: String) {
        DiagnosticLog.report(
            DiagnosticLog.Entry(
                kind: .exception, name: "NSInvalidArgumentException",
                message: "Storyboard (\(description)) doesn't contain a view controller with identifier '\(identifier)'"
            ))
    }

    // MARK: Presentation segues

    /// What presentation and popover segues do once prepared: present the destination from the source,
    /// animated as the file says. Replaceable, so a tool can intercept presentations.
    @_spi(AdaptiveKit) public static var presentationHandler: @MainActor (UIStoryboardSegue, IBSegue) -> Void = {
        segue, ibSegue in
        segue.source.present(segue.destination, animated: ibSegue.animates, completion: nil)
    }

    /// Sets a presentation segue's destination up as the file says, before `prepare(for:sender:)` runs (so
    /// `popoverPresentationController` is there to configure): its style, and a popover's anchor (the view
    /// or bar button item the file names, else the control, cell or bar item that triggered it) and arrows.
    static func configurePresentation(
        of destination: UIViewController, for ibSegue: IBSegue, from source: UIViewController, sender: Any?
    ) {
        if let style = ibSegue.modalPresentationStyle.flatMap(UIModalPresentationStyle.init(interfaceBuilderName:)) {
            destination.modalPresentationStyle = style
        }
        if let transition = ibSegue.modalTransitionStyle.flatMap(UIModalTransitionStyle.init(interfaceBuilderName:)) {
            destination.modalTransitionStyle = transition
        }
        guard ibSegue.kind == .popoverPresentation || ibSegue.kind == .popover else { return }
        destination.modalPresentationStyle = .popover
        guard let popover = destination.popoverPresentationController else { return }
        let objects = source.interfaceBuilderObjects
        if let item = ibSegue.anchorBarButtonItem.flatMap({ objects?[$0] as? UIBarButtonItem })
            ?? sender as? UIBarButtonItem
        {
            popover.barButtonItem = item
        } else if let anchor = ibSegue.anchorView.flatMap({ objects?.view(withIBID: $0) }) ?? sender as? UIView {
            popover.sourceView = anchor
            popover.sourceRect = anchor.bounds
        } else {
            // No anchor in the file and no view to point at: the source's view stands in.
            popover.sourceView = source.view
            popover.sourceRect = CGRect(x: source.view.bounds.maxX - 44, y: 0, width: 44, height: 44)
        }
        let directions: [String: UIPopoverArrowDirection] = ["up": .up, "down": .down, "left": .left, "right": .right]
        let permitted = ibSegue.permittedArrowDirections.compactMap { directions[$0] }
        if !permitted.isEmpty { popover.permittedArrowDirections = UIPopoverArrowDirection(permitted) }
    }
}

extension UIModalTransitionStyle {
    /// The style Interface Builder writes as `modalTransitionStyle="crossDissolve"`.
    init?(interfaceBuilderName name: String) {
        let styles: [String: UIModalTransitionStyle] = [
            "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve,
            "partialCurl": .partialCurl,
        ]
        guard let style = styles[name] else { return nil }
        self = style
    }
}

extension UIModalPresentationStyle {
    /// The style Interface Builder writes as `modalPresentationStyle="formSheet"`.
    init?(interfaceBuilderName name: String) {
        let styles: [String: UIModalPresentationStyle] = [
            "automatic": .automatic, "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
            "currentContext": .currentContext, "custom": .custom, "overFullScreen": .overFullScreen,
            "overCurrentContext": .overCurrentContext, "popover": .popover, "none": .none,
        ]
        guard let style = styles[name] else { return nil }
        self = style
    }
}

extension UIViewController {
    /// The storyboard this controller was made from, like UIKit's `storyboard`; nil for code.
    public var storyboard: UIStoryboard? { (storyboardSource as? SceneBinding)?.storyboard }

    /// The objects the instantiation that made this controller created, by Interface Builder id.
    @_spi(AdaptiveKit) public var interfaceBuilderObjects: IBObjectMap? { (storyboardSource as? SceneBinding)?.objects }

    /// The Interface Builder object id of this controller's scene, nil for code.
    @_spi(AdaptiveKit) public var interfaceBuilderID: String? { (storyboardSource as? SceneBinding)?.controllerID }

    /// Does what a tap on `control` does in UIKit when the storyboard wires it to segues: for each, asks
    /// `shouldPerformSegue(withIdentifier:sender:)`, then prepares and performs it with the control as sender.
    ///
    /// `DeviceSimulator.tap(_:)` and `tapRow(at:in:)` do this through the control's or cell's events; tools
    /// call it for a view of the scene directly. Returns the segues performed.
    @discardableResult
    @_spi(AdaptiveKit) public func performSegues(triggeredBy control: UIView) -> [UIStoryboardSegue] {
        guard let binding = storyboardSource as? SceneBinding, let id = binding.objects.ibID(of: control) else {
            return []
        }
        return binding.performSegues(triggeredBy: id, accessory: false, sender: control, source: self)
    }

    /// The size-class state of the view loaded from the scene, nil before the view loads or for code.
    @_spi(AdaptiveKit) public var sizeClassBinding: SizeClassBinding? {
        (storyboardSource as? SceneBinding)?.sizeClassBinding
    }
}
