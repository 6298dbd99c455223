import Foundation

extension UIScrollView {
    /// The row or item a lifting finger taps in a table or collection view: the one it came down on (`tapStart`),
    /// when it lifts on that same one within 10 points; nil for a drag.
    func tappedIndexPath(_ touches: Set<UITouch>, locate: (CGPoint) -> IndexPath?) -> IndexPath? {
        guard let touch = touches.first, let start = tapStart else { return nil }
        let end = touch.location(in: self)
        guard hypot(end.x - start.x, end.y - start.y) <= 10, let indexPath = locate(start), locate(end) == indexPath
        else { return nil }
        return indexPath
    }
}
