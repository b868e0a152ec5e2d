import Foundation

/// What a layout whose items size themselves answers to the collection view (UIKit spreads this
/// over `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` and
/// invalidation contexts; here it is internal: ``TableLayout`` and ``FlowLayout`` self-size).
protocol SelfSizingLayout: CollectionViewLayout {
    /// Whether items size themselves at all now (a flow layout only with an `estimatedItemSize`):
    /// when not, the collection view treats the layout as a fixed-size one and pays nothing.
    var isSelfSizing: Bool { get }
    /// Whether the item's cell must be measured before it is shown: its size is automatic and was
    /// not measured at the current width and content.
    func needsMeasurement(at indexPath: IndexPath) -> Bool
    /// Whether some item's size is automatic (when none is, a pass skips the self-sizing work).
    var sizesItemsAutomatically: Bool { get }
    /// The item whose position on screen a pass keeps: items before it that change size move the
    /// offset with them. Nil: the top of the viewport is the anchor (items that start above it).
    var anchorItem: IndexPath? { get set }
    /// Whether some item still has only an estimated size.
    var hasItemsToMeasure: Bool { get }
    /// Takes the size a cell prefers for an item that needed measuring. Positions are brought up to
    /// date by ``applyMeasurements()``, once for the batch.
    func record(preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes)
    /// Whether sizes were recorded since the last ``applyMeasurements()``.
    var hasUnappliedMeasurements: Bool { get }
    /// Brings positions and the content size up to date with the recorded sizes; returns how far the
    /// content offset must move so that what is on screen does not jump (the size changes of items
    /// that start before the viewport).
    func applyMeasurements() -> Vector
    /// Whether cells on screen must be measured again (the available width changed); asking clears it.
    func takeVisibleItemsNeedMeasurement() -> Bool
    /// Forgets measurements (nil: all of them, as after `reloadData()`); a forgotten size stays in
    /// use as the estimate until the item is measured again.
    func discardMeasurements(at indexPaths: [IndexPath]?)
}

extension CollectionView {
    /// The layout as a self-sizing layout, if its items size themselves now.
    static func selfSizingPart(of layout: any CollectionViewLayout) -> (any SelfSizingLayout)? {
        guard let sizing = layout as? any SelfSizingLayout, sizing.isSelfSizing else { return nil }
        return sizing
    }

    /// The layout started or stopped sizing its items (a flow layout's `estimatedItemSize`).
    func layoutSelfSizingDidChange() {
        selfSizingLayout = Self.selfSizingPart(of: collectionViewLayout)
    }

    /// Measures a configured cell that is about to appear, if its layout sizes it automatically:
    /// returns `attributes` with the cell's preferred size (positions follow after the batch).
    func measureIfNeeded(_ cell: CollectionViewCell, for attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard hasSelfSizingLayout, let sizing = selfSizingLayout, sizing.needsMeasurement(at: attributes.indexPath) else {
            return attributes
        }
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        sizing.record(preferred: preferred, original: attributes)
        var placed = attributes
        placed.frame = Rect(origin: attributes.frame.origin, size: preferred.size)
        return placed
    }

    /// The self-sizing part of a layout pass, after the cells on screen were updated: measures cells
    /// that stayed on screen while the width changed, then, while measurements are pending, applies
    /// them (content size, and an offset that keeps what is on screen in place) and updates the
    /// cells again, which measures the items that the new positions bring on screen. Each item is
    /// measured once, so this ends. Returns whether any cell arrived.
    func settleSelfSizedItems() -> Bool {
        guard let sizing = selfSizingLayout else { return false }
        defer { sizing.anchorItem = nil }
        if sizing.takeVisibleItemsNeedMeasurement() {
            for index in visibleItems.indices {
                let measured = measureIfNeeded(visibleItems[index].cell, for: visibleItems[index].attributes)
                guard measured != visibleItems[index].attributes else { continue }
                apply(measured, to: visibleItems[index].cell)  // the cell takes its new size now
                visibleItems[index].attributes = measured
            }
        }
        var arrived = false
        while sizing.hasUnappliedMeasurements {
            applyMeasurements(of: sizing)
            if updateVisibleCells() { arrived = true }
        }
        return arrived
    }

    /// Takes the recorded sizes: the content size follows, and the offset moves with the items
    /// before the viewport (UIKit keeps the content anchored, so nothing on screen jumps).
    func applyMeasurements(of sizing: any SelfSizingLayout) {
        let shift = sizing.applyMeasurements()
        contentSize = collectionViewLayout.collectionViewContentSize
        guard shift != .zero else { return }
        let offset = contentOffset
        contentOffset = Point(x: offset.x + shift.dx, y: offset.y + shift.dy)
    }

    /// Before a pass updates the cells: the first cell already on screen that stays on screen
    /// anchors the content (UIKit keeps what the user sees still while rows scrolling in from above
    /// are measured; when no cell stays, as after a jump, the top of the viewport does).
    func anchorSelfSizedContent() {
        guard let sizing = selfSizingLayout, sizing.sizesItemsAutomatically else { return }
        let viewport = bounds
        sizing.anchorItem = visibleItems.first { !$0.attributes.frame.intersection(viewport).isEmpty }?.indexPath
    }

    /// Measures every item that has only an estimate with a cell from the data source that is put
    /// back in its reuse queue at once (for a table without estimates; no display calls are made).
    func measureAllItemsWithoutDisplaying() {
        guard let sizing = selfSizingLayout, sizing.hasItemsToMeasure else { return }
        for section in 0..<numberOfSections {
            for item in 0..<numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                guard sizing.needsMeasurement(at: indexPath), cellForItem(at: indexPath) == nil,
                      let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath),
                      let cell = sourceCell(at: indexPath) else { continue }
                if cell.superview !== self { addSubview(cell) }
                cell.isHidden = true
                _ = measureIfNeeded(cell, for: attributes)
                if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
            }
        }
        if sizing.hasUnappliedMeasurements { applyMeasurements(of: sizing) }
    }

    /// Reloads the given items at the next layout pass: their cells on screen are recycled (the
    /// data source is asked again) and self-sized items are measured again
    /// (`reloadItems(at:)`, without animation).
    public func reloadItems(at indexPaths: [IndexPath]) {
        selfSizingLayout?.discardMeasurements(at: indexPaths)
        let reloaded = Set(indexPaths)
        var kept: [VisibleItem] = []
        for item in visibleItems {
            if reloaded.contains(item.indexPath) { recycle(item) } else { kept.append(item) }
        }
        visibleItems = kept
        setNeedsLayout()
    }
}
