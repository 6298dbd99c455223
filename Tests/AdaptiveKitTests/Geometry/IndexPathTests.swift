import AdaptiveKit
import Testing

/// UIKit's `IndexPath` additions, reached with `import AdaptiveKit` alone as with `import UIKit`.
@Suite struct IndexPathTests {
    @Test func rowAndItemAreTheSecondIndex() {
        var path = IndexPath(row: 3, section: 1)
        #expect(Array(path) == [1, 3])
        #expect(path.section == 1)
        #expect(path.row == 3)
        #expect(path.item == 3)
        path.row = 5
        #expect(path == IndexPath(item: 5, section: 1))
    }

    @Test func indexPathsSortBySectionThenRow() {
        let paths = [IndexPath(row: 0, section: 1), IndexPath(row: 2, section: 0), IndexPath(row: 1, section: 0)]
        #expect(paths.sorted().map(\.row) == [1, 2, 0])
    }

    @Test func foundationTypesComeWithTheImport() {
        let rect = CGRect(x: 0, y: 0, width: CGFloat(320), height: 480)
        #expect(rect.insetBy(dx: 10, dy: 10).width == CGFloat(300))
        #expect(NSLocalizedString("Photos", comment: "title") == "Photos")
        #expect(NotificationCenter.default === NotificationCenter.default)
    }

    @Test func NSIndexPathHasUIKitsRowSectionAndItem() {
        let path = NSIndexPath(row: 3, section: 1)
        #expect(path.section == 1)
        #expect(path.row == 3)
        #expect(path.length == 2)
        #expect(NSIndexPath(item: 5, section: 2).item == 5)
    }
}
