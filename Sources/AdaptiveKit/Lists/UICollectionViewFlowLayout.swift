import Foundation

/// A line-based grid layout, like UIKit's `UICollectionViewFlowLayout`: items fill a line across the
/// scroll direction until the next one no longer fits, then a new line starts.
///
/// Full lines spread their leftover space into the gaps (first and last item touch the section
/// insets); the last line keeps `minimumInteritemSpacing` and starts at the leading inset; a lone item
/// on a line that is not the last is centred. Sections whose items all share `itemSize` are computed
/// arithmetically, so preparing and querying them does not depend on the item count.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of each item unless the delegate gives one; 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The spacing between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The minimum spacing between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items; zero by default.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// What `sectionInset` is measured from; `.fromContentInset` by default.
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }
    /// The size of each section header (only its height counts when scrolling vertically); zero by default.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of each section footer; zero by default.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// An estimate that turns on self-sizing when not zero; zero by default.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The scroll direction; lines run across it. `.vertical` by default.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// Whether a section's header sticks to the top of the visible area while the section scrolls under it.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer sticks to the bottom of the visible area while the section scrolls under it.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// The estimate that asks cells to size themselves, as UIKit's `automaticSize`.
    public static let automaticSize = CGSize(
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// What the section insets are measured from, like UIKit's `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Hashable, Sendable {
        /// From the adjusted content inset.
        case fromContentInset = 0
        /// From the safe area (never less than the content inset).
        case fromSafeArea = 1
        /// From the layout margins (never less than the content inset).
        case fromLayoutMargins = 2
    }

    private var sections: [FlowSection] = []
    private var contentSize = CGSize.zero

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Decoding from an archive; AdaptiveKit reads Interface Builder files with `InterfaceBuilder` instead.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A new size across or along the scroll direction lays the lines out again; a scroll does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// The size of all sections laid out.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Lays the sections out line by line.
    open override func prepare() {
        super.prepare()
        sections = []
        contentSize = .zero
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let adjusted = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        let cross =
            vertical ? bounds.width - adjusted.left - adjusted.right : bounds.height - adjusted.top - adjusted.bottom
        let reference = referenceInsets(of: collectionView)
        // The reference adds what it asks for beyond the content inset, on the edges across the scroll direction.
        let extraLeading = vertical ? max(0, reference.left - adjusted.left) : max(0, reference.top - adjusted.top)
        let extraTrailing =
            vertical ? max(0, reference.right - adjusted.right) : max(0, reference.bottom - adjusted.bottom)
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        var cursor: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let metrics = FlowMetrics(
                layout: self, delegate: delegate, collectionView: collectionView, section: section)
            let inset = metrics.inset
            let leadingInset = extraLeading + (vertical ? inset.left : inset.top)
            let trailingInset = extraTrailing + (vertical ? inset.right : inset.bottom)
            var geometry = FlowSection(vertical: vertical, cross: cross, start: cursor)
            geometry.available = cross - leadingInset - trailingInset
            let header = vertical ? metrics.header.height : metrics.header.width
            if header > 0 { geometry.header = geometry.rect(along: cursor, cross: 0, length: header, width: cross) }
            cursor += header + (vertical ? inset.top : inset.left)
            geometry.lines = FlowLines(
                count: collectionView.numberOfItems(inSection: section), start: cursor, leading: leadingInset,
                available: cross - leadingInset - trailingInset, lineSpacing: metrics.lineSpacing,
                interitemSpacing: metrics.interitemSpacing, vertical: vertical,
                size: metrics.uniformSize, sizeOfItem: { metrics.size(ofItem: $0) })
            if geometry.lines.hasOversizedItem {
                reportOversizedItem(
                    in: collectionView,
                    delegateSizes: metrics.uniformSize == nil && !fittedSizes.hasSizes(inSection: section))
            }
            cursor = geometry.lines.end + (vertical ? inset.bottom : inset.right)
            let footer = vertical ? metrics.footer.height : metrics.footer.width
            if footer > 0 { geometry.footer = geometry.rect(along: cursor, cross: 0, length: footer, width: cross) }
            cursor += footer
            geometry.end = cursor
            sections.append(geometry)
        }
        contentSize =
            vertical ? CGSize(width: max(0, cross), height: cursor) : CGSize(width: cursor, height: max(0, cross))
    }

    /// With an estimated item size, cells fit both their width and height to their content, as in UIKit.
    override func selfSizingAxes(forItemAt indexPath: IndexPath) -> SelfSizingAxes? {
        estimatedItemSize == .zero ? nil : .both
    }

    /// A self-sizing cell may be no longer across the scroll direction than its section's lines (see Deviations.md).
    override func selfSizingLimit(forItemAt indexPath: IndexPath) -> CGSize? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let available = max(0, sections[indexPath.section].available)
        return scrollDirection == .vertical
            ? CGSize(width: available, height: .greatestFiniteMagnitude)
            : CGSize(width: .greatestFiniteMagnitude, height: available)
    }

    /// UIKit's log for an item longer than a line across the scroll direction; the item keeps its size.
    private func reportOversizedItem(in collectionView: UICollectionView, delegateSizes: Bool) {
        let reason =
            scrollDirection == .vertical
            ? "the item width must be less than the width of the UICollectionView minus the section insets left and "
                + "right values, minus the content insets left and right values."
            : "the item height must be less than the height of the UICollectionView minus the section insets top and "
                + "bottom values, minus the content insets top and bottom values."
        var lines = ["The behavior of the UICollectionViewFlowLayout is not defined because:", reason]
        if delegateSizes { lines.append("Please check the values returned by the delegate.") }
        lines.append(
            "The relevant UICollectionViewFlowLayout instance is <\(type(of: self))>, and it is attached to "
                + "\(collectionView.shortDescription).")
        lines.append(
            "Make a symbolic breakpoint at UICollectionViewFlowLayoutBreakForInvalidSizes to catch this in the debugger."
        )
        DiagnosticLog.warn(lines.joined(separator: "\n"))
    }

    private func referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
        switch sectionInsetReference {
        case .fromContentInset: collectionView.adjustedContentInset
        case .fromSafeArea: collectionView.safeAreaInsets
        case .fromLayoutMargins: collectionView.layoutMargins
        }
    }

    /// The attributes of the elements in a rectangle, found without walking every item.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.end >= low && section.start <= high {
            let (header, footer) = pinned(section)
            if let header, header.intersects(rect) {
                result.append(supplementary(UICollectionView.elementKindSectionHeader, index, header))
            }
            for item in section.lines.items(from: low, to: high) {
                let frame = section.lines.frame(ofItem: item)
                guard frame.intersects(rect) else { continue }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
                attributes.frame = frame
                result.append(attributes)
            }
            if let footer, footer.intersects(rect) {
                result.append(supplementary(UICollectionView.elementKindSectionFooter, index, footer))
            }
        }
        return result
    }

    /// A section's header and footer where they show now: pinned ones slide along the scroll direction to stay
    /// inside the visible area (inside the adjusted content insets), without leaving their section.
    private func pinned(_ section: FlowSection) -> (header: CGRect?, footer: CGRect?) {
        var header = section.header
        var footer = section.footer
        guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds, let collectionView else {
            return (header, footer)
        }
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds
        let inset = collectionView.adjustedContentInset
        let visibleStart = vertical ? bounds.minY + inset.top : bounds.minX + inset.left
        let visibleEnd = vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
        func start(_ rect: CGRect) -> CGFloat { vertical ? rect.minY : rect.minX }
        func length(_ rect: CGRect) -> CGFloat { vertical ? rect.height : rect.width }
        func moved(_ rect: CGRect, to position: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: rect.minX, y: position, width: rect.width, height: rect.height)
                : CGRect(x: position, y: rect.minY, width: rect.width, height: rect.height)
        }
        if sectionHeadersPinToVisibleBounds, let natural = section.header {
            let limit = (section.footer.map(start) ?? section.end) - length(natural)
            header = moved(natural, to: max(start(natural), min(visibleStart, limit)))
        }
        if sectionFootersPinToVisibleBounds, let natural = section.footer {
            let limit = section.header.map { start($0) + length($0) } ?? section.start
            footer = moved(natural, to: min(start(natural), max(visibleEnd - length(natural), limit)))
        }
        return (header, footer)
    }

    private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        attributes.zIndex = 10
        return attributes
    }

    /// The attributes of one item, nil for an item that does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            indexPath.item >= 0, indexPath.item < sections[indexPath.section].lines.count
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = sections[indexPath.section].lines.frame(ofItem: indexPath.item)
        return attributes
    }

    /// The attributes of a section's header or footer, if it has one.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let (header, footer) = pinned(sections[indexPath.section])
        let frame = elementKind == UICollectionView.elementKindSectionHeader ? header : footer
        return frame.map { supplementary(elementKind, indexPath.section, $0) }
    }
}

