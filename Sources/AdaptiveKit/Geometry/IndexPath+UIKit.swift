extension IndexPath {
    /// Creates an index path for a row in a section, as UIKit's table view addition does.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// Creates an index path for an item in a section, as UIKit's collection view addition does.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index, as in UIKit.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in a table view's section: the second index, as in UIKit.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in a collection view's section: the second index, as in UIKit.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

extension NSIndexPath {
    /// Creates an index path for a row in a section, as UIKit's `NSIndexPath(row:section:)` does.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// Creates an index path for an item in a section, as UIKit's `NSIndexPath(item:section:)` does.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The section: the first index, as in UIKit.
    public var section: Int { index(atPosition: 0) }

    /// The row in a table view's section: the second index, as in UIKit.
    public var row: Int { index(atPosition: 1) }

    /// The item in a collection view's section: the second index, as in UIKit.
    public var item: Int { index(atPosition: 1) }
}
