import Foundation

extension IBDocument {
    /// Reads a storyboard or xib, failing only on malformed XML or a file that is not an Interface Builder document.
    ///
    /// What AdaptiveKit cannot use (a constraint naming a missing item, an unknown element or
    /// class, a dangling reference) is left out or read as a plain view, with a warning at its
    /// line and column in `diagnostics`; the rest of the document loads and lays out.
    public init(data: Data) throws(InterfaceBuilderError) {
        self = try IBDocument.readLeniently(data: data)
    }

    /// Reads a storyboard or xib file; see `init(data:)`.
    public init(contentsOf url: URL) throws(InterfaceBuilderError) {
        let data: Data
        do {
            // Refused before reading, so that a huge file is never loaded whole.
            let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
            if size > IBElement.maximumFileSize {
                throw InterfaceBuilderError.fileTooLarge(
                    limit: IBElement.maximumFileSize, size: size)
            }
            data = try Data(contentsOf: url)
        } catch let error as InterfaceBuilderError {
            throw error
        } catch {
            // Foundation's own text ("The operation could not be completed") hides the system's reason.
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            throw .unreadableFile(
                path: url.path, message: underlying?.localizedDescription ?? error.localizedDescription)
        }
        try self.init(data: data)
    }

    /// Reads a storyboard or xib the way `init(data:)` does.
    public static func readLeniently(data: Data) throws(InterfaceBuilderError) -> IBDocument {
        try readLeniently(root: IBElement.parse(xml: data))
    }

    /// Builds a document from an element tree; see `readLeniently(data:)`.
    public static func readLeniently(root: IBElement) throws(InterfaceBuilderError) -> IBDocument {
        if let unsupported = unsupportedInterfaceBuilderDocument(root) { return unsupported }
        guard root.name == "document" else {
            throw .notInterfaceBuilderDocument(found: "root element <\(root.name)>", location: root.location)
        }
        guard let type = root["type"], let kind = Kind(rawValue: type) else {
            throw .notInterfaceBuilderDocument(
                found: "document type '\(root["type"] ?? "")'", location: root.location)
        }
        var reader = IBDocumentReader()
        reader.collectIDs(in: root)
        var document = reader.document(root, kind: kind)
        reader.checkReferences(in: root)
        reader.checkConstraintScopes(in: document)
        document.diagnostics = reader.diagnostics.sorted { $0.location < $1.location }
        return document
    }
}

extension IBDocument {
    /// An Interface Builder document AdaptiveKit does not lay out (another platform's, or Interface
    /// Builder 3's `<archive>` format from before Xcode 5): an empty document with one warning, so
    /// that a folder holding a macOS or tvOS target's files still lints and previews.
    static func unsupportedInterfaceBuilderDocument(_ root: IBElement) -> IBDocument? {
        let type = root["type"] ?? ""
        guard type.hasPrefix("com.apple.InterfaceBuilder"), root.name == "archive" || Kind(rawValue: type) == nil else {
            return nil
        }
        let reason: String
        switch root.name {
        case "archive":
            reason =
                "an Interface Builder 3 archive (the format before Xcode 5); save it in a current Xcode to lay it out"
        case "document":
            let platform =
                type.contains(".Cocoa.")
                ? "macOS (Cocoa)"
                : type.contains("AppleTV") ? "tvOS" : type.contains("WatchKit") ? "watchOS" : "non-iOS"
            reason = "a \(platform) document; AdaptiveKit lays out iOS (CocoaTouch) documents"
        default:
            return nil
        }
        var document = IBDocument(kind: type.contains("Storyboard") ? .storyboard : .xib)
        document.diagnostics = [IBDiagnostic(.warning, "\(reason): nothing laid out", at: root.location)]
        return document
    }
}

extension IBDocumentReader {
    /// Reads the `<document>` element.
    mutating func document(_ root: IBElement, kind: IBDocument.Kind) -> IBDocument {
        checkAttributes(
            of: root,
            known: [
                "type", "version", "toolsVersion", "systemVersion", "targetRuntime", "propertyAccessControl",
                "useAutolayout", "useTraitCollections", "useSafeAreas", "colorMatched", "initialViewController",
                "launchScreen",
            ])
        var document = IBDocument(kind: kind)
        document.toolsVersion = root["toolsVersion"]
        document.targetRuntime = root["targetRuntime"]
        document.useAutolayout = IBNumber.bool(root["useAutolayout"]) ?? false
        document.useTraitCollections = IBNumber.bool(root["useTraitCollections"]) ?? false
        document.useSafeAreas = IBNumber.bool(root["useSafeAreas"]) ?? false
        document.isLaunchScreen = IBNumber.bool(root["launchScreen"]) ?? false
        document.initialViewControllerID = root["initialViewController"]
        for child in root.children {
            switch child.name {
            case "device":
                checkAttributes(of: child, known: ["id", "orientation", "appearance", "layout"])
                let device = IBDevice(
                    id: child["id"] ?? "", orientation: child["orientation"] ?? "portrait",
                    appearance: child["appearance"])
                if device.size == nil {
                    report(.warning, "unknown device '\(device.id)'; using the 600 × 600 canvas", at: child)
                }
                document.device = device
            case "scenes":
                for scene in child.children {
                    guard scene.name == "scene" else {
                        skip(scene, in: child)
                        continue
                    }
                    document.scenes.append(self.scene(scene))
                }
            case "objects": document.objects = child.children.map { object($0) }
            case "dependencies":
                document.capabilities.formUnion(child.children(named: "capability").compactMap { $0["name"] })
            case "resources": document.resources = resources(child)
            case "designables":
                for designable in child.children(named: "designable") {
                    if let name = designable["name"], let sizeElement = designable.child("size"),
                        let size = size(sizeElement)
                    {
                        document.designableIntrinsicSizes[name] = size
                    }
                }
            default: skip(child, in: root)
            }
        }
        return document
    }

