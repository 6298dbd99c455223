import AdaptiveKit
import Foundation

/// Draws a laid-out window as an SVG wireframe: views as their colors and outlines, text with
/// the layout's font metrics, image placeholders, navigation and tab bars, split view columns
/// and presentations; `render(_:)` of a simulator adds the device around it.
///
/// Output is deterministic (fixed number formatting, document order = view order) so it can be
/// kept as a golden file. A view's `accessibilityIdentifier` becomes its `id`, its class its
/// `class`, and a controller's root view names the controller in `data-controller`.
@MainActor
public struct SVGRenderer {
    /// Whether to outline the safe area with a dashed line.
    public var showsSafeArea = true

    /// The bezel around the screen in `render(_ simulator:)`, in points.
    public nonisolated static let bezel: CGFloat = 12

    public init() {}

    /// Renders the window alone (no device around it); call `layoutIfNeeded()` first for
    /// up-to-date frames.
    public func render(_ window: UIWindow, presentations: [PresentationLayer]? = nil) -> String {
        let size = window.bounds.size
        var svg = SVGBuilder()
        svg.open(width: size.width, height: size.height)
        svg.line(
            1,
            "<rect class=\"screen\" \(SVGFormat.rect(window.bounds)) fill=\"\(fill(window))\" "
                + "stroke=\"#000000\" stroke-width=\"1\"/>")
        drawWindowContent(window, presentations: presentations, depth: 1, into: &svg)
        svg.close()
        return svg.text
    }

    /// Renders the simulator's screen inside a device outline: rounded corners, the notch or
    /// Dynamic Island, the status bar, the home indicator, and in Split View or Slide Over the
    /// other app's area beside the window.
    public func render(_ simulator: DeviceSimulator, presentations: [PresentationLayer]? = nil) -> String {
        let chrome = DeviceChrome(simulator: simulator)
        let bezel = Self.bezel
        let screen = chrome.screenSize
        let outer = CGRect(x: 0, y: 0, width: screen.width + 2 * bezel, height: screen.height + 2 * bezel)
        var svg = SVGBuilder()
        svg.open(width: outer.width, height: outer.height)
        svg.line(1, "<defs>")
        svg.line(
            2,
            "<clipPath id=\"screen-clip\"><rect x=\"0\" y=\"0\" width=\"\(SVGFormat.number(screen.width))\" "
                + "height=\"\(SVGFormat.number(screen.height))\" rx=\"\(SVGFormat.number(chrome.cornerRadius))\"/>"
                + "</clipPath>")
        svg.line(1, "</defs>")
        svg.line(
            1,
            "<rect class=\"device\" \(SVGFormat.rect(outer)) rx=\"\(SVGFormat.number(chrome.cornerRadius + bezel))\" "
                + "fill=\"#1C1C1E\"/>")
        svg.line(
            1, "<g class=\"screen\" transform=\"translate(\(SVGFormat.number(bezel)),\(SVGFormat.number(bezel)))\">")
        svg.line(2, "<g clip-path=\"url(#screen-clip)\">")
        svg.line(
            3,
            "<rect class=\"wallpaper\" x=\"0\" y=\"0\" width=\"\(SVGFormat.number(screen.width))\" "
                + "height=\"\(SVGFormat.number(screen.height))\" fill=\"\(chrome.wallpaper)\"/>")
        if let other = chrome.otherAppFrame { drawOtherApp(other, chrome: chrome, into: &svg) }
        let window = simulator.window
        let origin = chrome.windowOrigin
        svg.line(
            3,
            "<g class=\"window\" transform=\"translate(\(SVGFormat.number(origin.x)),\(SVGFormat.number(origin.y)))\">")
        svg.line(
            4, "<rect class=\"UIWindow\" \(SVGFormat.rect(window.bounds)) fill=\"\(fill(window))\"/>")
        drawWindowContent(window, presentations: presentations, depth: 4, into: &svg)
        drawStatusBar(window: window, chrome: chrome, into: &svg)
        svg.line(3, "</g>")
        drawHardware(chrome, into: &svg)
        svg.line(2, "</g>")
        svg.line(
            2,
            "<rect class=\"screen-edge\" x=\"0\" y=\"0\" width=\"\(SVGFormat.number(screen.width))\" "
                + "height=\"\(SVGFormat.number(screen.height))\" rx=\"\(SVGFormat.number(chrome.cornerRadius))\" "
                + "fill=\"none\" stroke=\"#000000\" stroke-width=\"1\"/>")
        svg.line(1, "</g>")
        svg.close()
        return svg.text
    }

    // MARK: The window

