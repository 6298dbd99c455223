import Foundation

@testable import AdaptiveKit

/// The JSON device table `DeviceCatalog` is generated from, read when the tests run, so the compiled catalog
/// is checked against the file it was generated from rather than against itself.
///
/// The table is not part of the repository (it is looked for in `shared/reference` beside the package); a
/// checkout without it skips the comparison tests instead of failing them.
enum DeviceReference {
    struct Size: Decodable, Sendable { var width: CGFloat; var height: CGFloat }
    struct SizeClasses: Decodable, Sendable { var horizontal: String; var vertical: String }
    struct Insets: Decodable, Sendable {
        var top: CGFloat?; var left: CGFloat; var bottom: CGFloat?; var right: CGFloat
    }
    struct PerOrientation<Value: Decodable & Sendable>: Decodable, Sendable {
        var portrait: Value; var landscape: Value
    }
    struct LayoutMargins: Decodable, Sendable {
        var systemMinimumHorizontal: PerOrientation<CGFloat>
        var rootView: PerOrientation<Insets>
    }
    struct MultitaskingLayout: Decodable, Sendable {
        var width: CGFloat?
        var horizontalSizeClass: String
        var verticalSizeClass: String
    }
    struct Multitasking: Decodable, Sendable {
        var portrait: [String: MultitaskingLayout?]
        var landscape: [String: MultitaskingLayout?]
        var splitViewDividerPoints: CGFloat?
    }
    struct Device: Decodable, Sendable {
        var name: String
        var models: [String]
        var idiom: String
        var portraitPoints: Size
        var scale: CGFloat
        var nativeScale: CGFloat?
        var nativePixels: Size?
        var sizeClasses: PerOrientation<SizeClasses>
        var safeAreaInsets: PerOrientation<Insets>
        var layoutMargins: LayoutMargins
        var readableContentInsets: PerOrientation<Insets>?
        var multitasking: Multitasking?
        var unconfirmed: [String]?
    }

    /// Found from the package root (the first folder above this file that holds `Package.swift`), so this
    /// file can sit in any folder of the tests.
    static let url: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.pathComponents.count > 1,
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
        {
            folder.deleteLastPathComponent()
        }
        return folder.deletingLastPathComponent()  // the package root's parent, which holds shared/
            .appendingPathComponent("shared/reference/devices.json")
    }()

    static let isAvailable = FileManager.default.fileExists(atPath: url.path)

    /// The decoded reference; empty when the file is absent, so the gated tests never run on it.
    static let devices: [Device] = {
        guard isAvailable else { return [] }
        do {
            return try JSONDecoder().decode([Device].self, from: Data(contentsOf: url))
        } catch {
            // A reference the tests cannot read is a broken checkout, not a skipped test.
            fatalError("cannot decode \(url.path): \(error)")
        }
    }()

    static func device(named name: String) -> Device? {
        devices.first { $0.name == name }
    }
}

extension DeviceReference.SizeClasses {
    var profileValue: DeviceProfile.SizeClasses {
        DeviceProfile.SizeClasses(horizontal: sizeClass(horizontal), vertical: sizeClass(vertical))
    }
}

extension DeviceReference.MultitaskingLayout {
    var sizeClasses: DeviceProfile.SizeClasses {
        DeviceProfile.SizeClasses(horizontal: sizeClass(horizontalSizeClass), vertical: sizeClass(verticalSizeClass))
    }
}

extension DeviceReference.Insets {
    var edgeInsets: UIEdgeInsets {
        UIEdgeInsets(top: top ?? 0, left: left, bottom: bottom ?? 0, right: right)
    }
}

extension DeviceReference.PerOrientation {
    subscript(orientation: DeviceOrientation) -> Value {
        switch orientation {
        case .portrait: portrait
        case .landscape: landscape
        }
    }
}

private func sizeClass(_ name: String) -> UIUserInterfaceSizeClass {
    switch name {
    case "compact": .compact
    case "regular": .regular
    default: .unspecified
    }
}
