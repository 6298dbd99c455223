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
    public let document: IBDocument
    /// Whether views take their intrinsic size from the frames IB stored; see `UIStoryboard.usesStoredIntrinsicSizes`.
    public var usesStoredIntrinsicSizes = false
    /// Whether plain views of unknown custom classes take their stored size as intrinsic size (frame comparison only).
    package var usesStoredCustomViewSizes = false

    /// The bundle the nib was looked up in, where its images are looked up too (the main bundle when nil).
    let bundle: Bundle?

    /// A nib from a document already read; its images are looked up in `bundle` (the main bundle when nil).
    public init(document: IBDocument, bundle: Bundle? = nil) {
        self.document = document
        self.bundle = bundle
        super.init()
    }

    /// Reads a xib file; throws the reader's error (with line and column) for a bad file.
    public convenience init(contentsOf url: URL) throws(InterfaceBuilderError) {
        try self.init(document: IBDocument(contentsOf: url))
    }

    /// Opens `name.xib` from a bundle's resources (the main bundle when nil).
    ///
    /// UIKit fails later, when it instantiates a missing nib; here the exception is recorded in
    /// `DiagnosticLog` at once and the nib is empty.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let bundle = bundleOrNil ?? .main
        guard let url = UIStoryboard.resource(named: name, extension: "xib", in: bundle),
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
    public func instantiateObjects(withOwner ownerOrNil: Any?) -> IBObjectMap {
        let objects = IBObjectMap()
        let storyboard = UIStoryboard(document: document, bundle: bundle)
        storyboard.usesStoredIntrinsicSizes = usesStoredIntrinsicSizes
        storyboard.usesStoredCustomViewSizes = usesStoredCustomViewSizes
        let builder = ViewTreeBuilder(storyboard: storyboard, objects: objects)
        let context = StoryboardBuilder.Context()
        for object in document.objects {
            switch object {
            case .view(let view):
                _ = builder.build(view)
            case .viewController(let controller):
                _ = StoryboardBuilder(storyboard: storyboard, objects: objects, context: context).controller(
                    id: controller.id, creator: nil as ((NSCoder) -> UIViewController?)?)
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
        var wiring = ConnectionWiring(document: document, index: storyboard.index, objects: objects)
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
