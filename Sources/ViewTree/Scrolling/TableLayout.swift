import Foundation

/// A table view's layout: one full-width column of rows, each as high as the delegate says (or the
/// table's `rowHeight`), sections one after another (no headers or footers).
///
/// `prepare()` asks every row's height once per reload and keeps their running sums, so a query
/// is two binary searches (section, then row) plus the rows returned: O(log n + visible).
///
/// Rows of height ``TableView/automaticDimension`` start at their estimate and take their measured
/// height when their cell is about to appear (see `TableLayout+SelfSizing.swift`); the running sums
/// are brought up to date once per batch of measurements, not per row or per query. Sections
/// without such rows keep no extra state, so fixed-height tables pay nothing for self-sizing.
public final class TableLayout: CollectionViewLayout {
    /// The table view (not retained: it owns its layout).
    public var collectionView: CollectionView? {
        get { owner.collectionView }
        set { owner.collectionView = newValue }
    }
    private var owner = LayoutOwner()

    /// Per section: where each row starts, plus where the section ends (count + 1 values).
    var rowStarts: [[Double]] = []
    var width = 0.0
    var height = 0.0
    /// The heights of the table's header and footer views, above and below the rows.
    var headerHeight = 0.0, footerHeight = 0.0

    /// Per section: the heights of its rows and how each was found, only for sections with
    /// automatic rows (nil elsewhere; empty when the table has none).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var sectionSizing: [SectionSizing?] = []
    /// The width the measured heights hold for (NaN before the first measurement).
    var measurementWidth = Double.nan
    /// The first row whose start is out of date after measurements (section, row), if any.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var firstStaleStart: (section: Int, row: Int)?
    /// How far the content offset must move so that rows on screen stay put: the height changes of
    /// rows that start above the top of the viewport, since the last ``applyMeasurements()``.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var pendingOffsetShift = 0.0
    /// See ``SelfSizingLayout/anchorItem``.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var anchorItem: IndexPath?
    /// Whether cells already on screen must be measured again (their width changed).
    var visibleRowsNeedMeasurement = false
    /// Scratch for `prepare()`: the heights and kinds of the section being prepared.
    private var scratchHeights: [Double] = []
    private var scratchKinds: [MeasuredSizeKind] = []

    /// A table layout.
    public init() {}

    public func invalidateLayout() {
        collectionView?.collectionViewLayoutDidInvalidate()
    }

    public var collectionViewContentSize: Size { Size(width: width, height: height) }

    public func prepare() {
        rowStarts.removeAll(keepingCapacity: true)
        firstStaleStart = nil
        guard let tableView = collectionView as? TableView else {
            width = 0
            height = 0
            sectionSizing.removeAll()
            return
        }
        width = tableView.bounds.width
        let previous = sectionSizing
        let remeasure = !sectionSizing.isEmpty && width != measurementWidth
        if remeasure { visibleRowsNeedMeasurement = true }
        sectionSizing.removeAll(keepingCapacity: true)
        var hasAutomaticRows = false
        headerHeight = tableView.tableHeaderView.map { max(0, $0.frame.height) } ?? 0
        footerHeight = tableView.tableFooterView.map { max(0, $0.frame.height) } ?? 0
        var y = headerHeight
        for section in 0..<tableView.numberOfSections {
            let count = tableView.numberOfItems(inSection: section)
            let old = previous.indices.contains(section) ? previous[section] : nil
            let reusable = old.map { $0.heights.count == count } ?? false
            var starts: [Double] = []
            starts.reserveCapacity(count + 1)
            scratchHeights.removeAll(keepingCapacity: true)
            scratchKinds.removeAll(keepingCapacity: true)
            var sectionHasAutomaticRows = false
            for row in 0..<count {
                starts.append(y)
                let indexPath = IndexPath(row: row, section: section)
                var rowHeight = tableView.heightForRow(at: indexPath)
                var kind = MeasuredSizeKind.fixed
                if rowHeight == TableView.automaticDimension {
                    sectionHasAutomaticRows = true
                    if reusable, let known = old!.knownHeight(row: row, remeasure: remeasure) {
                        (rowHeight, kind) = known
                    } else {
                        (rowHeight, kind) = (tableView.estimatedHeight(forRowAt: indexPath), .estimated)
                    }
                }
                let used = rowHeight.isFinite ? max(0, rowHeight) : 0
                scratchHeights.append(used)
                scratchKinds.append(kind)
                y += used
            }
            starts.append(y)
            rowStarts.append(starts)
            if sectionHasAutomaticRows {
                hasAutomaticRows = true
                while sectionSizing.count < section { sectionSizing.append(nil) }
                sectionSizing.append(SectionSizing(heights: scratchHeights, kinds: scratchKinds))
            }
        }
        if hasAutomaticRows {
            while sectionSizing.count < rowStarts.count { sectionSizing.append(nil) }
            measurementWidth = width
        } else {
            sectionSizing.removeAll()
            visibleRowsNeedMeasurement = false
        }
        height = y + footerHeight
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
        var section = firstIndex(in: rowStarts.count) { rowStarts[$0].last! > rect.minY }
        while section < rowStarts.count {
            let starts = rowStarts[section]
            if starts[0] >= rect.maxY { return }
            // The first row ending after rect.minY, then rows while they start before rect.maxY.
            var row = firstIndex(in: starts.count - 1) { starts[$0 + 1] > rect.minY }
            while row < starts.count - 1, starts[row] < rect.maxY {
                if starts[row + 1] > starts[row] { body(attributes(row: row, section: section, starts: starts)) }
                row += 1
            }
            section += 1
        }
    }
}

extension TableLayout: OwnedCollectionViewLayout {
    func collectionViewWillDeallocate(_ collectionView: ObjectIdentifier) {
        owner.collectionViewWillDeallocate(collectionView)
    }
}
