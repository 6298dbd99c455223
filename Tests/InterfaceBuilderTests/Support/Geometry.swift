import Foundation

/// Whether two values are within `tolerance`: solver results carry floating-point noise.
func isClose(_ lhs: CGFloat, _ rhs: CGFloat, tolerance: CGFloat = 0.01) -> Bool {
    abs(lhs - rhs) <= tolerance
}

/// Whether two rectangles' origins and sizes are within `tolerance`.
func isClose(_ lhs: CGRect, _ rhs: CGRect, tolerance: CGFloat = 0.01) -> Bool {
    isClose(lhs.minX, rhs.minX, tolerance: tolerance) && isClose(lhs.minY, rhs.minY, tolerance: tolerance)
        && isClose(lhs.width, rhs.width, tolerance: tolerance)
        && isClose(lhs.height, rhs.height, tolerance: tolerance)
}
