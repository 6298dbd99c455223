/// A `<segment>` of a `<segmentedControl>`: what UIKit's `insertSegment` takes.
public struct IBSegment: Hashable, Sendable {
    /// `title`.
    public var title: String?
    /// `image`.
    public var image: String?
    /// `width`, 0 (automatic) when absent.
    public var width: Double = 0
    /// `enabled`, true when absent.
    public var isEnabled: Bool = true

    /// Creates a segment.
    public init(title: String? = nil, image: String? = nil, width: Double = 0, isEnabled: Bool = true) {
        self.title = title
        self.image = image
        self.width = width
        self.isEnabled = isEnabled
    }
}

/// A visual effect view's `<blurEffect style=>` or `<vibrancyEffect>` around one.
public struct IBVisualEffect: Hashable, Sendable {
    /// The blur's `style` (`regular`, `systemMaterial`, ...).
    public var blurStyle: String
    /// Whether the blur sits inside a `<vibrancyEffect>`.
    public var isVibrancy: Bool

    /// Creates an effect.
    public init(blurStyle: String, isVibrancy: Bool = false) {
        self.blurStyle = blurStyle
        self.isVibrancy = isVibrancy
    }
}

extension IBDocumentReader {
    /// Reads `<segments>`: one `<segment>` per segment, in order.
    mutating func segments(_ element: IBElement) -> [IBSegment] {
        element.children.compactMap { child in
            guard child.name == "segment" else {
                skip(child, in: element)
                return nil
            }
            return IBSegment(
                title: child["title"], image: child["image"], width: IBNumber.double(child["width"] ?? "") ?? 0,
                isEnabled: IBNumber.bool(child["enabled"]) ?? true)
        }
    }

    /// Reads `<blurEffect>` or `<vibrancyEffect>`; nil with a warning when no blur style is given.
    mutating func visualEffect(_ element: IBElement) -> IBVisualEffect? {
        let blur = element.name == "blurEffect" ? element : element.child("blurEffect")
        guard let style = blur?["style"] else {
            report(.warning, "<\(element.name)> has no blur style; skipped", at: element)
            return nil
        }
        return IBVisualEffect(blurStyle: style, isVibrancy: element.name == "vibrancyEffect")
    }
}
