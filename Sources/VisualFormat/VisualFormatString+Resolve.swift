extension VisualFormatString {
    /// Creates the constraints `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` creates for
    /// this string, naming views by their keys.
    ///
    /// The order is UIKit's, which follows the text: each spacing, then the size predicates of the view it leads
    /// to (the first view's sizes come first when no `|` precedes it), the trailing superview spacing, and last the
    /// alignment constraints pair by pair.
    ///
    /// As in UIKit:
    /// - A name in a view's predicate is a metric if the metrics dictionary has it, else a view; a name in a
    ///   spacing must be a metric.
    /// - Alignment options align each view with the next (`a.top == b.top`, then `b.top == c.top`), and are
    ///   checked against the axis only where two views meet, so a lone view takes any alignment.
    /// - `directionRightToLeft` keeps the constants positive by putting the item on the left first:
    ///   `[a]-8-[b]` gives `a.left == b.right + 8`; any other direction bits mean left to right.
    /// - `spacingBaselineToBaseline` measures from a view's last baseline down to the next view's first baseline
    ///   (a superview keeps its top and bottom) and is an error in a horizontal string with a spacing.
    /// - Option bits that name nothing are ignored.
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
        let bits = options.intersection(.alignmentMask).rawValue
        alignments = VisualFormat.Attribute.allCases.filter {
            $0 != .notAnAttribute && bits & 1 << UInt($0.rawValue) != 0
        }
        switch options.intersection(.directionMask) {
        case []: direction = .directionLeadingToTrailing
        case .directionRightToLeft: direction = .directionRightToLeft
        default: direction = .directionLeftToRight
        }
        measuresBaselines = options.contains(.spacingBaselineToBaseline)
    }

    /// UIKit notices a baseline option in a horizontal string when it completes the first spacing constraint, so
    /// the caret stands after the item that completes it.
    private func checkSpacingOption(completedAt end: Int) throws(VisualFormatError) {
        guard measuresBaselines, tree.orientation == .horizontal else { return }
        throw VisualFormatError(
            .baselineToBaselineInHorizontalLayout, "BaselineToBaseline format option not valid for horizontal layout",
            format: tree.format, range: end..<end)
    }

    /// UIKit checks alignment options where two views meet, after the second of them.
    private func checkAlignmentOptions(completedAt end: Int) throws(VisualFormatError) {
        let alongAxis: Set<VisualFormat.Attribute> =
            switch tree.orientation {
            case .horizontal: [.left, .right, .leading, .trailing, .width, .centerX]
            case .vertical: [.top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline]
            }
        guard alignments.contains(where: alongAxis.contains) else { return }
        let axis = tree.orientation == .horizontal ? "horizontal" : "vertical"
        throw VisualFormatError(
            .alignmentAlongLayoutAxis,
            "Options mask required views to be aligned on a \(axis) edge, "
                + "which is not allowed for layout that is also \(axis).",
            format: tree.format, range: end..<end)
    }

    func constraints() throws(VisualFormatError) -> [ConstraintDescription] {
        // Names are looked up and options checked in the order UIKit meets them while reading, so the first
        // problem in the text is the one reported.
        var result: [ConstraintDescription] = []
        var leading: [Spacing] = []
        if let edge = tree.leadingSuperview { leading = try spacings(edge.connection, touchesSuperview: true) }
        var previous = ConstraintDescription.Item.view(try viewName(tree.views[0]))
        let firstSizes = try sizes(tree.views[0])
        if tree.leadingSuperview != nil { try checkSpacingOption(completedAt: tree.views[0].range.upperBound) }
        result += leading.map { connect(.superview, to: previous, $0) }
        result += firstSizes

        for (connection, view) in zip(tree.connections, tree.views.dropFirst()) {
            let between = try spacings(connection, touchesSuperview: false)
            let next = ConstraintDescription.Item.view(try viewName(view))
            let nextSizes = try sizes(view)
            try checkSpacingOption(completedAt: view.range.upperBound)
            try checkAlignmentOptions(completedAt: view.range.upperBound)
            result += between.map { connect(previous, to: next, $0) }
            result += nextSizes
            previous = next
        }

        if let edge = tree.trailingSuperview {
            let trailing = try spacings(edge.connection, touchesSuperview: true)
            try checkSpacingOption(completedAt: edge.range.upperBound)
            result += trailing.map { connect(previous, to: .superview, $0) }
        }

        for (earlier, later) in zip(tree.views, tree.views.dropFirst()) {
            // UIKit puts the item on the left first, as it does for spacing.
            let (first, second) = direction == .directionRightToLeft ? (later, earlier) : (earlier, later)
            for attribute in alignments {
                result.append(
                    ConstraintDescription(
                        firstItem: .view(first.name), firstAttribute: attribute,
                        secondItem: .view(second.name), secondAttribute: attribute, sourceRange: later.range))
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
                sourceRange: predicate.range)
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
                    throw unknownName(name, at: predicate.objectRange)
                }
            }
            // After the object, as UIKit reads them, so that of two bad names the first is reported.
            constraint.priority = try priority(of: predicate)
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
            // Interface Builder's standard spacing (Apple, Auto Layout Guide: 20 to the superview, 8 between siblings);
            // `isStandard` lets the engine choose its own.
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
                    "It's not possible to set a space equal to the width or height of a view.  "
                        + "Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
                    format: tree.format, range: predicate.objectRange)
            }
            throw unknownName(name, at: predicate.objectRange)
        }
    }

    private func unknownName(_ name: String, at range: VisualFormat.SourceRange) -> VisualFormatError {
        VisualFormatError(
            .unknownMetric(name),
            "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries",
            format: tree.format, range: range)
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
        if measuresBaselines {
            if earlier != .superview { earlierAttribute = .lastBaseline }
            if later != .superview { laterAttribute = .firstBaseline }
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
            guard let metric = metrics[name] else { throw unknownName(name, at: range) }
            value = metric
        }
        // UIKit's parser takes any positive priority up to required, fractions included.
        guard value > 0 else {
            throw VisualFormatError(
                .priorityOutOfRange(value),
                "Invalid priority specified: \(VisualFormat.format(value)). Priority must be greater than 0",
                format: tree.format, range: range)
        }
        guard value <= 1000 else {
            throw VisualFormatError(
                .priorityOutOfRange(value),
                "Invalid priority specified: \(VisualFormat.format(value)). "
                    + "Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
                format: tree.format, range: range)
        }
        return value
    }
}
