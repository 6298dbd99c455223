import Foundation

/// An alert or action sheet, like UIKit's `UIAlertController`.
///
/// An alert shows centred over a dimmed screen (a custom presentation that never adapts). An
/// action sheet is a popover on a regular-width iPad, so it needs an anchor there (UIKit's
/// exception otherwise), and sits at the bottom of a compact screen. `DeviceSimulator.tap(_:in:)`
/// stands in for the user's tap: the alert is dismissed, then the action's handler runs.
@MainActor
open class UIAlertController: UIViewController {
    /// Alert or action sheet, like UIKit's `UIAlertController.Style` (SDK raw values).
    public enum Style: Int, Sendable, Hashable {
        case actionSheet = 0
        case alert = 1
    }

    /// How the alert shows.
    public let preferredStyle: Style
    /// The message under the title.
    open var message: String?
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action emphasized as the default (Return triggers it).
    open var preferredAction: UIAlertAction?
    private var textFieldStorage: [UITextField] = []

    /// Makes an alert or action sheet.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = preferredStyle == .alert ? .custom : .popover
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    /// The alert's text fields, or nil when it has none.
    public var textFields: [UITextField]? { textFieldStorage.isEmpty ? nil : textFieldStorage }

    /// Adds an action; a second cancel action is refused with UIKit's exception message.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            DiagnosticLog.raise(
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        actions.append(action)
    }

    /// Adds a text field (alerts only; UIKit raises for an action sheet).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            DiagnosticLog.raise(
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField()
        configurationHandler?(field)
        textFieldStorage.append(field)
    }

    override func automaticPresentationStyle(for behavior: PresentationBehavior) -> UIModalPresentationStyle {
        preferredStyle == .alert ? .custom : .popover
    }

    override func makeSystemPresentationController(
        style: UIModalPresentationStyle, presenting: UIViewController?
    ) -> UIPresentationController {
        if style == .custom, preferredStyle == .alert {
            return AlertPresentationController(presentedViewController: self, presenting: presenting)
        }
        return super.makeSystemPresentationController(style: style, presenting: presenting)
    }
}

/// The approximate sizes of alerts and action sheets (see Deviations.md: UIKit sizes them to their text).
@MainActor
enum AlertGeometry {
    static let alertWidth: CGFloat = 270
    static let alertRowHeight: CGFloat = 44
    static let sheetRowHeight: CGFloat = 57
    static let sheetInset: CGFloat = 8

    static func headerHeight(_ alert: UIAlertController) -> CGFloat {
        var height: CGFloat = 0
        if alert.title != nil { height += 22 }
        if alert.message != nil { height += 18 }
        return height > 0 ? height + 40 : 0
    }

    /// An alert's height: header, text fields, then its buttons (side by side when there are two).
    static func alertSize(_ alert: UIAlertController) -> CGSize {
        let fields = CGFloat(alert.textFields?.count ?? 0) * 30
        let rows = alert.actions.count == 2 ? 1 : alert.actions.count
        return CGSize(width: alertWidth, height: headerHeight(alert) + fields + CGFloat(rows) * alertRowHeight)
    }

    /// An action sheet at the bottom of a compact screen: its group, a gap, then the cancel button.
    static func actionSheetFrame(for alert: UIAlertController, in bounds: CGRect, safeArea: UIEdgeInsets) -> CGRect {
        let others = alert.actions.filter { $0.style != .cancel }.count
        let hasCancel = alert.actions.contains { $0.style == .cancel }
        let height =
            headerHeight(alert) + CGFloat(others) * sheetRowHeight + (hasCancel ? sheetInset + sheetRowHeight : 0)
        let width = bounds.width - safeArea.left - safeArea.right - 2 * sheetInset
        let bottom = bounds.maxY - max(safeArea.bottom, sheetInset)
        return CGRect(x: safeArea.left + sheetInset, y: bottom - height, width: width, height: height)
    }
}

/// Presents an alert centred over a dimmed screen; it never adapts and keeps the presenter's view.
final class AlertPresentationController: UIPresentationController {
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        adaptation.requestedStyle = .custom
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let alert = presentedViewController as? UIAlertController else {
            return .zero
        }
        let size = AlertGeometry.alertSize(alert)
        return CGRect(
            x: (container.bounds.width - size.width) / 2, y: (container.bounds.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    override func presentationTransitionWillBegin() {
        installDimmingView(alpha: 0.2)
    }

    override func layoutPresentationViews() {
        layoutDimmingView(visible: true)
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
