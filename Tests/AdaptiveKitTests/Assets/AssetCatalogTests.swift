import Foundation
import Testing

@testable import AdaptiveKit

/// T8: asset catalogs, loose image files and `UIImage(named:in:compatibleWith:)`.
@MainActor
@Suite struct AssetCatalogTests {
    nonisolated static let fullScreenConfigurations: [(DeviceProfile, DeviceOrientation)] = DeviceCatalog.all.flatMap {
        device in
        DeviceOrientation.allCases.map { (device, $0) }
    }

    nonisolated static var catalogURL: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Assets.xcassets")
    }

    static func traits(idiom: UIUserInterfaceIdiom, scale: CGFloat) -> UITraitCollection {
        UITraitCollection {
            $0.userInterfaceIdiom = idiom
            $0.displayScale = scale
        }
    }

    // MARK: Resolution on every device

    /// The scale UIKit would pick from 2x and 3x files: the device's, else the nearest higher, else 3x.
    static func expectedScale(for device: DeviceProfile) -> CGFloat {
        device.scale <= 2 ? 2 : 3
    }

    @Test(arguments: fullScreenConfigurations)
    func T8_bannerResolvesPerHeightClassAndScaleOnEveryDevice(device: DeviceProfile, orientation: DeviceOrientation)
        throws
    {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(device: device, orientation: orientation, rootViewController: controller)
        let compact = device.sizeClasses[orientation].vertical == .compact
        let scale = Self.expectedScale(for: device)
        let expectedFile = "banner-\(compact ? "compact" : "regular")@\(Int(scale))x.png"
        let expectedSize = compact ? CGSize(width: 100, height: 30) : CGSize(width: 200, height: 100)

        let explicit = try #require(
            UIImage(named: "Banner", in: .module, compatibleWith: simulator.traitCollection))
        #expect(explicit.fileURL?.lastPathComponent == expectedFile)
        #expect(explicit.scale == scale)
        #expect(explicit.size == expectedSize)
        #expect(explicit.traitCollection.verticalSizeClass == (compact ? .compact : .regular))

        // Nil traits mean the main screen's, which the simulator's screen now is.
        let fromScreen = try #require(UIImage(named: "Banner", in: .module, compatibleWith: nil))
        #expect(fromScreen.fileURL?.lastPathComponent == expectedFile)

        // An image view in the window shows the variant for its own traits.
        let imageView = UIImageView(image: UIImage(named: "Banner", in: .module, compatibleWith: UITraitCollection()))
        controller.view.addSubview(imageView)
        #expect(imageView.image?.fileURL?.lastPathComponent == expectedFile)
        #expect(imageView.intrinsicContentSize == expectedSize)
    }

    // MARK: The catalog as values

    @Test func T8_catalogReadsImageSetsColorSetsAndNamespaces() throws {
        let catalog = try AssetCatalog(contentsOf: Self.catalogURL)
        #expect(catalog.diagnostics == [])
        #expect(catalog.imageSets.keys.sorted() == ["Banner", "Device", "Icons/star", "Mode", "Sidebar"])
        #expect(catalog.colorSets.keys.sorted() == ["Accent", "Fog", "Link"])

        let banner = try #require(catalog.imageSets["Banner"])
        // Four files; the empty 1x slot is skipped, as Xcode leaves it unfilled.
        #expect(
            banner.variants.map(\.fileURL.lastPathComponent) == [
                "banner-compact@2x.png", "banner-compact@3x.png", "banner-regular@2x.png", "banner-regular@3x.png",
            ])
        #expect(banner.variants.map(\.scale) == [2, 3, 2, 3])
        #expect(banner.variants[1].pixelSize == CGSize(width: 300, height: 90))
        #expect(banner.variants[1].size == CGSize(width: 100, height: 30))
        #expect(
            banner.variants[0].traitCollection
                == UITraitCollection {
                    $0.verticalSizeClass = .compact
                    $0.displayScale = 2
                })

        let device = try #require(catalog.imageSets["Device"])
        // The watch entry is for no iOS device: skipped without a diagnostic.
        #expect(device.variants.map(\.traitCollection.userInterfaceIdiom) == [.phone, .phone, .pad])

        let mode = try #require(catalog.imageSets["Mode"])
        #expect(mode.variants.map(\.traitCollection.userInterfaceStyle) == [.unspecified, .unspecified, .dark, .dark])

        let star = try #require(catalog.imageSets["Icons/star"])
        #expect(star.variants.count == 1)
        #expect(star.variants[0].scale == 1)
        #expect(star.variants[0].size == CGSize(width: 16, height: 16))
    }

    @Test func T8_namedImagesPickIdiomAndNamespace() throws {
        let phone = try #require(
            UIImage(named: "Device", in: .module, compatibleWith: Self.traits(idiom: .phone, scale: 3)))
        #expect(phone.size == CGSize(width: 24, height: 24))
        #expect(phone.scale == 3)
        let pad = try #require(
            UIImage(named: "Device", in: .module, compatibleWith: Self.traits(idiom: .pad, scale: 2)))
        #expect(pad.size == CGSize(width: 32, height: 32))
        #expect(pad.scale == 2)

        let star = try #require(UIImage(named: "Icons/star", in: .module, compatibleWith: nil))
        #expect(star.size == CGSize(width: 16, height: 16))
        #expect(UIImage(named: "star", in: .module, compatibleWith: nil) == nil)
        #expect(UIImage(named: "NoSuchImage", in: .module, compatibleWith: nil) == nil)
        // Every image of a name shares one asset, as UIKit caches named images.
        #expect(star.imageAsset != nil)
        #expect(UIImage(named: "Icons/star", in: .module, compatibleWith: nil)?.imageAsset === star.imageAsset)
    }

    // MARK: Loose files

    @Test(arguments: [
        (UIUserInterfaceIdiom.phone, CGFloat(1), CGFloat(10), CGFloat(1)),
        (.phone, 2, 10, 2),
        (.phone, 3, 10, 3),
        (.pad, 1, 15, 1),
        (.pad, 2, 15, 2),
        // No badge@3x~ipad: the iPad files beat the universal 3x, the nearest lower scale among them wins.
        (.pad, 3, 15, 2),
    ])
    func T8_looseFilesWithScaleAndIdiomSuffixes(
        idiom: UIUserInterfaceIdiom, scale: CGFloat, points: CGFloat, expectedScale: CGFloat
    ) throws {
        let image = try #require(
            UIImage(named: "badge", in: .module, compatibleWith: Self.traits(idiom: idiom, scale: scale)))
        #expect(image.size == CGSize(width: points, height: points))
        #expect(image.scale == expectedScale)
        let withExtension = UIImage(
            named: "badge.png", in: .module, compatibleWith: Self.traits(idiom: idiom, scale: scale))
        #expect(withExtension == image)
    }

    /// Apps pass `Bundle.main.path(forResource:ofType:)` to `UIImage(named:)`; the file at that path is read,
    /// its scale taken from its name.
    @Test func T8_anAbsolutePathAsTheNameReadsThatFile() throws {
        let loose = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Loose")
        let retina = try #require(UIImage(named: loose.appendingPathComponent("badge@2x.png").path))
        #expect(retina.fileURL?.lastPathComponent == "badge@2x.png")
        #expect(retina.scale == 2)
        #expect(retina.size == CGSize(width: 10, height: 10))
        let withoutExtension = try #require(UIImage(named: loose.appendingPathComponent("badge").path))
        #expect(withoutExtension.fileURL?.lastPathComponent == "badge.png")
        #expect(withoutExtension.scale == 1)
        #expect(UIImage(named: loose.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func T8_looseFileNamesTakeSuffixesApart() {
        func parse(_ name: String) -> String? {
            LooseImageName(URL(fileURLWithPath: "/x/" + name)).map { "\($0.name) \(Int($0.scale))x \($0.idiom)" }
        }
        #expect(parse("a@2x~ipad.png") == "a 2x Pad")
        #expect(parse("a~iphone.jpg") == "a 1x Phone")
        #expect(parse("icon@3x.png") == "icon 3x Unspecified")
        #expect(parse("notes.txt") == nil)
        #expect(parse("@2x.png") == nil)
    }

    // MARK: Bad input

    /// A throwaway folder holding a catalog written by the test.
    struct TemporaryCatalog {
        let root: URL
        let catalog: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("AssetCatalogTests-\(UUID())")
            catalog = root.appendingPathComponent("Bad.xcassets")
            try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        }

        @discardableResult
        func write(_ path: String, _ text: String) throws -> URL {
            try write(path, Data(text.utf8))
        }

        @discardableResult
        func write(_ path: String, _ data: Data) throws -> URL {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            return url
        }

        func copyFixture(_ set: String, _ file: String, to path: String) throws {
            let source = AssetCatalogTests.catalogURL.appendingPathComponent("\(set)/\(file)")
            try write(path, Data(contentsOf: source))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func T8_malformedContentsJSONIsADiagnosticNamingTheFile() throws {
        let temp = try TemporaryCatalog()
        defer { temp.remove() }
        let broken = try temp.write("Broken.imageset/Contents.json", "{ \"images\": [ { \"idiom\": \"universal\",, } ")
        let wrongType = try temp.write("Wrong.imageset/Contents.json", "{ \"images\": { \"filename\": \"a.png\" } }")
        try temp.copyFixture("Icons/star.imageset", "star.png", to: "Good.imageset/star.png")
        try temp.write(
            "Good.imageset/Contents.json", "{\"images\":[{\"idiom\":\"universal\",\"filename\":\"star.png\"}]}")

        let catalog = try AssetCatalog(contentsOf: temp.catalog)
        #expect(catalog.imageSets.keys.sorted() == ["Good"])
        #expect(catalog.diagnostics.count == 2)
        guard case .malformedContents(let file, let reason) = catalog.diagnostics[0] else {
            Issue.record("expected malformed contents, got \(catalog.diagnostics)")
            return
        }
        #expect(file == broken)
        #expect(reason.hasPrefix("not valid JSON"))
        #expect(catalog.diagnostics[0].description.hasPrefix("\(broken.path): malformed Contents.json: not valid JSON"))
        #expect(
            catalog.diagnostics[1]
                == .malformedContents(file: wrongType, reason: "expected Array<Any> at images"))
    }

    @Test func T8_missingFilesAndInvalidValuesSkipOnlyTheirEntries() throws {
        let temp = try TemporaryCatalog()
        defer { temp.remove() }
        try temp.copyFixture("Icons/star.imageset", "star.png", to: "Icon.imageset/icon@2x.png")
        try temp.write("Icon.imageset/notes.png", "not an image")
        let contents = try temp.write(
            "Icon.imageset/Contents.json",
            """
            {
              "images": [
                { "idiom": "universal", "scale": "2x", "filename": "icon@2x.png", "future-key": [1, 2] },
                { "idiom": "universal", "scale": "3x", "filename": "icon@3x.png" },
                { "idiom": "universal", "scale": "5x", "filename": "icon@2x.png" },
                { "idiom": "toaster", "filename": "icon@2x.png" },
                { "idiom": "universal", "scale": "1x", "filename": "notes.png" }
              ],
              "info": { "author": "xcode", "version": 1 },
              "mystery": { "nested": true }
            }
            """)
        let catalog = try AssetCatalog(contentsOf: temp.catalog)
        let folder = temp.catalog.appendingPathComponent("Icon.imageset")
        #expect(
            catalog.diagnostics == [
                .unknownKey(file: contents, keyPath: "images[0].future-key"),
                .missingFile(folder.appendingPathComponent("icon@3x.png"), referencedBy: contents),
                .invalidValue(file: contents, key: "scale", value: "5x"),
                .invalidValue(file: contents, key: "idiom", value: "toaster"),
                .unreadableImage(folder.appendingPathComponent("notes.png"), reason: "not a PNG, JPEG or PDF file"),
            ])
        #expect(
            catalog.diagnostics[1].description
                == "\(contents.path): references missing file icon@3x.png; entry skipped")
        // An entry's unknown key is reported and its entry still read; unknown top-level keys are not entries.
        #expect(catalog.imageSets["Icon"]?.variants.map(\.scale) == [2])
        #expect(catalog.imageSets["Icon"]?.variants.first?.size == CGSize(width: 8, height: 8))
    }

    @Test func T8_badColorSetsAreDiagnosed() throws {
        let temp = try TemporaryCatalog()
        defer { temp.remove() }
        let contents = try temp.write(
            "Tint.colorset/Contents.json",
            """
            { "colors": [
                { "idiom": "universal", "color": { "color-space": "srgb",
                  "components": { "red": 1, "green": 0.25, "blue": "0x40", "alpha": 1 } } },
                { "idiom": "universal", "color": { "color-space": "cmyk", "components": {} },
                  "appearances": [ { "appearance": "luminosity", "value": "dark" } ] },
                { "idiom": "universal", "color": { "reference": "fancyColor" } },
                { "idiom": "universal", "color": { "components": { "red": "lots" } } }
            ] }
            """)
        let catalog = try AssetCatalog(contentsOf: temp.catalog)
        #expect(
            catalog.diagnostics == [
                .invalidValue(file: contents, key: "color-space", value: "cmyk"),
                .invalidValue(file: contents, key: "reference", value: "fancyColor"),
                .invalidValue(file: contents, key: "components.red", value: "lots"),
            ])
        let tint = try #require(catalog.colorSets["Tint"]?.variants.first?.color)
        #expect(tint == UIColor(red: 1, green: 0.25, blue: CGFloat(64) / 255, alpha: 1))
    }

    @Test func T8_aMissingCatalogFolderThrows() {
        let url = URL(fileURLWithPath: "/nonexistent/None.xcassets")
        #expect(throws: AssetCatalogError.notAFolder(url)) { try AssetCatalog(contentsOf: url) }
    }

    @Test func T8_namedLookupLogsCatalogProblemsOnce() throws {
        let temp = try TemporaryCatalog()
        defer { temp.remove() }
        let broken = try temp.write("Broken.imageset/Contents.json", "[")
        try temp.copyFixture("Icons/star.imageset", "star.png", to: "Good.imageset/star.png")
        try temp.write(
            "Good.imageset/Contents.json", "{\"images\":[{\"idiom\":\"universal\",\"filename\":\"star.png\"}]}")
        let bundle = try #require(Bundle(url: temp.root))
        var image: UIImage?
        let diagnostics = DiagnosticLog.capture {
            image = UIImage(named: "Good", in: bundle, compatibleWith: nil)
            #expect(UIImage(named: "Broken", in: bundle, compatibleWith: nil) == nil)
        }
        #expect(image?.size == CGSize(width: 16, height: 16))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.kind == .warning)
        #expect(diagnostics.first?.message.hasPrefix("\(broken.path): malformed Contents.json") == true)
    }

    @Test func T8_anUnreadableLooseFileIsSkippedAndReportedOnce() throws {
        let temp = try TemporaryCatalog()
        defer { temp.remove() }
        let good = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Loose/badge@2x.png")
        try Data(contentsOf: good).write(to: temp.root.appendingPathComponent("flag@2x.png"))
        let bad = temp.root.appendingPathComponent("flag@3x.png")
        try Data("GIF89a".utf8).write(to: bad)
        let bundle = try #require(Bundle(url: temp.root))
        let phone3x = Self.traits(idiom: .phone, scale: 3)
        var images: [UIImage?] = []
        let diagnostics = DiagnosticLog.capture {
            images.append(UIImage(named: "flag", in: bundle, compatibleWith: phone3x))
            images.append(UIImage(named: "flag", in: bundle, compatibleWith: phone3x))
        }
        #expect(diagnostics.map(\.message) == ["\(bad.path): cannot read image size; file skipped"])
        #expect(images.map { $0?.scale } == [2, 2])
        #expect(images.map { $0?.size } == [CGSize(width: 10, height: 10), CGSize(width: 10, height: 10)])
    }

    @Test func T8_imageHeadersGiveThePixelSize() throws {
        let url = URL(fileURLWithPath: "/x.jpg")
        // A JPEG: SOI, an APP0 segment of 4 bytes, then SOF0 with height 0x0102 and width 0x0304.
        let jpeg: [UInt8] = [
            0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x02, 0x03, 0x04, 0x03,
        ]
        #expect(try ImageFileInfo.pixelSize(of: jpeg, url: url) == CGSize(width: 772, height: 258))
        let pdf = Array("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 24.5 30] >>".utf8)
        #expect(try ImageFileInfo.pixelSize(of: pdf, url: url) == CGSize(width: 24.5, height: 30))
        let truncated: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]
        #expect(throws: AssetCatalogError.unreadableImage(url, reason: "PNG without an IHDR chunk")) {
            try ImageFileInfo.pixelSize(of: truncated, url: url)
        }
    }
}