    /// Reads `<resources>`.
    mutating func resources(_ element: IBElement) -> IBResources {
        var resources = IBResources()
        for child in element.children {
            switch child.name {
            case "image":
                guard let name = child["name"] else { continue }
                resources.images[name] = size(child)
            case "namedColor", "systemColor":
                guard let name = child["name"], let color = child.child("color").flatMap(IBColor.init) else {
                    report(.warning, "<\(child.name)> without a name and a color; skipped", at: child)
                    continue
                }
                if child.name == "namedColor" {
                    resources.namedColors[name] = color
                } else {
                    resources.systemColors[name] = color
                }
            default: skip(child, in: element)
            }
        }
        return resources
    }

    /// Reports every reference to an id that no element of the document has, or to the wrong kind of object.
    ///
    /// Works on the element tree so that it sees every id, including objects this stage
    /// does not model (bar button items, gesture recognizers). A segue must name a controller (or
    /// an exit), a mask a constraint or a subview: anything else would fail when UIKit loads the
    /// file. (A constraint's items are checked where it is read, and the constraint dropped.)
    mutating func checkReferences(in root: IBElement) {
        let (kinds, viewIDs) = (kinds, viewIDs)
        let destinations = Self.controllerElements.union(["exit"])

        func check(_ element: IBElement, _ attribute: String, _ what: String, allowed: ((String) -> Bool)? = nil) {
            guard let id = element[attribute] else { return }
            let owner = element["id"].map { " '\($0)'" } ?? ""
            guard let kind = kinds[id] else {
                report(
                    .warning, "\(what)\(owner) refers to '\(id)' (\(attribute)), which is not in the document",
                    at: element)
                return
            }
            if let allowed, !allowed(id) {
                report(.warning, "\(what)\(owner) refers to '\(id)' (\(attribute)), a <\(kind)>", at: element)
            }
        }
        let isController = { (id: String) in destinations.contains(kinds[id] ?? "") }
        check(root, "initialViewController", "the document", allowed: isController)
        func walk(_ element: IBElement, parent: IBElement?) {
            switch element.name {
            case "segue":
                check(element, "destination", "segue", allowed: isController)
                check(element, "popoverAnchorView", "segue", allowed: { viewIDs.contains($0) })
                check(element, "anchorView", "segue", allowed: { viewIDs.contains($0) })
                check(element, "popoverAnchorBarButtonItem", "segue")
            case "outlet", "outletCollection", "action": check(element, "destination", element.name)
            case "include", "exclude":
                let what = "<\(element.name)> of a variation mask"
                switch parent?["key"] {
                case "constraints": check(element, "reference", what, allowed: { kinds[$0] == "constraint" })
                case "subviews": check(element, "reference", what, allowed: { viewIDs.contains($0) })
                default: check(element, "reference", what)
                }
            default: break
            }
            for child in element.children { walk(child, parent: element) }
        }
        walk(root, parent: nil)
    }

    /// Reports constraints whose items are outside the subtree of the view that holds them.
    ///
    /// UIKit raises "Unable to install constraint on view" for those when the view loads;
    /// IB never writes one, so it points at a hand-edited or damaged file.
    mutating func checkConstraintScopes(in document: IBDocument) {
        let index = document.makeIndex()
        func view(of item: String) -> String? {
            switch index.items[item] {
            case .view(let id): id
            case .layoutGuide(_, let owner): owner
            case .viewControllerLayoutGuide(_, let controller): index.viewControllers[controller]?.view?.id
            case nil: nil
            }
        }
        for constraint in document.allConstraints {
            for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                // Dangling ids are reported already.
                guard let itemView = view(of: item) else { continue }
                if itemView == constraint.holderID || index.ancestorIDs(of: itemView).contains(constraint.holderID) {
                    continue
                }
                diagnostics.append(
                    IBDiagnostic(
                        .warning,
                        "constraint '\(constraint.id)' names '\(item)', which is outside the view "
                            + "'\(constraint.holderID)' that holds it",
                        at: constraint.location))
            }
        }
    }
}
