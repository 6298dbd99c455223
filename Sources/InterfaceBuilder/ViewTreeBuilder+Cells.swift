import AdaptiveKit
import Foundation

extension ViewTreeBuilder {
    /// A `<tableView>` of the file's style with the heights, separators and selection it saves.
    @MainActor
    static func tableView(_ value: IBView) -> UITableView {
        let properties = value.properties
        func number(_ key: String) -> CGFloat? { properties[key].flatMap { IBNumber.double($0) }.map { CGFloat($0) } }
        let style: UITableView.Style =
            switch properties["style"] {
            case "grouped": .grouped
            case "insetGrouped": .insetGrouped
            default: .plain
            }
        let table = UITableView(frame: .zero, style: style)
        // IB writes -1 for "Automatic", UIKit's `automaticDimension`.
        if let height = number("rowHeight") { table.rowHeight = height }
        if let height = number("estimatedRowHeight") { table.estimatedRowHeight = height }
        if let height = number("sectionHeaderHeight") { table.sectionHeaderHeight = height }
        if let height = number("sectionFooterHeight") { table.sectionFooterHeight = height }
        if let height = number("estimatedSectionHeaderHeight") { table.estimatedSectionHeaderHeight = height }
        if let height = number("estimatedSectionFooterHeight") { table.estimatedSectionFooterHeight = height }
        if let padding = number("sectionHeaderTopPadding") { table.sectionHeaderTopPadding = padding }
        table.separatorStyle =
            switch properties["separatorStyle"] {
            case "none": .none
            case "singleLineEtched": .singleLineEtched
            default: .singleLine
            }
        table.allowsSelection = IBNumber.bool(properties["allowsSelection"]) ?? true
        table.allowsMultipleSelection = IBNumber.bool(properties["allowsMultipleSelection"]) ?? false
        table.cellLayoutMarginsFollowReadableWidth =
            IBNumber.bool(properties["cellLayoutMarginsFollowReadableWidth"]) ?? false
        table.insetsContentViewsToSafeArea = IBNumber.bool(properties["contentViewInsetsToSafeArea"]) ?? true
        return table
    }

    /// A cell's `style` (`IBUITableViewCellStyleSubtitle`); custom cells (no attribute) are `.default`.
    static func cellStyle(_ value: IBView) -> UITableViewCell.CellStyle {
        IBCellAttributes.styles[value.properties["style"] ?? ""] ?? .default
    }

    /// A table or collection view cell takes the file's content view as its own.
    func adoptCellContentView(_ keyed: UIView, key: String?, into owner: UIView) -> Bool {
        guard key == "contentView" else { return false }
        switch owner {
        case is UITableViewCell:
            // Adopted with the built-in labels once the subtree is made (`attachCells`).
            return true
        case let cell as UICollectionViewCell:
            cell.adoptInterfaceBuilderContentView(keyed)
            return true
        default:
            return false
        }
    }

