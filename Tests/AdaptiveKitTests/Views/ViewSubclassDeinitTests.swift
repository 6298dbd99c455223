import Foundation
import Testing

@testable import AdaptiveKit

/// A `UIView` subclass writes a plain `deinit`, as UIKit code does (removing an observer is the common
/// case); it compiles and runs when the view is freed, after which its subviews are freed too.
@MainActor
@Suite struct ViewSubclassDeinitTests {
    /// The names of the views freed, in order.
    static var freed: [String] = []

    final class ObservingView: UIView {
        let name: String

        init(name: String) {
            self.name = name
            super.init(frame: .zero)
            _ = NotificationCenter.default.addObserver(
                forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
            ) { _ in }
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        deinit {
            NotificationCenter.default.removeObserver(self)
            let name = name
            MainActor.assumeIsolated { ViewSubclassDeinitTests.freed.append(name) }
        }
    }

    @Test func aSubclassesPlainDeinitRunsAndItsSubviewsAreFreed() {
        Self.freed = []
        weak var weakChild: UIView?
        do {
            let view = ObservingView(name: "view")
            let child = ObservingView(name: "child")
            view.addSubview(child)
            weakChild = child
        }
        #expect(Self.freed == ["view", "child"])
        #expect(weakChild == nil)
    }
}
