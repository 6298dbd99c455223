@_spi(AdaptiveKit) import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// A controller whose bar items and runtime attributes a storyboard sets, with a hand-written table.
final class BarItemsViewController: UIViewController {
    var profileItem: UIBarButtonItem?
    var accent: UIColor?
    var preferredSize = CGSize.zero
    var hintFrame = CGRect.zero
    var anchor = CGPoint.zero
    var highlight = NSRange(location: 0, length: 0)
    var badge: UIImage?
    var greeting: String?
    var note: String? = "initial"
    var rating = 0
    var log: [String] = []
    var modeControl: UISegmentedControl?

    override class var messageTable: MessageTable {
        var table = super.messageTable
        table.addOutlet("profileItem") { (target: BarItemsViewController, arguments) in
            target.profileItem = try arguments.value(0)
        }
        table.addInspectable("accent") { (target: BarItemsViewController, arguments) in
            target.accent = try arguments.value(0)
        }
        table.addInspectable("preferredSize") { (target: BarItemsViewController, arguments) in
            target.preferredSize = try arguments.value(0)
        }
        table.addInspectable("hintFrame") { (target: BarItemsViewController, arguments) in
            target.hintFrame = try arguments.value(0)
        }
        table.addInspectable("anchor") { (target: BarItemsViewController, arguments) in
            target.anchor = try arguments.value(0)
        }
        table.addInspectable("highlight") { (target: BarItemsViewController, arguments) in
            target.highlight = try arguments.value(0)
        }
        table.addInspectable("badge") { (target: BarItemsViewController, arguments) in
            target.badge = try arguments.value(0)
        }
        table.addInspectable("greeting") { (target: BarItemsViewController, arguments) in
            target.greeting = try arguments.value(0)
        }
        table.addInspectable("note") { (target: BarItemsViewController, arguments) in
            target.note = try arguments.value(0)
        }
        table.addInspectable("rating") { (target: BarItemsViewController, arguments) in
            target.rating = try arguments.value(0)
        }
        table.addMethod("showProfile:") { (target: BarItemsViewController, arguments) in
            let sender: UIBarButtonItem = try arguments.value(0)
            target.log.append("showProfile \(sender.title ?? "-")")
        }
        table.addMethod("share:") { (target: BarItemsViewController, _) in target.log.append("share") }
        table.addMethod("add:") { (target: BarItemsViewController, _) in target.log.append("add") }
        table.addOutlet("modeControl") { (target: BarItemsViewController, arguments) in
            target.modeControl = try arguments.value(0)
        }
        table.addMethod("modeChanged:") { (target: BarItemsViewController, arguments) in
            let sender: UISegmentedControl = try arguments.value(0)
            target.log.append("mode \(sender.selectedSegmentIndex)")
        }
        return table
    }
}

