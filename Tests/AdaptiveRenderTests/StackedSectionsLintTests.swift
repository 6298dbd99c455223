import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

@testable import AdaptiveRender

/// A xib of the class the `iblint` fuzz harness once spent over its second on (a 96 KB mutant: 13 stack
/// views, 170 constraints), made here rather than copied from the corpus. `Scripts/lint-cost.py` writes
/// the same document (`synthetic-stacks.xib`) to count the harness's instructions on it.
enum StackedSectionsXib {
    /// A top-level view holding `sections` horizontal stack views under one another, each an image view
    /// and a view holding a title and a detail label: 13 constraints a section (3 in the root view, 2 on
    /// the image view, 8 in the labels' view), and one keeping the last section above the safe area's bottom.
    static func make(sections: Int = 13) -> Data {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" "#
                + #"targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" "#
                + #"useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">"#,
            #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
            "<objects>",
            #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
            #"<placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>"#,
            #"<view contentMode="scaleToFill" id="root">"#,
            #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
            #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#,
            "<subviews>",
        ]
        var rootConstraints: [String] = []
        for k in 0..<sections {
            let s = "s\(k)"
            lines += [
                #"<stackView opaque="NO" contentMode="scaleToFill" spacing="8" "#
                    + #"translatesAutoresizingMaskIntoConstraints="NO" id="\#(s)">"#,
                #"<rect key="frame" x="16" y="\#(28 + 48 * k)" width="343" height="40"/>"#,
                "<subviews>",
                #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" "#
                    + #"translatesAutoresizingMaskIntoConstraints="NO" id="\#(s)i">"#,
                #"<rect key="frame" x="0.0" y="0.0" width="40" height="40"/>"#,
                "<constraints>",
                #"<constraint firstAttribute="width" constant="40" id="\#(s)iw"/>"#,
                #"<constraint firstAttribute="height" constant="40" id="\#(s)ih"/>"#,
                "</constraints>",
                "</imageView>",
                #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(s)c">"#,
                #"<rect key="frame" x="48" y="0.0" width="295" height="40"/>"#,
                "<subviews>",
            ]
            for (name, top, height, size) in [("t", "0", "20.5", 17), ("d", "22.5", "17.5", 14)] {
                lines += [
                    #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" "#
                        + #"horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\#(name) \#(k)" "#
                        + #"textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" "#
                        + #"adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\#(s)\#(name)">"#,
                    #"<rect key="frame" x="0.0" y="\#(top)" width="295" height="\#(height)"/>"#,
                    #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#,
                    #"<nil key="textColor"/>"#,
                    #"<nil key="highlightedColor"/>"#,
                    "</label>",
                ]
            }
            lines += ["</subviews>", "<constraints>"]
            for attribute in ["leading", "trailing"] {
                for name in ["t", "d"] {
                    lines.append(
                        #"<constraint firstItem="\#(s)\#(name)" firstAttribute="\#(attribute)" secondItem="\#(s)c" "#
                            + #"secondAttribute="\#(attribute)" id="\#(s)\#(name)\#(attribute)"/>"#)
                }
            }
            lines += [
                #"<constraint firstItem="\#(s)t" firstAttribute="top" secondItem="\#(s)c" secondAttribute="top" "#
                    + #"id="\#(s)tt"/>"#,
                #"<constraint firstItem="\#(s)d" firstAttribute="top" secondItem="\#(s)t" secondAttribute="bottom" "#
                    + #"constant="2" id="\#(s)dt"/>"#,
                #"<constraint firstItem="\#(s)c" firstAttribute="bottom" secondItem="\#(s)d" "#
                    + #"secondAttribute="bottom" id="\#(s)db"/>"#,
                #"<constraint firstItem="\#(s)t" firstAttribute="height" relation="greaterThanOrEqual" "#
                    + #"constant="20" id="\#(s)th"/>"#,
                "</constraints>", "</view>", "</subviews>", "</stackView>",
            ]
            let (above, edge) = k == 0 ? ("safe", "top") : ("s\(k - 1)", "bottom")
            rootConstraints += [
                #"<constraint firstItem="\#(s)" firstAttribute="top" secondItem="\#(above)" "#
                    + #"secondAttribute="\#(edge)" constant="8" id="\#(s)top"/>"#,
                #"<constraint firstItem="\#(s)" firstAttribute="leading" secondItem="safe" "#
                    + #"secondAttribute="leading" constant="16" id="\#(s)lead"/>"#,
                #"<constraint firstItem="safe" firstAttribute="trailing" secondItem="\#(s)" "#
                    + #"secondAttribute="trailing" constant="16" id="\#(s)trail"/>"#,
            ]
        }
        rootConstraints.append(
            #"<constraint firstItem="safe" firstAttribute="bottom" relation="greaterThanOrEqual" "#
                + #"secondItem="s\#(sections - 1)" secondAttribute="bottom" constant="8" id="lastbottom"/>"#)
        lines += [
            "</subviews>",
            #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
            #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#,
            "<constraints>",
        ]
        lines += rootConstraints
        lines += [
            "</constraints>", "</view>", "</objects>", "<resources>",
            #"<systemColor name="systemBackgroundColor">"#,
            #"<color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
            "</systemColor>", "</resources>", "</document>",
        ]
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }
}

/// The lint of a large stacked xib, the input class whose cost the `iblint` harness measures.
@MainActor
@Suite struct StackedSectionsLintTests {
    private let phone = PreviewConfiguration.matrix(
        models: [try! PreviewConfiguration.model(named: "iPhone 15 Pro")], orientations: [.portrait],
        multitasking: false)

    @Test func generatedXibHoldsThirteenStacksAndOneHundredSeventyConstraints() throws {
        let document = try IBDocument(data: StackedSectionsXib.make())
        var stacks = 0
        var constraints = 0
        for view in document.topLevelViews {
            view.forEachView { value in
                if value.elementName == "stackView" { stacks += 1 }
                constraints += value.constraints.count
            }
        }
        #expect(stacks == 13)
        #expect(constraints == 170)
    }

    @Test func stackedSectionsMatchTheirStoredFramesWithOnlyTheLabelsAmbiguous() throws {
        let document = try IBDocument(data: StackedSectionsXib.make())
        let session = LintSession(path: "stacks.xib", document: document, configurations: phone)
        let found = session.findings()
        // Nothing says how a section's two labels share its height: each label of the 13 sections is ambiguous.
        #expect(found.conflicts == 0)
        #expect(found.ambiguous == 26)
        #expect(
            found.lines.allSatisfy {
                $0.hasPrefix("stacks.xib: view on iPhone 15 Pro portrait: warning: ambiguous layout for UILabel")
            })
        #expect(session.compareFrames(tolerance: 0.5) == "view [root, device]: 66 of 66 match\n66 matched, 0 differ\n")
    }
}
