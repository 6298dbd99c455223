import Foundation

/// An asset catalog folder (`.xcassets`) read as values: its image sets and color sets.
///
/// Xcode compiles catalogs into `Assets.car`; AdaptiveKit reads the source folder instead, the
/// `Contents.json` of each set (Asset Catalog Format Reference). It lives in AdaptiveKit rather than
/// InterfaceBuilder because `UIImage(named:in:compatibleWith:)` and `UIColor(named:in:compatibleWith:)`
/// find catalogs in a bundle, and modules depend downwards only. An image entry's unknown keys are
/// reported, and the entry is read as if they were absent;
/// problems inside the catalog become `diagnostics` and skip only the entry or set at fault.
public struct AssetCatalog: Hashable, Sendable {
    /// The catalog folder.
    public var url: URL
    /// Image sets by name (a folder that provides a namespace prefixes its name: `Icons/star`).
    public var imageSets: [String: ImageSet] = [:]
    /// Color sets by name.
    public var colorSets: [String: ColorSet] = [:]
    /// Problems found while reading, in folder order; each names its file.
    public var diagnostics: [AssetCatalogError] = []

    /// An image set: the variants of one named image.
    public struct ImageSet: Hashable, Sendable {
        /// The name `UIImage(named:)` finds it by.
        public var name: String
        /// The `.imageset` folder.
        public var url: URL
        /// The entries that name a readable file, in `Contents.json` order.
        public var variants: [ImageVariant]
    }

