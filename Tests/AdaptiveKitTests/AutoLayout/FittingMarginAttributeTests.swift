import Foundation
import Testing

@testable import AdaptiveKit

/// L4 through margin attributes: a fitting size counts constraints that name a view's margins
/// (`.topMargin`, `.bottomMargin`) even when nothing made the view's margins guide before.
@MainActor
@Suite struct FittingMarginAttributeTests {
    func pinnedToMargins() -> (container: UIView, content: UIView) {
        let container = UIView()
        container.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(content)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: content, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: container, attribute: .bottomMargin, relatedBy: .equal, toItem: content, attribute: .bottom,
                multiplier: 1, constant: 5),
            NSLayoutConstraint(
                item: content, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: container, attribute: .trailingMargin, relatedBy: .equal, toItem: content,
                attribute: .trailing, multiplier: 1, constant: 0),
            content.heightAnchor.constraint(equalToConstant: 20),
            content.widthAnchor.constraint(equalToConstant: 100),
        ])
        return (container, content)
    }

    /// The first fitting of a fresh view already has its margins: 11 + 20 + 5 + 11 by 16 + 100 + 16.
    @Test func L4_firstFittingSizeCountsMarginConstraints() {
        let (container, _) = pinnedToMargins()
        #expect(
            container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 132, height: 47))
        // And the same again, the guide now made.
        #expect(
            container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 132, height: 47))
    }

    /// A table cell whose content is pinned to its content view's margins sizes its row from them.
    @Test func T1_selfSizingRowCountsMarginConstraints() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(content)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: content, attribute: .top, relatedBy: .equal, toItem: cell.contentView, attribute: .topMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: cell.contentView, attribute: .bottomMargin, relatedBy: .equal, toItem: content,
                attribute: .bottom, multiplier: 1, constant: 0),
            content.heightAnchor.constraint(equalToConstant: 60),
        ])
        let source = OneCellSource(cell: cell)
        let table = UITableView(frame: .zero, style: .plain)
        table.separatorStyle = .none
        table.dataSource = source
        let controller = UIViewController()
        controller.view.addSubview(table)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 8", rootViewController: controller)
        table.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
        simulator.window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == CGFloat(76))
        #expect(content.frame.minY == CGFloat(8))
        #expect(content.frame.height == CGFloat(60))
    }
}

@MainActor
private final class OneCellSource: UITableViewDataSource {
    let cell: UITableViewCell
    init(cell: UITableViewCell) { self.cell = cell }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
}
