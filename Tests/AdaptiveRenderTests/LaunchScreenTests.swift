import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

@testable import AdaptiveRender

/// S4 (checks and names): the launch-screen rules on document values, and legacy image names.
@MainActor
@Suite struct LaunchScreenTests {
    static let goodXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13771" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label text="Photos" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="150" y="320" width="75" height="27"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>

        """

    static let badXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13771" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root" customClass="GradientView">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label text="Photos" id="title">
                            <rect key="frame" x="150" y="320" width="75" height="27"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                    <integer key="value" value="8"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </label>
                        <wkWebView contentMode="scaleToFill" id="web">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        </wkWebView>
                    </subviews>
                </view>
                <view contentMode="scaleToFill" id="second">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
            </objects>
        </document>

        """

    @Test func S4_aPlainUIKitLaunchXibFollowsTheRules() throws {
        let document = try IBDocument(data: Data(Self.goodXib.utf8))
        #expect(LaunchScreen.check(document).isEmpty)
    }

    @Test func S4_everyBrokenRuleIsReportedWithItsLocation() throws {
        let document = try IBDocument(data: Data(Self.badXib.utf8))
        #expect(
            LaunchScreen.check(document).map(\.description) == [
                #"1:1: warning: the document is not marked as a launch screen (launchScreen="YES")"#,
                #"5:9: error: custom class "GradientView": a launch screen may use UIKit's classes only (no app code runs yet)"#,
                #"8:17: error: user-defined runtime attribute "layer.cornerRadius": launch screens are shown without running the app's code, so runtime attributes are not applied"#,
                "16:17: error: <wkWebView> is not a UIKit view; a launch screen may use UIKit's classes only",
                "21:9: error: a launch xib has exactly one top-level view; this one has 2",
            ])
    }

    @Test func S4_aLaunchImageIsTheScreenAloneLaidOutOnTheDevice() throws {
        let document = try IBDocument(data: Data(Self.goodXib.utf8))
        let device = try DeviceCatalog.profile(named: "iPhone 8 Plus")
        let portrait = try #require(LaunchScreen.image(of: document, on: device, orientation: .portrait))
        #expect(portrait.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(portrait.contains(#"<rect class="screen" x="0" y="0" width="414" height="736""#))
        #expect(portrait.contains(#"<rect class="UILabel" x="150" y="320" width="75" height="27""#))
        #expect(portrait.contains(">Photos</text>"))
        #expect(!portrait.contains("safe-area"), "a launch image has no safe-area guide")
        #expect(!portrait.contains(#"class="device""#), "nor a device outline")
        let landscape = try #require(LaunchScreen.image(of: document, on: device, orientation: .landscape))
        #expect(landscape.contains(#"<rect class="screen" x="0" y="0" width="736" height="414""#))
    }

    @Test func S4_legacyLaunchImagesAreNamedAsApplesWere() throws {
        func name(_ model: String, _ orientation: DeviceOrientation) throws -> String {
            LaunchScreen.legacyImageName(for: try DeviceCatalog.profile(named: model), orientation: orientation)
        }
        #expect(try name("iPhone 4", .portrait) == "Default@2x.png")
        #expect(try name("iPhone 5", .portrait) == "Default-568h@2x.png")
        #expect(try name("iPhone 8", .portrait) == "Default-667h@2x.png")
        #expect(try name("iPhone 8 Plus", .portrait) == "Default-736h@3x.png")
        #expect(try name("iPhone 8 Plus", .landscape) == "Default-Landscape-736h@3x.png")
        #expect(try name("iPad (6th generation)", .portrait) == "Default-Portrait@2x~ipad.png")
        #expect(try name("iPad (6th generation)", .landscape) == "Default-Landscape@2x~ipad.png")
        #expect(try name("iPhone 15 Pro", .portrait) == "Default-852h@3x.png")
        #expect(try name("iPad Pro (12.9-inch) (6th generation)", .portrait) == "Default-Portrait-1366h@2x~ipad.png")
        let names = DeviceCatalog.all.flatMap { device in
            DeviceOrientation.allCases.map { LaunchScreen.legacyImageName(for: device, orientation: $0) }
        }
        let canvases = Set(DeviceCatalog.all.map { "\($0.portraitSize.width)x\($0.portraitSize.height)@\($0.scale)" })
        #expect(Set(names).count == canvases.count * 2, "one name per screen size, scale and orientation")
    }
}
