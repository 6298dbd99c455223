import AdaptiveKit
import Foundation
import Testing

@testable import AdaptiveRender

/// R1: tables and lists are drawn as UIKit draws them: separators where the cells put them (inset,
/// one pixel tall), the standard accessories, grouped sections on the grouped background, titles.
@MainActor
@Suite struct ListRenderingTests {
    final class Rows: UITableViewDataSource {
        var sections: [[String]]
        var headers: [String?] = []
        var footers: [String?] = []
        var accessories: [UITableViewCell.AccessoryType] = []
        var separatorInset: UIEdgeInsets?

        init(_ sections: [[String]]) { self.sections = sections }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            cell.accessoryType = accessories.indices.contains(indexPath.row) ? accessories[indexPath.row] : .none
            if let separatorInset { cell.separatorInset = separatorInset }
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            headers.indices.contains(section) ? headers[section] : nil
        }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            footers.indices.contains(section) ? footers[section] : nil
        }
    }

    /// A table of a style filling the screen of an iPhone 15 Pro (393 × 852, @3x) below y = 100, unscrolled,
    /// with the simulator that shows it (its window lives as long as the simulator).
    private func render(
        _ rows: Rows, style: UITableView.Style = .plain, darkMode: Bool = false
    ) throws -> (svg: [String], table: UITableView, simulator: DeviceSimulator) {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        if darkMode { simulator.setUserInterfaceStyle(.dark) }
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 393, height: 600), style: style)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        controller.view.addSubview(table)
        simulator.window.layoutIfNeeded()
        let lines = SVGRenderer().render(simulator.window).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return (lines, table, simulator)
    }

    private func elements(_ svg: [String], class name: String) -> [String] {
        svg.filter { $0.contains("class=\"\(name)\"") }
    }

    @Test func R1_plainTableSeparatorsFollowTheTextAndArePixelHigh() throws {
        let (svg, _, _) = try render(Rows([["One", "Two", "Three"]]))
        // Rows 44 tall from y = 100; the separator is the row's last pixel (1/3 at @3x), from the text at x = 16.
        #expect(
            elements(svg, class: "separator") == [
                ##"<rect class="separator" x="16" y="143.67" width="377" height="0.33" fill="#3C3C43" fill-opacity="0.29"/>"##,
                ##"<rect class="separator" x="16" y="187.67" width="377" height="0.33" fill="#3C3C43" fill-opacity="0.29"/>"##,
                ##"<rect class="separator" x="16" y="231.67" width="377" height="0.33" fill="#3C3C43" fill-opacity="0.29"/>"##,
            ])
        // The separator is drawn once, as a separator, not also as a plain view.
        #expect(!svg.contains { $0.contains(##"class="UIView" x="16" y="143.67""##) })
        #expect(elements(svg, class: "section-background").isEmpty)
        #expect(
            svg.contains {
                $0.hasPrefix(##"<rect class="UITableView" x="0" y="100" width="393" height="600" fill="none""##)
            })
    }

    @Test func R1_customSeparatorInsetAndSeparatorColorAreDrawn() throws {
        let rows = Rows([["One", "Two"]])
        rows.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
        let (svg, table, simulator) = try render(rows)
        defer { withExtendedLifetime(simulator) {} }
        table.separatorColor = .systemRed
        let redrawn = SVGRenderer().render(table.window!).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            elements(svg, class: "separator").first
                == ##"<rect class="separator" x="60" y="143.67" width="323" height="0.33" fill="#3C3C43" fill-opacity="0.29"/>"##
        )
        #expect(
            elements(redrawn, class: "separator").first
                == ##"<rect class="separator" x="60" y="143.67" width="323" height="0.33" fill="#FF3B30"/>"##)
    }

    @Test func R1_separatorStyleNoneDrawsNoSeparators() throws {
        let rows = Rows([["One", "Two"]])
        let (_, table, simulator) = try render(rows)
        defer { withExtendedLifetime(simulator) {} }
        table.separatorStyle = .none
        table.window!.layoutIfNeeded()
        let svg = SVGRenderer().render(table.window!)
        #expect(!svg.contains(##"class="separator""##))
    }

    @Test func R1_standardAccessoriesAreDrawnInTheirFrames() throws {
        let rows = Rows([["Disclosure", "Checkmark", "Detail", "Both"]])
        rows.accessories = [.disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton]
        let (svg, table, simulator) = try render(rows)
        defer { withExtendedLifetime(simulator) {} }
        let cells = table.visibleCells
        // Each accessory is 10 points from the cell's trailing edge, centred above the separator on the pixel grid
        // (@3x): the checkmark (14 × 11) of the row at y = 144 at 144 + 16.33, the detail button (22 × 22) at 188 + 11.
        let chevron = try #require(elements(svg, class: "accessory-disclosure").first)
        #expect(
            chevron
                == ##"<path class="accessory-disclosure" d="M375 115.33 L383 121.83 L375 128.33" fill="none" stroke="#C7C7CC" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>"##
        )
        #expect(cells[0].accessoryView == nil)
        #expect(
            elements(svg, class: "accessory-checkmark")
                == [
                    ##"<path class="accessory-checkmark" d="M369 166.38 L373.9 171.33 L383 160.33" fill="none" stroke="#007AFF" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>"##
                ])
        #expect(
            elements(svg, class: "accessory-detail") == [
                ##"<circle class="accessory-detail" cx="372" cy="210" r="10" fill="none" stroke="#007AFF" stroke-width="1.5"/>"##,
                ##"<circle class="accessory-detail" cx="364.5" cy="253.83" r="6.5" fill="none" stroke="#007AFF" stroke-width="1.5"/>"##,
            ])
        #expect(elements(svg, class: "accessory-disclosure").count == 2, "the detail disclosure button has its chevron")
        // The standard accessory's own placeholder view is not drawn as a box.
        #expect(!svg.contains { $0.contains(##"class="UIView" x="375" y="115.33""##) })
    }

    @Test func R1_insetGroupedSectionsAreRoundedOnTheGroupedBackground() throws {
        let rows = Rows([["One", "Two"], ["Three"]])
        rows.headers = ["First", "Second"]
        rows.footers = ["Explains the first", nil]
        let (svg, table, simulator) = try render(rows, style: .insetGrouped)
        defer { withExtendedLifetime(simulator) {} }
        #expect(
            svg.contains {
                $0.hasPrefix(##"<rect class="UITableView" x="0" y="100" width="393" height="600" fill="#F2F2F7""##)
            })
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let second = table.rectForRow(at: IndexPath(row: 0, section: 1))
        #expect(first.minX == CGFloat(16) && first.width == CGFloat(361))
        #expect(
            elements(svg, class: "section-background") == [
                "<rect class=\"section-background\" x=\"16\" y=\"\(SVGFormat.number(100 + first.minY))\" width=\"361\" height=\"88\" rx=\"10\" fill=\"#FFFFFF\"/>",
                "<rect class=\"section-background\" x=\"16\" y=\"\(SVGFormat.number(100 + second.minY))\" width=\"361\" height=\"44\" rx=\"10\" fill=\"#FFFFFF\"/>",
            ])
        // Only between rows: the last row of each section leaves the rounded edge alone. Text is 16 inside the section.
        #expect(
            elements(svg, class: "separator") == [
                "<rect class=\"separator\" x=\"32\" y=\"\(SVGFormat.number(100 + first.maxY - 1.0 / 3))\" width=\"345\" height=\"0.33\" fill=\"#3C3C43\" fill-opacity=\"0.29\"/>"
            ])
        let headers = elements(svg, class: "section-header")
        #expect(headers.count == 2)
        #expect(headers.first?.hasSuffix(">First</text>") == true)
        #expect(headers.last?.hasSuffix(">Second</text>") == true)
        #expect(elements(svg, class: "section-footer").count == 1)
        #expect(elements(svg, class: "section-footer")[0].hasSuffix(">Explains the first</text>"))
        #expect(headers.first?.contains(##"font-size="13""##) == true)
    }

    @Test func R1_groupedSectionsHaveHairlinesAtTheirEdges() throws {
        let rows = Rows([["One", "Two"]])
        let (svg, table, simulator) = try render(rows, style: .grouped)
        defer { withExtendedLifetime(simulator) {} }
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let top = SVGFormat.number(100 + first.minY)
        #expect(
            elements(svg, class: "section-background") == [
                "<rect class=\"section-background\" x=\"0\" y=\"\(top)\" width=\"393\" height=\"88\" fill=\"#FFFFFF\"/>"
            ])
        #expect(
            elements(svg, class: "section-separator") == [
                "<rect class=\"section-separator\" x=\"0\" y=\"\(top)\" width=\"393\" height=\"0.33\" fill=\"#3C3C43\" fill-opacity=\"0.29\"/>",
                "<rect class=\"section-separator\" x=\"0\" y=\"\(SVGFormat.number(100 + first.minY + 88 - 1.0 / 3))\" width=\"393\" height=\"0.33\" fill=\"#3C3C43\" fill-opacity=\"0.29\"/>",
            ])
        #expect(elements(svg, class: "separator").count == 1, "between the two rows only")
    }

    @Test func R1_darkModeUsesTheDarkGroupedColors() throws {
        let (svg, _, _) = try render(Rows([["One", "Two"]]), style: .insetGrouped, darkMode: true)
        #expect(
            svg.contains {
                $0.hasPrefix(##"<rect class="UITableView" x="0" y="100" width="393" height="600" fill="#000000""##)
            })
        #expect(elements(svg, class: "section-background").allSatisfy { $0.contains(##"fill="#1C1C1E""##) })
        #expect(elements(svg, class: "separator").allSatisfy { $0.contains(##"fill="#545458" fill-opacity="0.6""##) })
    }

    @Test func R1_rowsScrolledAwayAreClippedAndBackgroundsFollowTheOffset() throws {
        let rows = Rows([(0..<40).map { "Row \($0)" }])
        let (_, table, simulator) = try render(rows, style: .insetGrouped)
        defer { withExtendedLifetime(simulator) {} }
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.window!.layoutIfNeeded()
        let svg = SVGRenderer().render(table.window!).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let section = table.rect(forSection: 0)
        let firstRow = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let background = try #require(elements(svg, class: "section-background").first)
        #expect(background.contains("y=\"\(SVGFormat.number(100 + firstRow.minY - 200))\""))
        #expect(background.contains("height=\"\(SVGFormat.number(40 * 44))\""))
        #expect(section.height >= 40 * 44)
        // Only the visible rows have cells, and so separators: 600 / 44 rounds up to 14 or 15 rows.
        let separators = elements(svg, class: "separator").count
        #expect((14...15).contains(separators))
        let clip = try #require(svg.first { $0.hasPrefix("<clipPath id=\"scroll-clip-") })
        #expect(clip.hasSuffix(##"><rect x="0" y="100" width="393" height="600"/></clipPath>"##))
    }

    // MARK: Collection lists

    final class Items: UICollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
    }

    @Test func R1_insetGroupedListSectionsAndSeparators() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: 393, height: 600), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "item")
        let items = Items([3, 1])
        collection.dataSource = items
        controller.view.addSubview(collection)
        simulator.window.layoutIfNeeded()
        let svg = SVGRenderer().render(simulator.window).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            svg.contains {
                $0.hasPrefix(##"<rect class="UICollectionView" x="0" y="100" width="393" height="600" fill="#F2F2F7""##)
            })
        let first = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let second = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame)
        let n = SVGFormat.number
        #expect(
            elements(svg, class: "section-background") == [
                "<rect class=\"section-background\" x=\"\(n(first.minX))\" y=\"\(n(100 + first.minY))\" width=\"\(n(first.width))\" height=\"\(n(3 * first.height))\" rx=\"10\" fill=\"#FFFFFF\"/>",
                "<rect class=\"section-background\" x=\"\(n(second.minX))\" y=\"\(n(100 + second.minY))\" width=\"\(n(second.width))\" height=\"\(n(second.height))\" rx=\"10\" fill=\"#FFFFFF\"/>",
            ])
        // Two separators in the first section (none after its last item), none in the one-item section.
        let separators = elements(svg, class: "separator")
        #expect(separators.count == 2)
        #expect(
            separators.first
                == "<rect class=\"separator\" x=\"\(n(first.minX + 16))\" y=\"\(n(100 + first.maxY - 1.0 / 3))\" width=\"\(n(first.width - 16))\" height=\"0.33\" fill=\"#3C3C43\" fill-opacity=\"0.29\"/>"
        )
    }

    @Test(arguments: [true, false])
    func R1_plainListsSeparateEveryItemUnlessSeparatorsAreHidden(showsSeparators: Bool) throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = showsSeparators
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: 393, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "item")
        let items = Items([2])
        collection.dataSource = items
        controller.view.addSubview(collection)
        simulator.window.layoutIfNeeded()
        let svg = SVGRenderer().render(simulator.window).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(elements(svg, class: "section-background").isEmpty)
        #expect(
            svg.contains {
                $0.hasPrefix(##"<rect class="UICollectionView" x="0" y="100" width="393" height="600" fill="none""##)
            })
        let separators = elements(svg, class: "separator")
        #expect(separators.count == (showsSeparators ? 2 : 0), "a plain list separates its last item too")
        if showsSeparators {
            let last = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
            #expect(
                separators.last
                    == "<rect class=\"separator\" x=\"16\" y=\"\(SVGFormat.number(100 + last.maxY - 1.0 / 3))\" width=\"377\" height=\"0.33\" fill=\"#3C3C43\" fill-opacity=\"0.29\"/>"
            )
        }
    }

    @Test func R1_textFieldsShowTheirPlaceholderOrText() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let empty = UITextField(frame: CGRect(x: 16, y: 100, width: 200, height: 34))
        empty.placeholder = "Name"
        let secure = UITextField(frame: CGRect(x: 16, y: 150, width: 200, height: 34))
        secure.text = "abc"
        secure.isSecureTextEntry = true
        controller.view.addSubview(empty)
        controller.view.addSubview(secure)
        simulator.window.layoutIfNeeded()
        let svg = SVGRenderer().render(simulator.window).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            elements(svg, class: "text-field") == [
                ##"<rect class="text-field" x="16" y="100" width="200" height="34" rx="5" fill="none" stroke="#C7C7CC" stroke-width="0.5"/>"##,
                ##"<rect class="text-field" x="16" y="150" width="200" height="34" rx="5" fill="none" stroke="#C7C7CC" stroke-width="0.5"/>"##,
            ])
        let placeholder = try #require(elements(svg, class: "text-field-placeholder").first)
        #expect(placeholder.hasPrefix(##"<text class="text-field-placeholder" x="23" "##))
        #expect(placeholder.contains(##"fill="#C4C4C6""##) && placeholder.hasSuffix(">Name</text>"))
        #expect(elements(svg, class: "text-field-text").first?.hasSuffix(">•••</text>") == true)
    }
}
