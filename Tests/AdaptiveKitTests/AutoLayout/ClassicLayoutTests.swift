import Foundation
import Testing

@testable import AdaptiveKit

/// L2–L6 through the layouts every iOS developer has built.
@MainActor
@Suite struct ClassicLayoutTests {
    private func plainView(_ name: String) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.accessibilityIdentifier = name
        return view
    }

    @Test func L3_threeEqualWidthButtonsFromAVisualFormat() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let views = ["a": plainView("a"), "b": plainView("b"), "c": plainView("c")]
        for view in views.values { controller.view.addSubview(view) }
        let horizontal = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]-[b(==a)]-[c(==a)]-|", options: [.alignAllTop, .alignAllBottom], metrics: nil,
            views: views)
        let vertical = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[a(44)]-(bottom)-|", metrics: ["bottom": 20], views: views)
        NSLayoutConstraint.activate(horizontal + vertical)
        simulator.window.layoutIfNeeded()
        // Margins 16 each side, two 8-point gaps: (393 − 32 − 16) / 3 = 115.
        #expect(views["a"]!.frame == CGRect(x: 16, y: 852 - 20 - 44, width: 115, height: 44))
        #expect(views["b"]!.frame == CGRect(x: 139, y: 788, width: 115, height: 44))
        #expect(views["c"]!.frame == CGRect(x: 262, y: 788, width: 115, height: 44))
        simulator.rotate(to: .landscape)
        // Landscape margins 75: (852 − 150 − 16) / 3 = 228.67, edges snapped to thirds of a point at 3x.
        let a = views["a"]!.frame
        let c = views["c"]!.frame
        #expect(a.minX == 75)
        #expect(abs(c.maxX - 777) < 1e-9)
        #expect(abs(a.width - 686.0 / 3) < 0.34)
        #expect(abs(views["b"]!.frame.minX - (a.maxX + 8)) < 1e-9)
        for view in views.values { #expect(!view.hasAmbiguousLayout) }
    }

    @Test func L3_malformedFormatIsReportedWithItsCaretAndCreatesNothing() {
        let views = ["button": UIView()]
        var result: [NSLayoutConstraint] = [UIView().widthAnchor.constraint(equalToConstant: 1)]
        let diagnostics = DiagnosticLog.capture {
            result = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[button", metrics: nil, views: views)
        }
        #expect(result.isEmpty)
        let message = diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("Unable to parse constraint format"))
        #expect(message.contains("H:|-[button"))
        #expect(message.hasSuffix("^"))
        #expect(diagnostics.first?.name == "NSInvalidArgumentException")
        #expect(throws: Error.self) {
            try NSLayoutConstraint.constraints(visualFormat: "H:|[missing]|", views: views)
        }
        #expect(throws: Error.self) {
            try NSLayoutConstraint.constraints(visualFormat: "H:|[button]|", views: views)
        }
    }

    /// The profile screen: image beside the labels in compact height, above them otherwise.
    final class ProfileController: UIViewController {
        let photo = UIView()
        let name = UIView()
        var compactHeight: [NSLayoutConstraint] = []
        var regularHeight: [NSLayoutConstraint] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            for view in [photo, name] {
                view.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(view)
            }
            let guide = view.safeAreaLayoutGuide
            let margins = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                photo.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
                photo.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                photo.widthAnchor.constraint(equalToConstant: 120),
                photo.heightAnchor.constraint(equalTo: photo.widthAnchor),
                name.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                name.heightAnchor.constraint(equalToConstant: 30),
            ])
            compactHeight = [
                name.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 16),
                name.topAnchor.constraint(equalTo: photo.topAnchor),
            ]
            regularHeight = [
                name.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                name.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 16),
            ]
            apply(traitCollection)
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass {
                apply(traitCollection)
            }
        }

        private func apply(_ traits: UITraitCollection) {
            let compact = traits.verticalSizeClass == .compact
            NSLayoutConstraint.deactivate(compact ? regularHeight : compactHeight)
            NSLayoutConstraint.activate(compact ? compactHeight : regularHeight)
        }
    }

    @Test func L2_profileSwitchesConstraintsByVerticalSizeClass() throws {
        let profile = ProfileController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: profile)
        simulator.window.layoutIfNeeded()
        #expect(profile.photo.frame == CGRect(x: 16, y: 79, width: 120, height: 120))
        #expect(profile.name.frame == CGRect(x: 16, y: 215, width: 361, height: 30))
        simulator.rotate(to: .landscape)
        #expect(profile.photo.frame == CGRect(x: 75, y: 20, width: 120, height: 120))
        #expect(profile.name.frame == CGRect(x: 211, y: 20, width: 852 - 75 - 211, height: 30))
        simulator.rotate(to: .portrait)
        #expect(profile.name.frame == CGRect(x: 16, y: 215, width: 361, height: 30))
        #expect(LayoutDiagnostics.conflicts(in: profile.view).isEmpty)
    }

    @Test func L2_leadingAndTrailingFollowTheLayoutDirection() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let badge = plainView("badge")
        controller.view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 50),
            badge.topAnchor.constraint(equalTo: controller.view.topAnchor),
            badge.heightAnchor.constraint(equalToConstant: 50),
        ])
        simulator.window.layoutIfNeeded()
        #expect(badge.frame.minX == 10)
        simulator.setLayoutDirection(.rightToLeft)
        simulator.window.layoutIfNeeded()
        #expect(abs(badge.frame.maxX - 383) < 1e-9)
        #expect(badge.frame.width == 50)
    }

    @Test func L4_autoresizingViewsAndConstraintsMix() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone SE (3rd generation)", rootViewController: controller)
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
        banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        controller.view.addSubview(banner)
        let below = plainView("below")
        controller.view.addSubview(below)
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: banner.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
            below.trailingAnchor.constraint(equalTo: banner.trailingAnchor),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        simulator.window.layoutIfNeeded()
        #expect(below.frame == CGRect(x: 0, y: 50, width: 375, height: 10))
        simulator.rotate(to: .landscape)
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 667, height: 50))
        #expect(below.frame == CGRect(x: 0, y: 50, width: 667, height: 10))
    }

    @Test func L4_fittingSizeOfAContainerComesFromItsContent() {
        let card = UIView()
        let content = plainView("content")
        card.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            content.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            content.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
            content.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 30),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 124, height: 46))
        let wide = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 46))
    }

    @Test func L2_removingAViewRemovesTheConstraintsThatReferToIt() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = plainView("child")
        container.addSubview(child)
        let pin = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        let size = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([pin, size])
        #expect(container.constraints.count == 1)
        #expect(child.constraints.count == 1)
        child.removeFromSuperview()
        #expect(!pin.isActive)
        #expect(size.isActive, "held by the removed view itself")
        #expect(container.constraints.isEmpty)
    }

    @Test func L2_constraintsWithoutACommonAncestorAreRefused() {
        let a = UIView()
        let b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let diagnostics = DiagnosticLog.capture { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(diagnostics.first?.message.contains("because they have no common ancestor") == true)
    }

    @Test func L2_priorityCannotSwitchBetweenRequiredAndOptionalOnceActive() {
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let diagnostics = DiagnosticLog.capture { width.priority = .defaultHigh }
        #expect(width.priority == .required)
        #expect(diagnostics.first?.name == "NSInternalInconsistencyException")
        width.isActive = false
        width.priority = .defaultHigh
        #expect(width.priority == .defaultHigh)
        width.priority = UILayoutPriority(5000)
        #expect(width.priority == .required, "clamped to 1...1000")
    }

    @Test func L6_ambiguousViewsAreReported() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let pinned = plainView("pinned")
        let floating = plainView("floating")
        for view in [pinned, floating] { controller.view.addSubview(view) }
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            pinned.topAnchor.constraint(equalTo: controller.view.topAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
            floating.widthAnchor.constraint(equalToConstant: 10), floating.heightAnchor.constraint(equalToConstant: 10),
            floating.leadingAnchor.constraint(equalTo: pinned.trailingAnchor),
        ])
        simulator.window.layoutIfNeeded()
        #expect(!pinned.hasAmbiguousLayout)
        #expect(floating.hasAmbiguousLayout, "no vertical position")
        #expect(LayoutDiagnostics.ambiguousSubviews(in: controller.view).map(\.accessibilityIdentifier) == ["floating"])
    }

    @Test func L1_prioritiesTradeHuggingAgainstCompression() throws {
        final class Sized: UIView {
            var size = CGSize(width: 100, height: 20)
            override var intrinsicContentSize: CGSize { size }
        }
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone SE (3rd generation)", rootViewController: controller)
        let left = Sized()
        let right = Sized()
        for view in [left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(view)
        }
        left.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        let root = controller.view!
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        simulator.window.layoutIfNeeded()
        // The lower hugging priority (right, 250) stretches.
        #expect(left.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(right.frame == CGRect(x: 100, y: 0, width: 275, height: 20))
        left.size.width = 300
        right.size.width = 300
        right.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        left.invalidateIntrinsicContentSize()
        right.invalidateIntrinsicContentSize()
        simulator.window.layoutIfNeeded()
        // Too little room: the lower compression resistance (right, 749) shrinks.
        #expect(left.frame.width == 300)
        #expect(right.frame.width == 75)
    }

    @Test func L1_aHigherPriorityOutweighsManyLowerOnes() {
        final class Sized: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 10) }
        }
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 10))
        let wide = Sized()
        let huggers = (0..<4).map { _ in Sized() }
        var previous: NSLayoutXAxisAnchor = row.leadingAnchor
        for view in [wide] + huggers {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
            view.leadingAnchor.constraint(equalTo: previous).isActive = true
            view.topAnchor.constraint(equalTo: row.topAnchor).isActive = true
            previous = view.trailingAnchor
        }
        // The row is 1000 wide: someone must grow by 500. `wide` hugs at 100, the four others at 250:
        // with linear weights the four 250s (1000 together) would lose to... nothing; here `wide` must
        // grow alone, since four hugging 250s outweigh one hugging 100 by far.
        wide.setContentHuggingPriority(UILayoutPriority(100), for: .horizontal)
        previous.constraint(equalTo: row.trailingAnchor).isActive = true
        row.layoutIfNeeded()
        #expect(wide.frame.width == 600)
        #expect(huggers.map(\.frame.width) == [100, 100, 100, 100])
        // Four views held to a shared height each hug at 250 (intrinsic 20); one resists compression at
        // 750 (intrinsic 100). Linear weights (4 × 250 > 750) would squash the row to 20 points; Auto
        // Layout keeps the higher priority: the row is 100 high.
        final class Tall: UIView {
            var height: CGFloat = 20
            override var intrinsicContentSize: CGSize { CGSize(width: 10, height: height) }
        }
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 500))
        let band = UILayoutGuide()
        holder.addLayoutGuide(band)
        let tall = Tall()
        tall.height = 100
        let short = (0..<4).map { _ in Tall() }
        for view in [tall] + short {
            view.translatesAutoresizingMaskIntoConstraints = false
            holder.addSubview(view)
            view.topAnchor.constraint(equalTo: band.topAnchor).isActive = true
            view.heightAnchor.constraint(equalTo: band.heightAnchor).isActive = true
            view.leadingAnchor.constraint(equalTo: holder.leadingAnchor).isActive = true
        }
        band.topAnchor.constraint(equalTo: holder.topAnchor).isActive = true
        holder.layoutIfNeeded()
        #expect(band.layoutFrame.height == 100)
        #expect(short.allSatisfy { $0.frame.height == 100 })
    }
}
