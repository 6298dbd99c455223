import Foundation
import Testing

@testable import AdaptiveKit

/// A sentence that takes three lines at 311 and at 343 points (a 343- or 375-point cell less 16 on each side)
/// in the 17-point system font, and one line when nothing limits its width.
let threeLineText =
    "Cells wrap their multi-line labels at the width that the fitting layout gives them, as UIKit does, row after row"

/// A multi-line label in the 17-point system font, for constraints.
@MainActor
func wrappingLabel(_ text: String, lines: Int = 0) -> UILabel {
    let label = UILabel(frame: .zero)
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = .systemFont(ofSize: 17)
    label.numberOfLines = lines
    label.text = text
    return label
}

/// Pins a view inside another, `horizontal` in from the sides and `vertical` from the top and bottom.
@MainActor
func pin(_ view: UIView, in container: UIView, horizontal: CGFloat, vertical: CGFloat) {
    NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: horizontal),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -horizontal),
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: vertical),
        view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -vertical),
    ])
}

/// A table cell whose one multi-line label sits inside the content view's margins, 11 from its top and bottom.
final class WrappingTableCell: UITableViewCell {
    let label = wrappingLabel("")

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A self-sizing table (automatic row heights) of wrapping cells with the given texts.
final class WrappingTableController: UITableViewController {
    let texts: [String]

    init(texts: [String]) {
        self.texts = texts
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(WrappingTableCell.self, forCellReuseIdentifier: "Wrap")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Wrap", for: indexPath)
        (cell as? WrappingTableCell)?.label.text = texts[indexPath.row]
        return cell
    }
}

/// A list cell whose label (in a vertical stack under a one-line title) wraps at the cell's width.
final class WrappingListCell: UICollectionViewListCell {
    let title = wrappingLabel("Title", lines: 1)
    let body = wrappingLabel("")

    required init(frame: CGRect) {
        super.init(frame: frame)
        let stack = UIStackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        pin(stack, in: contentView, horizontal: 16, vertical: 11)
    }

    required init?(coder: NSCoder) { nil }
}

/// Serves list cells whose bodies are the given texts.
@MainActor
final class WrappingListSource: UICollectionViewDataSource {
    let texts: [String]
    init(_ texts: [String]) { self.texts = texts }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "List", for: indexPath)
        (cell as? WrappingListCell)?.body.text = texts[indexPath.item]
        return cell
    }
}

/// Self-sizing cells fit at the width the layout gives them, their multi-line labels wrapped at their own
/// width in that fitting layout (UIKit's second pass), for `systemLayoutSizeFitting`, table rows, flow and
/// compositional layouts and list cells.
@MainActor
@Suite struct SelfSizingWrapTests {
    /// The simulators hosting the views, kept alive for the suite's run.
    static var hosts: [DeviceSimulator] = []

    /// A view in an iPhone 15 Pro's window (@3x), so text is measured on that pixel grid.
    func hosted(_ view: UIView) throws -> DeviceSimulator {
        let controller = UIViewController()
        controller.view.addSubview(view)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        Self.hosts.append(simulator)
        return simulator
    }

    func lineCount(_ text: String, width: CGFloat?) -> Int {
        TextMeasurement(font: .systemFont(ofSize: 17)).layout(
            text, maxWidth: width, numberOfLines: 0, lineBreakMode: .byTruncatingTail
        ).lineCount
    }

    // MARK: systemLayoutSizeFitting

