/// A table view's layout: one full-width column of rows, each as high as the delegate says (or the
/// table's `rowHeight`), sections one after another (no headers or footers).
///
/// `prepare()` asks every row's height once per reload and keeps their running sums, so a query
/// is two binary searches (section, then row) plus the rows returned: O(log n + visible).
public final class TableLayout: CollectionViewLayout {
    /// The table view (not retained; the table view clears it when it goes away, see
    /// ``FlowLayout/collectionView``).
    public unowned(unsafe) var collectionView: CollectionView?

    /// Per section: where each row starts, plus where the section ends (count + 1 values).
    private var rowStarts: [[Double]] = []
    private var width = 0.0
    private var height = 0.0

    /// A table layout.
    public init() {}

    public func invalidateLayout() {
        collectionView?.collectionViewLayoutDidInvalidate()
    }

    public var collectionViewContentSize: Size { Size(width: width, height: height) }

    public func prepare() {
        rowStarts.removeAll(keepingCapacity: true)
        guard let tableView = collectionView as? TableView else {
            width = 0
            height = 0
            return
        }
        width = tableView.bounds.width
        var y = 0.0
        for section in 0..<tableView.numberOfSections {
            let count = tableView.numberOfItems(inSection: section)
            var starts: [Double] = []
            starts.reserveCapacity(count + 1)
            for row in 0..<count {
                starts.append(y)
                let rowHeight = tableView.heightForRow(at: IndexPath(row: row, section: section))
                y += rowHeight.isFinite ? max(0, rowHeight) : 0
            }
            starts.append(y)
            rowStarts.append(starts)
        }
        height = y
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard rowStarts.indices.contains(indexPath.section) else { return nil }
        let starts = rowStarts[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < starts.count - 1 else { return nil }
        return attributes(row: indexPath.row, section: indexPath.section, starts: starts)
    }

    private func attributes(row: Int, section: Int, starts: [Double]) -> CollectionViewLayoutAttributes {
        CollectionViewLayoutAttributes(indexPath: IndexPath(row: row, section: section),
                                       frame: Rect(x: 0, y: starts[row], width: width, height: starts[row + 1] - starts[row]))
    }

    public func enumerateLayoutAttributesForElements(in rect: Rect, _ body: (CollectionViewLayoutAttributes) -> Void) {
        let rect = rect.standardized
        guard !rect.isNull, rect.maxX > 0, rect.minX < width else { return }
        var section = Self.firstIndex(in: rowStarts.count) { rowStarts[$0].last! > rect.minY }
        while section < rowStarts.count {
            let starts = rowStarts[section]
            if starts[0] >= rect.maxY { return }
            // The first row ending after rect.minY, then rows while they start before rect.maxY.
            var row = Self.firstIndex(in: starts.count - 1) { starts[$0 + 1] > rect.minY }
            while row < starts.count - 1, starts[row] < rect.maxY {
                if starts[row + 1] > starts[row] { body(attributes(row: row, section: section, starts: starts)) }
                row += 1
            }
            section += 1
        }
    }

    /// The first index in 0..<count for which `isAfter` holds (it must be monotone).
    private static func firstIndex(in count: Int, where isAfter: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isAfter(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
