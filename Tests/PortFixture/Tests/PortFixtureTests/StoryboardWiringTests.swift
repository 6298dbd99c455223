import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

@testable import PortFixture

/// A storyboard wires the ported classes through their generated tables, as UIKit's runtime would.
@MainActor
struct StoryboardWiringTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="ls-vc">
            <scenes>
                <scene sceneID="ls-scene">
                    <objects>
                        <viewController id="ls-vc" customClass="ListController" customModule="PortFixture" \
        sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ls-view">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <label opaque="NO" text="Photos" id="ls-label">
                                        <rect key="frame" x="16" y="20" width="343" height="21"/>
                                    </label>
                                    <button opaque="NO" buttonType="system" id="ls-save">
                                        <rect key="frame" x="16" y="60" width="100" height="30"/>
                                        <state key="normal" title="Save"/>
                                        <connections>
                                            <action selector="save:" destination="ls-vc" eventType="touchUpInside" \
        id="ls-a1"/>
                                        </connections>
                                    </button>
                                    <view contentMode="scaleToFill" id="ls-round" customClass="RoundedView" \
        customModule="PortFixture">
                                        <rect key="frame" x="16" y="100" width="40" height="40"/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                                                <real key="value" value="6"/>
                                            </userDefinedRuntimeAttribute>
                                            <userDefinedRuntimeAttribute type="boolean" keyPath="isBordered" \
        value="YES"/>
                                        </userDefinedRuntimeAttributes>
                                    </view>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="ls-label" id="ls-o1"/>
                                <outletCollection property="buttons" destination="ls-save" id="ls-o2"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func outletsActionsAndInspectablesReachThePortedClasses() throws {
        InterfaceBuilder.register(ListController.self, forCustomClass: "ListController")
        InterfaceBuilder.register(RoundedView.self, forCustomClass: "RoundedView")
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(Self.storyboard.utf8)))
        let controller = try #require(storyboard.instantiateInitialViewController() as? ListController)
        let diagnostics = DiagnosticLog.capture { controller.loadViewIfNeeded() }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let objects = try #require(controller.interfaceBuilderObjects)
        #expect(controller.titleLabel === objects.view(withIBID: "ls-label"))
        #expect(controller.buttons.map { $0 === objects.view(withIBID: "ls-save") } == [true])
        let round = try #require(objects.view(withIBID: "ls-round") as? RoundedView)
        #expect(round.cornerRadius == CGFloat(6))
        #expect(round.isBordered)
        controller.buttons[0].sendActions(for: .touchUpInside)
        #expect(controller.log == ["save from UIButton"])
    }
}