    /// After a view's subtree is made: a cell takes its style, identifier and built-in labels; a table
    /// registers its prototype cells by identifier or takes its static cells; a collection view registers its
    /// prototype cells.
    func attachCells(of value: IBView, to view: UIView, constrained: Set<String>, into views: inout [String: UIView]) {
        switch view {
        case let cell as UITableViewCell:
            let properties = value.properties
            cell.adoptInterfaceBuilderContent(
                style: Self.cellStyle(value), reuseIdentifier: properties["reuseIdentifier"],
                contentView: value.keyedViews.first { $0.key == "contentView" }.flatMap { views[$0.id] },
                textLabel: properties["textLabel"].flatMap { views[$0] as? UILabel },
                detailTextLabel: properties["detailTextLabel"].flatMap { views[$0] as? UILabel },
                imageView: properties["imageView"].flatMap { views[$0] as? UIImageView })
            cell.accessoryType = IBCellAttributes.accessoryTypes[properties["accessoryType"] ?? ""] ?? .none
            cell.accessorySlotWidth = IBCellAttributes.canvasAccessorySlot(
                cell.accessoryType, toolsVersion: document.toolsVersion)
            cell.selectionStyle = IBCellAttributes.selectionStyles[properties["selectionStyle"] ?? ""] ?? .default
            if canvas.usesStoredIntrinsicSizes {
                cell.canvasMargins = IBCellAttributes.canvasMargins(toolsVersion: document.toolsVersion)
            }
        case let table as UITableView:
            if canvas.usesStoredIntrinsicSizes {
                table.canvasInsetGroupedMargin = IBCellAttributes.canvasInsetGroupedMargin(
                    toolsVersion: document.toolsVersion)
            }
            for prototype in value.cells {
                guard let identifier = prototype.properties["reuseIdentifier"] else { continue }
                let builder = self
                table.registerCellFactory(
                    {
                        builder.makeCell(prototype) as? UITableViewCell
                            ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
                    }, forCellReuseIdentifier: identifier)
            }
            guard value.properties["dataMode"] == "static" || !value.sections.isEmpty else { break }
            table.staticSections = value.sections.map { section in
                var cells: [UITableViewCell] = []
                var heights: [CGFloat?] = []
                for cellValue in section.cells {
                    let made = makeTree(cellValue, isRoot: false, constrained: constrained, into: &views)
                    cells.append(made as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: nil))
                    heights.append(
                        cellValue.properties["rowHeight"].flatMap { IBNumber.double($0) }.map { CGFloat($0) })
                }
                return StaticTableSection(
                    headerTitle: section.headerTitle, footerTitle: section.footerTitle, cells: cells,
                    rowHeights: heights)
            }
        case let collectionView as UICollectionView:
            for prototype in value.cells {
                guard let identifier = prototype.properties["reuseIdentifier"] else { continue }
                let builder = self
                collectionView.registerPrototype(forCellWithReuseIdentifier: identifier) {
                    builder.makeCell(prototype) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
                }
            }
        default:
            break
        }
    }

    /// A new cell from a prototype, as a storyboard's nib for it would make one: its own subtree, constraints,
    /// custom class, outlets and actions (connections to the scene resolve in the scene's objects).
    func makeCell(_ prototype: IBView) -> UIView {
        let objects = IBObjectMap(parent: objects)
        // A prototype's cells take the stored intrinsic sizes but not unknown custom views' stored sizes: the lint's
        // check of views that only a custom class sizes has always laid cells out without them.
        var cellCanvas = canvas
        cellCanvas.usesStoredCustomViewSizes = false
        let builder = ViewTreeBuilder(
            document: document, index: index, objects: objects, canvas: cellCanvas, bundle: bundle)
        let binding = builder.build(prototype)
        let wiring = ConnectionWiring(document: document, index: index, objects: objects)
        wiring.connect(ConnectionWiring.connections(in: prototype))
        wiring.applyRuntimeAttributes(in: prototype)
        self.objects.recordInstantiation(ofPrototype: prototype.id, objects: objects)
        return binding.rootView ?? UIView(frame: .zero)
    }
}

