import AdaptiveKit
import Foundation

/// The design device of a document (`<device id="retina4_7" orientation="portrait"/>`): the canvas whose frames are stored.
public struct IBDevice: Hashable, Sendable {
    /// IB's device id (`retina4_7`, `ipad12_9rounded`).
    public var id: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// `light` or `dark`, nil when absent.
    public var appearance: String?

    /// Creates a device.
    public init(id: String, orientation: String = "portrait", appearance: String? = nil) {
        self.id = id
        self.orientation = orientation
        self.appearance = appearance
    }

    /// A model of each IB device id as AdaptiveKit's device catalog names it: the canvas's size, safe areas, margins.
    ///
    /// IB's ids name a screen, not a model; any model with that screen gives the same canvas.
    /// Sizes then come from the project's reference table, and they match the frames of
    /// real files (see ib-samples/README.md: retina4_7 375 × 667, ipad12_9rounded 1024 × 1366).
    public static let catalogModels: [String: String] = [
        "retina3_5": "iPhone 4s",
        "retina4_0": "iPhone SE (1st generation)",
        "retina4_7": "iPhone 8",
        "retina5_5": "iPhone 8 Plus",
        "retina5_9": "iPhone X",
        "retina6_0": "iPhone 12",
        "retina6_1": "iPhone 11",
        "retina6_5": "iPhone 11 Pro Max",
        "retina6_7": "iPhone 12 Pro Max",
        "retina6_12": "iPhone 15",
        "retina6_3": "iPhone 16 Pro",
        "retina6_72": "iPhone 15 Pro Max",
        "ipad9_7": "iPad Air 2",
        "ipad10_2": "iPad (9th generation)",
        "ipad10_5": "iPad Pro (10.5-inch)",
        "ipad11": "iPad Pro (11-inch) (1st generation)",
        "ipad12_9": "iPad Pro (12.9-inch) (2nd generation)",
        "ipad12_9rounded": "iPad Pro (12.9-inch) (3rd generation)",
    ]

    /// The AdaptiveKit device profile of this canvas (safe area insets, margins, size classes), nil when unknown.
    public var profile: DeviceProfile? {
        guard let model = Self.catalogModels[id] else { return nil }
        return try? DeviceCatalog.profile(named: model)
    }

    /// The canvas of size-class files saved before Xcode 8 without a device: IB's 600 × 600 "wAny hAny".
    public static let legacyCanvasSize = CGSize(width: 600, height: 600)
    /// The canvas of an iPhone file from before size classes: the 4-inch screen Xcode 5 to 7 simulated.
    public static let legacyPhoneSize = CGSize(width: 320, height: 568)
    /// The canvas of an iPad file from before size classes (`targetRuntime="iOS.CocoaTouch.iPad"`).
    public static let legacyPadSize = CGSize(width: 768, height: 1024)

    /// The screen size in points in this orientation, nil for an id this reader does not know.
    public var size: CGSize? {
        profile?.screenSize(orientation == "landscape" ? .landscape : .portrait)
    }
}