extension UICollectionView {
    /// The direction a layout scrolls in, like UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Hashable, Sendable {
        case vertical = 0
        case horizontal = 1
    }
}

/// A section's frames in content coordinates.
private struct FlowSection {
    let vertical: Bool
    let cross: CGFloat
    var start: CGFloat
    var end: CGFloat = 0
    /// The length of a line across the scroll direction, between the section insets.
    var available: CGFloat = 0
    var header: CGRect?
    var footer: CGRect?
    var lines = FlowLines.empty

    init(vertical: Bool, cross: CGFloat, start: CGFloat) {
        self.vertical = vertical
        self.cross = cross
        self.start = start
    }

    func rect(along: CGFloat, cross position: CGFloat, length: CGFloat, width: CGFloat) -> CGRect {
        vertical
            ? CGRect(x: position, y: along, width: width, height: length)
            : CGRect(x: along, y: position, width: length, height: width)
    }
}

/// The lines of one section: arithmetic when all items share a size, stored frames otherwise.
private struct FlowLines {
    let count: Int
    let start: CGFloat
    private(set) var end: CGFloat
    /// Whether an item is longer across the scroll direction than a line (UIKit logs it and keeps its size).
    private(set) var hasOversizedItem = false
    private let vertical: Bool
    private let uniform: Uniform?
    private let frames: [CGRect]

