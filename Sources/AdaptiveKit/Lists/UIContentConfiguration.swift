import Foundation

/// A description of a cell's content that can make the view showing it, like UIKit's `UIContentConfiguration`.
@MainActor
public protocol UIContentConfiguration {
    /// Makes a new view that shows this configuration.
    func makeContentView() -> any UIView & UIContentView
}

/// A view made by a content configuration, like UIKit's `UIContentView`.
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show a configuration by assignment (true by default for its own kind).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