    private func drawWindowContent(
        _ window: UIWindow, presentations: [PresentationLayer]?, depth: Int, into svg: inout SVGBuilder
    ) {
        let context = DrawingContext(tree: ControllerTree(window: window), root: window, offset: .zero)
        // Presentation containers are drawn as layers, with their dimming and shapes, not as plain views.
        let containers = window.presentationControllers.compactMap(\.containerView)
        for subview in window.subviews where !containers.contains(where: { $0 === subview }) {
            draw(subview, context: context, depth: depth, into: &svg)
        }
        for layer in presentations ?? PresentationLayer.layers(in: window) {
            drawPresentation(layer, window: window, depth: depth, into: &svg)
        }
        if showsSafeArea {
            let safe = window.bounds.inset(by: window.safeAreaInsets)
            svg.line(
                depth,
                "<rect class=\"safe-area\" \(SVGFormat.rect(safe)) fill=\"none\" "
                    + "stroke=\"#FF2D55\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>")
        }
    }

    /// Where views are drawn from: the window, or a presented view placed at its layer's frame.
    struct DrawingContext {
        var tree: ControllerTree
        var root: UIView
        var offset: CGPoint

        @MainActor func frame(of view: UIView) -> CGRect {
            view.convert(view.bounds, to: root).offsetBy(dx: offset.x, dy: offset.y)
        }
    }

    /// What is left to draw of a view tree: a view, the end of a scroll view's clipped group, or what a
    /// view draws above its subviews.
    private enum DrawStep {
        case view(UIView, depth: Int)
        case endClip(depth: Int)
        case above(UIView, frame: CGRect, depth: Int)
    }

    /// Draws a view and its subviews, parents first. The walk keeps its own stack, so a hierarchy
    /// built in code may nest deeper than a recursion's stack.
    func draw(_ view: UIView, context: DrawingContext, depth: Int, into svg: inout SVGBuilder) {
        var pending = [DrawStep.view(view, depth: depth)]
        while let step = pending.popLast() {
            switch step {
            case .view(let view, let depth): drawOwn(view, context: context, depth: depth, into: &svg, then: &pending)
            case .endClip(let depth): svg.line(depth, "</g>")
            case .above(let view, let frame, let depth):
                drawAbove(view, frame: frame, context: context, depth: depth, into: &svg)
            }
        }
    }

