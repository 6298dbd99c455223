import Foundation

extension MessageTable {
    /// Declares `selector` an `@objc` method of a `UIViewController` extension that some classes override,
    /// `isOverridden` telling which: `targetViewController(forAction:sender:)` then returns only a controller
    /// that overrides it, as UIKit's does (it compares method implementations through the Objective-C
    /// runtime). The `AdaptivePort` plugin generates the call in the extension method.
    public static func declareExtensionMethod(
        _ selector: Selector, overriddenBy isOverridden: @escaping @MainActor (UIViewController) -> Bool
    ) {
        extensionMethodOverrides[selector.name] = isOverridden
    }

    /// Whether `controller` overrides the declared extension method `selector`; nil for a selector never declared.
    package static func overrides(_ controller: UIViewController, extensionMethod selector: Selector) -> Bool? {
        extensionMethodOverrides[selector.name].map { $0(controller) }
    }

    private static var extensionMethodOverrides: [String: @MainActor (UIViewController) -> Bool] = [:]
}
