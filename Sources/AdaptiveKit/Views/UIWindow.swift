import Foundation

/// The backdrop of an app's interface, like UIKit's `UIWindow`: it hosts the root view controller.
@MainActor
open class UIWindow: UIView {
    /// The clock animations run on: the simulator's, or none (changes complete at once).
    package internal(set) weak var clock: VirtualClock?

    /// The screen the window is on.
    public var screen: UIScreen {
        didSet { TraitPropagation.invalidate(self) }
    }
    /// Whether the window is the key window.
    public private(set) var isKeyWindow = false
    /// The simulator that drives the window: its clock runs presentations, its setting picks their rules.
    weak var simulator: DeviceSimulator?

    /// The traits the system gives the window: its screen's, with size classes for the window's size.
    ///
    /// A new value propagates at once, or in the trait step of the transition that sets it.
    var sceneTraitCollection: UITraitCollection {
        didSet { if sceneTraitCollection != oldValue { TraitPropagation.invalidate(self) } }
    }
    /// This window's trait propagation: its own, so transitions in other windows never hold it back.
    let traitPropagation = TraitPropagation()
    /// The window's safe area as the system (the simulator) sets it for the device and orientation.
    var systemSafeAreaInsets: UIEdgeInsets = .zero

    /// The safe area with the status bar's preference applied: on devices whose 20-point status bar is
    /// the whole top inset (no notch), hiding it gives the space back, as on those devices.
    var windowSafeAreaInsets: UIEdgeInsets {
        var insets = systemSafeAreaInsets
        if isStatusBarHidden, insets.top == 20 { insets.top = 0 }
        return insets
    }

    /// The status bar style the root controller's chain asks for.
    package var statusBarStyle: UIStatusBarStyle { rootViewController?.effectiveStatusBarStyle ?? .default }

    /// Whether the root controller's chain hides the status bar.
    package var isStatusBarHidden: Bool { rootViewController?.effectiveStatusBarHidden ?? false }

    /// Re-reads the status bar preferences (after `setNeedsStatusBarAppearanceUpdate()`).
    func statusBarAppearanceDidChange() {
        setNeedsLayout()
        forEachInSubtree { $0.setNeedsLayout() }
    }

    /// Creates a window on the main screen, hidden until `makeKeyAndVisible()`.
    public override init(frame: CGRect) {
        screen = .main
        sceneTraitCollection = UIScreen.main.traitCollection
        super.init(frame: frame)
        isHidden = true
        TraitPropagation.invalidate(self)
    }

    /// Creates a window on a screen, covering it.
    package init(screen: UIScreen) {
        self.screen = screen
        sceneTraitCollection = screen.traitCollection
        super.init(frame: screen.bounds)
        isHidden = true
        TraitPropagation.invalidate(self)
    }

    public required init?(coder: NSCoder) {
        screen = .main
        sceneTraitCollection = UIScreen.main.traitCollection
        super.init(coder: coder)
    }

    open override var window: UIWindow? { self }

    /// Creates a window in a scene, on the scene's screen and covering it.
    public convenience init(windowScene: UIWindowScene) {
        self.init(screen: windowScene.screen)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to; setting one adds the window to the scene's windows.
    open weak var windowScene: UIWindowScene? {
        didSet { windowScene?.attach(self) }
    }

    /// The window's scene, or the app for a window without one: the responder chain goes on there.
    open override var next: UIResponder? { windowScene ?? UIApplication.shared }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let oldValue {
                let wasShown = oldValue.viewIfLoaded?.superview === self
                if wasShown { oldValue.beginAppearanceTransition(false, animated: false) }
                oldValue.hostWindow = nil
                if wasShown { oldValue.viewIfLoaded?.removeFromSuperview() }
                if wasShown { oldValue.endAppearanceTransition() }
                TraitPropagation.invalidate(oldValue)
            }
            if let rootViewController {
                rootViewController.hostWindow = self
                TraitPropagation.invalidate(self)
                if !isHidden { installRootView() }
            }
        }
    }

    /// The key window, kept alive as UIKit's application keeps its windows.
    public private(set) static var keyWindow: UIWindow?

    /// Shows the window and makes it key, adding the root controller's view.
    open func makeKeyAndVisible() {
        isHidden = false
        if let previous = UIWindow.keyWindow, previous !== self { previous.isKeyWindow = false }
        UIWindow.keyWindow = self
        isKeyWindow = true
        installRootView()
    }

    /// Sizes the root controller's view to the window, as UIKit's window does.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let view = rootViewController?.viewIfLoaded, view.superview === self { view.frame = bounds }
    }

    /// Shows the root controller's view: `viewWillAppear`, the view joins the window and is laid out,
    /// then `viewDidAppear`, as UIKit does when a window becomes visible.
    private func installRootView() {
        guard let controller = rootViewController, let view = controller.view, view.superview !== self else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.beginAppearanceTransition(true, animated: false)
        addSubview(view)
        layoutIfNeeded()
        controller.endAppearanceTransition()
    }

    /// Sets what the system decides for the window: traits, safe area and frame.
    ///
    /// Traits propagate only when they differ: a transition has propagated them in its trait step
    /// before its animation applies the rest.
    func applySystemState(traits: UITraitCollection, safeArea: UIEdgeInsets, frame newFrame: CGRect) {
        sceneTraitCollection = traits
        systemSafeAreaInsets = safeArea
        if frame != newFrame { frame = newFrame }
        setNeedsLayout()
    }
}