    /// Draws the view itself and leaves its subviews, in order, and what goes above them on `pending`.
    private func drawOwn(
        _ view: UIView, context: DrawingContext, depth: Int, into svg: inout SVGBuilder, then pending: inout [DrawStep]
    ) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let frame = context.frame(of: view)
        var attributes = ["class=\"\(SVGFormat.escape(ControllerTree.className(view)))\""]
        if let identifier = view.accessibilityIdentifier { attributes.append("id=\"\(SVGFormat.escape(identifier))\"") }
        if let controller = context.tree.controller(owning: view) {
            attributes.append("data-controller=\"\(SVGFormat.escape(ControllerTree.className(controller)))\"")
        }
        attributes += [SVGFormat.rect(frame), fillAttributes(view)]
        if view.alpha < 1 { attributes.append("opacity=\"\(SVGFormat.number(view.alpha))\"") }
        attributes.append(outline(view))
        svg.line(depth, "<rect " + attributes.joined(separator: " ") + "/>")
        switch view {
        case let bar as UINavigationBar:
            drawNavigationBar(bar, frame: frame, context: context, depth: depth, into: &svg)
        case let bar as UITabBar: drawTabBar(bar, frame: frame, context: context, depth: depth, into: &svg)
        case let label as UILabel:
            drawText(of: label, frame: frame, depth: depth, into: &svg, className: sectionTextClass(of: label))
        case let imageView as UIImageView: drawPlaceholder(imageView, frame: frame, depth: depth, into: &svg)
        case let field as UITextField: drawTextField(field, frame: frame, depth: depth, into: &svg)
        default: drawControl(view, frame: frame, depth: depth, into: &svg)
        }
        pending.append(.above(view, frame: frame, depth: depth))
        let subviews: [UIView]
        if let scrollView = view as? UIScrollView, !scrollView.subviews.isEmpty {
            // A scroll view's subviews where its content offset puts them, clipped to its frame as UIKit clips them.
            // The line number makes the clip's id unique within the document.
            let id = "scroll-clip-\(svg.lines.count)"
            svg.line(depth, "<clipPath id=\"\(id)\"><rect \(SVGFormat.rect(frame))/></clipPath>")
            svg.line(depth, "<g clip-path=\"url(#\(id))\">")
            drawSectionBackgrounds(of: scrollView, frame: frame, depth: depth + 1, into: &svg)
            pending.append(.endClip(depth: depth))
            subviews = scrollView.subviews
        } else {
            subviews = view.subviews.filter { !isCellDecoration($0, of: view) }
        }
        pending.append(contentsOf: subviews.reversed().lazy.map { .view($0, depth: depth + 1) })
    }

    /// What a view draws above its subviews: a cell's separator and accessory, a split view's column separator.
    private func drawAbove(
        _ view: UIView, frame: CGRect, context: DrawingContext, depth: Int, into svg: inout SVGBuilder
    ) {
        if let cell = view as? UITableViewCell {
            drawCellDecorations(cell, context: context, depth: depth + 1, into: &svg)
        } else if let cell = view as? UICollectionViewListCell {
            drawListCellDecorations(cell, frame: frame, depth: depth + 1, into: &svg)
        }
        if let split = context.tree.controller(owning: view) as? UISplitViewController {
            drawColumnSeparator(split, context: context, depth: depth, into: &svg)
        }
    }

    /// The view's background resolved with its traits (`#RRGGBB`), or `none`.
    func fill(_ view: UIView) -> String {
        SVGFormat.paint(effectiveBackground(view), traits: view.traitCollection)?.hex ?? "none"
    }

    /// `fill="…"`, with `fill-opacity` for a translucent background.
    func fillAttributes(_ view: UIView) -> String {
        guard let paint = SVGFormat.paint(effectiveBackground(view), traits: view.traitCollection) else {
            return "fill=\"none\""
        }
        let opacity = paint.alpha < 1 ? " fill-opacity=\"\(SVGFormat.number(paint.alpha))\"" : ""
        return "fill=\"\(paint.hex)\"" + opacity
    }

    /// A grey hairline for views; a lighter dashed one for text, so wireframes stay readable.
    private func outline(_ view: UIView) -> String {
        // Rows draw as UIKit draws them (their separators and section shapes), so boxes around cells, headers
        // and their content views would hide the rounded sections.
        if isListChrome(view) || view.superview.map(isListChrome) == true && !(view is UILabel) {
            return "stroke=\"none\""
        }
        return view is UILabel
            ? "stroke=\"#C7C7CC\" stroke-width=\"0.5\" stroke-dasharray=\"2 2\""
            : "stroke=\"#8E8E93\" stroke-width=\"0.5\""
    }

    // MARK: Presentations

    private func drawPresentation(_ layer: PresentationLayer, window: UIWindow, depth: Int, into svg: inout SVGBuilder)
    {
        let style = SVGFormat.escape(layer.style.rawValue)
        if layer.dimming > 0 {
            svg.line(
                depth,
                "<rect class=\"dimming\" \(SVGFormat.rect(window.bounds)) fill=\"#000000\" "
                    + "fill-opacity=\"\(SVGFormat.number(layer.dimming))\"/>")
        }
        let radius: CGFloat =
            switch layer.style {
            case .pageSheet, .formSheet: 10
            case .popover: 13
            case .alert, .actionSheet: 14
            default: 0
            }
        if let arrow = layer.arrow {
            svg.line(
                depth, "<path class=\"popover-arrow\" d=\"\(arrowPath(arrow))\" fill=\"#FFFFFF\" stroke=\"#8E8E93\"/>")
        }
        svg.line(
            depth,
            "<rect class=\"presentation \(style)\" \(SVGFormat.rect(layer.frame)) rx=\"\(SVGFormat.number(radius))\" "
                + "fill=\"\(fill(layer.view) == "none" ? "#FFFFFF" : fill(layer.view))\" stroke=\"#8E8E93\" stroke-width=\"0.5\"/>"
        )
        let context = DrawingContext(
            tree: ControllerTree(window: window), root: layer.view,
            offset: CGPoint(x: layer.frame.minX - layer.view.bounds.minX, y: layer.frame.minY - layer.view.bounds.minY))
        for subview in layer.view.subviews { draw(subview, context: context, depth: depth + 1, into: &svg) }
    }

    /// A 13-point-tall triangle whose tip touches the source.
    private func arrowPath(_ arrow: (direction: PresentationLayer.ArrowDirection, tip: CGPoint)) -> String {
        let (x, y) = (arrow.tip.x, arrow.tip.y)
        let points: [(CGFloat, CGFloat)] =
            switch arrow.direction {
            case .up: [(x, y), (x + 18, y + 13), (x - 18, y + 13)]
            case .down: [(x, y), (x - 18, y - 13), (x + 18, y - 13)]
            case .left: [(x, y), (x + 13, y - 18), (x + 13, y + 18)]
            case .right: [(x, y), (x - 13, y + 18), (x - 13, y - 18)]
            }
        return "M" + points.map { "\(SVGFormat.number($0.0)) \(SVGFormat.number($0.1))" }.joined(separator: " L") + " Z"
    }
}

/// SVG text assembled line by line with two-space indentation.
struct SVGBuilder {
    private(set) var lines: [String] = []

    mutating func open(width: CGFloat, height: CGFloat) {
        let (w, h) = (SVGFormat.number(width), SVGFormat.number(height))
        lines.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        lines.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">")
    }

    /// Indentation stops growing past this depth, so a deeply nested hierarchy's document stays
    /// proportional to its size rather than to its size times its depth.
    static let maximumIndentation = 64

    mutating func line(_ depth: Int, _ text: String) {
        lines.append(String(repeating: "  ", count: min(depth, Self.maximumIndentation)) + text)
    }

    mutating func close() { lines.append("</svg>") }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
