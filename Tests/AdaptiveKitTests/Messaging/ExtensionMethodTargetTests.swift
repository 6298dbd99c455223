@_spi(AdaptiveKit) import AdaptiveKit
import Testing

/// What the port generates for Apple's pattern, written by hand: a `UIViewController` extension method
/// that navigation controllers override, asked of the controller `targetViewController` finds.
@MainActor
protocol PushesOverriding {
    func overriddenPushes() -> Bool
}

extension UINavigationController: PushesOverriding {
    func overriddenPushes() -> Bool { true }
}

/// A controller whose table lists the extension method (as a ported class inherits it) without overriding it.
final class ListingController: UIViewController {
    override class var messageTable: MessageTable {
        var table = super.messageTable
        table.addMethod("extensionPushesWithSender:") { (_: ListingController, _) in }
        return table
    }
}

/// C2: `targetViewController(forAction:sender:)` stops only at a controller that overrides a declared
/// extension method, as UIKit compares implementations; undeclared selectors still ask `canPerformAction`.
@MainActor
struct ExtensionMethodTargetTests {
    static let selector = Selector("extensionPushesWithSender:")

    @Test func C2_aDeclaredExtensionMethodTargetsTheNearestOverridingController() {
        let list = ListingController()
        let navigation = UINavigationController(rootViewController: list)
        #expect(list.targetViewController(forAction: Self.selector, sender: nil) === list, "the table lists it")
        MessageTable.declareExtensionMethod(Self.selector) { $0 is any PushesOverriding }
        #expect(list.canPerformAction(Self.selector, withSender: nil), "still sendable by name")
        #expect(list.targetViewController(forAction: Self.selector, sender: nil) === navigation)
        #expect(UIViewController().targetViewController(forAction: Self.selector, sender: nil) == nil)
        #expect(
            list.targetViewController(forAction: .show, sender: nil) === navigation, "UIKit's own actions as before")
    }
}
