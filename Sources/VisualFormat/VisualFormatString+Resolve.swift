extension VisualFormatString {
    /// Creates the constraints `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` creates for
    /// this string, naming views by their keys.
    ///
    /// The order is the order of the text: the leading superview spacing, each view's size predicates, each spacing
    /// right after the view it leads to, the trailing superview spacing, then the alignment constraints view by view.
    /// UIKit documents no order; this one is stable and easy to read back against the format.
    ///
    /// Choices where UIKit's documentation is silent (guesses, kept in one place):
    /// - A name in a view's predicate is a metric if the metrics dictionary has it, else a view; a name in a spacing
    ///   must be a metric.
    /// - Alignment options align every later view to the first one (`b.top == a.top`), skipping repeats of the first
    ///   view's own name, whose alignment would be trivially true.
    /// - Alignment options are checked against the axis even when the string has one view.
    /// - `spacingBaselineToBaseline` measures vertical spacing between two views from the upper view's last baseline
    ///   to the lower view's first baseline; spacing to the superview and horizontal strings stay edge to edge.
    /// - `directionRightToLeft` keeps the constants positive by putting the item on the left first:
    ///   `[a]-8-[b]` gives `a.left == b.right + 8`.
    public func constraints(
        options: VisualFormatOptions = [],
        metrics: [String: Double] = [:],
        views: Set<String>
    ) throws(VisualFormatError) -> [ConstraintDescription] {
        let resolution = try Resolution(tree: self, options: options, metrics: metrics, views: views)
        return try resolution.constraints()
    }
}

/// One resolution of a tree against the caller's options and dictionaries.
private struct Resolution {
    let tree: VisualFormatString
    let metrics: [String: Double]
    let views: Set<String>
    let alignments: [VisualFormat.Attribute]
    let direction: VisualFormatOptions
    let measuresBaselines: Bool

    init(
        tree: VisualFormatString, options: VisualFormatOptions, metrics: [String: Double], views: Set<String>
    ) throws(VisualFormatError) {
        self.tree = tree
        self.metrics = metrics
        self.views = views
        let end = tree.format.count..<tree.format.count

        let alignmentBits = options.intersection(.alignmentMask).rawValue
        let attributes = VisualFormat.Attribute.allCases.filter {
            $0 != .notAnAttribute && $0 != .width && $0 != .height
        }
        let known = attributes.reduce(UInt(0)) { $0 | 1 << UInt($1.rawValue) }
        let direction = options.intersection(.directionMask)
        let unknownBits =
            options.rawValue
            & ~(known | VisualFormatOptions.directionMask.rawValue
            | VisualFormatOptions.spacingMask.rawValue)
        if unknownBits != 0 || direction == .directionMask {
            throw VisualFormatError(
                .invalidOptions(options.rawValue),
                "Options mask 0x\(String(options.rawValue, radix: 16)) is not a valid combination of format options.",
                format: tree.format, range: end)
        }
        alignments = attributes.filter { alignmentBits & 1 << UInt($0.rawValue) != 0 }
        self.direction = direction
        measuresBaselines = options.contains(.spacingBaselineToBaseline)

        let alongAxis: Set<VisualFormat.Attribute> =
            switch tree.orientation {
            case .horizontal: [.left, .right, .leading, .trailing, .centerX]
            case .vertical: [.top, .bottom, .centerY, .lastBaseline, .firstBaseline]
            }
        if alignments.contains(where: alongAxis.contains) {
            let axis = tree.orientation == .horizontal ? "horizontal" : "vertical"
            throw VisualFormatError(
                .alignmentAlongLayoutAxis,
                "Options mask required views to be aligned on a \(axis) edge, "
                    + "which is not allowed for layout that is also \(axis).",
                format: tree.format, range: end)
        }
    }

    func constraints() throws(VisualFormatError) -> [ConstraintDescription] {
        var result: [ConstraintDescription] = []
        // Names are looked up in the order they are written, so the first unknown one is the one reported.
        var leading: [Spacing] = []
        if let edge = tree.leadingSuperview { leading = try spacings(edge.connection, touchesSuperview: true) }
        var previous = ConstraintDescription.Item.view(try viewName(tree.views[0]))
        result += leading.map { connect(.superview, to: previous, $0) }
        result += try sizes(tree.views[0])

        for (connection, view) in zip(tree.connections, tree.views.dropFirst()) {
            let between = try spacings(connection, touchesSuperview: false)
            let next = ConstraintDescription.Item.view(try viewName(view))
            result += between.map { connect(previous, to: next, $0) }
            result += try sizes(view)
            previous = next
        }

        if let edge = tree.trailingSuperview {
            result += try spacings(edge.connection, touchesSuperview: true).map {
                connect(previous, to: .superview, $0)
            }
        }

        let first = tree.views[0]
        for view in tree.views.dropFirst() where view.name != first.name {
            for attribute in alignments {
                result.append(
                    ConstraintDescription(
                        firstItem: .view(view.name), firstAttribute: attribute,
                        secondItem: .view(first.name), secondAttribute: attribute, sourceRange: view.range))
            }
        }
        return result
    }

    // MARK: Views

    private func viewName(_ view: VisualFormatString.View) throws(VisualFormatError) -> String {
        guard views.contains(view.name) else {
            throw VisualFormatError(
                .unknownView(view.name), "\(view.name) is not a key in the views dictionary.",
                format: tree.format, range: view.nameRange)
        }
        return view.name
    }

