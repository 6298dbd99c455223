import AdaptiveKit
import Foundation

extension IBDocumentReader {
    /// Reads a view element and everything under it.
    ///
    /// `holder` is the id of the view or controller whose element contains this one, for naming a view without an id.
    /// `superviewSize`, the size of the view's superview when known, places a frame stored as insets from its far
    /// edges (`<frame key="frameInset" maxX=...>`).
    mutating func view(_ element: IBElement, holder: String? = nil, superviewSize: CGSize? = nil) -> IBView {
        // Only this small frame is on the recursion path; the reading of one element's own attributes
        // and leaves has a large frame in debug builds and returns before the subviews are read.
        var view = viewWithoutSubviews(element, holder: holder, superviewSize: superviewSize)
        for child in element.children where child.name == "subviews" {
            for subview in child.children {
                if !Self.viewElements.contains(subview.name) {
                    report(.warning, "unknown view element <\(subview.name)>; read as a plain view", at: subview)
                }
                view.subviews.append(self.view(subview, holder: view.id, superviewSize: view.frame?.size))
            }
        }
        return view
    }

    /// Reads a view element's attributes and children, all but its `<subviews>`.
    @inline(never)
    private mutating func viewWithoutSubviews(_ element: IBElement, holder: String?, superviewSize: CGSize?) -> IBView {
        var view = IBView(elementName: element.name, id: requireID(element, holder: holder), location: element.location)
        checkListAttributes(of: element)
        view.key = element["key"]
        view.customClass = element["customClass"]
        view.customModule = element["customModule"]
        view.userLabel = element["userLabel"]
        for (name, value) in element.attributes.sorted(by: { $0.key < $1.key })
        where !IBView.identityAttributes.contains(name) {
            if !view.apply(attribute: name, value: value) { view.properties[name] = value }
            checkNumber(name, value, of: element)
        }
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("rect", "frame"): view.frame = rect(child)
            case ("frame", "frameInset"): view.frame = frameInset(child, superviewSize: superviewSize)
            case ("textInputTraits", _):
                // Kept as `textInputTraits.*` properties (`secureTextEntry` makes a password field).
                for (name, value) in child.attributes where name != "key" {
                    view.properties["textInputTraits." + name] = value
                }
            case ("autoresizingMask", _):
                checkAttributes(of: child, known: Set(IBAutoresizingMask.flagNames + ["key"]))
                view.autoresizingMask = IBAutoresizingMask(
                    Set(IBAutoresizingMask.flagNames.filter { IBNumber.bool(child[$0]) == true }))
            case ("subviews", _): continue
            case ("constraints", _):
                for constraint in child.children {
                    guard constraint.name == "constraint" else {
                        skip(constraint, in: child)
                        continue
                    }
                    if let value = self.constraint(constraint, holder: view.id) { view.constraints.append(value) }
                }
            case ("variation", _):
                if let variation = variation(child) { view.variations.append(variation) }
            case ("connections", _): connections(child, source: view.id, into: &view.connections)
            case ("collectionViewFlowLayout", _):
                // Kept as `flowLayout.*` properties; the tree builder makes the UICollectionViewFlowLayout.
                for (name, value) in child.attributes where name != "id" && name != "key" {
                    view.properties["flowLayout." + name] = value
                }
                for part in child.children {
                    guard let key = part["key"] else { continue }
                    // Insets are written minX (left), minY (top), maxX, maxY; kept as top, left, bottom, right.
                    let numbers = ["width", "height", "minY", "minX", "maxY", "maxX"].compactMap { part[$0] }
                    view.properties["flowLayout." + key] = numbers.joined(separator: " ")
                }
            case ("color", let key?):
                if let color = IBColor(child) {
                    view.colors[key] = color
                } else {
                    report(.warning, "<color key=\"\(key)\"> has no known form; skipped", at: child)
                }
            case ("fontDescription", "fontDescription"): view.font = font(child)
            case ("string", "text"), ("mutableString", "text"): view.text = child.text
            // A label IB shows in its outline, too long or multi-line for an attribute.
            case ("string", "userLabel"), ("mutableString", "userLabel"): view.userLabel = child.text
            case ("attributedString", "attributedText"):
                // The plain text is enough to size and draw a wireframe; runs and attributes are not modeled.
                let fragments = child.children(named: "fragment").map { fragment in
                    fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
                }
                view.text = view.text ?? fragments.joined()
            case ("state", _): view.buttonStates.append(buttonState(child))
            case ("viewLayoutGuide", _):
                view.layoutGuides.append(
                    IBLayoutGuide(id: requireID(child), key: child["key"], location: child.location))
            case ("keyboardLayoutGuide", _):
                checkAttributes(of: child, known: ["id", "key"])
                view.layoutGuides.append(IBLayoutGuide(id: requireID(child), key: "keyboard", location: child.location))
            case ("directionalEdgeInsets", "directionalLayoutMargins"):
                view.directionalLayoutMargins = NSDirectionalEdgeInsets(
                    top: CGFloat(IBNumber.double(child["top"] ?? "") ?? 0),
                    leading: CGFloat(IBNumber.double(child["leading"] ?? "") ?? 0),
                    bottom: CGFloat(IBNumber.double(child["bottom"] ?? "") ?? 0),
                    trailing: CGFloat(IBNumber.double(child["trailing"] ?? "") ?? 0))
            case ("edgeInsets", "layoutMargins"):
                view.layoutMargins = UIEdgeInsets(
                    top: CGFloat(IBNumber.double(child["top"] ?? "") ?? 0),
                    left: CGFloat(IBNumber.double(child["left"] ?? "") ?? 0),
                    bottom: CGFloat(IBNumber.double(child["bottom"] ?? "") ?? 0),
                    right: CGFloat(IBNumber.double(child["right"] ?? "") ?? 0))
            case ("freeformSimulatedSizeMetrics", _): view.isFreeform = true
            case ("simulatedOrientationMetrics", _): view.simulatedOrientation = child["orientation"]
            case ("nil", "simulatedStatusBarMetrics"): view.simulatesNoStatusBar = true
            case ("userDefinedRuntimeAttributes", _):
                view.userDefinedRuntimeAttributes += runtimeAttributes(child)
            case ("accessibility", _): view.accessibility = accessibility(child)
            case ("sections", _):
                for section in child.children(named: "tableViewSection") {
                    let cells = section.child("cells")?.children.map { self.view($0, holder: view.id) } ?? []
                    view.sections.append(
                        IBTableSection(
                            headerTitle: section["headerTitle"], footerTitle: section["footerTitle"], cells: cells))
                }
            case ("items", _) where element.name == "toolbar" || element.name == "tabBar":
                view.barItems = child.children.map { barItem($0) }
            case ("segments", _) where element.name == "segmentedControl": view.segments = segments(child)
            case ("blurEffect", _), ("vibrancyEffect", _): view.visualEffect = visualEffect(child)
            case ("prototypes", _), ("cells", _):
                view.cells += child.children.map { self.view($0, holder: view.id) }
            case (let name, _) where Self.viewElements.contains(name):
                view.keyedViews.append(self.view(child, holder: view.id, superviewSize: view.frame?.size))
            default: skip(child, in: element)
            }
        }
        return view
    }

    /// Reads a `<fontDescription>`, with a warning when it has no known form.
    mutating func font(_ element: IBElement) -> IBFont? {
        guard let font = IBFont(element) else {
            report(.warning, "<fontDescription> has no style, system type or name with a point size", at: element)
            return nil
        }
        return font
    }

    /// Reads a button's `<state key="normal" title= image=>`.
    mutating func buttonState(_ element: IBElement) -> IBButtonState {
        IBButtonState(
            state: element["key"] ?? "normal", title: element["title"], image: element["image"],
            backgroundImage: element["backgroundImage"],
            titleColor: element.child("color", key: "titleColor").flatMap(IBColor.init))
    }

    /// Reads `<userDefinedRuntimeAttributes>`.
    mutating func runtimeAttributes(_ element: IBElement) -> [IBRuntimeAttribute] {
        element.children(named: "userDefinedRuntimeAttribute").map { attribute in
            let valueElement = attribute.children.first { $0["key"] == "value" } ?? attribute.children.first
            var structured = valueElement?.attributes ?? [:]
            // `key` names the element's role; a number's `value` is `value` itself.
            (structured["key"], structured["value"]) = (nil, nil)
            return IBRuntimeAttribute(
                keyPath: attribute["keyPath"] ?? "", type: attribute["type"] ?? "",
                value: attribute["value"] ?? valueElement?["value"], valueAttributes: structured,
                color: valueElement.flatMap { $0.name == "color" ? IBColor($0) : nil })
        }
    }

    /// Reads a `<constraint>` held by `holder`; nil with an error when it cannot mean anything.
    mutating func constraint(_ element: IBElement, holder: String) -> IBConstraint? {
        checkAttributes(
            of: element,
            known: [
                "id", "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier",
                "constant", "priority", "identifier", "placeholder", "symbolic", "userLabel", "type", "misplaced",
                "ambiguous",
            ])
        let id = requireID(element)
        for name in ["firstItem", "secondItem"] {
            guard let item = element[name], !isLayoutItem(item) else { continue }
            let what = kinds[item].map { "a <\($0)>" } ?? "which is not in the document"
            report(.warning, "constraint '\(id)' refers to '\(item)' (\(name)), \(what); dropped", at: element)
            return nil
        }
        guard let firstName = element["firstAttribute"] else {
            report(.warning, "constraint '\(id)' has no firstAttribute; dropped", at: element)
            return nil
        }
        guard let firstAttribute = NSLayoutConstraint.Attribute(ibName: firstName) else {
            report(.warning, "constraint '\(id)' has an unknown firstAttribute '\(firstName)'; dropped", at: element)
            return nil
        }
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let name = element["secondAttribute"] {
            guard let attribute = NSLayoutConstraint.Attribute(ibName: name) else {
                report(.warning, "constraint '\(id)' has an unknown secondAttribute '\(name)'; dropped", at: element)
                return nil
            }
            secondAttribute = attribute
        }
        if (element["secondItem"] == nil) != (secondAttribute == .notAnAttribute) {
            report(
                .warning, "constraint '\(id)' has a second item without a second attribute, or the reverse; dropped",
                at: element)
            return nil
        }
        var relation = IBLayoutRelation.equal
        if let name = element["relation"] {
            guard let value = IBLayoutRelation(rawValue: name) else {
                report(.warning, "constraint '\(id)' has an unknown relation '\(name)'; dropped", at: element)
                return nil
            }
            relation = value
        }
        var constraint = IBConstraint(
            id: id, holderID: holder, firstItem: element["firstItem"] ?? holder, firstAttribute: firstAttribute,
            relation: relation, secondItem: element["secondItem"], secondAttribute: secondAttribute,
            identifier: element["identifier"], isPlaceholder: IBNumber.bool(element["placeholder"]) ?? false,
            isSymbolic: IBNumber.bool(element["symbolic"]) ?? false, location: element.location)
        if let text = element["multiplier"] {
            guard let value = IBConstraint.multiplier(text) else {
                report(.warning, "constraint '\(id)' has an unreadable multiplier '\(text)'; dropped", at: element)
                return nil
            }
            constraint.multiplier = value
        }
        if element["constant"] != nil { constraint.constant = number(element, "constant") ?? 0 }
        if element["priority"] != nil { constraint.priority = number(element, "priority") ?? 1000 }
        for child in element.children {
            if child.name == "variation" {
                if let variation = variation(child) { constraint.variations.append(variation) }
            } else {
                skip(child, in: element)
            }
        }
        return constraint
    }

    /// Reads a `<variation key=...>`: masks, attribute overrides and a font; nil with a warning for an unknown key.
    mutating func variation(_ element: IBElement) -> IBVariation? {
        guard let key = element["key"], let sizeClasses = IBSizeClasses(variationKey: key) else {
            report(.warning, "variation key '\(element["key"] ?? "")' is not a size class; skipped", at: element)
            return nil
        }
        var overrides = element.attributes
        overrides["key"] = nil
        var variation = IBVariation(sizeClasses: sizeClasses, overrides: overrides, location: element.location)
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("mask", "constraints"), ("mask", "subviews"):
                checkAttributes(of: child, known: ["key"])
                for entry in child.children {
                    guard entry.name == "include" || entry.name == "exclude", let reference = entry["reference"] else {
                        report(.warning, "<\(entry.name)> in a mask is not an include or exclude reference", at: entry)
                        continue
                    }
                    checkAttributes(of: entry, known: ["reference"])
                    switch (child["key"], entry.name) {
                    case ("constraints", "include"): variation.includedConstraints.append(reference)
                    case ("constraints", _): variation.excludedConstraints.append(reference)
                    case (_, "include"): variation.includedSubviews.append(reference)
                    default: variation.excludedSubviews.append(reference)
                    }
                }
            case ("fontDescription", _): variation.font = font(child)
            case ("rect", "frame"): variation.frame = rect(child)
            case ("frame", "frameInset"): variation.frame = frameInset(child, superviewSize: nil)
            case ("string", "text"): variation.text = child.text
            case ("color", let key?):
                if let color = IBColor(child) {
                    variation.colors[key] = color
                } else {
                    report(.warning, "<color key=\"\(key)\"> has no known form; skipped", at: child)
                }
            default: skip(child, in: element)
            }
        }
        return variation
    }

    /// `tag`, an identifier, may be any 64-bit integer.
    static let integerAttributes: Set<String> = ["tag"]
    /// Counts and indexes (`numberOfLines`, a control's), kept only within `IBNumber.maximumMagnitude`
    /// so that no count sizes an allocation.
    static let boundedIntegerAttributes: Set<String> = [
        "numberOfLines", "selectedSegmentIndex", "numberOfPages", "currentPage", "minuteInterval",
    ]
    /// Numeric attributes of views (sizes, priorities, values, scales), kept only when finite and
    /// within `IBNumber.maximumMagnitude`. (A placeholder intrinsic size is left out: IB writes
    /// `infinite` there for "none", which reads as no placeholder.)
    static let numberAttributes: Set<String> = [
        "alpha", "spacing", "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
        "rowHeight", "estimatedRowHeight",
        "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
        "minimumFontSize", "minimumScaleFactor", "preferredMaxLayoutWidth", "value", "minValue", "maxValue",
        "minimumValue", "maximumValue", "stepValue", "minimumZoomScale", "maximumZoomScale",
    ]

    /// A warning at the element when a numeric attribute is not a number or does not fit, so that
    /// the default the view keeps is not a silent one.
    mutating func checkNumber(_ name: String, _ value: String, of element: IBElement) {
        if Self.integerAttributes.contains(name), Int(value) == nil {
            report(
                .warning, "'\(name)' of <\(element.name)> is not a 64-bit integer: '\(value)'; using the default",
                at: element)
        } else if Self.boundedIntegerAttributes.contains(name),
            name == "numberOfLines" ? IBNumber.integer(value) == nil : IBNumber.double(value) == nil
        {
            let bound = Int(IBNumber.maximumMagnitude)
            report(
                .warning,
                "'\(name)' of <\(element.name)> is not an integer within ±\(bound): '\(value)'; using the default",
                at: element)
        } else if Self.numberAttributes.contains(name), IBNumber.double(value) == nil {
            report(
                .warning, "'\(name)' of <\(element.name)> \(IBNumber.refusal(value)): '\(value)'; using the default",
                at: element)
        }
    }
}