/// Interface Builder's names for cell attributes, and the UIKit values they decode to.
package enum IBCellAttributes {
    static let styles: [String: UITableViewCell.CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]
    static let accessoryTypes: [String: UITableViewCell.AccessoryType] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]
    static let selectionStyles: [String: UITableViewCell.SelectionStyle] = [
        "none": .none, "blue": .blue, "gray": .gray, "default": .default,
    ]
    static let tableStyles: Set<String> = ["plain", "grouped", "insetGrouped"]

    /// The room a standard accessory takes past the cell's trailing layout margin on the canvas of the Xcode
    /// that saved the file, where it is known: from Xcode 11 (iOS 13, tools version 15000) 24 points for a
    /// checkmark or detail button, and from Xcode 14 (21000) 10.5 for the chevron and 42.5 for the detail
    /// disclosure button. The chevron keeps 11 from Xcode 11's betas (14800) to Xcode 12.4 and 9.5 in
    /// Xcode 12.5 (18000 to 18999). Measured on stored content views (see Documentation/Deviations.md); nil
    /// keeps the iOS 7 gaps of older canvases.
    @MainActor
    static func canvasAccessorySlot(_ type: UITableViewCell.AccessoryType, toolsVersion: String?) -> CGFloat? {
        guard let version = IBDocument.xcodeBuild(toolsVersion) else { return nil }
        switch type {
        case .checkmark, .detailButton: return version >= 15000 ? 24 : nil
        case .disclosureIndicator: return chevronSlot(version)
        case .detailDisclosureButton: return version >= 21000 ? 42.5 : nil
        case .none: return nil
        }
    }

    /// The chevron's room past the trailing margin by Xcode build: 11 on the iOS 13 and 14 canvases (14800 to
    /// 17999), 9.5 in Xcode 12.5 (18000 to 18999), 10.5 from Xcode 14 (21000); nil before Xcode 11 and for
    /// Xcode 13, which are unmeasured.
    static func chevronSlot(_ version: Int) -> CGFloat? {
        switch version {
        case 14800..<18000: 11
        case 18000..<19000: 9.5
        case 21000...: 10.5
        default: nil
        }
    }

    /// The side inset of an inset-grouped table's sections on Xcode's canvas: 20 points whatever the device
    /// (a 375-point canvas included, where an iPhone's margin is 16), as stored in three repositories from
    /// Xcode 15 and 16 (see Documentation/Deviations.md); nil (the device's margin) for an unknown version and
    /// for `32700.99.1234`, written by tools other than Xcode, whose rows keep 16 at 375 points.
    @MainActor
    static func canvasInsetGroupedMargin(toolsVersion: String?) -> CGFloat? {
        guard let version = IBDocument.xcodeBuild(toolsVersion), version < 32700 else { return nil }
        return 20
    }

    /// From Xcode 11's betas (tools version 14800) the canvas's content view ends 8 points before a standard
    /// accessory instead of at the row's side margin.
    static let besideAccessoryFromBuild = 14800
}

extension IBCellAttributes {
    /// The content margins of a table's cells on the canvas of the Xcode that saved the file, where they differ
    /// from run time: from Xcode 9 (tools version 13000) 11 points above and below (15 from Xcode 26), 20 on the
    /// sides of rows wider than 375 points, built-in labels centred on whole points, and from Xcode 11 (14800) 8
    /// before a standard accessory; before
    /// Xcode 9, 8 all round with the built-in labels 15 from the content view's sides and from the image.
    /// Measured on the stored frames of ib-corpus (see Documentation/Deviations.md); nil when the version is
    /// unknown.
    @MainActor
    static func canvasMargins(toolsVersion: String?) -> CanvasCellMargins? {
        guard let version = IBDocument.xcodeBuild(toolsVersion) else { return nil }
        guard version >= 13000 else { return CanvasCellMargins(vertical: 8, side: 8, builtInText: 15) }
        let vertical = canvasCellVerticalMargin(version)
        var margins = CanvasCellMargins(
            vertical: vertical, wideRowSide: 20, besideAccessory: version >= besideAccessoryFromBuild ? 8 : nil,
            standardRowHeight: vertical == 15 ? xcode26StandardRowHeight : nil)
        // From Xcode 9, stored `.value1` and `.subtitle` labels sit on whole points, the centring rounded down
        // the row (measured: 12.33 is stored 13, 5.67 is 6, 15.25 is 16, in five repositories).
        margins.centresBuiltInTextOnWholePoints = true
        // From Xcode 11 the stored content view is as tall as its row, the separator's pixel included.
        margins.contentSpansSeparator = version >= 15000
        return margins
    }

