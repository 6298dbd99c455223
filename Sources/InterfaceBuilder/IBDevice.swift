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

    /// Portrait point sizes of IB's device ids, from frames of real files (see ib-samples/README.md).
    public static let portraitSizes: [String: CGSize] = [
        "retina3_5": CGSize(width: 320, height: 480),
        "retina4_0": CGSize(width: 320, height: 568),
        "retina4_7": CGSize(width: 375, height: 667),
        "retina5_5": CGSize(width: 414, height: 736),
        "retina5_9": CGSize(width: 375, height: 812),
        "retina6_0": CGSize(width: 390, height: 844),
        "retina6_1": CGSize(width: 414, height: 896),
        "retina6_5": CGSize(width: 414, height: 896),
        "retina6_7": CGSize(width: 428, height: 926),
        "retina6_12": CGSize(width: 393, height: 852),
        "retina6_3": CGSize(width: 402, height: 874),
        "retina6_72": CGSize(width: 430, height: 932),
        "ipad9_7": CGSize(width: 768, height: 1024),
        "ipad10_2": CGSize(width: 810, height: 1080),
        "ipad10_5": CGSize(width: 834, height: 1112),
        "ipad11": CGSize(width: 834, height: 1194),
        "ipad12_9": CGSize(width: 1024, height: 1366),
        "ipad12_9rounded": CGSize(width: 1024, height: 1366),
    ]

    /// The canvas of size-class files saved before Xcode 8 without a device: IB's 600 × 600 "wAny hAny".
    public static let legacyCanvasSize = CGSize(width: 600, height: 600)
    /// The canvas of an iPhone file from before size classes: the 4-inch screen Xcode 5 to 7 simulated.
    public static let legacyPhoneSize = CGSize(width: 320, height: 568)
    /// The canvas of an iPad file from before size classes (`targetRuntime="iOS.CocoaTouch.iPad"`).
    public static let legacyPadSize = CGSize(width: 768, height: 1024)

    /// The screen size in points in this orientation, nil for an id this reader does not know.
    public var size: CGSize? {
        guard let portrait = Self.portraitSizes[id] else { return nil }
        return orientation == "landscape" ? CGSize(width: portrait.height, height: portrait.width) : portrait
    }
}

/// `<resources>`: the images and colors the document names, with the sizes IB recorded.
public struct IBResources: Hashable, Sendable {
    /// Image names with their point sizes (`<image name= width= height=>`).
    public var images: [String: CGSize]
    /// Asset catalog colors (`<namedColor name=>`) with the value IB recorded.
    public var namedColors: [String: IBColor]
    /// System colors (`<systemColor name=>`) with the light-mode value IB recorded.
    public var systemColors: [String: IBColor]

    /// Creates resources.
    public init(
        images: [String: CGSize] = [:], namedColors: [String: IBColor] = [:], systemColors: [String: IBColor] = [:]
    ) {
        self.images = images
        self.namedColors = namedColors
        self.systemColors = systemColors
    }
}
