import Foundation
import Testing

/// R2: `adaptive preview` end to end against the built tool.
@Suite struct PreviewCommandTests {
    /// A fresh folder for one test; the gallery goes to `out` inside it.
    private final class Workspace {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("preview-cli-\(UUID().uuidString)")
        var out: URL { url.appendingPathComponent("out") }

        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }

        func file(_ name: String, _ text: String) throws -> String {
            let file = url.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            return file.path
        }

        /// Everything under the workspace but the inputs: what a run left behind.
        var leftovers: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter {
                !$0.hasSuffix(".xml") && !$0.hasSuffix(".storyboard")
            }.sorted()
        }

        func report() throws -> [String: Any] {
            let data = try Data(contentsOf: out.appendingPathComponent("report.json"))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
    }

    @Test func R2_theDefaultPreviewWritesAGalleryAReportAndOneSVGPerConfiguration() throws {
        let workspace = try Workspace()
        let run = try runAdaptive(["preview", "--out", workspace.out.path])
        #expect(run.status == 0, "\(run.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: workspace.out.path)
        #expect(files.filter { $0.hasSuffix(".svg") }.count == 10)
        #expect(files.contains("index.html"))
        #expect(run.standardError.contains("[1/10] iPhone SE (3rd generation) · portrait"))
        #expect(run.standardError.contains("[10/10] iPad Pro (12.9-inch) (6th generation) · landscape"))
        #expect(run.standardOutput.contains("10 configurations, 0 conflicts broken, 0 ambiguous layouts in "))
        #expect(run.standardOutput.contains("iPhone 15 Pro · landscape                          852×393    wC hC"))

        let report = try workspace.report()
        #expect(report["format"] as? String == "adaptive-preview/1")
        #expect(report["subject"] as? String == "AdaptivePhotos (storyboard)")
        let configurations = try #require(report["configurations"] as? [[String: Any]])
        var collapsed: [String: Bool] = [:]
        for configuration in configurations {
            let splits = try #require(configuration["splitViews"] as? [[String: Any]])
            collapsed[try #require(configuration["id"] as? String)] = splits.first?["isCollapsed"] as? Bool
        }
        for phone in ["iPhone-SE-3rd-generation", "iPhone-15-Pro", "iPhone-15-Pro-Max"] {
            #expect(collapsed["\(phone)-portrait"] == true, "\(phone) portrait collapses")
            #expect(collapsed["\(phone)-landscape"] == false, "\(phone) landscape expands")
        }
        for iPad in ["iPad-Pro-11-inch-4th-generation", "iPad-Pro-12-9-inch-6th-generation"] {
            #expect(collapsed["\(iPad)-portrait"] == false)
            #expect(collapsed["\(iPad)-landscape"] == false)
        }
    }

    @Test func R2_codePreviewsTheAppBuiltInCode() throws {
        let workspace = try Workspace()
        let run = try runAdaptive([
            "preview", "--code", "--devices", "iPhone 15 Pro", "--orientations", "portrait", "--out",
            workspace.out.path,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try workspace.report()["subject"] as? String == "AdaptivePhotos (code)")
    }

    @Test func R2_multitaskingAndOrientationsShapeTheMatrix() throws {
        let workspace = try Workspace()
        let run = try runAdaptive([
            "preview", "--devices", "iPad Pro (11-inch) (4th generation)", "--orientations", "landscape",
            "--multitasking", "--scene", "photo", "--out", workspace.out.path, "--strict",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let svgs = try FileManager.default.contentsOfDirectory(atPath: workspace.out.path).filter {
            $0.hasSuffix(".svg")
        }
        #expect(svgs.count == 5, "full screen, Slide Over, 1/3, 1/2, 2/3")
        #expect(svgs.contains("iPad-Pro-11-inch-4th-generation-landscape-half.svg"))
        #expect(try workspace.report()["scene"] as? String == "photo")
    }

    @Test func R2_sizesPreviewResizableWindowsOnIPads() throws {
        let workspace = try Workspace()
        let run = try runAdaptive([
            "preview", "--devices", "iPhone 15 Pro,iPad Pro (11-inch) (4th generation)", "--orientations", "portrait",
            "--sizes", "600x800,834x1194", "--out", workspace.out.path, "--strict",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let svgs = try FileManager.default.contentsOfDirectory(atPath: workspace.out.path).filter {
            $0.hasSuffix(".svg")
        }.sorted()
        #expect(
            svgs == [
                "iPad-Pro-11-inch-4th-generation-portrait-600x800.svg",
                "iPad-Pro-11-inch-4th-generation-portrait-834x1194.svg",
                "iPad-Pro-11-inch-4th-generation-portrait.svg", "iPhone-15-Pro-portrait.svg",
            ])
        #expect(run.standardError.contains("[3/4] iPad Pro (11-inch) (4th generation) · portrait · 600x800"))
        let configurations = try #require(try workspace.report()["configurations"] as? [[String: Any]])
        let resized = try #require(configurations.first { $0["windowSize"] as? String == "600x800" })
        #expect(resized["window"] as? [String: Double] == ["width": 600, "height": 800])
        let traits = try #require(resized["traits"] as? [String: Any])
        #expect(traits["horizontalSizeClass"] as? String == "compact")
        #expect(traits["verticalSizeClass"] as? String == "regular")
        let whole = try #require(configurations.first { $0["windowSize"] as? String == "834x1194" })
        #expect((whole["traits"] as? [String: Any])?["horizontalSizeClass"] as? String == "regular")
        #expect(configurations.filter { $0["windowSize"] != nil }.count == 2)
    }

    @Test func R2_aWindowSizeADeviceCannotShowIsAClearErrorAndWritesNothing() throws {
        let workspace = try Workspace()
        let tooWide = try runAdaptive([
            "preview", "--devices", "iPad Pro (11-inch) (4th generation)", "--sizes", "900x800", "--out",
            workspace.out.path,
        ])
        #expect(tooWide.status != 0)
        #expect(
            tooWide.standardError.contains(
                "iPad Pro 11-inch (1st-4th generation) cannot show a 900×800 pt window in portrait: a window is 320×320 pt to 834×1194 pt."
            ), "\(tooWide.standardError)")
        #expect(!tooWide.standardError.contains("[1/"), "nothing ran")
        let malformed = try runAdaptive(["preview", "--sizes", "600by800", "--out", workspace.out.path])
        #expect(malformed.status != 0)
        #expect(malformed.standardError.contains(#"Bad window size "600by800"; write WIDTHxHEIGHT in points"#))
        #expect(workspace.leftovers.isEmpty)
    }

    @Test func R2_aMissingFileIsAClearErrorAndWritesNothing() throws {
        let workspace = try Workspace()
        let missing = workspace.url.appendingPathComponent("Main.storyboard").path
        let run = try runAdaptive(["preview", missing, "--out", workspace.out.path])
        #expect(run.status == 66)
        #expect(run.standardError == "\(missing): error: no such file or folder\n")
        #expect(run.standardOutput.isEmpty)
        #expect(workspace.leftovers.isEmpty)
    }

    @Test func R2_xmlThatIsNotInterfaceBuildersIsAClearErrorAndWritesNothing() throws {
        let workspace = try Workspace()
        let plist = try workspace.file(
            "Info.storyboard", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
        let run = try runAdaptive(["preview", plist, "--out", workspace.out.path])
        #expect(run.status != 0)
        #expect(
            run.standardError.contains(
                "Info.storyboard:2:1: error: not an Interface Builder document (found root element <plist>)"),
            "\(run.standardError)")
        #expect(workspace.leftovers.isEmpty)
    }

    @Test func R2_anUnknownDeviceIsAClearErrorAndLeavesAnEarlierGalleryAlone() throws {
        let workspace = try Workspace()
        let first = try runAdaptive(["preview", "--devices", "iPhone 15 Pro", "--out", workspace.out.path])
        #expect(first.status == 0)
        let before = try Data(contentsOf: workspace.out.appendingPathComponent("report.json"))
        let run = try runAdaptive([
            "preview", "--devices", "iPhone SE (3rd generation),iPhone 15 Pr", "--out", workspace.out.path,
        ])
        #expect(run.status != 0)
        #expect(run.standardError.contains(#"Unknown device "iPhone 15 Pr". Did you mean "iPhone 15 Pro""#))
        #expect(!run.standardError.contains("[1/"), "nothing ran")
        #expect(try Data(contentsOf: workspace.out.appendingPathComponent("report.json")) == before)
        #expect(workspace.leftovers == ["out"], "no staging folder")
    }

    @Test func R2_anUnknownSceneOrOrientationIsRejected() throws {
        let workspace = try Workspace()
        let scene = try runAdaptive(["preview", "--scene", "settings", "--out", workspace.out.path])
        #expect(scene.status != 0)
        #expect(scene.standardError.contains(#"Unknown scene "settings"; this subject has "list", "photo", "profile""#))
        let orientation = try runAdaptive(["preview", "--orientations", "upside-down", "--out", workspace.out.path])
        #expect(orientation.status != 0)
        #expect(workspace.leftovers.isEmpty)
    }
}

/// S4: `adaptive launch` end to end: rule findings with locations, the image list, clear errors.
@Suite struct PreviewLaunchCommandTests {
    private func write(_ text: String, named name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("launch-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    private static let launchXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" launchScreen="YES">
            <objects>
                <view contentMode="scaleToFill" id="root" customClass="SplashView">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </view>
            </objects>
        </document>

        """

    @Test func S4_aBrokenRuleFailsWithItsLocation() throws {
        let file = try write(Self.launchXib, named: "LaunchScreen.xib")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let run = try runAdaptive(["launch", file.path, "--check"])
        #expect(run.status != 0)
        #expect(
            run.standardError.contains("\(file.path):4:9: error: custom class \"SplashView\""), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func S4_checkListsTheLegacyImageOfEveryDeviceAndOrientation() throws {
        let file = try write(
            Self.launchXib.replacingOccurrences(of: #" customClass="SplashView""#, with: ""), named: "Launch.xib")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let run = try runAdaptive(["launch", file.path, "--check", "--devices", "iPhone 8 Plus,iPad (6th generation)"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput == """
                iPhone 8 Plus          portrait   Default-736h@3x.png
                iPhone 8 Plus          landscape  Default-Landscape-736h@3x.png
                iPad (6th generation)  portrait   Default-Portrait@2x~ipad.png
                iPad (6th generation)  landscape  Default-Landscape@2x~ipad.png

                """)
        let out = file.deletingLastPathComponent().appendingPathComponent("images")
        let render = try runAdaptive([
            "launch", file.path, "--devices", "iPhone 8 Plus,iPad (6th generation)", "--out", out.path,
        ])
        #expect(render.status == 0, "\(render.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".svg") }
        #expect(
            names.sorted() == [
                "Default-736h@3x.svg", "Default-Landscape-736h@3x.svg", "Default-Landscape@2x~ipad.svg",
                "Default-Portrait@2x~ipad.svg",
            ])
        let portrait = try String(contentsOf: out.appendingPathComponent("Default-736h@3x.svg"), encoding: .utf8)
        #expect(portrait.contains(#"width="414" height="736""#) || portrait.contains("414"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert")))
    func S4_pngLaunchImagesHaveTheScreensPixelSize() throws {
        let file = try write(
            Self.launchXib.replacingOccurrences(of: #" customClass="SplashView""#, with: ""), named: "Launch.xib")
        let out = file.deletingLastPathComponent().appendingPathComponent("images")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let run = try runAdaptive([
            "launch", file.path, "--devices", "iPhone 8 Plus,iPad (6th generation)", "--out", out.path,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        func pixelSize(_ name: String) throws -> [UInt32] {
            // PNG: 8-byte signature, then the IHDR chunk whose data starts with width and height.
            let bytes = [UInt8](try Data(contentsOf: out.appendingPathComponent(name)))
            return [16, 20].map { offset in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        }
        #expect(try pixelSize("Default-736h@3x.png") == [1242, 2208])
        #expect(try pixelSize("Default-Landscape-736h@3x.png") == [2208, 1242])
        #expect(try pixelSize("Default-Portrait@2x~ipad.png") == [1536, 2048])
        #expect(try pixelSize("Default-Landscape@2x~ipad.png") == [2048, 1536])
    }

    @Test func S4_aMissingFileIsAClearError() throws {
        let run = try runAdaptive(["launch", "/nonexistent/LaunchScreen.storyboard", "--check"])
        #expect(run.status == 66)
        #expect(run.standardError == "/nonexistent/LaunchScreen.storyboard: error: no such file or folder\n")
    }
}