    /// The height Xcode 26's canvas gives a self-sizing row whose content leaves its height open (built-in
    /// labels, or subviews only centred): a line of body text (20.33, 21 on whole points) between its 15-point
    /// margins, 51. Measured on stored rows (see Documentation/Deviations.md); earlier canvases keep 44.
    static let xcode26StandardRowHeight: CGFloat = 15 + 21 + 15

    /// A cell content view's top and bottom margins on the canvas of an Xcode from 9 on: 11, and 15 from
    /// Xcode 26 (tools version 24000). `32700.99.1234`, written by tools other than Xcode, is no Xcode build:
    /// its cells keep 11.
    package static func canvasCellVerticalMargin(_ version: Int) -> CGFloat {
        (24000..<32700).contains(version) ? 15 : 11
    }
}

extension ConnectionWiring {
    /// The `dataSource` and `delegate` outlets of table, collection, picker and scroll views, text fields and search
    /// bars, which UIKit's loader sets through the Objective-C runtime; true when the outlet was one of them and was
    /// set, or refused with a warning because the destination lacks the protocol.
    static func setListOutlet(_ property: String, to destination: AnyObject, of source: AnyObject) -> Bool {
        switch (property, source) {
        case ("dataSource", let table as UITableView):
            guard let dataSource = destination as? any UITableViewDataSource else {
                return refuse(property, of: source, to: destination, needing: "UITableViewDataSource")
            }
            table.dataSource = dataSource
        case ("dataSource", let collectionView as UICollectionView):
            guard let dataSource = destination as? any UICollectionViewDataSource else {
                return refuse(property, of: source, to: destination, needing: "UICollectionViewDataSource")
            }
            collectionView.dataSource = dataSource
        case ("dataSource", let picker as UIPickerView):
            guard let dataSource = destination as? any UIPickerViewDataSource else {
                return refuse(property, of: source, to: destination, needing: "UIPickerViewDataSource")
            }
            picker.dataSource = dataSource
        case ("delegate", let picker as UIPickerView):
            guard let delegate = destination as? any UIPickerViewDelegate else {
                return refuse(property, of: source, to: destination, needing: "UIPickerViewDelegate")
            }
            picker.delegate = delegate
        case ("delegate", let field as UITextField):
            guard let delegate = destination as? any UITextFieldDelegate else {
                return refuse(property, of: source, to: destination, needing: "UITextFieldDelegate")
            }
            field.delegate = delegate
        case ("delegate", let searchBar as UISearchBar):
            guard let delegate = destination as? any UISearchBarDelegate else {
                return refuse(property, of: source, to: destination, needing: "UISearchBarDelegate")
            }
            searchBar.delegate = delegate
        case ("delegate", let scrollView as UIScrollView):
            guard let delegate = destination as? any UIScrollViewDelegate else {
                return refuse(property, of: source, to: destination, needing: "UIScrollViewDelegate")
            }
            scrollView.delegate = delegate
        default:
            return false
        }
        return true
    }

    /// A data source or delegate outlet whose destination lacks the protocol: UIKit's loader would set it (the
    /// Objective-C runtime does not check), but a Swift property cannot hold it, so it is left unset with a warning.
    private static func refuse(
        _ property: String, of source: AnyObject, to destination: AnyObject, needing protocolName: String
    ) -> Bool {
        DiagnosticLog.warn(
            "AdaptiveKit does not set '\(property)' of \(uikitClassName(of: source)): "
                + "\(MessageTable.className(of: destination)) does not conform to \(protocolName).")
        return true
    }

    /// The UIKit class an object stands for: the loader's fixed-size stand-ins report their UIKit superclass.
    static func uikitClassName(of object: AnyObject) -> String {
        var mirror = Mirror(reflecting: object)
        while String(describing: mirror.subjectType).hasPrefix("FixedSize"), let superclass = mirror.superclassMirror {
            mirror = superclass
        }
        return String(describing: mirror.subjectType)
    }
}
