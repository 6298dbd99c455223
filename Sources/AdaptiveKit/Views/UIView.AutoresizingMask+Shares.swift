import Foundation

extension UIView.AutoresizingMask {
    /// UIKit's autoresizing rule on one axis: the parts of a change in the superview's length that the
    /// view's start and length take. The flexible parts (leading margin, length, trailing margin) share
    /// it in proportion to their current sizes, equally when they are all zero.
    func shares(horizontal: Bool, start: CGFloat, length: CGFloat, span: CGFloat) -> (start: Double, length: Double) {
        let flexibleStart = contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin)
        let flexibleLength = contains(horizontal ? .flexibleWidth : .flexibleHeight)
        let flexibleEnd = contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin)
        let parts = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, span - start - length)]
        let flexible = parts.filter(\.0)
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ isFlexible: Bool, _ size: CGFloat) -> Double {
            guard isFlexible else { return 0 }
            return total > 0 ? Double(size / total) : 1 / Double(flexible.count)
        }
        return (share(flexibleStart, start), share(flexibleLength, length))
    }

}
