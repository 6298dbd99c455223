import Foundation

/// `index.html`: every configuration's SVG as a tile, grouped by size class (compact/regular width
/// × height), each with its traits, window size and notes.
///
/// The page checks itself: once every image has loaded or failed, a script counts the tiles that
/// rendered and writes `rendered N of M` into the title and into `#status` (`data-rendered`,
/// `data-total`), which `Scripts/check-gallery.sh` reads back from headless Chromium.
public struct GalleryWriter: Sendable {
    public var report: PreviewReport
    /// Tiles are drawn at this fraction of their size in points.
    public var scale: Double = 0.4
    /// When set, changed tiles are marked, list their changes and show the baseline's SVG (from
    /// `baseline/` beside the gallery) next to the new one.
    public var diff: PreviewDiff?

    public init(report: PreviewReport, diff: PreviewDiff? = nil) {
        self.report = report
        self.diff = diff
    }

    /// The folder, inside the gallery, that holds the baseline's SVGs of changed configurations.
    public static let baselineFolder = "baseline"

    /// Groups in a fixed order, the common iPhone shape first.
    static let groupOrder = [
        "compact width · regular height", "compact width · compact height", "regular width · compact height",
        "regular width · regular height",
    ]

    public var html: String {
        let configurations = report.configurations
        var groups: [String: [PreviewReport.Configuration]] = [:]
        for configuration in configurations { groups[configuration.sizeClassGroup, default: []].append(configuration) }
        let ordered =
            Self.groupOrder.filter { groups[$0] != nil } + groups.keys.filter { !Self.groupOrder.contains($0) }.sorted()
        let title = SVGFormat.escape("\(report.subject) — adaptive preview")
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<title>\(title)</title>",
            "<style>",
            "body { font: 14px -apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif; margin: 24px; "
                + "background: #F2F2F7; color: #1C1C1E; }",
            "h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 12px; }",
            ".tiles { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }",
            "figure { margin: 0; padding: 12px; background: #FFFFFF; border-radius: 12px; "
                + "box-shadow: 0 1px 3px rgba(0,0,0,0.12); }",
            "figcaption { margin-top: 8px; font-size: 12px; line-height: 1.5; max-width: 320px; }",
            "figcaption strong { font-size: 13px; } .notes { color: #8E8E93; }",
            "#status { color: #8E8E93; } #status.failed { color: #FF3B30; font-weight: 600; }",
            // Only a compared gallery has changed tiles; a plain one stays as it was, byte for byte.
            diff == nil ? nil : "figure.changed { outline: 3px solid #FF9500; } .pair { display: flex; gap: 12px; }",
            diff == nil
                ? nil : ".pair span { display: block; font-size: 11px; color: #8E8E93; } .changes { color: #C93400; }",
            "</style>",
            "</head>",
            "<body>",
            "<h1>\(title)</h1>",
            "<p>Scene <code>\(SVGFormat.escape(report.scene))</code> · \(report.summary.configurations) configurations · "
                + "\(report.summary.conflicts) conflicts broken · \(report.summary.ambiguousLayouts) ambiguous layouts · "
                + "<a href=\"report.json\">report.json</a></p>",
            diffLine,
            "<p id=\"status\" data-rendered=\"0\" data-total=\"\(configurations.count)\">checking tiles…</p>",
        ].compactMap { $0 }
        for group in ordered {
            let members = groups[group] ?? []
            lines.append("<section>")
            lines.append(
                "<h2>\(SVGFormat.escape(group.prefix(1).uppercased() + group.dropFirst())) (\(members.count))</h2>")
            lines.append("<div class=\"tiles\">")
            for configuration in members { lines += tile(configuration) }
            lines.append("</div>")
            lines.append("</section>")
        }
        lines += [
            "<script>",
            "(function () {",
            "  var images = Array.prototype.slice.call(document.querySelectorAll('img.tile'));",
            "  var status = document.getElementById('status');",
            "  function settled(img) { return img.complete; }",
            "  function rendered(img) { return img.complete && img.naturalWidth > 0; }",
            "  function report() {",
            "    if (!images.every(settled)) return;",
            "    var count = images.filter(rendered).length;",
            "    status.setAttribute('data-rendered', String(count));",
            "    status.textContent = 'rendered ' + count + ' of ' + images.length + ' tiles';",
            "    if (count !== images.length) status.className = 'failed';",
            "    document.title = 'rendered ' + count + ' of ' + images.length + ' — ' + document.title;",
            "    document.body.setAttribute('data-checked', 'true');",
            "  }",
            "  images.forEach(function (img) {",
            "    img.addEventListener('load', report);",
            "    img.addEventListener('error', report);",
            "  });",
            "  report();",
            "})();",
            "</script>",
            "</body>",
            "</html>",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Compared with the baseline: …`, nil without a diff.
    private var diffLine: String? {
        guard let diff else { return nil }
        let summary = diff.text.split(separator: "\n").last.map(String.init) ?? ""
        let run = diff.changes.map { "<br>" + SVGFormat.escape($0.description) }.joined()
        return "<p id=\"diff\" data-changed=\"\(diff.changedConfigurations.count)\">Compared with the baseline: "
            + SVGFormat.escape(summary) + run + "</p>"
    }

    private func tile(_ configuration: PreviewReport.Configuration) -> [String] {
        let bezel = Double(SVGRenderer.bezel) * 2
        let width = SVGFormat.number(CGFloat((configuration.screen.width + bezel) * scale))
        let height = SVGFormat.number(CGFloat((configuration.screen.height + bezel) * scale))
        let arrangement = [configuration.orientation, configuration.multitasking, configuration.windowSize].compactMap {
            $0
        }.joined(
            separator: ", ")
        let notes =
            configuration.notes.isEmpty
            ? ""
            : "<br><span class=\"notes\">"
                + configuration.notes.map(SVGFormat.escape).joined(separator: " · ") + "</span>"
        let image =
            "<img class=\"tile\" src=\"\(SVGFormat.escape(configuration.svg))\" width=\"\(width)\" height=\"\(height)\" "
            + "alt=\"\(SVGFormat.escape(configuration.device)), \(SVGFormat.escape(arrangement))\">"
        let changes = diff?.configurations.first { $0.id == configuration.id }?.changes ?? []
        guard !changes.isEmpty else {
            return ["<figure id=\"\(SVGFormat.escape(configuration.id))\">", image] + caption(configuration, notes)
        }
        // Old beside new; the old image is not a `tile`, so the page's self-check counts new tiles only.
        let old =
            "<img class=\"baseline\" src=\"\(Self.baselineFolder)/\(SVGFormat.escape(configuration.svg))\" "
            + "width=\"\(width)\" height=\"\(height)\" alt=\"baseline\">"
        let shown = changes.prefix(12).map { SVGFormat.escape($0.description) }
        let more = changes.count > shown.count ? ["… and \(changes.count - shown.count) more"] : []
        let list =
            "<br><span class=\"changes\">\(changes.count) change\(changes.count == 1 ? "" : "s"):<br>"
            + (shown + more).joined(separator: "<br>") + "</span>"
        return [
            "<figure id=\"\(SVGFormat.escape(configuration.id))\" class=\"changed\">",
            "<div class=\"pair\"><div><span>baseline</span>\(old)</div><div><span>new</span>\(image)</div></div>",
        ] + caption(configuration, notes + list)
    }

    private func caption(_ configuration: PreviewReport.Configuration, _ notes: String) -> [String] {
        let traits = configuration.traits
        let window =
            "\(SVGFormat.number(CGFloat(configuration.window.width)))×"
            + "\(SVGFormat.number(CGFloat(configuration.window.height))) pt"
        let arrangement = [configuration.orientation, configuration.multitasking, configuration.windowSize].compactMap {
            $0
        }.joined(
            separator: ", ")
        return [
            "<figcaption><strong>\(SVGFormat.escape(configuration.device))</strong> · \(SVGFormat.escape(arrangement))<br>"
                + (configuration.scene.map { "<code>\(SVGFormat.escape($0))</code><br>" } ?? "")
                + "window \(window) · @\(SVGFormat.number(CGFloat(traits.displayScale)))x<br>"
                + "\(traits.horizontalSizeClass) width, \(traits.verticalSizeClass) height · \(traits.userInterfaceIdiom) · "
                + "\(traits.userInterfaceStyle) · \(SVGFormat.escape(traits.preferredContentSizeCategory))"
                + notes + "</figcaption>",
            "</figure>",
        ]
    }
}
