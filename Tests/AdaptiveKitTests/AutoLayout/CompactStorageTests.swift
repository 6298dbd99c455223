import Foundation
import Testing

@testable import AdaptiveKit

/// To keep memory per view small, a view and a constraint keep what few of them use (tags, identifiers, multipliers
/// other than 1, offset dimensions, trait overrides, registrations, appearance bookkeeping) in a box made on first use,
/// views share their trait parent's collection, and the engine keys its generated constraints by one word. Every value
/// must read back as before.
@MainActor
@Suite struct CompactStorageTests {
    #if os(Linux)
        /// The bytes the allocator handed out for an object (its instance size rounded up to malloc's step).
        private func allocatedBytes(_ object: AnyObject) -> Int {
            mallocUsableSize(Unmanaged.passUnretained(object).toOpaque())
        }

        /// The sizes the peak bytes per view (benchmarked against a 2 KB target) are made of (a constraint 136, then 72
        /// bytes before its constant and priority had short fields and its extras left it; a view 558, then 360 before
        /// its layout state kept its insets and bounds in Float).
        @Test func aConstraintAndAViewStaySmall() {
            let view = UIView()
            let constraint = view.widthAnchor.constraint(equalToConstant: 10)
            #expect(allocatedBytes(constraint) <= 56)
            #expect(allocatedBytes(view) <= 264)
            #expect(MemoryLayout<ViewLayoutState>.size <= 112)
        }
    #endif