    /// One image of a set and the traits it is for.
    public struct ImageVariant: Hashable, Sendable {
        /// Idiom, size classes, appearance, gamut, direction and display scale (1 when the entry states none).
        public var traitCollection: UITraitCollection
        /// The image file.
        public var fileURL: URL
        /// The file's size in pixels.
        public var pixelSize: CGSize
        /// The entry's scale: 1, 2 or 3 (1 when unstated).
        public var scale: CGFloat
        /// The size in points: pixels divided by scale.
        public var size: CGSize { CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale) }
    }

    /// A color set: the variants of one named color.
    public struct ColorSet: Hashable, Sendable {
        /// The name `UIColor(named:)` finds it by.
        public var name: String
        /// The `.colorset` folder.
        public var url: URL
        /// The entries with a usable color, in `Contents.json` order.
        public var variants: [ColorVariant]
    }

    /// One color of a set and the traits it is for.
    public struct ColorVariant: Hashable, Sendable {
        /// Idiom, appearance (luminosity, contrast) and gamut.
        public var traitCollection: UITraitCollection
        /// The color (a system color reference stays dynamic).
        public var color: UIColor
    }

    /// Reads the catalog folder at `url`; throws only when it is not a readable folder.
    public init(contentsOf url: URL) throws(AssetCatalogError) {
        self.url = url
        guard Self.isFolder(url) else { throw .notAFolder(url) }
        readFolder(url, namespace: "")
    }

    // MARK: Folders

    static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func children(of url: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().map { url.appendingPathComponent($0) }
    }

    private mutating func readFolder(_ folder: URL, namespace: String) {
        for child in Self.children(of: folder) where Self.isFolder(child) {
            let name = namespace + child.deletingPathExtension().lastPathComponent
            switch child.pathExtension {
            case "imageset":
                if let set = readImageSet(child, name: name) { imageSets[name] = set }
            case "colorset":
                if let set = readColorSet(child, name: name) { colorSets[name] = set }
            case "":
                // A group folder; with "provides-namespace" its name prefixes the names inside.
                let contents = child.appendingPathComponent("Contents.json")
                var prefix = namespace
                if FileManager.default.fileExists(atPath: contents.path),
                    let file = decode(contents), file.properties?.providesNamespace == true
                {
                    prefix += child.lastPathComponent + "/"
                }
                readFolder(child, namespace: prefix)
            default:
                break  // App icons, data sets, symbol sets...: not images UIImage(named:) finds here.
            }
        }
    }

    private mutating func decode(_ contents: URL) -> ContentsFile? {
        do {
            let data = try Data(contentsOf: contents)
            return try JSONDecoder().decode(ContentsFile.self, from: data)
        } catch let error as DecodingError {
            diagnostics.append(.malformedContents(file: contents, reason: Self.reason(error)))
        } catch {
            diagnostics.append(.malformedContents(file: contents, reason: "cannot read the file"))
        }
        return nil
    }

    private static func reason(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            return keys.isEmpty ? "" : " at \(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)"
        }
        switch error {
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo["NSDebugDescription"] as? String
            return "not valid JSON" + (underlying.map { " (\($0))" } ?? "") + path(context)
        case .typeMismatch(let type, let context):
            return "expected \(type)\(path(context))"
        case .valueNotFound(let type, let context):
            return "missing \(type)\(path(context))"
        case .keyNotFound(let key, let context):
            return "missing key \"\(key.stringValue)\"\(path(context))"
        @unknown default:
            return "\(error)"
        }
    }

    // MARK: Image sets

    private mutating func readImageSet(_ folder: URL, name: String) -> ImageSet? {
        let contents = folder.appendingPathComponent("Contents.json")
        guard let file = decode(contents) else { return nil }
        var variants: [ImageVariant] = []
        for (index, entry) in (file.images ?? []).enumerated() {
            for key in entry.unknownKeys {
                diagnostics.append(.unknownKey(file: contents, keyPath: "images[\(index)].\(key)"))
            }
            guard let filename = entry.filename else { continue }  // An empty slot in Xcode's editor.
            do throws(AssetCatalogError) {
                guard var traits = try entryTraits(entry.common, in: contents) else { continue }
                let scale = try Self.scale(entry.scale, in: contents)
                traits = traits.modifyingTraits { $0.displayScale = scale }
                let fileURL = folder.appendingPathComponent(filename)
                guard FileManager.default.fileExists(atPath: fileURL.path) else {
                    throw AssetCatalogError.missingFile(fileURL, referencedBy: contents)
                }
                let pixels = try ImageFileInfo.pixelSize(of: fileURL)
                variants.append(
                    ImageVariant(traitCollection: traits, fileURL: fileURL, pixelSize: pixels, scale: scale))
            } catch {
                diagnostics.append(error)
            }
        }
        return ImageSet(name: name, url: folder, variants: variants)
    }

    private static func scale(_ text: String?, in contents: URL) throws(AssetCatalogError) -> CGFloat {
        guard let text else { return 1 }
        switch text {
        case "1x": return 1
        case "2x": return 2
        case "3x": return 3
        default: throw .invalidValue(file: contents, key: "scale", value: text)
        }
    }

    /// The traits an entry states; nil for an idiom no iOS device has (watch, marketing icons).
    private func entryTraits(_ entry: EntryTraits, in contents: URL) throws(AssetCatalogError) -> UITraitCollection? {
        func invalid(_ key: String, _ value: String) -> AssetCatalogError {
            .invalidValue(file: contents, key: key, value: value)
        }
        var idiom = UIUserInterfaceIdiom.unspecified
        switch entry.idiom {
        case nil, "universal": break
        case "iphone": idiom = .phone
        case "ipad": idiom = .pad
        case "tv": idiom = .tv
        case "car": idiom = .carPlay
        case "mac": idiom = .mac
        case "vision": idiom = .vision
        case "watch", "ios-marketing", "watch-marketing", "tv-marketing": return nil
        case let other?: throw invalid("idiom", other)
        }
        func sizeClass(_ key: String, _ text: String?) throws(AssetCatalogError) -> UIUserInterfaceSizeClass {
            switch text {
            case nil, "any": .unspecified
            case "compact": .compact
            case "regular": .regular
            case let other?: throw invalid(key, other)
            }
        }
        let width = try sizeClass("width-class", entry.widthClass)
        let height = try sizeClass("height-class", entry.heightClass)
        var gamut = UIDisplayGamut.unspecified
        switch entry.displayGamut {
        case nil: break
        case "sRGB": gamut = .SRGB
        case "display-P3": gamut = .P3
        case let other?: throw invalid("display-gamut", other)
        }
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        switch entry.languageDirection {
        case nil: break
        case "left-to-right": direction = .leftToRight
        case "right-to-left": direction = .rightToLeft
        case let other?: throw invalid("language-direction", other)
        }
        var style = UIUserInterfaceStyle.unspecified
        var contrast = UIAccessibilityContrast.unspecified
        for appearance in entry.appearances ?? [] {
            switch (appearance.appearance, appearance.value) {
            case ("luminosity", "light"): style = .light
            case ("luminosity", "dark"): style = .dark
            case ("luminosity", "any"): break
            case ("contrast", "high"): contrast = .high
            case ("contrast", "normal"): contrast = .normal
            default: throw invalid("appearances", "\(appearance.appearance)=\(appearance.value)")
            }
        }
        return UITraitCollection { traits in
            traits.userInterfaceIdiom = idiom
            traits.horizontalSizeClass = width
            traits.verticalSizeClass = height
            traits.displayGamut = gamut
            traits.layoutDirection = direction
            traits.userInterfaceStyle = style
            traits.accessibilityContrast = contrast
        }
    }

    // MARK: Color sets

    private mutating func readColorSet(_ folder: URL, name: String) -> ColorSet? {
        let contents = folder.appendingPathComponent("Contents.json")
        guard let file = decode(contents) else { return nil }
        var variants: [ColorVariant] = []
        for entry in file.colors ?? [] {
            do throws(AssetCatalogError) {
                guard let traits = try entryTraits(entry.common, in: contents), let value = entry.color else {
                    continue
                }
                variants.append(ColorVariant(traitCollection: traits, color: try Self.color(value, in: contents)))
            } catch {
                diagnostics.append(error)
            }
        }
        return ColorSet(name: name, url: folder, variants: variants)
    }

    /// A color entry's color: components as Xcode writes them ("0.500", "0x80", "128") or a system color.
    ///
    /// Display P3 components are taken as sRGB numbers (no color management; see Deviations.md).
    private static func color(_ value: ColorValue, in contents: URL) throws(AssetCatalogError) -> UIColor {
        if let reference = value.reference {
            guard let color = systemColors[reference] else {
                throw .invalidValue(file: contents, key: "reference", value: reference)
            }
            return color
        }
        let components = value.components ?? [:]
        func component(_ key: String, isAlpha: Bool = false) throws(AssetCatalogError) -> CGFloat {
            guard let text = components[key]?.text else { return isAlpha ? 1 : 0 }
            guard let number = componentValue(text, isAlpha: isAlpha) else {
                throw .invalidValue(file: contents, key: "components.\(key)", value: text)
            }
            return number
        }
        let alpha = try component("alpha", isAlpha: true)
        switch value.colorSpace ?? "srgb" {
        case "gray-gamma-22", "extended-gray":
            return UIColor(white: try component("white"), alpha: alpha)
        case "srgb", "extended-srgb", "extended-linear-srgb", "display-p3":
            return UIColor(
                red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        case let other:
            throw .invalidValue(file: contents, key: "color-space", value: other)
        }
    }

    /// Xcode writes floats with a decimal point, 8-bit integers plain or in hex; alpha is always a fraction.
    static func componentValue(_ text: String, isAlpha: Bool) -> CGFloat? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") {
            return Int(trimmed.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
        }
        guard let number = Double(trimmed) else { return nil }
        if isAlpha || trimmed.contains(".") || trimmed.contains("e") { return CGFloat(number) }
        return CGFloat(number) / 255
    }

    private static let systemColors: [String: UIColor] = [
        "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
        "systemOrangeColor": .systemOrange, "systemGrayColor": .systemGray,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "separatorColor": .separator,
        "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
    ]
}

