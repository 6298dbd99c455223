import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import TestSupport
import Testing

/// S2: a unified storyboard's views, constraints and per-class values follow the live size classes.
@MainActor
@Suite struct SizeClassVariationTests {
    /// The Variations scene, its views by id, and a device showing it.
    @MainActor struct Scene {
        let controller: UIViewController
        let objects: IBObjectMap
        let simulator: DeviceSimulator

        func view(_ id: String) throws -> UIView { try #require(objects.view(withIBID: id)) }
        var root: UIView { controller.view }
        var banner: UIView { objects.view(withIBID: "ban-vw-001")! }
        var header: UILabel { objects.view(withIBID: "hdr-lb-001") as! UILabel }
        var stack: UIStackView { objects.view(withIBID: "stk-vw-001") as! UIStackView }
        var footer: UIView { objects.view(withIBID: "ftr-lb-001")! }
        var regularOnly: UIView { objects.view(withIBID: "reg-lb-001")! }
        func isActive(_ id: String) -> Bool { objects.constraint(withIBID: id)?.isActive == true }
    }

    func scene(on device: String, orientation: DeviceOrientation = .portrait) throws -> Scene {
        let storyboard = try UIStoryboard(contentsOf: Fixtures.url("SizeClassVariations.storyboard"))
        let controller = try #require(storyboard.instantiateInitialViewController())
        let simulator = try DeviceSimulator(
            deviceNamed: device, orientation: orientation, rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return Scene(
            controller: controller, objects: try #require(controller.interfaceBuilderObjects), simulator: simulator)
    }

    /// Checks the regular-height (portrait phone) configuration.
    func expectRegularHeight(_ scene: Scene) {
        #expect(scene.banner.superview == nil)
        #expect(scene.root.subviews.count == 3)
        #expect(scene.isActive("stk-tp-001"))
        #expect(!scene.isActive("stk-tp-002"))
        #expect(!scene.isActive("ban-tp-001"))
        #expect(scene.objects.constraint(withIBID: "hdr-tp-001")?.constant == CGFloat(40))
        #expect(isClose(scene.header.frame.minY, 59 + 40))
        #expect(isClose(scene.stack.frame.minY, scene.header.frame.maxY + 8))
        #expect(scene.header.font == UIFont.systemFont(ofSize: 17))
        #expect(scene.stack.axis == .vertical)
        #expect(scene.stack.spacing == CGFloat(0))
        #expect(!scene.footer.isHidden)
    }

    /// Checks the compact-height configuration; `safeTop` is the safe area's top (0 in landscape on a phone).
    func expectCompactHeight(_ scene: Scene, safeTop: CGFloat = 0) {
        #expect(scene.banner.superview === scene.root)
        #expect(scene.root.subviews.firstIndex { $0 === scene.banner } == 1)
        #expect(!scene.isActive("stk-tp-001"))
        #expect(scene.isActive("stk-tp-002"))
        #expect(scene.isActive("ban-tp-001"))
        #expect(scene.objects.constraint(withIBID: "hdr-tp-001")?.constant == CGFloat(10))
        #expect(isClose(scene.header.frame.minY, safeTop + 10))
        #expect(isClose(scene.banner.frame.minY, scene.header.frame.maxY + 8))
        #expect(isClose(scene.banner.frame.height, 44))
        #expect(isClose(scene.stack.frame.minY, scene.banner.frame.maxY + 8))
        #expect(scene.header.font == UIFont.systemFont(ofSize: 13))
        #expect(scene.stack.axis == .horizontal)
        #expect(scene.stack.spacing == CGFloat(12))
        #expect(scene.footer.isHidden)
    }

    @Test func S2_compactHeightInstallsTheBannerThroughRotationsOnAnIPhone15Pro() throws {
        let scene = try scene(on: "iPhone 15 Pro")
        expectRegularHeight(scene)
        #expect(scene.controller.sizeClassBinding?.sizeClasses == IBSizeClasses(width: .compact, height: .regular))
        scene.simulator.rotate(to: .landscape)
        expectCompactHeight(scene)
        #expect(scene.controller.sizeClassBinding?.sizeClasses == IBSizeClasses(width: .compact, height: .compact))
        scene.simulator.rotate(to: .portrait)
        expectRegularHeight(scene)
        scene.simulator.rotate(to: .landscape)
        expectCompactHeight(scene)
        // The regular-width label never shows on a phone, landscape included.
        #expect(scene.regularOnly.superview == nil)
    }

    @Test func S2_subviewsHearOfTheChangeWithTheNewSetAlreadyInPlace() throws {
        let scene = try scene(on: "iPhone 15 Pro")
        var seen: [String] = []
        scene.footer.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (footer: UIView, _) in
            seen.append("footer hidden=\(footer.isHidden) banner installed=\(scene.banner.superview != nil)")
        }
        scene.simulator.rotate(to: .landscape)
        #expect(seen == ["footer hidden=true banner installed=true"])
    }

    @Test func S2_theLiveStateDumpsDeterministically() throws {
        let scene = try scene(on: "iPhone 15 Pro")
        let binding = try #require(scene.controller.sizeClassBinding)
        var text = binding.dump()
        scene.simulator.rotate(to: .landscape)
        text += binding.dump()
        assertSnapshot(text, named: "SizeClassVariations.live.txt")
    }

    @Test func S2_startingInLandscapeAppliesTheCompactHeightSetBeforeTheFirstLayout() throws {
        let scene = try scene(on: "iPhone 15 Pro", orientation: .landscape)
        expectCompactHeight(scene)
    }

    @Test func S2_regularWidthViewsFollowMultitaskingResizesOnAnIPad() throws {
        let scene = try scene(on: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape)
        #expect(scene.regularOnly.superview === scene.root)
        #expect(scene.isActive("reg-tp-001"))
        #expect(isClose(scene.regularOnly.frame.minY, scene.stack.frame.maxY + 8))
        try scene.simulator.resize(to: .slideOver)
        #expect(scene.regularOnly.superview == nil)
        #expect(!scene.isActive("reg-tp-001"))
        #expect(scene.banner.superview == nil)
        try scene.simulator.resize(to: nil)
        #expect(scene.regularOnly.superview === scene.root)
        #expect(scene.root.subviews.firstIndex { $0 === scene.regularOnly } == 2)
        #expect(scene.isActive("reg-tp-001"))
    }

    @Test func S2_aTraitOverrideSwapsTheSetToo() throws {
        let scene = try scene(on: "iPhone 15 Pro")
        scene.controller.traitOverrides.verticalSizeClass = .compact
        scene.simulator.window.layoutIfNeeded()
        expectCompactHeight(scene, safeTop: 59)
        scene.controller.traitOverrides.remove(UITraitVerticalSizeClass.self)
        scene.simulator.window.layoutIfNeeded()
        expectRegularHeight(scene)
    }

    @Test func S2_outsideAWindowTheBaseLayoutIsInstalled() throws {
        let storyboard = try UIStoryboard(contentsOf: Fixtures.url("SizeClassVariations.storyboard"))
        let controller = try #require(storyboard.instantiateInitialViewController())
        let objects = try #require(
            {
                _ = controller.view; return controller.interfaceBuilderObjects
            }())
        #expect(objects.view(withIBID: "ban-vw-001")?.superview == nil)
        #expect(objects.view(withIBID: "reg-lb-001")?.superview == nil)
        #expect(objects.constraint(withIBID: "hdr-tp-001")?.constant == CGFloat(40))
        #expect(objects.constraint(withIBID: "stk-tp-001")?.isActive == true)
    }

