import Foundation

/// An object that can contain views for appearance matching, like UIKit's `UIAppearanceContainer`.
@MainActor
public protocol UIAppearanceContainer: AnyObject {}

/// A type whose instances take values from appearance proxies, like UIKit's `UIAppearance`.
///
/// UIKit's proxy is `Self`-typed: an object that records the messages sent to it. Swift cannot make
/// an instance of an arbitrary subclass without a required initializer, so AdaptiveKit's proxy is a
/// `UIAppearanceProxy<Self>` with the appearance-capable properties of `Self`; code reads the same
/// (`UILabel.appearance().textColor = .red`). See Deviations.md, "Images and appearance".
@MainActor
public protocol UIAppearance: AnyObject {}

extension UIView: UIAppearanceContainer, UIAppearance {}
extension UIViewController: UIAppearanceContainer {}

extension UIAppearance where Self: UIView {
    /// The proxy for every instance of the class, like UIKit's `appearance()`.
    public static func appearance() -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(rule: AppearanceRegistry.rule(for: Self.self, traits: nil, containers: []))
    }

    /// The proxy for instances inside the given containers, innermost first, like UIKit's
    /// `appearance(whenContainedInInstancesOf:)`: `[UINavigationController.self, UITabBarController.self]`
    /// means a navigation controller inside a tab bar controller.
    public static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(rule: AppearanceRegistry.rule(for: Self.self, traits: nil, containers: containerTypes))
    }

    /// The proxy for instances whose traits contain `trait`, like UIKit's `appearance(for:)`.
    public static func appearance(for trait: UITraitCollection) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(rule: AppearanceRegistry.rule(for: Self.self, traits: trait, containers: []))
    }

    /// The proxy for instances with the traits inside the containers, like UIKit's
    /// `appearance(for:whenContainedInInstancesOf:)`.
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(rule: AppearanceRegistry.rule(for: Self.self, traits: trait, containers: containerTypes))
    }
}

/// An appearance proxy: it records property values for the views it describes, like the object
/// UIKit's `appearance()` returns.
///
/// Values apply when a matching view enters a window and again when its traits change. Among the
/// proxies that match a view, for each property the one with the most containers wins, then the
/// one with the most specified traits, then the one for the most derived class, then the latest
/// value set. A value set directly on a view always wins over every proxy.
@MainActor
public final class UIAppearanceProxy<View: UIView> {
    let rule: AppearanceRule

    init(rule: AppearanceRule) { self.rule = rule }

    /// The value recorded for a property, if any.
    func recorded<Value>(_ property: String) -> Value? {
        rule.values[property]?.value as? Value
    }

    /// Records a property value; `read` and `write` reach the view's own (not inherited) value.
    func record<Value>(
        _ property: String, _ value: Value, read: @escaping @MainActor (View) -> Value,
        write: @escaping @MainActor (View, Value) -> Void
    ) {
        AppearanceRegistry.sequence += 1
        rule.values[property] = AppearanceValue(
            value: value, sequence: AppearanceRegistry.sequence,
            apply: { view in
                if let view = view as? View { write(view, value) }
            },
            capture: { view in
                guard let view = view as? View else { return { _ in } }
                let original = read(view)
                return { view in
                    if let view = view as? View { write(view, original) }
                }
            })
    }
}

// MARK: Appearance-capable properties

extension UIAppearanceProxy {
    /// The background color views take, like UIKit's `backgroundColor` on a proxy.
    public var backgroundColor: UIColor? {
        get { recorded("backgroundColor") ?? nil }
        set { record("backgroundColor", newValue, read: { $0.backgroundColor }, write: { $0.backgroundColor = $1 }) }
    }

    /// The tint color views take, like UIKit's `tintColor` on a proxy.
    public var tintColor: UIColor! {
        get { recorded("tintColor") ?? nil }
        set {
            record("tintColor", newValue, read: { $0.appearanceState.ownTintColor }, write: { $0.tintColor = $1 })
        }
    }
}

extension UIAppearanceProxy where View: UILabel {
    /// The text color labels take.
    public var textColor: UIColor! {
        get { recorded("textColor") ?? nil }
        set { record("textColor", newValue, read: { $0.textColor }, write: { $0.textColor = $1 }) }
    }

    /// The font labels take.
    public var font: UIFont! {
        get { recorded("font") ?? nil }
        set { record("font", newValue, read: { $0.font }, write: { $0.font = $1 }) }
    }
}

extension UIAppearanceProxy where View: UINavigationBar {
    /// The bar tint navigation bars take.
    public var barTintColor: UIColor? {
        get { recorded("barTintColor") ?? nil }
        set { record("barTintColor", newValue, read: { $0.barTintColor }, write: { $0.barTintColor = $1 }) }
    }

    /// The title text attributes navigation bars take.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { recorded("titleTextAttributes") ?? nil }
        set {
            record(
                "titleTextAttributes", newValue, read: { $0.titleTextAttributes },
                write: { $0.titleTextAttributes = $1 })
        }
    }
}

extension UIAppearanceProxy where View: UITabBar {
    /// The bar tint tab bars take.
    public var barTintColor: UIColor? {
        get { recorded("barTintColor") ?? nil }
        set { record("barTintColor", newValue, read: { $0.barTintColor }, write: { $0.barTintColor = $1 }) }
    }
}

// MARK: The registry

/// One recorded value and how to apply it to, and take it back from, a view.
struct AppearanceValue {
    var value: Any
    var sequence: Int
    var apply: @MainActor (UIView) -> Void
    /// Reads a view's value before the proxy's first application, returning what restores it.
    var capture: @MainActor (UIView) -> (@MainActor (UIView) -> Void)
}

