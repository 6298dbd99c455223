import AdaptiveKit
import Foundation
import TestSupport
import Testing

@testable import AdaptiveRender

/// R2: a storyboard previewed from a project finds the storyboards its references name in that project, as an
/// app finds them in its bundle, rather than in the tool's own folder.
@MainActor
@Suite struct ProjectResourcesTests {
    /// A tab bar controller whose one tab is a reference to `Profile.storyboard`'s initial controller.
    static let main = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        initialViewController="tb-1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController id="tb-1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="ref-1" kind="relationship" relationship="viewControllers" \
        id="sg-1"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Profile" id="ref-1" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let profile = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        initialViewController="pr-1">
            <scenes>
                <scene sceneID="p1">
                    <objects>
                        <viewController title="Profile" id="pr-1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="pr-v">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A fresh folder with `files` (paths to texts; a path ending in `/` is an empty folder).
    private func project(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                continue
            }
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// The titles of the tabs of the scene `scene` of what `searched` previews, and the exceptions and warnings
    /// recorded.
    private func tabs(
        of searched: URL, scene: String
    ) throws -> (titles: [String?], exceptions: [String], warnings: [String]) {
        let subject = try PreviewSubject.interfaceBuilderFiles(at: searched)
        var titles: [String?] = []
        let log = try DiagnosticLog.capture {
            let root = try subject.makeScene(scene).rootViewController
            titles = (root as? UITabBarController)?.viewControllers?.map(\.title) ?? []
        }
        return (
            titles, log.filter { $0.kind == .exception }.map(\.message),
            log.filter { $0.kind == .warning }.map(\.message)
        )
    }

    @Test func R2_aReferenceResolvesAnywhereInTheProjectAboveTheFile() throws {
        let root = try project([
            "App.xcodeproj/": "", "App/Base.lproj/Main.storyboard": Self.main,
            "App/Profile/Profile.storyboard": Self.profile,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try tabs(of: root.appendingPathComponent("App/Base.lproj/Main.storyboard"), scene: "Main")
        #expect(found.titles == ["Profile"])
        #expect(found.exceptions.isEmpty)
    }

    @Test func R2_withoutAProjectTheFolderPreviewedIsTheBundle() throws {
        let root = try project([
            "Base.lproj/Main.storyboard": Self.main, "Other/Profile.storyboard": Self.profile,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try tabs(of: root, scene: "Base.lproj/Main").titles == ["Profile"])
        // One file alone in a `.lproj` folder: the folder above it, where Xcode keeps the others.
        let lone = try project(["Base.lproj/Main.storyboard": Self.main, "Profile.storyboard": Self.profile])
        defer { try? FileManager.default.removeItem(at: lone) }
        #expect(
            try tabs(of: lone.appendingPathComponent("Base.lproj/Main.storyboard"), scene: "Main").titles == ["Profile"]
        )
    }

    @Test func R2_aCycleOfReferencesBetweenFilesEndsWithAWarning() throws {
        // Profile's tab refers back to Main, whose tab refers to Profile: the cycle is cut where it closes.
        let backToMain = Self.main.replacingOccurrences(
            of: "storyboardName=\"Profile\"", with: "storyboardName=\"Main\"")
        let root = try project([
            "App.xcodeproj/": "", "App/Main.storyboard": Self.main, "App/Profile.storyboard": backToMain,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try tabs(of: root.appendingPathComponent("App/Main.storyboard"), scene: "Main")
        #expect(found.titles == [nil], "Main's tab is Profile's untitled tab bar controller")
        #expect(found.exceptions.isEmpty)
        #expect(
            found.warnings.contains { $0.contains("storyboard reference 'ref-1' is left out: it leads back to itself") }
        )
    }

    @Test func R2_ofStoryboardsOfOneNameTheShallowestThenTheFirstByPathIsFound() throws {
        func profile(_ title: String) -> String {
            Self.profile.replacingOccurrences(of: "title=\"Profile\"", with: "title=\"\(title)\"")
        }
        let root = try project([
            "App.xcodeproj/": "", "App/Main.storyboard": Self.main,
            "App/en.lproj/Profile.storyboard": profile("English"), "App/Base.lproj/Profile.storyboard": profile("Base"),
            "App/Old/Base.lproj/Profile.storyboard": profile("Old"),
            // Hidden folders are no app's resources, however shallow.
            "App/.hidden/Profile.storyboard": profile("Hidden"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try tabs(of: root.appendingPathComponent("App/Main.storyboard"), scene: "Main").titles == ["Base"])
    }

    @Test func R2_anImageTheFileNamesComesFromTheProjectsAssetCatalog() throws {
        // A 24 × 16 PNG in the project's catalog; the file records 100 × 100 for it, the stand-in used when the
        // image is not found. The image view has no size constraints: its intrinsic size is the image's.
        let png = try #require(
            Data(
                base64Encoded:
                    "iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAAGklEQVR4nGP4z8BAFUQdU0YNGjVo1KARbBAASkZ+kD532zwAAAAASUVORK5CYII="
            ))
        let storyboard = singleSceneStoryboard(
            rootView: """
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <imageView contentMode="scaleToFill" image="avatar" translatesAutoresizingMaskIntoConstraints="NO" \
                id="img">
                            <rect key="frame" x="0.0" y="100" width="100" height="100"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="img" firstAttribute="top" secondItem="root" secondAttribute="top" \
                constant="100" id="img-t"/>
                        <constraint firstItem="img" firstAttribute="leading" secondItem="root" \
                secondAttribute="leading" id="img-l"/>
                    </constraints>
                </view>
                """,
            resources: #"<image name="avatar" width="100" height="100"/>"#)
        let root = try project([
            "App.xcodeproj/": "", "App/Main.storyboard": storyboard,
            "App/Assets.xcassets/avatar.imageset/Contents.json":
                #"{"images":[{"idiom":"universal","filename":"avatar.png","scale":"1x"}]}"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try png.write(to: root.appendingPathComponent("App/Assets.xcassets/avatar.imageset/avatar.png"))
        let subject = try PreviewSubject.interfaceBuilderFiles(at: root.appendingPathComponent("App/Main.storyboard"))
        let controller = try subject.makeScene("Main").rootViewController
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        let image = try #require(controller.view.subviews.first as? UIImageView)
        #expect(image.image?.size == CGSize(width: 24, height: 16))
        #expect(image.frame == CGRect(x: 0, y: 100, width: 24, height: 16))
    }

    @Test func R2_aMissingStoryboardIsUIKitsExceptionNamingTheProject() throws {
        let root = try project(["App.xcodeproj/": "", "App/Main.storyboard": Self.main])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try tabs(of: root.appendingPathComponent("App/Main.storyboard"), scene: "Main")
        #expect(found.titles.isEmpty)
        #expect(
            found.exceptions == [
                "Could not find a storyboard named 'Profile' in bundle NSBundle <\(root.standardizedFileURL.path)>"
            ])
    }
}