/// Apple's AdaptivePhotos sample spells the size-class keys in camel case.
@MainActor
@Suite struct AssetCatalogKeySpellingTests {
    /// A set with a compact-width and a regular-width photo, its keys spelled `widthKey`.
    static func photoCatalog(widthKey: String) throws -> AssetCatalogTests.TemporaryCatalog {
        let temp = try AssetCatalogTests.TemporaryCatalog()
        try temp.copyFixture("Icons/star.imageset", "star.png", to: "Photo.imageset/compact.png")
        try temp.copyFixture("Icons/star.imageset", "star.png", to: "Photo.imageset/regular.png")
        try temp.write(
            "Photo.imageset/Contents.json",
            """
            {"images": [
              {"idiom": "universal", "filename": "compact.png", "\(widthKey)": "compact"},
              {"idiom": "universal", "filename": "regular.png", "\(widthKey)": "regular"}
            ], "info": {"version": 1, "author": "xcode"}}
            """)
        return temp
    }

    @Test(arguments: ["width-class", "widthClass"])
    func T8_bothSpellingsSelectTheRegularPhotoOnAnIPad(widthKey: String) throws {
        let temp = try Self.photoCatalog(widthKey: widthKey)
        defer { temp.remove() }
        let catalog = try AssetCatalog(contentsOf: temp.catalog)
        #expect(catalog.diagnostics.isEmpty)
        #expect(
            catalog.imageSets["Photo"]?.variants.map(\.traitCollection.horizontalSizeClass) == [.compact, .regular])

        let bundle = try #require(Bundle(url: temp.root))
        let controller = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", rootViewController: controller)
        let imageView = UIImageView(image: UIImage(named: "Photo", in: bundle, compatibleWith: nil))
        controller.view.addSubview(imageView)
        #expect(imageView.image?.fileURL?.lastPathComponent == "regular.png")

        try simulator.resize(to: .oneThird)
        #expect(imageView.image?.fileURL?.lastPathComponent == "compact.png")
    }

    @Test func T8_anUnknownKeyIsReportedWithItsPlaceAndTheVariantStaysUniversal() throws {
        let temp = try Self.photoCatalog(widthKey: "width_class")
        defer { temp.remove() }
        let catalog = try AssetCatalog(contentsOf: temp.catalog)
        let contents = temp.catalog.appendingPathComponent("Photo.imageset/Contents.json").path
        #expect(
            catalog.diagnostics.map(\.description) == [
                "\(contents): unknown key images[0].width_class ignored",
                "\(contents): unknown key images[1].width_class ignored",
            ])
        #expect(
            catalog.imageSets["Photo"]?.variants.map(\.traitCollection.horizontalSizeClass) == [
                .unspecified, .unspecified,
            ])
    }
}
