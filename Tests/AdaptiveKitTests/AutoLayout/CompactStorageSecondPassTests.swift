import Foundation
import Testing

@testable import AdaptiveKit

/// A view keeps its one-bit properties in one word and its rarely set values
/// (opacity, custom own margins, its controller) in its rare box; a stack view's constraints name themselves
/// with a byte instead of a boxed string; hosts' `constraints` arrays are trimmed after a batch activation.
/// Every value must read back as UIKit gives it.
@MainActor
@Suite struct CompactStorageSecondPassTests {
    #if os(Linux)
        /// 438 bytes (440 handed out) before this pass, 356 now.
        @Test func aViewStaysSmaller() {
            #expect(mallocUsableSize(Unmanaged.passUnretained(UIView()).toOpaque()) <= 360)
        }
    #endif

    /// A stack in a window with two plain views, laid out.
    private func layOutStack(
        _ axis: NSLayoutConstraint.Axis, _ distribution: UIStackView.Distribution,
        _ alignment: UIStackView.Alignment, hidingSecond: Bool = false
    ) throws -> (DeviceSimulator, UIStackView) {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let views = [UIView(), UIView(), UIView()]
        for view in views { view.heightAnchor.constraint(equalToConstant: 20).isActive = true }
        views[1].isHidden = hidingSecond
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.frame = CGRect(x: 0, y: 100, width: 300, height: 200)
        simulator.window.addSubview(stack)
        simulator.window.layoutIfNeeded()
        return (simulator, stack)
    }