    @Test func fittingAtARequiredWidthWrapsALabelAtItsWidth() throws {
        let content = UIView(frame: .zero)
        let label = wrappingLabel(threeLineText)
        content.addSubview(label)
        pin(label, in: content, horizontal: 16, vertical: 11)
        _ = try hosted(content)
        #expect(lineCount(threeLineText, width: 311) == 3)
        #expect(lineCount(threeLineText, width: nil) == 1)
        let size = content.systemLayoutSizeFitting(
            CGSize(width: 343, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // Three lines of 20.287 are 60.86, 61 on the @3x grid; 11 above and below.
        #expect(size == CGSize(width: 343, height: 83))
        // Narrower, more lines: at 200 (168 for the text) the sentence takes six lines, 121.72 → 122, + 22.
        #expect(lineCount(threeLineText, width: 168) == 6)
        let narrow = content.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(narrow == CGSize(width: 200, height: 144))
    }

    @Test func fittingIgnoresAWidthTheLabelHadInAnEarlierLayout() throws {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 300))
        let label = wrappingLabel(threeLineText)
        content.addSubview(label)
        pin(label, in: content, horizontal: 16, vertical: 11)
        let simulator = try hosted(content)
        simulator.window.layoutIfNeeded()
        // Laid out 88 wide, the label wraps there ...
        #expect(label.frame.width == CGFloat(88))
        #expect(label.intrinsicContentSize.height > CGFloat(100))
        // ... but fitting at 343 wraps it at 311, every time.
        for _ in 0..<2 {
            let size = content.systemLayoutSizeFitting(
                CGSize(width: 343, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            #expect(size == CGSize(width: 343, height: 83))
        }
    }

    @Test func fittingWrapsLabelsInsideNestedStackViews() throws {
        // content ▸ horizontal stack [40-point image, vertical stack [title, body]] with 12 between.
        let content = UIView(frame: .zero)
        let image = UIView(frame: .zero)
        image.translatesAutoresizingMaskIntoConstraints = false
        image.widthAnchor.constraint(equalToConstant: 40).isActive = true
        image.heightAnchor.constraint(equalToConstant: 40).isActive = true
        let title = wrappingLabel("Title", lines: 1)
        let body = wrappingLabel(threeLineText)
        let texts = UIStackView(arrangedSubviews: [title, body])
        texts.axis = .vertical
        texts.spacing = 4
        let row = UIStackView(arrangedSubviews: [image, texts])
        row.axis = .horizontal
        row.alignment = .top
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(row)
        pin(row, in: content, horizontal: 16, vertical: 11)
        _ = try hosted(content)
        // The body wraps at 343 − 32 − 40 − 12 = 259: four lines, 81.15 → 81.33 on the @3x grid.
        #expect(lineCount(threeLineText, width: 259) == 4)
        let size = content.systemLayoutSizeFitting(
            CGSize(width: 343, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 343, height: CGFloat(61) / 3 + 4 + CGFloat(244) / 3 + 22))
    }

    @Test func oneLineAndPreferredWidthLabelsKeepTheirOwnWrapping() throws {
        let content = UIView(frame: .zero)
        let oneLine = wrappingLabel(threeLineText, lines: 1)
        let preferred = wrappingLabel(threeLineText)
        preferred.preferredMaxLayoutWidth = 168
        let stack = UIStackView(arrangedSubviews: [oneLine, preferred])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(stack)
        pin(stack, in: content, horizontal: 16, vertical: 11)
        _ = try hosted(content)
        let size = content.systemLayoutSizeFitting(
            CGSize(width: 343, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // One line (truncated) over six lines wrapped at the preferred 168.
        #expect(size == CGSize(width: 343, height: CGFloat(61) / 3 + CGFloat(366) / 3 + 22))
    }

    // MARK: Table rows

    @Test func T1_automaticRowHeightsWrapLabelsAtTheContentWidth() throws {
        let controller = WrappingTableController(texts: [threeLineText, "One line"])
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 8", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        let table = try #require(controller.tableView)
        // iPhone 8 (@2x): the label is 375 − 16 − 16 = 343 wide, three lines 60.86 → 61, plus 22 and the
        // 0.5 separator; one line is 20.5 + 22 + 0.5.
        #expect(lineCount(threeLineText, width: 343) == 3)
        #expect(
            table.visibleCells.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 375, height: 83.5), CGRect(x: 0, y: 83.5, width: 375, height: 43),
            ])
        let cell = try #require(table.visibleCells.first as? WrappingTableCell)
        #expect(cell.label.frame == CGRect(x: 16, y: 11, width: 343, height: 61))
        #expect(table.contentSize.height == CGFloat(126.5))
    }

    // MARK: Collection views

    func collectionView(
        _ layout: UICollectionViewLayout, width: CGFloat, source: any UICollectionViewDataSource
    ) throws -> UICollectionView {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(WrappingListCell.self, forCellWithReuseIdentifier: "List")
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Plain")
        collectionView.dataSource = source
        _ = try hosted(collectionView)
        collectionView.layoutIfNeeded()
        return collectionView
    }

    func frames(_ collectionView: UICollectionView, _ count: Int) -> [CGRect] {
        (0..<count).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
    }

    @Test func C6_listCellsWrapTheirLabelsAtTheCellWidth() throws {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let source = WrappingListSource([threeLineText, "Short"])
        let collectionView = try collectionView(layout, width: 343, source: source)
        // Title 20.33, 4, the body's three lines at 311 (61), 11 above and below: 107.33; a one-line body: 66.67.
        #expect(lineCount(threeLineText, width: 311) == 3)
        #expect(
            frames(collectionView, 2).map { pixels($0) } == [
                CGRect(x: 0, y: 0, width: 343, height: CGFloat(322) / 3),
                CGRect(x: 0, y: CGFloat(322) / 3, width: 343, height: CGFloat(200) / 3),
            ])
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? WrappingListCell)
        #expect(cell.body.frame.size == CGSize(width: 311, height: 61))
    }

    @Test func C6_compositionalEstimatedHeightsWrapAtTheItemWidth() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let source = TextSource([threeLineText, "Short"])
        let collectionView = try collectionView(layout, width: 343, source: source)
        // Half of 343 is 171.5; the label (8 in from each side) wraps at 155.5.
        let lines = lineCount(threeLineText, width: 155.5)
        #expect(lines == 6)
        #expect(
            frames(collectionView, 2).map { pixels($0, scale: 6) } == [
                CGRect(x: 0, y: 0, width: 171.5, height: 138),
                CGRect(x: 171.5, y: 0, width: 171.5, height: CGFloat(109) / 3),
            ])
    }

    @Test func C6_flowCellsWiderThanTheLineAreClampedAndWrap() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let source = TextSource([threeLineText, "Short"])
        var collectionView: UICollectionView?
        let log = try DiagnosticLog.capture {
            collectionView = try self.collectionView(layout, width: 343, source: source)
        }
        let view = try #require(collectionView)
        // The line is 343 − 20 = 323 long; the label wraps at 323 − 16 = 307 in three lines.
        #expect(lineCount(threeLineText, width: 307) == 3)
        #expect(
            frames(view, 2).map { pixels($0) } == [
                CGRect(x: 10, y: 0, width: 323, height: 77),
                CGRect(x: 10, y: 87, width: 56, height: CGFloat(109) / 3),
            ])
        // Clamped, the cells never exceed the line: nothing is logged.
        #expect(log.isEmpty)
    }

    @Test func C6_fixedFlowItemsWiderThanTheLineAreLoggedAndKeepTheirSize() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 400, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let source = TextSource([nil, nil])
        var collectionView: UICollectionView?
        let log = try DiagnosticLog.capture {
            collectionView = try self.collectionView(layout, width: 343, source: source)
        }
        let view = try #require(collectionView)
        // One item per line, each at the leading inset, 400 wide as asked.
        #expect(
            frames(view, 2) == [
                CGRect(x: 10, y: 0, width: 400, height: 50), CGRect(x: 10, y: 60, width: 400, height: 50),
            ])
        let warning = try #require(log.first)
        #expect(
            warning.message == """
                The behavior of the UICollectionViewFlowLayout is not defined because:
                the item width must be less than the width of the UICollectionView minus the section insets left \
                and right values, minus the content insets left and right values.
                The relevant UICollectionViewFlowLayout instance is <UICollectionViewFlowLayout>, and it is \
                attached to <UICollectionView: frame = (0 0; 343 600); contentOffset: {0, 0}; contentSize: {0, 0}; \
                adjustedContentInset: {0, 0, 0, 0}>.
                Make a symbolic breakpoint at UICollectionViewFlowLayoutBreakForInvalidSizes to catch this in the \
                debugger.
                """)
    }
}
