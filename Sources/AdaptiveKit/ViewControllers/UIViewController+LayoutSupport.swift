extension UIViewController {
    /// The legacy guide from the top of the view to the bottom of its top bars, like UIKit's
    /// `topLayoutGuide`: since iOS 11, the top of the view's safe area. Loads the view.
    ///
    /// UIKit marks it deprecated since iOS 11; here it is not, so that code and tests using it
    /// build without warnings (see Deviations.md).
    public var topLayoutGuide: any UILayoutSupport { view.layoutSupportGuide(top: true) }

    /// The legacy guide from the top of the bottom bars to the bottom of the view, like UIKit's
    /// `bottomLayoutGuide`: since iOS 11, the bottom of the view's safe area. Loads the view.
    public var bottomLayoutGuide: any UILayoutSupport { view.layoutSupportGuide(top: false) }
}
