import AdaptiveKit
import Foundation

extension SizeClassBinding {
    /// A live constraint for a value; nil when an item is unknown.
    func make(_ value: IBConstraint) -> NSLayoutConstraint? {
        guard let first = item(value.firstItem, value.firstAttribute) else { return nil }
        var firstItem = first.0
        let firstAttribute = first.1
        var second: (AnyObject, NSLayoutConstraint.Attribute)?
        if let id = value.secondItem {
            guard let resolved = item(id, value.secondAttribute) else { return nil }
            second = resolved
            // A scroll view's edges seen from its content are its content area (UIKit's rule before content guides).
            if let guide = contentArea(scrollID: value.firstItem, attribute: value.firstAttribute, other: id) {
                firstItem = guide
            } else if let guide = contentArea(
                scrollID: id, attribute: value.secondAttribute, other: value.firstItem)
            {
                second = (guide, resolved.1)
            }
        }
        let relation: NSLayoutConstraint.Relation =
            switch value.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let made = NSLayoutConstraint(
            item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: second?.0,
            attribute: second?.1 ?? .notAnAttribute, multiplier: CGFloat(value.multiplier),
            constant: CGFloat(value.constant))
        made.priority = UILayoutPriority(Float(value.priority))
        made.identifier = value.identifier
        builder.objects.record(made, id: value.id)
        return made
    }

    /// What a constraint item id names, as a layout item and attribute.
    ///
    /// A controller's legacy top and bottom layout guides are its root view's `topLayoutGuide` and
    /// `bottomLayoutGuide` (derived from the safe area, as UIKit does since iOS 11). Scroll views'
    /// content and frame guides stand as the scroll view itself (no scrolling here).
    func item(_ id: String, _ attribute: NSLayoutConstraint.Attribute) -> (AnyObject, NSLayoutConstraint.Attribute)? {
        switch builder.index.items[id] {
        case .view(let viewID)?:
            return views[viewID].map { ($0, attribute) }
        case .layoutGuide(let key, let ownerID)?:
            guard let owner = views[ownerID] else { return nil }
            switch key {
            case "safeArea": return (owner.safeAreaLayoutGuide, attribute)
            case "keyboard": return (owner.keyboardLayoutGuide, attribute)
            case "contentLayoutGuide": return (contentGuide(of: ownerID) ?? owner, attribute)
            case "frameLayoutGuide": return ((owner as? UIScrollView)?.frameLayoutGuide ?? owner, attribute)
            default: return (owner, attribute)
            }
        case .viewControllerLayoutGuide(let type, let controllerID)?:
            guard let rootID = builder.index.viewControllers[controllerID]?.view?.id, let root = views[rootID] else {
                return nil
            }
            return (root.layoutSupportGuide(top: type == "top"), attribute)
        case nil:
            return nil
        }
    }

    /// Elements that scroll their subviews: constraints from their edges to their content mean the content area.
    static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView"]

    /// The content guide standing for `scrollID`'s content area when a constraint ties its edge to a descendant.
    func contentArea(scrollID: String, attribute: NSLayoutConstraint.Attribute, other: String) -> UILayoutGuide? {
        guard let scroll = builder.index.views[scrollID], Self.scrollingElements.contains(scroll.elementName),
            ![.width, .height, .centerX, .centerY].contains(attribute)
        else { return nil }
        let otherView: String
        switch builder.index.items[other] {
        case .view(let id)?: otherView = id
        case .layoutGuide(_, let ownerID)?: otherView = ownerID
        default: return nil
        }
        guard builder.index.ancestorIDs(of: otherView).contains(scrollID) else { return nil }
        return contentGuide(of: scrollID)
    }

    /// A scroll view's content area as a guide pinned to its top left (content offset zero), sized by its content.
    ///
    /// AdaptiveKit has no scroll views; the guide gives their subviews the frames of an unscrolled content area.
    func contentGuide(of scrollID: String) -> UILayoutGuide? {
        if let guide = contentGuides[scrollID] { return guide }
        guard let scroll = views[scrollID] else { return nil }
        if let scrollView = scroll as? UIScrollView { return scrollView.contentLayoutGuide }
        let guide = UILayoutGuide()
        guide.identifier = "contentLayoutGuide"
        scroll.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: scroll.topAnchor),
            guide.leftAnchor.constraint(equalTo: scroll.leftAnchor),
        ])
        contentGuides[scrollID] = guide
        return guide
    }
}
