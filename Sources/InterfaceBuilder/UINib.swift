import AdaptiveKit
import Foundation

/// A xib's top-level objects made on demand, like UIKit's `UINib`.
@MainActor
open class UINib: NSObject {
    /// Options for `instantiate(withOwner:options:)`, like UIKit's `UINib.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// External objects by placeholder identifier (accepted and ignored).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The document the objects come from.
    @_spi(AdaptiveKit) public var document: IBDocument { loader.document }
    /// Whether views take their intrinsic size from the frames IB stored; see `UIStoryboard.usesStoredIntrinsicSizes`.
    @_spi(AdaptiveKit) public var usesStoredIntrinsicSizes: Bool {
        get { loader.canvas.usesStoredIntrinsicSizes }
        set { loader.canvas.usesStoredIntrinsicSizes = newValue }
    }
    /// How far the views built reproduce IB's canvas (`usesStoredIntrinsicSizes` is one of its settings).
    package var canvasEmulation: CanvasEmulation {
        get { loader.canvas }
        set { loader.canvas = newValue }
    }
    /// The document, its index, canvas settings and the bundle the nib was looked up in (where its images are
    /// looked up too), shared with `UIStoryboard`'s way of building objects.
    let loader: IBDocumentLoader

    /// A nib from a document already read; its images are looked up in `bundle` (the main bundle when nil).
    @_spi(AdaptiveKit) public init(document: IBDocument, bundle: Bundle? = nil) {
        loader = IBDocumentLoader(document: document, bundle: bundle)
        super.init()
    }

    /// Reads a xib file; throws the reader's error (with line and column) for a bad file.
    @_spi(AdaptiveKit) public convenience init(contentsOf url: URL) throws(InterfaceBuilderError) {
        try self.init(document: IBDocument(contentsOf: url))
    }

    /// Opens `name.xib` from a bundle's resources (the main bundle when nil).
    ///
    /// UIKit fails later, when it instantiates a missing nib; here the exception is recorded in
    /// `DiagnosticLog` at once and the nib is empty.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let bundle = bundleOrNil ?? .main
        guard let url = IBDocumentLoader.resource(named: name, extension: "xib", in: bundle),
            let document = try? IBDocument(contentsOf: url)
        else {
            DiagnosticLog.report(
                DiagnosticLog.Entry(
                    kind: .exception, name: "NSInternalInconsistencyException",
                    message: "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)>' with name '\(name)'"))
            self.init(document: IBDocument(kind: .xib), bundle: bundle)
            return
        }
        self.init(document: document, bundle: bundle)
    }

    /// Makes the top-level views and controllers, in file order; a controller owner gets the `view` outlet.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        let objects = instantiateObjects(withOwner: ownerOrNil)
        return document.objects.compactMap { objects[$0.id] }
    }

    /// Like `instantiate(withOwner:options:)`, returning every object made by id (an AdaptiveKit addition).
    @_spi(AdaptiveKit) public func instantiateObjects(withOwner ownerOrNil: Any?) -> IBObjectMap {
        let objects = IBObjectMap()
        let builder = loader.viewTreeBuilder(objects: objects)
        // A nib's controllers are made as a storyboard's are, with no storyboard (their `storyboard` is nil).
        let controllers = StoryboardBuilder(loader: loader, storyboard: nil, objects: objects)
        for object in document.objects {
            switch object {
            case .view(let view):
                _ = builder.build(view)
            case .viewController(let controller):
                _ = controllers.controller(id: controller.id, creator: nil as ((NSCoder) -> UIViewController?)?)
            case .other:
                break
            }
        }
        let owners = document.objects.compactMap { object -> IBPlaceholder? in
            if case .other(let placeholder) = object, placeholder.placeholderIdentifier == "IBFilesOwner" {
                return placeholder
            }
            return nil
        }
        let ownerOutlets = owners.flatMap(\.connections)
        if let owner = ownerOrNil as? UIViewController,
            let outlet = ownerOutlets.first(where: { $0.kind == .outlet && $0.property == "view" }),
            let view = objects.view(withIBID: outlet.destination)
        {
            owner.view = view
        }
        // Then the other outlets, actions and runtime attributes, as UIKit's nib loader does.
        var wiring = loader.wiring(objects: objects)
        if let owner = ownerOrNil.map({ $0 as AnyObject }) {
            for placeholder in owners { wiring.externalObjects[placeholder.id] = owner }
        }
        var connections = ownerOutlets
        for object in document.objects {
            switch object {
            case .view(let view): connections += ConnectionWiring.connections(in: view)
            case .viewController(let controller): connections += controller.connections
            case .other(let placeholder) where placeholder.placeholderIdentifier != "IBFilesOwner":
                connections += placeholder.connections
            case .other: break
            }
        }
        wiring.connect(connections)
        for case .view(let view) in document.objects { wiring.applyRuntimeAttributes(in: view) }
        return objects
    }
}