    /// The geometry of a grid of equal items.
    private struct Uniform {
        var size: CGSize
        var perLine: Int
        var lineCount: Int
        var leading: CGFloat
        var available: CGFloat
        var pitch: CGFloat
        var fullGap: CGFloat
        var minimumGap: CGFloat
    }

    static let empty = FlowLines()

    private init() {
        count = 0
        start = 0
        end = 0
        vertical = true
        uniform = nil
        frames = []
    }

    init(
        count: Int, start: CGFloat, leading: CGFloat, available: CGFloat, lineSpacing: CGFloat,
        interitemSpacing: CGFloat, vertical: Bool, size: CGSize?, sizeOfItem: (Int) -> CGSize
    ) {
        self.count = count
        self.start = start
        self.vertical = vertical
        guard count > 0 else {
            end = start
            uniform = nil
            frames = []
            return
        }
        if let size {
            let across = vertical ? size.width : size.height
            let length = vertical ? size.height : size.width
            hasOversizedItem = across > available + 1e-6
            let perLine = max(1, Int(((available + interitemSpacing) / (across + interitemSpacing)).rounded(.down)))
            let lineCount = (count + perLine - 1) / perLine
            let fullGap = perLine > 1 ? (available - CGFloat(perLine) * across) / CGFloat(perLine - 1) : 0
            uniform = Uniform(
                size: size, perLine: perLine, lineCount: lineCount, leading: leading, available: available,
                pitch: length + lineSpacing, fullGap: fullGap, minimumGap: interitemSpacing)
            end = start + CGFloat(lineCount) * length + CGFloat(lineCount - 1) * lineSpacing
            frames = []
            return
        }
        uniform = nil
        var frames: [CGRect] = []
        frames.reserveCapacity(count)
        var cursor = start
        var item = 0
        while item < count {
            // Fill one line.
            var line: [CGSize] = []
            var used: CGFloat = 0
            while item + line.count < count {
                let next = sizeOfItem(item + line.count)
                let across = vertical ? next.width : next.height
                if across > available + 1e-6 { hasOversizedItem = true }
                let needed = line.isEmpty ? across : used + interitemSpacing + across
                if !line.isEmpty && needed > available { break }
                line.append(next)
                used = needed
            }
            let isLast = item + line.count == count
            let thickness = line.map { vertical ? $0.height : $0.width }.max() ?? 0
            let acrossSizes = line.map { vertical ? $0.width : $0.height }
            let gap: CGFloat
            var position = leading
            if isLast {
                gap = interitemSpacing
            } else if line.count == 1 {
                gap = 0
                // An item longer than the line starts at the leading inset (see Deviations.md).
                position += max(0, (available - acrossSizes[0]) / 2)
            } else {
                gap = (available - acrossSizes.reduce(0, +)) / CGFloat(line.count - 1)
            }
            for (index, size) in line.enumerated() {
                let length = vertical ? size.height : size.width
                // Items shorter than their line sit on its centre line, as in UIKit.
                let along = cursor + (thickness - length) / 2
                frames.append(
                    vertical
                        ? CGRect(x: position, y: along, width: size.width, height: size.height)
                        : CGRect(x: along, y: position, width: size.width, height: size.height))
                position += acrossSizes[index] + gap
            }
            item += line.count
            cursor += thickness + (isLast ? 0 : lineSpacing)
        }
        self.frames = frames
        end = cursor
    }

