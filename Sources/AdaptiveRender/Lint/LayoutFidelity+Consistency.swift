import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

extension LayoutFidelity {
    /// The views whose stored frames contradict their own required constraints, like views IB flags
    /// `misplaced`: no layout gives them, so they are not compared.
    ///
    /// The required constraints between views of the tree (`root` resolved for the scene's size classes) are
    /// evaluated on the stored alignment rects, in the root's coordinates. Margins, baselines, a scroll view's
    /// content constraints and layout guides are not evaluated, except safe areas when `safeAreasAreBounds`
    /// (a scene laid out without a window has no insets). A stack view's own rules are evaluated too: arranged
    /// views flush with the arrangement area's edges along the axis and, with `fill` alignment, across it;
    /// adjacent ones `spacing` apart for the `fill` distributions.
    ///
    /// Stored frames are rounded to the design device's pixels, and a consistent sample misses a single
    /// constraint by up to 0.75 point (Today.storyboard centers a stack view so on a 2x canvas, and
    /// AdaptiveKit's layout gives the same frame), so a constraint missed by more than a point is a
    /// contradiction and every view it binds is inconsistent.
    /// A size is rounded by at most a pixel, so a view whose required constraints pin both its edges on an
    /// axis at a distance more than a pixel from its stored size is inconsistent too. A stack view's arranged
    /// subviews inherit its inconsistency: it places them in the bounds it cannot have.
    ///
    /// When `safeAreasSpanWidth` (a window without side insets: every device in portrait), each safe area's
    /// left, right, center and width are its view's, so constraints on those are evaluated too; its top and
    /// bottom depend on the bars and are not.
    static func inconsistentViews(
        in root: IBView, scale: CGFloat, safeAreasAreBounds: Bool, safeAreasSpanWidth: Bool = false
    ) -> Set<String> {
        var rects: [String: CGRect] = [:]
        // Items whose vertical extent is unknown: only their horizontal attributes are evaluated.
        var horizontalOnly: Set<String> = []
        var stacks: [(IBView, CGRect)] = []
        // Each view's scrolling ancestors: their constraints to it bind the content, not the frame.
        var scrollers: [String: Set<String>] = [:]
        guard let frame = root.frame else { return [] }
        // An explicit stack instead of recursion: a document made in code may nest deeper than a recursion's
        // stack. Views are placed parent first, subviews in order, as a recursion would.
        var pending = [(view: root, origin: CGPoint(x: -frame.minX, y: -frame.minY), scrolling: Set<String>())]
        while let (view, origin, scrolling) = pending.popLast() {
            guard let frame = view.frame else { continue }
            let placed = CGRect(origin: CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY), size: frame.size)
            rects[view.id] = (ViewTreeBuilder.alignmentRect(of: view) ?? frame).offsetBy(dx: origin.x, dy: origin.y)
            scrollers[view.id] = scrolling
            if safeAreasAreBounds || safeAreasSpanWidth, let guide = view.safeAreaLayoutGuideID {
                rects[guide] = placed
                scrollers[guide] = scrolling
                if !safeAreasAreBounds { horizontalOnly.insert(guide) }
            }
            if view.elementName == "stackView" { stacks.append((view, placed)) }
            let inner =
                ["scrollView", "tableView", "collectionView", "textView"].contains(view.elementName)
                ? scrolling.union([view.id]) : scrolling
            pending += view.subviews.reversed().map { ($0, placed.origin, inner) }
        }

