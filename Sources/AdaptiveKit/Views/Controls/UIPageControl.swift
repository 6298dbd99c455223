import Foundation

/// A row of dots, one per page, with the current page highlighted, like UIKit's `UIPageControl`.
///
/// It is 37 points tall and 16 points wide per page (the iOS 7–12 metrics; see Deviations.md).
@MainActor
open class UIPageControl: UIControl {
    /// The height Interface Builder drew (Apple gives no size).
    static let height: CGFloat = 37
    /// The distance from one dot to the next: a 7-point dot and a 9-point gap.
    static let pitch: CGFloat = 16

    /// The number of pages (0 by default; negative values count as 0).
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            if numberOfPages != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// The highlighted page, kept within 0..<numberOfPages (0 by default).
    open var currentPage = 0 {
        didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
    }
    /// Whether the dots are hidden when there is only one page (false by default).
    open var hidesForSinglePage = false
    /// The color of the other pages' dots (nil: translucent gray).
    open var pageIndicatorTintColor: UIColor?
    /// The color of the current page's dot (nil: opaque).
    open var currentPageIndicatorTintColor: UIColor?

    /// The size needed to show a number of pages.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * Self.pitch, height: Self.height)
    }

    /// The size for `numberOfPages`.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The size for `numberOfPages`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// Whether dots are drawn: not when there are none, nor for one page with `hidesForSinglePage`.
    package var showsDots: Bool { numberOfPages > (hidesForSinglePage ? 1 : 0) }
}
