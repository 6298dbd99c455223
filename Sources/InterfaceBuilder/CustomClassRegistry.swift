import AdaptiveKit

/// Settings of the object stage that the process shares: which Swift class a `customClass` names.
///
/// UIKit finds an Interface Builder custom class by name through the Objective-C runtime;
/// Swift on Linux cannot look classes up by name, so the app (or a test) registers them.
@MainActor
public enum InterfaceBuilder {
    private static var controllerClasses: [String: UIViewController.Type] = [:]
    private static var viewClasses: [String: UIView.Type] = [:]
    private static var segueClasses: [String: UIStoryboardSegue.Type] = [:]

    /// Maps a storyboard's `customClass` name to a controller class, instantiated with `init(coder:)` as UIKit does.
    public static func register(_ type: UIViewController.Type, forCustomClass name: String) {
        controllerClasses[name] = type
    }

    /// Maps a `customClass` name on a view element to a view class, instantiated with `init(coder:)`.
    public static func register(_ type: UIView.Type, forCustomClass name: String) {
        viewClasses[name] = type
    }

    /// Maps a `customClass` name on a segue to a segue class, made with `init(identifier:source:destination:)`.
    public static func register(_ type: UIStoryboardSegue.Type, forCustomClass name: String) {
        segueClasses[name] = type
    }

    /// Forgets what `name` was registered as, for controllers, views and segues.
    public static func unregisterCustomClass(_ name: String) {
        controllerClasses[name] = nil
        viewClasses[name] = nil
        segueClasses[name] = nil
    }

    /// Runs `body` with no custom class registered, then restores the registrations (and drops any `body`
    /// made): what a document makes then depends on the document alone, not on what else the process
    /// registered. The fuzz harnesses run this way, so a fixture replayed by `swift test`, whose other suites
    /// register classes, does what it did in the fuzzer's process, which registers none.
    package static func withNoCustomClasses<Result>(_ body: () throws -> Result) rethrows -> Result {
        let saved = (controllerClasses, viewClasses, segueClasses)
        (controllerClasses, viewClasses, segueClasses) = ([:], [:], [:])
        defer { (controllerClasses, viewClasses, segueClasses) = saved }
        return try body()
    }

    /// The segue class registered for `name`, also trying the name without a module prefix.
    public static func segueClass(forCustomClass name: String) -> UIStoryboardSegue.Type? {
        segueClasses[name] ?? segueClasses[unqualified(name)]
    }

    /// The controller class registered for `name`, also trying the name without a module prefix.
    public static func viewControllerClass(forCustomClass name: String) -> UIViewController.Type? {
        controllerClasses[name] ?? controllerClasses[unqualified(name)]
    }

    /// The view class registered for `name`, also trying the name without a module prefix.
    public static func viewClass(forCustomClass name: String) -> UIView.Type? {
        viewClasses[name] ?? viewClasses[unqualified(name)]
    }

    private static func unqualified(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// UIKit's console line for a custom class it cannot find; the UIKit class is used instead.
    static func reportUnknownClass(_ name: String) {
        DiagnosticLog.report(
            DiagnosticLog.Entry(kind: .warning, message: "Unknown class \(name) in Interface Builder file."))
    }
}
