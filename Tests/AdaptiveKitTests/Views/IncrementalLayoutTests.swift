import Foundation
import Testing

@testable import AdaptiveKit

/// After one change only the views it moved get new frames, and only their
/// superviews (and the views whose size changed) get `layoutSubviews`, as in UIKit.
@MainActor
@Suite struct IncrementalLayoutTests {
    final class Log {
        var names: [String] = []
    }

    /// A view that records its `layoutSubviews` by name.
    final class Box: UIView {
        let name: String
        let log: Log

        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            log.names.append(name)
        }
    }

    /// Four rows in a window, each holding a 100 × 20 title 8 points from its leading edge.
    struct Screen {
        let simulator: DeviceSimulator
        let log: Log
        let rows: [Box]
        let titles: [Box]
        let leading: [NSLayoutConstraint]
        let widths: [NSLayoutConstraint]
        let heights: [NSLayoutConstraint]
    }

    func makeScreen() throws -> Screen {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let log = Log()
        let content = Box("content", log)
        content.frame = simulator.window.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        simulator.window.addSubview(content)
        var rows: [Box] = []
        var titles: [Box] = []
        var leading: [NSLayoutConstraint] = []
        var widths: [NSLayoutConstraint] = []
        var heights: [NSLayoutConstraint] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<4 {
            let row = Box("row\(index)", log)
            let title = Box("title\(index)", log)
            row.translatesAutoresizingMaskIntoConstraints = false
            title.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(row)
            row.addSubview(title)
            leading.append(title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8))
            widths.append(title.widthAnchor.constraint(equalToConstant: 100))
            heights.append(row.heightAnchor.constraint(equalToConstant: 44))
            constraints += [
                row.topAnchor.constraint(equalTo: rows.last?.bottomAnchor ?? content.topAnchor),
                row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                heights[index],
                title.topAnchor.constraint(equalTo: row.topAnchor),
                title.heightAnchor.constraint(equalToConstant: 20),
                leading[index], widths[index],
            ]
            rows.append(row)
            titles.append(title)
        }
        NSLayoutConstraint.activate(constraints)
        simulator.window.layoutIfNeeded()
        log.names = []
        return Screen(
            simulator: simulator, log: log, rows: rows, titles: titles, leading: leading, widths: widths,
            heights: heights)
    }

    @Test func L1_aConstantThatMovesOneViewLaysOutOnlyItsSuperview() throws {
        let screen = try makeScreen()
        screen.leading[2].constant = 20
        screen.simulator.window.layoutIfNeeded()
        // The view that moved has its superview laid out; the constraint's holder (row 2) and the holder's
        // superview are marked too, as AdaptiveKit always did on a constraint change. No other row, no title.
        #expect(screen.log.names == ["content", "row2"])
        #expect(screen.titles[2].frame == CGRect(x: 20, y: 0, width: 100, height: 20))
        #expect(screen.titles[1].frame == CGRect(x: 8, y: 0, width: 100, height: 20))
        // Nothing left to do: another pass lays out nothing.
        screen.simulator.window.layoutIfNeeded()
        #expect(screen.log.names == ["content", "row2"])
    }

    @Test func L1_aConstantThatResizesOneViewLaysOutItsSuperviewThenIt() throws {
        let screen = try makeScreen()
        screen.widths[1].constant = 150
        screen.simulator.window.layoutIfNeeded()
        #expect(screen.log.names == ["row1", "title1"])
        #expect(screen.titles[1].frame == CGRect(x: 8, y: 0, width: 150, height: 20))
    }

    @Test func L1_aConstantThatMovesEveryRowBelowLaysOutTheirSuperview() throws {
        let screen = try makeScreen()
        screen.heights[0].constant = 60
        screen.simulator.window.layoutIfNeeded()
        // Row 0 grows (it lays out), rows 1–3 move (their superview lays out). Row 1 leaves the status bar's
        // safe area (y 44 → 60, the inset ends at 59): its safe area and its title's change, so both lay out.
        #expect(screen.log.names == ["content", "row0", "row1", "title1"])
        #expect(screen.rows.map(\.frame.minY) == [0, 60, 104, 148])
    }

    @Test func L1_deactivatingAndActivatingOneConstraintLaysOutOnlyItsView() throws {
        let screen = try makeScreen()
        screen.leading[3].isActive = false
        let replacement = screen.titles[3].leadingAnchor.constraint(equalTo: screen.rows[3].leadingAnchor, constant: 30)
        replacement.isActive = true
        screen.simulator.window.layoutIfNeeded()
        #expect(screen.log.names == ["content", "row3"])
        #expect(screen.titles[3].frame == CGRect(x: 30, y: 0, width: 100, height: 20))
    }

    @Test func L1_aFrameSetInCodeGoesBackOnTheSuperviewsNextLayout() throws {
        let screen = try makeScreen()
        screen.titles[0].frame = CGRect(x: 200, y: 5, width: 10, height: 10)
        screen.leading[0].constant = 12
        screen.simulator.window.layoutIfNeeded()
        #expect(screen.titles[0].frame == CGRect(x: 12, y: 0, width: 100, height: 20))
        #expect(screen.log.names == ["content", "row0", "title0"])
    }

    @Test func L1_changingOneLabelsTextLaysOutOnlyItsRow() throws {
        let screen = try makeScreen()
        let label = UILabel()
        label.text = "Short"
        label.translatesAutoresizingMaskIntoConstraints = false
        let value = Box("value", screen.log)
        value.translatesAutoresizingMaskIntoConstraints = false
        screen.rows[1].addSubview(label)
        screen.rows[1].addSubview(value)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: screen.titles[1].trailingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: screen.rows[1].topAnchor),
            value.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: screen.rows[1].trailingAnchor),
            value.topAnchor.constraint(equalTo: screen.rows[1].topAnchor),
            value.heightAnchor.constraint(equalToConstant: 20),
        ])
        screen.simulator.window.layoutIfNeeded()
        screen.log.names = []
        let before = value.frame
        label.text = "A much longer title"
        screen.simulator.window.layoutIfNeeded()
        // The label grows and the value after it shrinks: its row and the value lay out, nothing else.
        #expect(screen.log.names == ["row1", "value"])
        #expect(abs(value.frame.minX - (label.frame.maxX + 8)) < 0.5)
        #expect(value.frame.maxX == before.maxX)
        #expect(value.frame.width < before.width)
    }

    @Test func L1_hidingOneArrangedViewLaysOutOnlyItsStack() throws {
        let screen = try makeScreen()
        let cells = (0..<3).map { Box("cell\($0)", screen.log) }
        let stack = UIStackView(arrangedSubviews: cells)
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        screen.rows[2].addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: screen.titles[2].trailingAnchor),
            stack.trailingAnchor.constraint(equalTo: screen.rows[2].trailingAnchor),
            stack.topAnchor.constraint(equalTo: screen.rows[2].topAnchor),
            stack.heightAnchor.constraint(equalToConstant: 20),
        ])
        screen.simulator.window.layoutIfNeeded()
        screen.log.names = []
        cells[1].isHidden = true
        screen.simulator.window.layoutIfNeeded()
        // The two cells left share the width and resize; the stack's superview is marked by its constraint
        // change; no other row, title or the content view lays out.
        #expect(screen.log.names == ["row2", "cell0", "cell1", "cell2"])
        #expect(abs(cells[0].frame.width - cells[2].frame.width) < 1)
        #expect(cells[1].frame.width == 0)
        #expect(cells[0].frame.width + cells[2].frame.width == stack.frame.width)
    }
}