        var inconsistent: Set<String> = []
        func check(_ miss: CGFloat, _ items: String...) {
            if miss > 1.001 { inconsistent.formUnion(items) }
        }
        // Where required equalities put each view's edges.
        var edges: [String: [Edge: CGFloat]] = [:]
        root.forEachView { view in
            for constraint in view.constraints where constraint.priority >= 1000 && !constraint.isPlaceholder {
                let vertical: Set<NSLayoutConstraint.Attribute> = [.top, .bottom, .height, .centerY]
                if horizontalOnly.contains(constraint.firstItem), vertical.contains(constraint.firstAttribute) {
                    continue
                }
                if let second = constraint.secondItem, horizontalOnly.contains(second),
                    vertical.contains(constraint.secondAttribute)
                {
                    continue
                }
                guard let first = rects[constraint.firstItem], let a = value(constraint.firstAttribute, of: first)
                else { continue }
                var b: CGFloat = 0
                if let second = constraint.secondItem {
                    guard let rect = rects[second], let value = value(constraint.secondAttribute, of: rect),
                        scrollers[second]?.contains(constraint.firstItem) != true,
                        scrollers[constraint.firstItem]?.contains(second) != true
                    else { continue }
                    b = value
                } else if constraint.secondAttribute != .notAnAttribute {
                    continue
                }
                let multiplier = CGFloat(constraint.multiplier)
                let constant = CGFloat(constraint.constant)
                let target = multiplier * b + constant
                switch constraint.relation {
                case .equal:
                    check(abs(a - target), constraint.firstItem, constraint.secondItem ?? constraint.firstItem)
                    if let edge = Edge(constraint.firstAttribute) {
                        edges[constraint.firstItem, default: [:]][edge] = target
                    }
                    if let second = constraint.secondItem, let edge = Edge(constraint.secondAttribute), multiplier != 0
                    {
                        edges[second, default: [:]][edge] = (a - constant) / multiplier
                    }
                case .greaterThanOrEqual:
                    check(target - a, constraint.firstItem, constraint.secondItem ?? constraint.firstItem)
                case .lessThanOrEqual:
                    check(a - target, constraint.firstItem, constraint.secondItem ?? constraint.firstItem)
                }
            }
        }
        let pixel = 1 / max(scale, 1) + 0.001
        for (id, pinned) in edges {
            guard let rect = rects[id] else { continue }
            if let minX = pinned[.minX], let maxX = pinned[.maxX], abs(maxX - minX - rect.width) > pixel {
                inconsistent.insert(id)
            }
            if let minY = pinned[.minY], let maxY = pinned[.maxY], abs(maxY - minY - rect.height) > pixel {
                inconsistent.insert(id)
            }
        }
        var arrangedByStack: [String: [String]] = [:]
        var inherited: Set<String> = []
        for (stack, frame) in stacks {
            let arranged = stack.subviews.filter { !$0.isHidden }.compactMap { view in
                rects[view.id].map { (view.id, $0) }
            }
            arrangedByStack[stack.id] = arranged.map(\.0)
            guard let area = arrangementArea(of: stack, frame: frame), let first = arranged.first,
                let last = arranged.last
            else { continue }
            let attributes = stack.stack ?? IBStackAttributes()
            let vertical = attributes.axis == "vertical"
            func along(_ rect: CGRect) -> (CGFloat, CGFloat) {
                vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
            }
            func across(_ rect: CGRect) -> (CGFloat, CGFloat) {
                vertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
            }
            check(abs(along(first.1).0 - along(area).0), first.0)
            check(abs(along(last.1).1 - along(area).1), last.0)
            if ["fill", "fillEqually", "fillProportionally"].contains(attributes.distribution) {
                for (previous, next) in zip(arranged, arranged.dropFirst()) {
                    let gap = along(next.1).0 - along(previous.1).1
                    check(abs(gap - CGFloat(attributes.effectiveSpacing)), previous.0, next.0)
                }
            }
            if attributes.alignment == "fill" {
                for (id, rect) in arranged {
                    check(max(abs(across(rect).0 - across(area).0), abs(across(rect).1 - across(area).1)), id)
                }
            }
        }
        // One level: an arranged view's own subviews are placed in bounds it can have.
        for (stack, arranged) in arrangedByStack where inconsistent.contains(stack) {
            inherited.formUnion(arranged)
        }
        return inconsistent.union(inherited)
    }

    /// A stack view's arrangement area: inside the margins the file gives (see ViewTreeBuilder), nil when they
    /// are the system's.
    private static func arrangementArea(of stack: IBView, frame: CGRect) -> CGRect? {
        if let margins = stack.directionalLayoutMargins {
            return frame.inset(
                by: UIEdgeInsets(
                    top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing))
        }
        if let margins = stack.layoutMargins { return frame.inset(by: margins) }
        return stack.properties["layoutMarginsRelativeArrangement"] == "YES" ? nil : frame
    }

    /// An edge of an item's alignment rect, left to right.
    private enum Edge: Hashable {
        case minX, maxX, minY, maxY

        init?(_ attribute: NSLayoutConstraint.Attribute) {
            switch attribute {
            case .left, .leading: self = .minX
            case .right, .trailing: self = .maxX
            case .top: self = .minY
            case .bottom: self = .maxY
            default: return nil
            }
        }
    }

    /// An attribute's value on a rect, nil for the ones not evaluated (margins, baselines).
    private static func value(_ attribute: NSLayoutConstraint.Attribute, of rect: CGRect) -> CGFloat? {
        switch attribute {
        case .left, .leading: rect.minX
        case .right, .trailing: rect.maxX
        case .top: rect.minY
        case .bottom: rect.maxY
        case .width: rect.width
        case .height: rect.height
        case .centerX: rect.midX
        case .centerY: rect.midY
        default: nil
        }
    }
}