    /// The content priorities wait in the rare box once one is not UIKit's default (memory per view): each
    /// reads back as set, the others keep theirs, and a view that never set one reads the defaults.
    @Test func contentPrioritiesReadBackAsSetAndDefault() {
        let plain = UIView()
        #expect(plain.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(plain.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(plain.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(plain.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        let view = UIView()
        view.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        view.setContentCompressionResistancePriority(UILayoutPriority(999.5), for: .horizontal)
        #expect(view.contentHuggingPriority(for: .vertical) == UILayoutPriority(251))
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(999.5))
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        view.setContentHuggingPriority(.defaultLow, for: .vertical)
        view.setContentCompressionResistancePriority(.required, for: .vertical)
        #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .required)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(999.5))
        // Setting a default on a view without the box makes none and reads back the default.
        plain.setContentHuggingPriority(.defaultLow, for: .horizontal)
        #expect(plain.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test func aConstraintReadsBackItsItemsAttributesAndDefaults() {
        let view = UIView()
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        let constraint = view.leadingAnchor.constraint(equalTo: guide.trailingAnchor, constant: 8)
        #expect(constraint.firstItem === view)
        #expect(constraint.secondItem === guide)
        #expect(constraint.firstAttribute == .leading)
        #expect(constraint.secondAttribute == .trailing)
        #expect(constraint.multiplier == CGFloat(1))
        #expect(constraint.constant == CGFloat(8))
        #expect(constraint.identifier == nil)
        #expect(constraint.shouldBeArchived == false)
        #expect(constraint.firstAnchor.item === view)
        #expect(constraint.secondAnchor?.item === guide)
        #expect(constraint.layoutDescription.contains("UIView.leading == UILayoutGuide"))
    }

    @Test func aConstraintKeepsItsRareValues() {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5, constant: 2)
        #expect(constraint.multiplier == CGFloat(0.5))
        constraint.identifier = "aspect"
        constraint.shouldBeArchived = true
        #expect(constraint.identifier == "aspect")
        #expect(constraint.shouldBeArchived)
        #expect(constraint.secondAttribute == .height)
        constraint.identifier = nil
        constraint.shouldBeArchived = false
        #expect(constraint.identifier == nil)
        #expect(constraint.shouldBeArchived == false)
        #expect(constraint.multiplier == CGFloat(0.5))
    }

    /// A constant or a priority that its short field cannot hold exactly reads back exactly from the extras, and
    /// the constraint's extras leave with it.
    @Test func constantsAndPrioritiesReadBackExactly() {
        let view = UIView()
        let before = NSLayoutConstraint.extrasTable.count
        do {
            let constraint = view.widthAnchor.constraint(equalToConstant: 8)
            #expect(constraint.hasExtras == false)
            for constant in [CGFloat(1) / 3, 0.1, -20.5, 1e300, -0.0, 123.66666666666667, 16] {
                constraint.constant = constant
                #expect(constraint.constant == constant)
                #expect(constraint.constant.sign == constant.sign)
            }
            #expect(constraint.hasExtras)
            for raw: Float in [1, 250, 251, 999.5, 999.9, 0.25 + 500, 1000, 1.0 / 3 + 10] {
                constraint.priority = UILayoutPriority(raw)
                #expect(constraint.priority.rawValue == raw)
            }
            constraint.priority = UILayoutPriority(1500)
            #expect(constraint.priority == .required)
            constraint.priority = UILayoutPriority(0)
            #expect(constraint.priority.rawValue == 1)
            let refused = DiagnosticLog.capture {
                constraint.priority = UILayoutPriority(.nan)
                constraint.constant = .infinity
            }
            #expect(refused.count == 2)
            #expect(constraint.priority.rawValue == 1)
            #expect(constraint.constant == CGFloat(16))
            #expect(NSLayoutConstraint.extrasTable.count == before + 1)
        }
        #expect(NSLayoutConstraint.extrasTable.count == before)
    }

    /// Every attribute and relation reads back from the packed word, with the guide flags beside them.
    @Test func everyAttributeAndRelationReadsBack() {
        let view = UIView()
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        let relations: [NSLayoutConstraint.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        for first in NSLayoutConstraint.Attribute.allCases where first != .notAnAttribute {
            for second in NSLayoutConstraint.Attribute.allCases {
                let relation = relations[(first.rawValue + second.rawValue) % 3]
                let made = NSLayoutConstraint(
                    item: guide, attribute: first, relatedBy: relation, toItem: view, attribute: second,
                    multiplier: 1, constant: 0)
                #expect(made.firstAttribute == first)
                #expect(made.secondAttribute == second)
                #expect(made.relation == relation)
                #expect(made.firstItem === guide && made.secondItem === view)
                #expect(made.firstAnchor.item === guide)
            }
        }
    }

    @Test func aConstantConstraintHasNoSecondSide() {
        let view = UIView()
        let constraint = view.heightAnchor.constraint(equalToConstant: 44)
        #expect(constraint.secondItem == nil)
        #expect(constraint.secondAttribute == .notAnAttribute)
        #expect(constraint.secondAnchor == nil)
        let made = NSLayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width, multiplier: 3,
            constant: 20)
        #expect(made.secondAnchor == nil)
        #expect(made.secondAttribute == .notAnAttribute)
        #expect(made.multiplier == CGFloat(3))
    }

    /// An item that is neither a view nor a guide is no item, but the side stays (as before).
    @Test func aSideWhoseItemIsNoLayoutItemStays() {
        let view = UIView()
        let made = NSLayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: NSObject(), attribute: .width, multiplier: 1,
            constant: 0)
        #expect(made.secondItem == nil)
        #expect(made.secondAttribute == .width)
        #expect(made.secondAnchor != nil)
    }

    /// Offset dimensions keep both of their anchors and lay out as before.
    @Test func anOffsetDimensionLaysOut() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let root = simulator.window
        let left = UIView()
        let right = UIView()
        let middle = UIView()
        for view in [left, right, middle] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let offset = left.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)
        let equal = middle.widthAnchor.constraint(equalTo: offset, multiplier: 2)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 50),
            right.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 80),
            right.widthAnchor.constraint(equalToConstant: 10),
            middle.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            equal,
            left.topAnchor.constraint(equalTo: root.topAnchor), left.heightAnchor.constraint(equalToConstant: 5),
            right.topAnchor.constraint(equalTo: root.topAnchor), right.heightAnchor.constraint(equalToConstant: 5),
            middle.topAnchor.constraint(equalTo: root.topAnchor), middle.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(middle.frame == CGRect(x: 0, y: 0, width: 60, height: 5))
        #expect(equal.firstItem === middle)
        #expect(equal.secondItem === left)
        #expect(equal.secondAttribute == .notAnAttribute)
        #expect(equal.multiplier == CGFloat(2))
        #expect(equal.layoutDescription.contains("(UIView.trailing→UIView.leading)"))
    }

    /// The items are held weakly, as before.
    @Test func aConstraintDoesNotKeepItsItems() {
        let constraint: NSLayoutConstraint
        weak var gone: UIView?
        do {
            let view = UIView()
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            gone = view
            constraint = view.topAnchor.constraint(equalTo: guide.topAnchor)
        }
        #expect(gone == nil)
        #expect(constraint.firstItem == nil)
        #expect(constraint.secondItem == nil)
    }

    @Test func aViewKeepsItsRareValues() {
        let view = UIView()
        #expect(view.tag == 0)
        #expect(view.accessibilityIdentifier == nil)
        view.tag = 7
        view.accessibilityIdentifier = "seven"
        #expect(view.tag == 7)
        #expect(view.accessibilityIdentifier == "seven")
        let superview = UIView()
        superview.addSubview(view)
        #expect(superview.viewWithTag(7) === view)
        view.tag = 0
        view.accessibilityIdentifier = nil
        #expect(view.tag == 0)
        #expect(view.accessibilityIdentifier == nil)
        #expect(superview.viewWithTag(7) == nil)
    }

    /// Views without overrides share their parent's traits; one with overrides gets its own, and its subviews
    /// share those.
    @Test func viewsShareOrOverrideTheirParentsTraits() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let parent = UIView()
        let overriding = UIView()
        let child = UIView()
        simulator.window.addSubview(parent)
        parent.addSubview(overriding)
        overriding.addSubview(child)
        overriding.traitOverrides.userInterfaceStyle = .dark
        simulator.window.layoutIfNeeded()
        #expect(parent.traitCollection == simulator.window.traitCollection)
        #expect(overriding.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection == overriding.traitCollection)
        #expect(child.traitCollection != parent.traitCollection)
        #expect(
            child.traitCollection
                == UITraitCollection(traitsFrom: [
                    parent.traitCollection, UITraitCollection(userInterfaceStyle: .dark),
                ]))
        #expect(parent.traitCollection.hashValue == simulator.window.traitCollection.hashValue)
    }
}