/// A proxy's matching conditions (class, traits, containers) and the values set on it.
@MainActor
final class AppearanceRule {
    let viewType: ObjectIdentifier
    let classDepth: Int
    let traits: UITraitCollection?
    let containers: [ObjectIdentifier]
    let matchesType: @MainActor (UIView) -> Bool
    var values: [String: AppearanceValue] = [:]

    init<View: UIView>(_ type: View.Type, traits: UITraitCollection?, containers: [ObjectIdentifier]) {
        viewType = ObjectIdentifier(type)
        classDepth = AppearanceRegistry.superclasses(of: type).count
        self.traits = traits
        self.containers = containers
        matchesType = { $0 is View }
    }

    /// Whether the containers appear in order, innermost first, along the view's containment chain.
    func matchesContainers(_ chain: [AnyObject]) -> Bool {
        var next = 0
        for object in chain where next < containers.count {
            if AppearanceRegistry.superclasses(of: type(of: object)).contains(containers[next]) { next += 1 }
        }
        return next == containers.count
    }

    /// Higher wins: containers, then specified traits, then class depth (the latest value breaks ties).
    var specificity: (Int, Int, Int) {
        (containers.count, traits?.values.specifiedCount ?? 0, classDepth)
    }
}

/// Every proxy made so far, as UIKit keeps them for the process's lifetime.
@MainActor
enum AppearanceRegistry {
    private(set) static var rules: [AppearanceRule] = []
    static var sequence = 0
    /// True while proxies' values are being applied, so those sets do not count as direct ones.
    static var isApplying = false

    static func rule<View: UIView>(
        for type: View.Type, traits: UITraitCollection?, containers: [any UIAppearanceContainer.Type]
    ) -> AppearanceRule {
        let ids = containers.map { ObjectIdentifier($0) }
        let traits = traits.flatMap { $0.values.specifiedCount == 0 ? nil : $0 }
        if let known = rules.first(where: {
            $0.viewType == ObjectIdentifier(type) && $0.traits == traits && $0.containers == ids
        }) {
            return known
        }
        let rule = AppearanceRule(type, traits: traits, containers: ids)
        rules.append(rule)
        return rule
    }

    /// The class and its superclasses, as identifiers, most derived first.
    static func superclasses(of type: AnyClass) -> [ObjectIdentifier] {
        var result: [ObjectIdentifier] = []
        var current: AnyClass? = type
        while let someClass = current {
            result.append(ObjectIdentifier(someClass))
            current = _getSuperclass(someClass)
        }
        return result
    }
}

/// A view's appearance bookkeeping: its own tint, properties set directly, and proxy values applied.
struct ViewAppearanceState {
    /// The tint set on this view (nil inherits).
    var ownTintColor: UIColor?
    /// Properties set on the view directly: proxies leave them alone.
    var explicitlySet: Set<String> = []
    /// For each property a proxy set, what restores the view's own value when no proxy matches any more.
    var restorers: [String: @MainActor (UIView) -> Void] = [:]
    /// The window proxies were last applied in.
    weak var window: UIWindow?
}

extension UIView {
    /// Records that an appearance-capable property changed; outside a proxy's application it was set directly.
    func appearancePropertyDidChange(_ property: String) {
        guard !AppearanceRegistry.isApplying else { return }
        appearanceState.explicitlySet.insert(property)
        appearanceState.restorers[property] = nil
    }

    /// Tells this view and the subviews that inherit its tint that the tint changed.
    func notifyTintColorDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.appearanceState.ownTintColor == nil {
            subview.notifyTintColorDidChange()
        }
    }

    /// Runs on every trait pass, before `traitCollectionDidChange`: image views pick their images'
    /// variants, and proxies apply to a view that entered a window or whose traits changed.
    func updateTraitDependentResources(traitsChanged: Bool) {
        if traitsChanged, let imageView = self as? UIImageView { imageView.resolveImagesForTraits() }
        guard !AppearanceRegistry.rules.isEmpty else { return }
        guard let window else {
            // Out of the window: the next entry applies the proxies again, as UIKit documents.
            appearanceState.window = nil
            return
        }
        guard traitsChanged || appearanceState.window !== window else { return }
        appearanceState.window = window
        applyAppearance()
    }

    /// Applies the best proxy value for each property, restoring the view's own values where none matches now.
    func applyAppearance() {
        let traits = traitCollection
        var chain: [AnyObject] = []
        var responder = next
        while let current = responder {
            chain.append(current)
            responder = current.next
        }
        var best: [String: (specificity: (Int, Int, Int), value: AppearanceValue)] = [:]
        for rule in AppearanceRegistry.rules
        where rule.matchesType(self) && traits.containsTraits(in: rule.traits) && rule.matchesContainers(chain) {
            for (property, value) in rule.values {
                if let current = best[property] {
                    let (mine, theirs) = (rule.specificity, current.specificity)
                    if (theirs.0, theirs.1, theirs.2, current.value.sequence) > (mine.0, mine.1, mine.2, value.sequence)
                    {
                        continue
                    }
                }
                best[property] = (rule.specificity, value)
            }
        }
        AppearanceRegistry.isApplying = true
        defer { AppearanceRegistry.isApplying = false }
        for property in best.keys.sorted() where !appearanceState.explicitlySet.contains(property) {
            guard let value = best[property]?.value else { continue }
            if appearanceState.restorers[property] == nil { appearanceState.restorers[property] = value.capture(self) }
            value.apply(self)
        }
        for property in appearanceState.restorers.keys.sorted() where best[property] == nil {
            appearanceState.restorers.removeValue(forKey: property)?(self)
        }
    }
}
