import Foundation

/// UIKit's `section`, `item` and `row` on Foundation's `IndexPath`, which Linux Foundation lacks.
///
/// A collection or table view's index path has two indexes: the section, then the item (a table
/// view's row) within it. Index paths order by section, then item.
extension IndexPath {
    /// The item `item` of section `section`.
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)  // built in place: an array literal would allocate on every call
    }

    /// The row `row` of section `section` (a table view's name for `item`).
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The section, the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item within the section, the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// A table view's name for ``item``.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
