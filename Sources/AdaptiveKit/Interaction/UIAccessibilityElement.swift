import Foundation

/// Something on screen that is not a view but that assistive apps should reach (a drawn icon, a bar's item),
/// like UIKit's `UIAccessibilityElement`: its container view lists it in `accessibilityElements`.
@MainActor
open class UIAccessibilityElement: UIResponder {
    /// The view (or element) that contains this one, like UIKit's `accessibilityContainer`; held weakly.
    open weak var accessibilityContainer: AnyObject?
    /// Whether assistive apps reach the element; false by default, as UIKit documents.
    open var isAccessibilityElement = false
    /// What VoiceOver says the element is.
    open var accessibilityLabel: String?
    /// What activating the element does.
    open var accessibilityHint: String?
    /// The element's current value.
    open var accessibilityValue: String?
    /// What the element is and its state.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// A name for UI tests, like UIKit's `accessibilityIdentifier`.
    open var accessibilityIdentifier: String?
    /// The elements inside this one, when it is itself a container.
    open var accessibilityElements: [Any]?
    /// Whether the elements inside this one are hidden from assistive apps.
    open var accessibilityElementsHidden = false
    /// The language VoiceOver speaks the element in.
    open var accessibilityLanguage: String?
    /// Actions VoiceOver offers in its Actions rotor.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    private var screenFrame = CGRect.zero

    /// The element's frame in its container view's coordinates, like UIKit's
    /// `accessibilityFrameInContainerSpace`: `CGRect.null` by default; when set, `accessibilityFrame` follows the
    /// container wherever it moves on screen.
    open var accessibilityFrameInContainerSpace = CGRect.null

    /// Makes an element inside a container view, like UIKit's `init(accessibilityContainer:)`.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The element's frame in screen coordinates, like UIKit's `accessibilityFrame`: `accessibilityFrameInContainerSpace`
    /// on the screen when that is set; setting this clears it, as in UIKit.
    open var accessibilityFrame: CGRect {
        get {
            guard !accessibilityFrameInContainerSpace.isNull else { return screenFrame }
            if let view = accessibilityContainer as? UIView {
                return view.screenRect(of: accessibilityFrameInContainerSpace)
            }
            if let element = accessibilityContainer as? UIAccessibilityElement {
                let origin = element.accessibilityFrame.origin
                return accessibilityFrameInContainerSpace.offsetBy(dx: origin.x, dy: origin.y)
            }
            return accessibilityFrameInContainerSpace
        }
        set {
            screenFrame = newValue
            accessibilityFrameInContainerSpace = .null
        }
    }

    /// Where activating the element taps, in screen coordinates: the middle of `accessibilityFrame` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let activationPoint { return activationPoint }
            return CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY)
        }
        set { activationPoint = newValue }
    }
    private var activationPoint: CGPoint?

    /// Called when VoiceOver activates the element; return true if it did something. False by default.
    open func accessibilityActivate() -> Bool { false }
    /// Called when VoiceOver swipes up on an adjustable element.
    open func accessibilityIncrement() {}
    /// Called when VoiceOver swipes down on an adjustable element.
    open func accessibilityDecrement() {}
}
