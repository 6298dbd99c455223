import Foundation

/// A storyboard or xib read into values: scenes or top-level objects, resources and diagnostics.
///
/// Nothing here is a live object: the next stage turns these values into views and
/// controllers, and anything can be compared, dumped or resolved per size class first.
public struct IBDocument: Hashable, Sendable {
    /// Storyboard or xib, by the root element's `type`.
    public enum Kind: String, Hashable, Sendable {
        /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
        case storyboard = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
        case xib = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    }

    /// Storyboard or xib.
    public var kind: Kind
    /// `toolsVersion`, the Xcode build that saved the file.
    public var toolsVersion: String?
    /// `targetRuntime`: `iOS.CocoaTouch`, or `iOS.CocoaTouch.iPad` for an iPad-only file from before size classes.
    public var targetRuntime: String?
    /// `useAutolayout`.
    public var useAutolayout: Bool
    /// `useTraitCollections`: size classes on (false in files from before iOS 8).
    public var useTraitCollections: Bool
    /// `useSafeAreas`: constraints use safe area guides instead of top/bottom layout guides.
    public var useSafeAreas: Bool
    /// `launchScreen`: the file is a launch screen.
    public var isLaunchScreen: Bool
    /// The design device, nil for a legacy "wAny hAny" file.
    public var device: IBDevice?
    /// The storyboard's `initialViewController` id.
    public var initialViewControllerID: String?
    /// A storyboard's scenes, in file order.
    public var scenes: [IBScene]
    /// A xib's top-level `<objects>`, in file order.
    public var objects: [IBObject]
    /// `<resources>`.
    public var resources: IBResources
    /// Intrinsic sizes IB computed for `@IBDesignable` views (`<designables>`), by view id.
    public var designableIntrinsicSizes: [String: CGSize]
    /// What was skipped, dropped or made up while reading, each with its line and column, in file order.
    public var diagnostics: [IBDiagnostic]
    /// The names of `<dependencies>`' `<capability>` elements ("documents saved in the Xcode 8 format").
    public var capabilities: Set<String> = []

    /// The capability of files that write `translatesAutoresizingMaskIntoConstraints` on each view.
    public static let xcode8FormatCapability = "documents saved in the Xcode 8 format"

    /// Creates an empty document of a kind.
    public init(kind: Kind) {
        self.kind = kind
        self.useAutolayout = false
        self.useTraitCollections = false
        self.useSafeAreas = false
        self.isLaunchScreen = false
        self.scenes = []
        self.objects = []
        self.resources = IBResources()
        self.designableIntrinsicSizes = [:]
        self.diagnostics = []
    }

    /// The canvas size the stored frames were laid out on, in portrait.
    ///
    /// The device's when the file names one; otherwise 600 × 600 for a size-class file
    /// ("wAny hAny"), or the target device for a file from before size classes (320 × 568
    /// for iPhone, 768 × 1024 for iPad). A scene may still simulate another orientation or a
    /// freeform size: its root view's stored frame is the canvas of that scene.
    public var designSize: CGSize {
        if let size = device?.size { return size }
        if useTraitCollections || device != nil { return IBDevice.legacyCanvasSize }
        return targetRuntime == "iOS.CocoaTouch.iPad" ? IBDevice.legacyPadSize : IBDevice.legacyPhoneSize
    }

    /// Every view controller: the scenes' controllers, then a xib's top-level ones.
    public var viewControllers: [IBViewController] {
        scenes.compactMap(\.viewController)
            + objects.compactMap {
                if case .viewController(let controller) = $0 { return controller }
                return nil
            }
    }

    /// A xib's top-level views, in file order.
    public var topLevelViews: [IBView] {
        objects.compactMap {
            if case .view(let view) = $0 { return view }
            return nil
        }
    }

    /// The controller `initialViewController` names.
    public var initialViewController: IBViewController? {
        initialViewControllerID.flatMap(viewController(withID:))
    }

    /// The controller with this object id.
    public func viewController(withID id: String) -> IBViewController? {
        viewControllers.first { $0.id == id }
    }

    /// The controller with this `storyboardIdentifier`, what `instantiateViewController(withIdentifier:)` finds.
    public func viewController(withStoryboardIdentifier identifier: String) -> IBViewController? {
        viewControllers.first { $0.storyboardIdentifier == identifier }
    }

    /// The view with this id anywhere in the document.
    public func view(withID id: String) -> IBView? {
        for view in rootViews {
            if let found = view.view(withID: id) { return found }
        }
        return nil
    }

    /// The roots of every view tree: each controller's `rootViews`, then views standing alone in scenes and xibs.
    public var rootViews: [IBView] {
        viewControllers.flatMap(\.rootViews) + sceneViews + topLevelViews
    }

    /// Views a storyboard scene holds outside its controller's hierarchy (`<view>` among the scene's objects).
    public var sceneViews: [IBView] {
        scenes.flatMap(\.objects).compactMap {
            if case .view(let view) = $0 { return view }
            return nil
        }
    }

    /// Every constraint in the document (each knows its `holderID`), tree by tree.
    public var allConstraints: [IBConstraint] {
        var result: [IBConstraint] = []
        for root in rootViews { root.forEachView { result += $0.constraints } }
        return result
    }

    /// The diagnostics that are errors.
    public var errors: [IBDiagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The diagnostics that are warnings.
    public var warnings: [IBDiagnostic] { diagnostics.filter { $0.severity == .warning } }
}

extension IBDocument {
    /// The whole number of a document's `toolsVersion` (`14490.70` is 14490), which grows with each Xcode: the
    /// loader and the lint pick the canvas metrics of the Xcode that saved the file by it.
    package static func xcodeBuild(_ toolsVersion: String?) -> Int? {
        toolsVersion.flatMap { Int($0.prefix { $0.isNumber }) }
    }
}