    @Test func S2_aConstantTheAppSetStaysWhenTheFileDoesNotVaryIt() throws {
        // The footer's bottom has no variation: UIKit leaves a constant set in code alone through size-class
        // changes, while the header's top, which varies, takes each class's value.
        let scene = try scene(on: "iPhone 15 Pro")
        let footer = try #require(scene.objects.constraint(withIBID: "ftr-bt-001"))
        footer.constant = 30
        scene.simulator.rotate(to: .landscape)
        #expect(scene.objects.constraint(withIBID: "ftr-bt-001") === footer)
        #expect(footer.constant == CGFloat(30))
        #expect(scene.objects.constraint(withIBID: "hdr-tp-001")?.constant == CGFloat(10))
        scene.simulator.rotate(to: .portrait)
        #expect(footer.constant == CGFloat(30))
        #expect(scene.objects.constraint(withIBID: "hdr-tp-001")?.constant == CGFloat(40))
    }

    @Test func S2_aTreeWithoutVariationsKeepsItsViewsAndConstraintsThroughSizeClassChanges() throws {
        let xml = singleSceneStoryboard(
            rootView: """
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="20" width="100" height="50"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="box-h"/>
                                <constraint firstAttribute="width" constant="100" id="box-w"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" \
                constant="20" id="box-t"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" \
                secondAttribute="leading" id="box-l"/>
                    </constraints>
                </view>
                """)
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(xml.utf8)))
        let controller = try #require(storyboard.instantiateInitialViewController())
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let objects = try #require(controller.interfaceBuilderObjects)
        let box = try #require(objects.view(withIBID: "box"))
        let top = try #require(objects.constraint(withIBID: "box-t"))
        top.constant = 64
        simulator.rotate(to: .landscape)
        simulator.window.layoutIfNeeded()
        #expect(controller.sizeClassBinding?.activeConstraintIDs == ["box-h", "box-l", "box-t", "box-w"])
        #expect(objects.constraint(withIBID: "box-t") === top)
        #expect(box.superview === controller.view)
        #expect(box.frame == CGRect(x: 0, y: 64, width: 100, height: 50))
    }

    @Test func S2_aXibsPerClassValuesFollowItsRootViewsTraits() throws {
        // SizeClasses.xib: the avatar's width is 100, 60 in compact height and 160 in regular/regular.
        let nib = try UINib(contentsOf: Fixtures.url("SizeClasses.xib"))
        let objects = nib.instantiateObjects(withOwner: nil)
        let root = try #require(objects.view(withIBID: "rot-vw-001"))
        let controller = UIViewController()
        controller.view = root
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        #expect(objects.constraint(withIBID: "avw-cs-001")?.constant == CGFloat(100))
        #expect(objects.view(withIBID: "bdg-vw-001")?.isHidden == true)
        simulator.rotate(to: .landscape)
        #expect(objects.constraint(withIBID: "avw-cs-001")?.constant == CGFloat(60))
        #expect((objects.view(withIBID: "stk-vw-001") as? UIStackView)?.axis == .horizontal)
        #expect(objects.constraint(withIBID: "sth-cs-001")?.isActive == true)
        #expect(objects.constraint(withIBID: "stb-cs-001")?.isActive == false)
    }
}
