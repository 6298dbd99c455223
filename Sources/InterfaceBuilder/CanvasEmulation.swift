/// How far a loaded view tree reproduces Interface Builder's canvas instead of UIKit's run time: the one value a
/// storyboard or nib hands down to every view tree, cell and storyboard reference it builds.
///
/// UIKit ignores IB's placeholders at run time and measures text itself; the lint's frame comparison wants the
/// frames IB drew, whatever the text metrics.
package struct CanvasEmulation: Hashable, Sendable {
    /// Views take their intrinsic size from the frames IB stored (labels, buttons, images and IB's "Intrinsic Size:
    /// Placeholder"); placeholder constraints stay, at priority 1, and aligned stacks hold unsized views, as the
    /// canvas keeps them where nothing else decides.
    package var usesStoredIntrinsicSizes: Bool
    /// Plain views of a class AdaptiveKit cannot make take their stored size as intrinsic size: what their run-time
    /// code would have to give for the stored frames (the lint's check of views only a custom class sizes).
    package var usesStoredCustomViewSizes: Bool

    /// A tree given both settings.
    package init(usesStoredIntrinsicSizes: Bool, usesStoredCustomViewSizes: Bool) {
        self.usesStoredIntrinsicSizes = usesStoredIntrinsicSizes
        self.usesStoredCustomViewSizes = usesStoredCustomViewSizes
    }

    /// UIKit's run time, what an app gets: the default.
    package static let runTime = CanvasEmulation(usesStoredIntrinsicSizes: false, usesStoredCustomViewSizes: false)
    /// IB's canvas, as the lint compares frames on it.
    package static let canvas = CanvasEmulation(usesStoredIntrinsicSizes: true, usesStoredCustomViewSizes: false)
    /// IB's canvas with unknown custom views at their stored sizes.
    package static let canvasWithCustomViewSizes = CanvasEmulation(
        usesStoredIntrinsicSizes: true, usesStoredCustomViewSizes: true)
}
