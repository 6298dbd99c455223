import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// What a storyboard or nib made is freed when the app lets go of it, as in UIKit, so a
/// process that loads file after file (`adaptive lint`, the fuzz harnesses) does not grow with each one.
@MainActor
@Suite struct StoryboardLifetimeTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="lt-nav">
            <scenes>
                <scene sceneID="lt-s1">
                    <objects>
                        <navigationController id="lt-nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="lt-bar">
                                <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="lt-vc" kind="relationship" relationship="rootViewController" \
        id="lt-rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="lt-s2">
                    <objects>
                        <viewController storyboardIdentifier="Root" id="lt-vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lt-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <containerView contentMode="scaleToFill" id="lt-box">
                                        <rect key="frame" x="0.0" y="100" width="390" height="200"/>
                                        <connections>
                                            <segue destination="lt-child" kind="embed" id="lt-embed"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Root" id="lt-ni"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="lt-s3">
                    <objects>
                        <viewController id="lt-child" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lt-child-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="200"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Weak references to what one instantiation made, taken while it is alive.
    struct Made {
        weak var navigation: UIViewController?
        weak var root: UIViewController?
        weak var child: UIViewController?
        weak var rootView: UIView?
    }

    static func instantiateAndLoad() throws -> Made {
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(storyboard.utf8)))
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let root = try #require(navigation.viewControllers.first)
        root.loadViewIfNeeded()
        let child = try #require(root.children.first)
        #expect(root.interfaceBuilderObjects?.viewController(withIBID: "lt-child") === child)
        return Made(navigation: navigation, root: root, child: child, rootView: root.view)
    }

    @Test func R3_controllersAndViewsOfAStoryboardAreFreedWhenReleased() throws {
        let made = try Self.instantiateAndLoad()
        #expect(made.navigation == nil)
        #expect(made.root == nil)
        #expect(made.child == nil)
        #expect(made.rootView == nil)
    }

    @Test func R3_theObjectMapStillFindsControllersWhileTheyLive() throws {
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(Self.storyboard.utf8)))
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let root = try #require(navigation.viewControllers.first)
        let objects = try #require(root.interfaceBuilderObjects)
        #expect(objects.viewController(withIBID: "lt-nav") === navigation)
        #expect(objects.viewController(withIBID: "lt-vc") === root)
        #expect(objects.ibID(of: navigation) == "lt-nav")
        #expect(objects.ids.contains("lt-nav"))
    }
}
