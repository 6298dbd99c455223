import Foundation

/// Where the system styles put the presented view, per device, orientation and behaviour.
///
/// Sizes Apple does not publish are recorded in Documentation/Deviations.md ("Presentation").
enum SheetGeometry {
    /// The iPad form sheet before iPadOS 16 (widely cited; unconfirmed in Apple's text).
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// The largest iOS 13+ page sheet on iPad (an open-source approximation; Apple gives no numbers).
    static let pageSheetMaximumSize = CGSize(width: 706, height: 998)
    /// What an iOS 13+ page sheet leaves around itself on iPad when the container is smaller than the maximum.
    static let pageSheetMinimumInset: CGFloat = 20
    /// How far below the safe area's top an iOS 13 card sheet starts on a compact-width screen.
    static let cardTopGap: CGFloat = 10
    /// How much lower each card stacked on a card starts.
    static let cardStackStep: CGFloat = 10
    /// The horizontal room the scaled presenter behind a card leaves on each side.
    static let cardPresenterInset: CGFloat = 16

    /// What a frame depends on.
    struct Context {
        var container: CGRect
        var safeArea: UIEdgeInsets
        var environment: UITraitCollection
        var behavior: PresentationBehavior
        var stackDepth: Int
        var preferredContentSize: CGSize
        /// The screen's portrait width: an iOS 12 page sheet is as wide as the screen in portrait.
        var screenPortraitWidth: CGFloat
    }

    /// How a sheet style shows in an environment.
    enum SheetForm: Equatable {
        case fullScreen
        case card
        case centered(CGSize)
    }

    /// The form a page or form sheet takes.
    static func form(of style: UIModalPresentationStyle, in context: Context) -> SheetForm {
        let environment = context.environment
        let compactWidth = environment.horizontalSizeClass == .compact
        let compactHeight = environment.verticalSizeClass == .compact
        switch context.behavior {
        case .iOS13:
            if compactHeight { return .fullScreen }
            if compactWidth { return .card }
        case .iOS12:
            if compactWidth { return .fullScreen }
        }
        let container = context.container.size
        if style == .pageSheet {
            switch context.behavior {
            case .iOS12:
                return .centered(
                    CGSize(width: min(container.width, context.screenPortraitWidth), height: container.height))
            case .iOS13:
                let inset = pageSheetMinimumInset * 2
                return .centered(
                    CGSize(
                        width: min(pageSheetMaximumSize.width, container.width - inset),
                        height: min(pageSheetMaximumSize.height, container.height - inset)))
            }
        }
        let preferred = context.preferredContentSize
        let size = preferred.width > 0 && preferred.height > 0 ? preferred : formSheetSize
        return .centered(CGSize(width: min(size.width, container.width), height: min(size.height, container.height)))
    }

    /// The presented view's frame in the container for a page or form sheet.
    static func frame(of style: UIModalPresentationStyle, in context: Context) -> CGRect {
        let bounds = CGRect(origin: .zero, size: context.container.size)
        switch form(of: style, in: context) {
        case .fullScreen:
            return bounds
        case .card:
            let top = context.safeArea.top + cardTopGap + CGFloat(context.stackDepth) * cardStackStep
            return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        case .centered(let size):
            return CGRect(
                x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                width: size.width, height: size.height)
        }
    }

    /// The scale UIKit gives the view behind a card so it peeks out at the sides (recorded, not applied).
    static func presenterTransform(containerWidth: CGFloat) -> CGAffineTransform {
        guard containerWidth > 0 else { return .identity }
        let scale = (containerWidth - 2 * cardPresenterInset) / containerWidth
        return CGAffineTransform(scaleX: scale, y: scale)
    }
}