    /// A view's own predicates constrain its width (`H:`) or height (`V:`).
    private func sizes(_ view: VisualFormatString.View) throws(VisualFormatError) -> [ConstraintDescription] {
        guard let list = view.predicates else { return [] }
        let attribute: VisualFormat.Attribute = tree.orientation == .horizontal ? .width : .height
        var result: [ConstraintDescription] = []
        for predicate in list.predicates {
            var constraint = ConstraintDescription(
                firstItem: .view(view.name), firstAttribute: attribute, relation: predicate.relation,
                priority: try priority(of: predicate), sourceRange: predicate.range)
            switch predicate.object {
            case .number(let value):
                constraint.constant = value
            case .name(let name):
                if let value = metrics[name] {
                    constraint.constant = value
                } else if views.contains(name) {
                    constraint.secondItem = .view(name)
                    constraint.secondAttribute = attribute
                } else {
                    throw VisualFormatError(
                        .unknownView(name), "\(name) is not a key in the views dictionary.",
                        format: tree.format, range: predicate.objectRange)
                }
            }
            result.append(constraint)
        }
        return result
    }

    // MARK: Spacing

    /// One spacing term of a connection before its items are known.
    private struct Spacing {
        var relation: VisualFormat.Relation
        var constant: Double
        var priority: Double
        var isStandard: Bool
        var range: VisualFormat.SourceRange
    }

    private func spacings(
        _ connection: VisualFormatString.Connection, touchesSuperview: Bool
    ) throws(VisualFormatError) -> [Spacing] {
        switch connection.kind {
        case .flush:
            return [Spacing(relation: .equal, constant: 0, priority: 1000, isStandard: false, range: connection.range)]
        case .standard:
            // Interface Builder's standard spacing (reference §7.3); `isStandard` lets the engine choose its own.
            let constant: Double = touchesSuperview ? 20 : 8
            return [
                Spacing(relation: .equal, constant: constant, priority: 1000, isStandard: true, range: connection.range)
            ]
        case .predicates(let list):
            var result: [Spacing] = []
            for predicate in list.predicates {
                result.append(
                    Spacing(
                        relation: predicate.relation, constant: try spacingConstant(of: predicate),
                        priority: try priority(of: predicate), isStandard: false, range: predicate.range))
            }
            return result
        }
    }

    private func spacingConstant(of predicate: VisualFormatString.Predicate) throws(VisualFormatError) -> Double {
        switch predicate.object {
        case .number(let value):
            return value
        case .name(let name):
            if let value = metrics[name] { return value }
            if views.contains(name) {
                throw VisualFormatError(
                    .viewNameInSpacing(name),
                    "\(name) is a view, but a spacing must be a number or a key in the metrics dictionary; "
                        + "only a view's own predicate may name a view.",
                    format: tree.format, range: predicate.objectRange)
            }
            throw VisualFormatError(
                .unknownMetric(name), "\(name) is not a key in the metrics dictionary.",
                format: tree.format, range: predicate.objectRange)
        }
    }

    /// The constraint that puts `later` after `earlier` along the axis, in reading order.
    ///
    /// It reads `later.start == earlier.end + spacing` (UIKit's `b.leading == a.trailing + 8`). A superview's bar
    /// uses the superview's start edge when it comes first and its end edge when it comes last, which gives
    /// `a.leading == superview.leading + 20` and `superview.trailing == a.trailing + 20`.
    private func connect(
        _ earlier: ConstraintDescription.Item, to later: ConstraintDescription.Item, _ spacing: Spacing
    ) -> ConstraintDescription {
        var start: VisualFormat.Attribute
        var end: VisualFormat.Attribute
        var increasing = true
        switch (tree.orientation, direction) {
        case (.vertical, _): (start, end) = (.top, .bottom)
        case (.horizontal, .directionLeftToRight): (start, end) = (.left, .right)
        case (.horizontal, .directionRightToLeft): (start, end, increasing) = (.right, .left, false)
        case (.horizontal, _): (start, end) = (.leading, .trailing)
        }
        var earlierAttribute = earlier == .superview ? start : end
        var laterAttribute = later == .superview ? end : start
        if tree.orientation == .vertical, measuresBaselines, earlier != .superview, later != .superview {
            (earlierAttribute, laterAttribute) = (.lastBaseline, .firstBaseline)
        }
        // Along a decreasing axis the earlier item's edge has the larger coordinate, so it goes first to keep
        // `first - second == spacing`.
        let (first, second) =
            increasing
            ? ((later, laterAttribute), (earlier, earlierAttribute))
            : ((earlier, earlierAttribute), (later, laterAttribute))
        return ConstraintDescription(
            firstItem: first.0, firstAttribute: first.1, relation: spacing.relation,
            secondItem: second.0, secondAttribute: second.1, constant: spacing.constant,
            priority: spacing.priority, isStandardSpacing: spacing.isStandard, sourceRange: spacing.range)
    }

    // MARK: Priority

    private func priority(of predicate: VisualFormatString.Predicate) throws(VisualFormatError) -> Double {
        guard let operand = predicate.priority, let range = predicate.priorityRange else { return 1000 }
        let value: Double
        switch operand {
        case .number(let number):
            value = number
        case .name(let name):
            guard let metric = metrics[name] else {
                throw VisualFormatError(
                    .unknownMetric(name), "\(name) is not a key in the metrics dictionary.",
                    format: tree.format, range: range)
            }
            value = metric
        }
        guard value >= 1, value <= 1000 else {
            throw VisualFormatError(
                .priorityOutOfRange(value),
                "A priority must be between 1 and 1000, not \(VisualFormat.format(value)).",
                format: tree.format, range: range)
        }
        return value
    }
}
