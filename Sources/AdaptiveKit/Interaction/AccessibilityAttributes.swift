import Foundation

/// The accessibility settings an app set on a view; nil fields keep the class's default. Boxed in the view's
/// `ViewRareStorage`: most views never set one.
@MainActor
final class AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var elements: [Any]?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var viewIsModal: Bool?
    var shouldGroupChildren: Bool?
    var elementsHidden: Bool?
    var language: String?
    var customActions: [UIAccessibilityCustomAction]?
}
