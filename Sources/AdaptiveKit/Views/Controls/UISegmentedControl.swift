import Foundation

/// A horizontal row of segments, each a title or an image, one of them selected, like UIKit's `UISegmentedControl`.
///
/// It is 32 points tall (iOS 13 and later). Segments are as wide as the widest one's content plus
/// 20 points, or each as its own content with `apportionsSegmentWidthsByContent`; a width set with
/// `setWidth(_:forSegmentAt:)` wins. Titles use the 13-point system font.
@MainActor
open class UISegmentedControl: UIControl {
    /// The value of `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1
    /// The control's height since iOS 13 (29 in Interface Builder before; measured on its canvas).
    static let height: CGFloat = 32
    /// The space beside a segment's content, 10 points a side (calibrated on IB's 121-point First/Second control).
    static let segmentPadding: CGFloat = 20
    /// The font segment titles are measured and drawn with.
    package static let titleFont = UIFont.systemFont(ofSize: 13)

    struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
    }

    private var segments: [Segment] = []

    /// The selected segment, or `noSegment` (the default); setting it sends no `.valueChanged`, as in UIKit.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < Self.noSegment || selectedSegmentIndex >= segments.count {
                selectedSegmentIndex = Self.noSegment
            }
        }
    }
    /// Whether segments are as wide as their own content rather than all as wide as the widest (false by default).
    open var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether a segment stays selected only while touched (false by default).
    open var isMomentary = false
    /// The selected segment's color (nil: the system's white on gray).
    open var selectedSegmentTintColor: UIColor?

    /// Creates a control with a segment per item: a `String` title or a `UIImage`.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            switch item {
            case let title as String: segments.append(Segment(title: title))
            case let image as UIImage: segments.append(Segment(image: image))
            default: segments.append(Segment())
            }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment (an index past the end appends).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment that shows an image (an index past the end appends).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Removes a segment; an index out of range does nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = Self.noSegment
        invalidateIntrinsicContentSize()
    }

    /// Sets a segment's title (and removes its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment) {
            $0.title = title
            $0.image = nil
        }
    }

    /// A segment's title, nil for an image segment or an index out of range.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (and removes its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment) {
            $0.image = image
            $0.title = nil
        }
    }

    /// A segment's image, nil for a title segment or an index out of range.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Fixes a segment's width; 0 (the default) sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        update(segment) { $0.width = width.isFinite ? max(0, width) : 0 }
    }

    /// A segment's fixed width, 0 when automatic.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Enables or disables one segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        update(segment) { $0.isEnabled = enabled }
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    // MARK: Tracking a finger

    /// A finger lifted inside the control selects the enabled segment under it and sends `.valueChanged` (not
    /// for the segment already selected, unless the control is momentary); when in the lift UIKit selects is
    /// not documented (see Deviations.md).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let point = touch?.location(in: self), bounds.contains(point),
            let index = segmentFrames.firstIndex(where: { $0.contains(point) }), isEnabledForSegment(at: index),
            isMomentary || selectedSegmentIndex != index
        else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }

    // MARK: Size

    /// The segments' widths side by side, 32 points tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidths().reduce(0, +), height: Self.height)
    }

    /// The intrinsic size whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Each segment's width at the intrinsic size.
    private func naturalWidths() -> [CGFloat] {
        let content = segments.map(contentWidth)
        let widest = content.max() ?? 0
        return segments.indices.map { index in
            if segments[index].width > 0 { return segments[index].width }
            return apportionsSegmentWidthsByContent ? content[index] : widest
        }
    }

    private func contentWidth(_ segment: Segment) -> CGFloat {
        let title = segment.title.map { TextMeasurement(font: Self.titleFont).width(of: $0) } ?? 0
        let image = segment.image?.size.width ?? 0
        return ceilToPixel(max(title, image) + Self.segmentPadding)
    }

    /// The segments' rectangles in the bounds: automatic segments share what fixed ones leave, in the
    /// proportions of their natural widths.
    package var segmentFrames: [CGRect] {
        let natural = naturalWidths()
        let fixed = segments.indices.filter { segments[$0].width > 0 }.map { natural[$0] }.reduce(0, +)
        let automatic = natural.reduce(0, +) - fixed
        let scale = automatic > 0 ? max(0, bounds.width - fixed) / automatic : 0
        var x = bounds.minX
        return segments.indices.map { index in
            let width = segments[index].width > 0 ? natural[index] : natural[index] * scale
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(0, index), segments.count)
        segments.insert(segment, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    private func update(_ index: Int, _ change: (inout Segment) -> Void) {
        guard segments.indices.contains(index) else { return }
        change(&segments[index])
        invalidateIntrinsicContentSize()
    }

    private func ceilToPixel(_ value: CGFloat) -> CGFloat {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        return ((value * scale) - 1e-6).rounded(.up) / scale
    }
}