    /// The identifiers read back in the stack's `constraints` order, exactly as UIKit spells them.
    @Test func aStacksConstraintsReadBackUIKitsIdentifiers() throws {
        let (simulator, stack) = try layOutStack(.horizontal, .fillEqually, .fill)
        #expect(
            stack.constraints.map { $0.identifier ?? "nil" } == [
                "UISV-canvas-connection", "UISV-canvas-connection", "UISV-spacing", "UISV-spacing",
                "UISV-fill-equally", "UISV-fill-equally", "UISV-canvas-connection", "UISV-canvas-connection",
                "UISV-alignment", "UISV-alignment", "UISV-alignment", "UISV-alignment",
            ])
        #expect(stack.constraints.allSatisfy { !$0.hasExtras })
        #expect(stack.constraints[2].layoutDescription.hasPrefix("<NSLayoutConstraint 'UISV-spacing' UIView.leading"))
        _ = simulator
    }

    /// Every distribution and alignment, with a hidden view: each generated constraint carries one of UIKit's
    /// names and, unless it has a multiplier, no box.
    @Test func everyGeneratedConstraintIsNamedWithoutABox() throws {
        let names = Set(GeneratedConstraintName.allCases.map(\.identifier))
        #expect(names.count == 13)
        #expect(names.allSatisfy { $0.hasPrefix("UISV-") })
        let distributions: [UIStackView.Distribution] = [
            .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
        ]
        let alignments: [UIStackView.Alignment] = [.fill, .leading, .center, .trailing, .firstBaseline]
        var seen = Set<String>()
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            for distribution in distributions {
                for alignment in alignments {
                    let (simulator, stack) = try layOutStack(axis, distribution, alignment, hidingSecond: true)
                    #expect(stack.constraints.allSatisfy { $0.identifier?.hasPrefix("UISV-") == true })
                    // A hidden view's `UISV-hiding` is installed on the view itself, as in UIKit.
                    let hidden = stack.arrangedSubviews[1].constraints.compactMap(\.identifier)
                    #expect(hidden.first == "UISV-hiding")
                    let generated =
                        stack.constraints
                        + stack.arrangedSubviews[1].constraints.filter {
                            $0.identifier != nil
                        }
                    for constraint in generated {
                        #expect(names.contains(constraint.identifier ?? ""))
                        #expect(constraint.hasExtras == (constraint.multiplier != 1))
                        seen.insert(constraint.identifier ?? "")
                    }
                    _ = simulator
                }
            }
        }
        #expect(seen.isSuperset(of: ["UISV-hiding", "UISV-spacing", "UISV-canvas-connection", "UISV-alignment"]))
    }

    /// Setting an identifier on a generated constraint replaces its name; nil clears it.
    @Test func anIdentifierSetOnAGeneratedConstraintReplacesItsName() throws {
        let (simulator, stack) = try layOutStack(.vertical, .fill, .fill)
        let constraint = try #require(stack.constraints.first)
        #expect(constraint.identifier == "UISV-canvas-connection")
        constraint.identifier = "mine"
        #expect(constraint.identifier == "mine")
        constraint.identifier = nil
        #expect(constraint.identifier == nil)
        let other = try #require(stack.constraints.last)
        let name = other.identifier
        other.identifier = nil
        #expect(other.identifier == nil)
        #expect(name?.hasPrefix("UISV-") == true)
        #expect(other.hasExtras == false)
        _ = simulator
    }

    /// A hint past 24 bits is kept as the largest, which the check before use refuses; the name stays.
    @Test func theHostIndexHintAndTheNameShareAWord() {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalToConstant: 1)
        constraint.generatedName = .spanningFit
        constraint.hostIndexHint = 1 << 30
        #expect(constraint.hostIndexHint == 0xFF_FFFF)
        #expect(constraint.identifier == "UISV-spanning-fit")
        constraint.hostIndexHint = 12
        #expect(constraint.hostIndexHint == 12)
        constraint.generatedName = nil
        #expect(constraint.hostIndexHint == 12)
        #expect(constraint.identifier == nil)
    }

    /// A batch activation appends to each host in the batch's order, trims the arrays that grew, and removal
    /// keeps the others' order.
    @Test func hostsConstraintsKeepTheirOrderAfterABatchAndRemovals() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let row = UIView()
        let icon = UIView()
        let title = UIView()
        simulator.window.addSubview(row)
        row.addSubview(icon)
        row.addSubview(title)
        icon.translatesAutoresizingMaskIntoConstraints = false
        var rowConstraints: [NSLayoutConstraint] = []
        var batch: [NSLayoutConstraint] = []
        for index in 0..<11 {
            let onRow = icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: CGFloat(index))
            onRow.priority = UILayoutPriority(Float(500 + index))
            rowConstraints.append(onRow)
            batch.append(onRow)
            if index.isMultiple(of: 4) { batch.append(title.widthAnchor.constraint(equalToConstant: CGFloat(index))) }
        }
        NSLayoutConstraint.activate(batch)
        #expect(row.constraints == rowConstraints)
        #expect(title.constraints.map(\.constant) == [0, 4, 8])
        #expect(row.autoLayout.constraints.capacity <= 12)
        rowConstraints[3].isActive = false
        row.removeConstraint(rowConstraints[0])
        rowConstraints[10].isActive = false
        #expect(row.constraints.map(\.constant) == [1, 2, 4, 5, 6, 7, 8, 9])
        rowConstraints[3].isActive = true
        #expect(row.constraints.map(\.constant) == [1, 2, 4, 5, 6, 7, 8, 9, 3])
        #expect(row.constraints.allSatisfy { $0.isActive && $0.firstItem === icon && $0.secondItem === row })
    }

    /// Activating a few constraints on a host with many copies nothing it need not: the array still grows, and
    /// the constraints stay in order.
    @Test func aBatchOnABigHostAppendsInOrder() {
        let host = UIView()
        let child = UIView()
        host.addSubview(child)
        let first = (0..<100).map { child.widthAnchor.constraint(equalTo: host.widthAnchor, constant: CGFloat($0)) }
        NSLayoutConstraint.activate(first)
        // A host of 64 or more keeps an eighth to spare (see `HostConstraintsTrim`).
        #expect(host.autoLayout.constraints.capacity <= 113)
        let more = (100..<103).map { child.widthAnchor.constraint(equalTo: host.widthAnchor, constant: CGFloat($0)) }
        NSLayoutConstraint.activate(more)
        #expect(host.constraints.map(\.constant) == (0..<103).map { CGFloat($0) })
    }

    /// A view freed with its subviews frees the constraints it hosted; constraints held elsewhere lose their items.
    @Test func aViewIsFreedWithItsConstraints() {
        weak var goneView: UIView?
        weak var goneConstraint: NSLayoutConstraint?
        let kept: NSLayoutConstraint
        do {
            let view = UIView()
            let child = UIView()
            view.addSubview(child)
            let hosted = child.topAnchor.constraint(equalTo: view.topAnchor)
            kept = child.heightAnchor.constraint(equalTo: view.heightAnchor)
            NSLayoutConstraint.activate([hosted, kept])
            goneView = view
            goneConstraint = hosted
            #expect(view.constraints.count == 2)
        }
        #expect(goneView == nil)
        #expect(goneConstraint == nil)
        #expect(kept.firstItem == nil)
        #expect(kept.secondItem == nil)
        #expect(kept.identifier == nil)
    }

    /// The one-bit properties and the rarely set values read back, with UIKit's defaults.
    @Test func aViewsFlagsAndRareValuesReadBack() {
        let view = UIView()
        #expect(view.isHidden == false)
        #expect(view.autoresizesSubviews)
        #expect(view.insetsLayoutMarginsFromSafeArea)
        #expect(view.preservesSuperviewLayoutMargins == false)
        #expect(view.alpha == CGFloat(1))
        #expect(view.contentMode == .scaleToFill)
        #expect(view.autoresizingMask == [])
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        view.isHidden = true
        view.autoresizesSubviews = false
        view.insetsLayoutMarginsFromSafeArea = false
        view.preservesSuperviewLayoutMargins = true
        view.contentMode = .center
        view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        #expect(view.isHidden)
        #expect(view.autoresizesSubviews == false)
        #expect(view.insetsLayoutMarginsFromSafeArea == false)
        #expect(view.preservesSuperviewLayoutMargins)
        #expect(view.contentMode == .center)
        #expect(view.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
        view.alpha = 0.5
        #expect(view.alpha == CGFloat(0.5))
        #expect(view.backgroundColor == nil)
        view.backgroundColor = .systemBlue
        #expect(view.backgroundColor == .systemBlue)
        view.backgroundColor = nil
        #expect(view.backgroundColor == nil)
        // Bits UIKit does not define round-trip too.
        let odd = UIView.AutoresizingMask(rawValue: 1 << 40 | 1 << 7 | 1)
        view.autoresizingMask = odd
        #expect(view.autoresizingMask == odd)
        view.autoresizingMask = [.flexibleHeight]
        #expect(view.autoresizingMask == [.flexibleHeight])
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.directionalLayoutMargins = .zero
        #expect(view.layoutMargins == .zero)
        #expect(UIStackView().layoutMargins == .zero)
    }

    /// Own margins set in left/right terms stay put in right-to-left; directional ones flip (custom values,
    /// kept in the rare box, and presets alike).
    @Test func ownMarginsFlipOnlyWhenDirectional() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let view = UIView()
        simulator.window.addSubview(view)
        view.traitOverrides.layoutDirection = .rightToLeft
        simulator.window.layoutIfNeeded()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
    }

    /// A controller's root view gets UIKit's root margins and knows its controller; losing the controller
    /// clears it.
    @Test func aControllersRootViewKeepsItsControllerAndMargins() {
        let controller = UIViewController()
        let view = controller.view!
        #expect(view.owningViewController === controller)
        #expect(view.next === controller)
        #expect(view.ownMargins == NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
        controller.view = UIView()
        #expect(view.owningViewController == nil)
        #expect(controller.view.owningViewController === controller)
    }

    /// The guides kept in the second box come back the same each time, next to the margins guide.
    @Test func everySystemGuideIsKeptOnce() {
        let view = UIView()
        let margins = view.layoutMarginsGuide
        let readable = view.readableContentGuide
        let safeArea = view.safeAreaLayoutGuide
        #expect(view.layoutMarginsGuide === margins)
        #expect(view.readableContentGuide === readable)
        #expect(view.safeAreaLayoutGuide === safeArea)
        #expect(view.autoLayout.systemGuides.count == 3)
        let scroll = UIScrollView()
        #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide)
        #expect(scroll.frameLayoutGuide === scroll.frameLayoutGuide)
        #expect(scroll.autoLayout.scrollGuides.count == 2)
    }
}