    /// The items whose lines reach into a range along the scroll direction.
    func items(from low: CGFloat, to high: CGFloat) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        guard let uniform else {
            let along = frames.map { vertical ? ($0.minY, $0.maxY) : ($0.minX, $0.maxX) }
            guard let first = along.firstIndex(where: { $0.1 >= low }) else { return 0..<0 }
            let last = along.lastIndex(where: { $0.0 <= high }) ?? first
            return first..<max(first, last + 1)
        }
        let firstLine = max(0, Int(((low - start) / uniform.pitch).rounded(.down)))
        let lastLine = min(uniform.lineCount - 1, Int(((high - start) / uniform.pitch).rounded(.down)))
        guard firstLine <= lastLine else { return 0..<0 }
        return (firstLine * uniform.perLine)..<min(count, (lastLine + 1) * uniform.perLine)
    }

    func frame(ofItem item: Int) -> CGRect {
        guard let uniform else { return frames[item] }
        let line = item / uniform.perLine
        let slot = item % uniform.perLine
        let itemsOnLine = min(uniform.perLine, count - line * uniform.perLine)
        let isLast = line == uniform.lineCount - 1
        let across = vertical ? uniform.size.width : uniform.size.height
        var position = uniform.leading
        if isLast && itemsOnLine < uniform.perLine {
            position += CGFloat(slot) * (across + uniform.minimumGap)
        } else if uniform.perLine == 1 && !isLast {
            position += max(0, (uniform.available - across) / 2)
        } else {
            position += CGFloat(slot) * (across + uniform.fullGap)
        }
        let along = start + CGFloat(line) * uniform.pitch
        return vertical
            ? CGRect(x: position, y: along, width: uniform.size.width, height: uniform.size.height)
            : CGRect(x: along, y: position, width: uniform.size.width, height: uniform.size.height)
    }
}
