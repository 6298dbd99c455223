import Foundation

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
