import Foundation

extension UIResponder {
    /// Posted before the keyboard shows; `userInfo` holds the frames, duration and curve.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (showing and hiding included).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, in screen coordinates (an `NSValue` of a `CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates (an `NSValue` of a `CGRect`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (an `NSNumber` of a `Double`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve (an `NSNumber`; UIKit's keyboard uses 7).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (an `NSNumber` of a `Bool`).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
    /// A value holding a rectangle, like UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The rectangle the value holds, like UIKit's `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
}

/// The software keyboard of a screen: it shows while a key window's first responder takes text (and no hardware
/// keyboard is connected), with the docked height of the device and orientation, and posts UIKit's keyboard
/// notifications when it shows, hides or changes its frame.
@MainActor
package final class SoftwareKeyboard {
    /// How long the keyboard takes to show or hide, as UIKit reports it (measured; see Deviations.md).
    static let animationDuration: TimeInterval = 0.25
    /// The curve UIKit's keyboard notifications report (measured; not one of the public curves).
    static let animationCurve = 7

    private unowned let screen: UIScreen
    /// Whether a hardware keyboard is connected: then no software keyboard shows.
    package var isHardwareKeyboardConnected = false
    /// The frame the keyboard shows at, in screen coordinates, or nil while it is hidden.
    package private(set) var frame: CGRect?
    /// The window whose first responder the keyboard serves.
    private weak var window: UIWindow?

    init(screen: UIScreen) {
        self.screen = screen
    }

    /// The keyboard's height with its QuickType bar for this device and orientation (measured; see Deviations.md).
    package static func systemHeight(for device: DeviceProfile, orientation: DeviceOrientation) -> CGFloat {
        let width = min(device.portraitSize.width, device.portraitSize.height)
        let height = max(device.portraitSize.width, device.portraitSize.height)
        let portrait = orientation == .portrait
        if device.idiom == .pad {
            switch width {
            case ..<760: return portrait ? 378 : 418  // iPad mini (744 × 1133)
            case ..<820: return portrait ? 313 : 398  // 9.7-, 10.2- and 10.5-inch iPads
            case ..<1000: return height >= 1150 ? (portrait ? 333 : 418) : (portrait ? 313 : 398)
            default: return portrait ? 398 : 491  // 12.9- and 13-inch iPads
            }
        }
        if height < 800 {
            if width <= 320 { return portrait ? 253 : 199 }
            return width >= 414 ? (portrait ? 271 : 200) : (portrait ? 260 : 200)
        }
        return width >= 414 ? (portrait ? 346 : 209) : (portrait ? 336 : 209)
    }

    /// The window's first responder changed: show, hide or move the keyboard as the new one asks. When one
    /// responder handed over to another and the keyboard stays up, UIKit reports a frame change even at the same
    /// frame.
    func firstResponderDidChange(in window: UIWindow, handingOver: Bool = false) {
        guard window.isKeyWindow || self.window === window else { return }
        let responder = window.firstResponder
        let wanted = responder.flatMap { wantedHeight(for: $0) }.map { keyboardFrame(height: $0) }
        if wanted != nil { self.window = window }
        move(to: wanted, in: window, reportingSameFrame: handingOver)
    }

    /// The first responder's input views changed (`reloadInputViews()`).
    func reload(for responder: UIResponder, in window: UIWindow) {
        guard frame != nil, self.window === window else { return }
        move(to: wantedHeight(for: responder).map { keyboardFrame(height: $0) }, in: window)
    }

    /// The screen rotated: the keyboard takes the new orientation's height.
    func screenDidRotate() {
        guard frame != nil, let window, let responder = window.firstResponder else { return }
        move(to: wantedHeight(for: responder).map { keyboardFrame(height: $0) }, in: window)
    }

    /// The keyboard's height for a responder, or nil when it takes no keyboard.
    private func wantedHeight(for responder: UIResponder) -> CGFloat? {
        let takesText: Bool =
            switch responder {
            case let textView as UITextView: textView.isEditable
            case is UIKeyInput, is UISearchBar: true
            default: responder.inputView != nil
            }
        let accessory = responder.inputAccessoryView.map(Self.height(of:)) ?? 0
        // A responder that takes no text shows only its accessory view (a chat screen's input bar).
        guard takesText else { return accessory > 0 ? accessory : nil }
        if let inputView = responder.inputView { return Self.height(of: inputView) + accessory }
        // A hardware keyboard leaves only the accessory view on screen.
        if isHardwareKeyboardConnected { return accessory > 0 ? accessory : nil }
        return Self.systemHeight(for: screen.device, orientation: screen.orientation) + accessory
    }

    private static func height(of view: UIView) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic == UIView.noIntrinsicMetric ? 0 : intrinsic
    }

    private func keyboardFrame(height: CGFloat) -> CGRect {
        let bounds = screen.bounds
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// Moves the keyboard to a frame (nil: off screen), posting the notifications UIKit posts: will-change-frame
    /// and will-show or will-hide at once, did-change-frame and did-show or did-hide when the animation ends
    /// on the window's clock.
    private func move(to newFrame: CGRect?, in window: UIWindow, reportingSameFrame: Bool = false) {
        guard newFrame != frame || (reportingSameFrame && frame != nil) else { return }
        let offscreen = CGRect(
            x: 0, y: screen.bounds.height, width: screen.bounds.width,
            height: (newFrame ?? frame)?.height ?? 0)
        let begin = frame ?? offscreen
        let end = newFrame ?? offscreen
        let (will, did): (Notification.Name?, Notification.Name?) =
            switch (frame, newFrame) {
            case (nil, _): (UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification)
            case (_, nil): (UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification)
            default: (nil, nil)
            }
        frame = newFrame
        if newFrame == nil { self.window = nil }
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
        if let will { center.post(name: will, object: nil, userInfo: userInfo) }
        keyboardGuidesDidChange(in: window)
        let finish: @MainActor () -> Void = {
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
            if let did { center.post(name: did, object: nil, userInfo: userInfo) }
        }
        if let clock = window.clock {
            clock.schedule(after: Self.animationDuration, finish)
        } else {
            finish()
        }
    }

    /// Views whose keyboard layout guide is in use lay out again for the new keyboard frame, and table
    /// controllers' tables inset their content by what the keyboard covers, as UIKit's `UITableViewController` does.
    private func keyboardGuidesDidChange(in window: UIWindow) {
        window.forEachInSubtree { view in
            if view.autoLayout.keyboardGuide != nil { view.setNeedsLayout() }
            if let table = view as? UITableView, table.owningViewController is UITableViewController {
                let covered = overlap(with: table)
                table.scrollState.keyboardOverlap = covered.height > 0 ? table.bounds.maxY - covered.minY : 0
                table.updateAdjustedContentInset()
            }
        }
        window.setNeedsLayout()
    }

    /// The part of a view the keyboard covers, in the view's coordinates (zero when hidden or elsewhere).
    func overlap(with view: UIView) -> CGRect {
        guard let frame, let window = view.window, window === self.window || window.screen === screen else {
            return .zero
        }
        let inWindow = CGRect(
            x: frame.minX - window.frame.minX, y: frame.minY - window.frame.minY, width: frame.width,
            height: frame.height)
        let inView = view.convert(inWindow, from: window)
        let covered = inView.intersection(view.bounds)
        return covered.isNull ? .zero : covered
    }
}

extension UIScreen {
    /// The screen's software keyboard.
    package var keyboard: SoftwareKeyboard {
        if let keyboard = softwareKeyboard { return keyboard }
        let keyboard = SoftwareKeyboard(screen: self)
        softwareKeyboard = keyboard
        return keyboard
    }
}
