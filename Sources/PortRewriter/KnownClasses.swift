/// AdaptiveKit's classes with their superclasses, so the port knows which app superclasses already
/// have a `messageTable` (those that descend from `UIResponder`) and which extension methods a
/// subclass inherits. Kept by hand; a test checks it against AdaptiveKit.
enum KnownClasses {
    static let superclass: [String: String] = [
        "UIAction": "UIMenuElement", "UIMenuElement": "NSObject", "UIMenu": "UIMenuElement",
        "UICommand": "UIMenuElement", "UIContextMenuInteraction": "NSObject", "UIContextualAction": "NSObject",
        "UIAlertAction": "NSObject", "UIAlertController": "UIViewController",
        "UIApplication": "UIResponder", "UIBarButtonItem": "UIBarItem", "UIBarItem": "NSObject",
        "UIButton": "UIControl",
        "UIColor": "NSObject", "UIControl": "UIView", "UIEvent": "NSObject", "UIImageView": "UIView",
        "UILabel": "UIView", "UILayoutGuide": "NSObject", "UINavigationBar": "UIView",
        "UINavigationController": "UIViewController", "UINavigationItem": "NSObject",
        "UIPopoverPresentationController": "UIPresentationController", "UIPresentationController": "NSObject",
        "UIResponder": "NSObject", "UIScene": "UIResponder", "UISplitViewController": "UIViewController",
        "UIStackView": "UIView", "UIStoryboardSegue": "NSObject", "UITabBar": "UIView",
        "UITabBarController": "UIViewController", "UITabBarItem": "UIBarItem", "UITextField": "UIControl",
        "UIView": "UIResponder", "UIViewController": "UIResponder", "UIWindow": "UIView",
        "UIWindowScene": "UIScene", "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController", "UIScrollView": "UIView", "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView", "UITableViewCell": "UIView", "UICollectionReusableView": "UIView",
        "UICollectionViewCell": "UICollectionReusableView", "UITableViewHeaderFooterView": "UIView",
        "UIStepper": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl", "UISegmentedControl": "UIControl",
        "UIPageControl": "UIControl", "UIToolbar": "UIView", "UITextView": "UIScrollView", "UISearchBar": "UIView",
        "NSObject": "",
    ]

    /// The superclass chain of a known class, itself first.
    static func chain(_ name: String) -> [String] {
        var result: [String] = []
        var current: String? = name
        while let name = current, !name.isEmpty, !result.contains(name) {
            result.append(name)
            current = superclass[name]
        }
        return result
    }

    /// Whether the first name in an inheritance clause is, by UIKit's naming, a protocol rather than a
    /// superclass (`UIApplicationDelegate`, `UITableViewDataSource`).
    static func looksLikeProtocol(_ name: String) -> Bool {
        ["Delegate", "DataSource", "Protocol", "Coordinating", "Environment", "Appearance", "Convertible"].contains {
            name.hasSuffix($0)
        }
    }

    /// Whether a class descends from `UIResponder` (so it has a `messageTable` to override). A `UI` class
    /// missing from the list (one AdaptiveKit added later) counts as a responder: if it is not, the
    /// generated `override` fails to compile, naming it, rather than building a wrong copy.
    static func isResponder(_ name: String) -> Bool {
        if superclass[name] == nil { return name.hasPrefix("UI") }
        return chain(name).contains("UIResponder")
    }
}