/// What UIKit decodes with a controller: its navigation item's and toolbar's bar button items (with their
/// actions and the outlets to them) and its own user-defined runtime attributes.
@MainActor
@Suite struct ControllerObjectsTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="bi-nav">
            <scenes>
                <scene sceneID="bi-s1">
                    <objects>
                        <navigationController id="bi-nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bi-bar">
                                <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="bi-vc" kind="relationship" relationship="rootViewController" \
        id="bi-rel"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="bi-fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="bi-s2">
                    <objects>
                        <viewController storyboardIdentifier="BarItems" id="bi-vc" customClass="BarItemsViewController" \
        sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="bi-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            </view>
                            <toolbarItems>
                                <barButtonItem systemItem="flexibleSpace" id="bi-flex"/>
                                <barButtonItem title="Share" id="bi-share">
                                    <connections>
                                        <action selector="share:" destination="bi-vc" id="bi-a2"/>
                                    </connections>
                                </barButtonItem>
                            </toolbarItems>
                            <navigationItem key="navigationItem" title="Photos" id="bi-ni">
                                <barButtonItem key="backBarButtonItem" title="Back" id="bi-back"/>
                                <barButtonItem key="leftBarButtonItem" systemItem="add" id="bi-add">
                                    <connections>
                                        <action selector="add:" destination="bi-fr2" id="bi-a3"/>
                                    </connections>
                                </barButtonItem>
                                <rightBarButtonItems>
                                    <barButtonItem title="Profile" style="done" id="bi-profile">
                                        <connections>
                                            <action selector="showProfile:" destination="bi-vc" id="bi-a1"/>
                                        </connections>
                                    </barButtonItem>
                                    <barButtonItem title="Fly" id="bi-fly">
                                        <connections>
                                            <action selector="fly:" destination="bi-vc" id="bi-a4"/>
                                        </connections>
                                    </barButtonItem>
                                </rightBarButtonItems>
                            </navigationItem>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="color" keyPath="accent">
                                    <color key="value" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" \
        customColorSpace="sRGB"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="size" keyPath="preferredSize">
                                    <size key="value" width="320" height="480"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="rect" keyPath="hintFrame">
                                    <rect key="value" x="10" y="20" width="30" height="40"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="point" keyPath="anchor">
                                    <point key="value" x="5" y="6"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="range" keyPath="highlight">
                                    <range key="value" location="2" length="3"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="image" keyPath="badge" value="star"/>
                                <userDefinedRuntimeAttribute type="localizedString" keyPath="greeting" value="Hello"/>
                                <userDefinedRuntimeAttribute type="nil" keyPath="note"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="rating">
                                    <integer key="value" value="4"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="string" keyPath="missingKey" value="x"/>
                                <userDefinedRuntimeAttribute type="color" keyPath="accent"/>
                                <userDefinedRuntimeAttribute type="range" keyPath="highlight">
                                    <range key="value" location="-1" length="3"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="fancy" keyPath="rating" value="9"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                    <real key="value" value="4"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                            <connections>
                                <outlet property="profileItem" destination="bi-profile" id="bi-o1"/>
                                <outlet property="missingItem" destination="bi-share" id="bi-o2"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="bi-fr2" sceneMemberID="firstResponder"/>
                        <resources>
                            <image name="star" width="24" height="22"/>
                        </resources>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="star" width="24" height="22"/>
            </resources>
        </document>
        """

    init() {
        InterfaceBuilder.register(BarItemsViewController.self, forCustomClass: "BarItemsViewController")
    }

    /// The storyboard's navigation controller and its root, made while capturing diagnostics.
    func instantiate() throws -> (UINavigationController, BarItemsViewController, [DiagnosticLog.Entry]) {
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(Self.storyboard.utf8)))
        var made: UIViewController?
        let diagnostics = DiagnosticLog.capture { made = storyboard.instantiateInitialViewController() }
        let navigation = try #require(made as? UINavigationController)
        let root = try #require(navigation.viewControllers.first as? BarItemsViewController)
        return (navigation, root, diagnostics)
    }

    @Test func S1_barButtonItemsAreBuiltOnTheNavigationItemAndToolbarBeforeTheViewLoads() throws {
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(Self.storyboard.utf8)))
        let alone = try #require(
            storyboard.instantiateViewController(withIdentifier: "BarItems") as? BarItemsViewController)
        #expect(!alone.isViewLoaded)
        #expect(alone.profileItem?.title == "Profile")
        #expect(alone.navigationItem.rightBarButtonItems?.count == 2)
        #expect(alone.toolbarItems?.count == 2)
        let (_, controller, _) = try instantiate()
        let item = controller.navigationItem
        #expect(item.title == "Photos")
        #expect(item.leftBarButtonItems?.map(\.title) == [nil])
        #expect(item.leftBarButtonItem?.image == nil)
        #expect(item.rightBarButtonItems?.map(\.title) == ["Profile", "Fly"])
        #expect(item.rightBarButtonItems?.map(\.style) == [.done, .plain])
        #expect(item.rightBarButtonItem === item.rightBarButtonItems?.first)
        #expect(item.backBarButtonItem?.title == "Back")
        #expect(controller.toolbarItems?.map(\.title) == [nil, "Share"])
        let objects = try #require(controller.interfaceBuilderObjects)
        #expect(objects["bi-share"] === controller.toolbarItems?.last)
        #expect(controller.profileItem === item.rightBarButtonItem)
    }

    @Test func S1_barButtonItemActionsReachTheirTargetOrTheResponderChain() throws {
        let (navigation, controller, _) = try instantiate()
        let profile = try #require(controller.navigationItem.rightBarButtonItem)
        #expect(profile.target === controller)
        #expect(profile.action == Selector("showProfile:"))
        let add = try #require(controller.navigationItem.leftBarButtonItem)
        #expect(add.target == nil)
        #expect(add.action == Selector("add:"))
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        DeviceSimulator.tap(profile)
        DeviceSimulator.tap(add)
        DeviceSimulator.tap(try #require(controller.toolbarItems?.last))
        #expect(controller.log == ["showProfile Profile", "add", "share"])
        #expect(simulator.window.rootViewController === navigation)
    }

    @Test func S1_aBarItemActionWithNoMethodGetsUIKitsMessageWhenTapped() throws {
        let (_, controller, _) = try instantiate()
        let fly = try #require(controller.navigationItem.rightBarButtonItems?.last)
        let diagnostics = DiagnosticLog.capture { DeviceSimulator.tap(fly) }
        #expect(
            diagnostics.map(\.message) == [
                "-[BarItemsViewController fly:]: unrecognized selector sent to instance"
            ])
        #expect(controller.log.isEmpty)
    }

    @Test func S1_runtimeAttributesOfEveryTypeAreSetOnTheController() throws {
        let (_, controller, _) = try instantiate()
        #expect(controller.accent == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(controller.preferredSize == CGSize(width: 320, height: 480))
        #expect(controller.hintFrame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(controller.anchor == CGPoint(x: 5, y: 6))
        #expect(controller.highlight == NSRange(location: 2, length: 3))
        #expect(controller.badge?.size == CGSize(width: 24, height: 22))
        #expect(controller.greeting == "Hello")
        #expect(controller.note == nil)
        #expect(controller.rating == 4)
    }

    @Test func S1_badRuntimeAttributesAndOutletsGetMessagesAndChangeNothing() throws {
        let (_, controller, diagnostics) = try instantiate()
        #expect(
            diagnostics.map(\.message) == [
                "[<BarItemsViewController> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                    + "for the key missingItem.",
                "[<BarItemsViewController> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                    + "for the key missingKey.",
                "Runtime attribute 'accent' of type 'color' has no value it can read; it was not set.",
                "Runtime attribute 'highlight' of type 'range' has no value it can read; it was not set.",
                "Runtime attribute 'rating' of type 'fancy' is not supported; it was not set.",
                "AdaptiveKit does not follow the key path 'layer.cornerRadius' of BarItemsViewController 'bi-vc'; "
                    + "it was not set.",
            ])
        // The readable values before them stay.
        #expect(controller.accent == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(controller.highlight == NSRange(location: 2, length: 3))
        #expect(controller.rating == 4)
    }
}
