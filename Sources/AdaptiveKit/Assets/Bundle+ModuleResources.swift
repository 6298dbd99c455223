import Foundation

extension Bundle {
    /// What `Bundle.main` is to app code that the port rewrites: the bundle that holds the app's own files.
    ///
    /// On a device an app's files are in its main bundle. Under `swift test` the main bundle is the build folder
    /// and a target's files are in the resource bundle SwiftPM made for it (`Bundle.module`, which only targets
    /// with resources have). So this is the resource bundle of the module whose code asks (`fileID`, the
    /// `#fileID` the port writes), or the main bundle when that module has none. It is that resource bundle
    /// itself, so `bundleIdentifier` and `infoDictionary` are its own: on Linux nil and an empty dictionary, as
    /// the test runner's main bundle has. A module gets the same object every time, so app code may compare it.
    @_spi(AdaptiveKit) public static func appMain(fileID: String = #fileID) -> Bundle {
        guard let module = fileID.split(separator: "/").first else { return .main }
        return moduleResourceBundle(String(module), in: .main) ?? .main
    }

    /// The resource bundle SwiftPM builds for a module next to the main bundle's executable:
    /// `Package_Module.resources` on Linux, `Package_Module.bundle` on Apple platforms.
    ///
    /// Any thread may ask: app code reads `Bundle.main` off the main actor too.
    package static func moduleResourceBundle(_ module: String, in main: Bundle) -> Bundle? {
        guard let root = main.resourceURL ?? Optional(main.bundleURL) else { return nil }
        let key = "\(root.path)|\(module)"
        if let known = ModuleBundles.shared.bundle(forKey: key) { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let found = names.sorted().first { name in
            name.hasSuffix("_\(module).resources") || name.hasSuffix("_\(module).bundle")
        }
        let bundle = found.flatMap { Bundle(url: root.appendingPathComponent($0)) }
        return ModuleBundles.shared.record(bundle, forKey: key)
    }
}

/// The module resource bundles looked up, by main bundle folder and module (nil: the module has none).
private final class ModuleBundles: @unchecked Sendable {
    static let shared = ModuleBundles()
    private let lock = NSLock()
    private var bundles: [String: Bundle?] = [:]

    func bundle(forKey key: String) -> Bundle?? { lock.withLock { bundles[key] } }

    /// Records a lookup's answer unless another thread recorded one first, and returns the one recorded, so
    /// that every caller gets the same object.
    func record(_ bundle: Bundle?, forKey key: String) -> Bundle? {
        lock.withLock {
            if let known = bundles[key] { return known }
            bundles[key] = .some(bundle)
            return bundle
        }
    }
}