// MARK: Contents.json as decoded (an image entry's unknown keys are reported)

private struct ContentsFile: Decodable {
    var images: [ImageEntry]?
    var colors: [ColorEntry]?
    var properties: Properties?

    struct Properties: Decodable {
        var providesNamespace: Bool?
        enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
    }
}

private struct Appearance: Decodable {
    var appearance: String
    var value: String
}

/// The keys image and color entries share.
private struct EntryTraits {
    var idiom: String?
    var widthClass: String?
    var heightClass: String?
    var displayGamut: String?
    var languageDirection: String?
    var appearances: [Appearance]?
}

private struct ImageEntry: Decodable {
    var filename: String?
    var scale: String?
    var idiom: String?
    var widthClass: String?
    var heightClass: String?
    var displayGamut: String?
    var languageDirection: String?
    var appearances: [Appearance]?
    /// Keys this reader does not know, in file order, to report rather than silently ignore.
    var unknownKeys: [String] = []

    /// Keys of the Asset Catalog Format Reference that select nothing UIKit's adaptive lookup uses
    /// here (compression, memory, Metal feature sets, resizing, app icon roles...): read and ignored.
    static let ignoredKeys: Set<String> = [
        "subtype", "color-space", "compression-type", "graphics-feature-set", "memory", "resizing", "unassigned",
        "template-rendering-intent", "size", "role", "platform", "screen-width", "locale", "matching-style",
        "minimum-system-version", "extent", "orientation", "properties",
    ]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        for key in container.allKeys {
            switch key.stringValue {
            case "filename": filename = try container.decode(String.self, forKey: key)
            case "scale": scale = try container.decode(String.self, forKey: key)
            case "idiom": idiom = try container.decode(String.self, forKey: key)
            // The documented spelling, then the camel case of Apple's own AdaptivePhotos sample catalog.
            case "width-class", "widthClass": widthClass = try container.decode(String.self, forKey: key)
            case "height-class", "heightClass": heightClass = try container.decode(String.self, forKey: key)
            case "display-gamut": displayGamut = try container.decode(String.self, forKey: key)
            case "language-direction": languageDirection = try container.decode(String.self, forKey: key)
            case "appearances": appearances = try container.decode([Appearance].self, forKey: key)
            case let other where Self.ignoredKeys.contains(other): break
            case let other: unknownKeys.append(other)
            }
        }
        // Dictionary order is not the file's; a sorted list reads the same every run.
        unknownKeys.sort()
    }

    var common: EntryTraits {
        EntryTraits(
            idiom: idiom, widthClass: widthClass, heightClass: heightClass, displayGamut: displayGamut,
            languageDirection: languageDirection, appearances: appearances)
    }
}

/// Any key of a JSON object, for readers that look at every key.
private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private struct ColorEntry: Decodable {
    var color: ColorValue?
    var idiom: String?
    var displayGamut: String?
    var appearances: [Appearance]?

    enum CodingKeys: String, CodingKey {
        case color, idiom, appearances
        case displayGamut = "display-gamut"
    }

    var common: EntryTraits {
        EntryTraits(idiom: idiom, displayGamut: displayGamut, appearances: appearances)
    }
}

private struct ColorValue: Decodable {
    var colorSpace: String?
    var components: [String: Component]?
    var reference: String?

    enum CodingKeys: String, CodingKey {
        case components, reference
        case colorSpace = "color-space"
    }

    /// Xcode writes components as strings; hand-written catalogs often use numbers.
    struct Component: Decodable {
        var text: String
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                text = string
            } else {
                let number = try container.decode(Double.self)
                // A JSON number is a fraction unless it is a whole number above 1 (an 8-bit value).
                text = number > 1 && number == number.rounded() ? String(Int(number)) : String(format: "%.6f", number)
            }
        }
    }
}
