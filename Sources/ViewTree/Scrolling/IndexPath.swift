/// The position of an item in a sectioned list: a section and an item within it (UIKit's
/// `IndexPath` with `section` and `item`/`row`). Ordered by section, then item.
///
/// viewsim's own type: Foundation's `IndexPath` has no `item`/`section` on Linux. Code that imports
/// both Foundation and ViewTree can write `ViewTree.IndexPath` if the name is ambiguous.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The item within the section, from 0.
    public var item: Int

    /// The item `item` of section `section`.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// The row `row` of section `section` (a table view's name for `item`).
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// A table view's name for ``item``.
    public var row: Int {
        get { item }
        set { item = newValue }
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    public var description: String { "[\(section), \(item)]" }
}
