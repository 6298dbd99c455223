import Foundation

extension Bundle {
    /// The resource bundle SwiftPM builds for a module next to the main bundle's executable:
    /// `Package_Module.resources` on Linux, `Package_Module.bundle` on Apple platforms.
    @MainActor package static func moduleResourceBundle(_ module: String, in main: Bundle) -> Bundle? {
        guard let root = main.resourceURL ?? Optional(main.bundleURL) else { return nil }
        let key = "\(root.path)|\(module)"
        if let known = moduleBundles[key] { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let found = names.sorted().first { name in
            name.hasSuffix("_\(module).resources") || name.hasSuffix("_\(module).bundle")
        }
        let bundle = found.flatMap { Bundle(url: root.appendingPathComponent($0)) }
        moduleBundles[key] = .some(bundle)
        return bundle
    }

    /// The module resource bundles looked up, by main bundle folder and module (nil: the module has none).
    @MainActor private static var moduleBundles: [String: Bundle?] = [:]
}
