// Every test target that imports TestSupport gets the shared seeded generator with it.
@_exported import SeededRandom

/// A storyboard of one scene: a view controller (`vc-1`, the initial one) whose view is `rootView` (a
/// `<view key="view" …>` element), with `resources` (`<image …/>` elements) after the scenes.
public func singleSceneStoryboard(rootView: String, resources: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc-1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc-1" sceneMemberID="viewController">
                        \(rootView)
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>\(resources)</resources>
    </document>
    """
}
