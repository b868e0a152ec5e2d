import Foundation

extension CollectionView {
    /// Brings the cells on screen in line with the layout for the current bounds: one merge of two
    /// index-path-ordered lists, recycling before dequeuing. Returns whether any cell arrived.
    @discardableResult
    func updateVisibleCells() -> Bool {
        var arrived = false
        var stackingChanged = false
        attributesInBounds.removeAll(keepingCapacity: true)
        collectionViewLayout.enumerateLayoutAttributesForElements(in: bounds) { attributesInBounds.append($0) }
        if !isSortedByIndexPath(attributesInBounds) { attributesInBounds.sort { $0.position < $1.position } }
        if updateCellsInPlaceIfSameItems() { return false }

        // 1. Recycle the cells whose items left.
        var newIndex = 0
        for item in visibleItems {
            while newIndex < attributesInBounds.count, attributesInBounds[newIndex].position < item.attributes.position {
                newIndex += 1
            }
            if newIndex == attributesInBounds.count || attributesInBounds[newIndex].position != item.attributes.position {
                recycle(item)
            }
        }
        // 2. Keep (and re-place) the cells that stay; dequeue cells for the items that arrived.
        nextVisibleItems.removeAll(keepingCapacity: true)
        var oldIndex = 0
        for attributes in attributesInBounds {
            while oldIndex < visibleItems.count, visibleItems[oldIndex].attributes.position < attributes.position {
                oldIndex += 1
            }
            if oldIndex < visibleItems.count, visibleItems[oldIndex].attributes.position == attributes.position {
                var item = visibleItems[oldIndex]
                if item.attributes != attributes {
                    if item.attributes.zIndex != attributes.zIndex { stackingChanged = true }
                    apply(attributes, to: item.cell)
                    item.cell.isHidden = attributes.isHidden
                    item.attributes = attributes
                }
                nextVisibleItems.append(item)
            } else if let item = makeVisibleItem(for: attributes) {
                nextVisibleItems.append(item)
                arrived = true
            }
        }
        swap(&visibleItems, &nextVisibleItems)
        nextVisibleItems.removeAll(keepingCapacity: true)
        if arrived || stackingChanged { stackVisibleCellsByZIndex() }
        return arrived
    }

    /// The common case of a scroll tick: the same items are on screen as before. Re-places the
    /// cells whose attributes changed, in place (no list is rebuilt, no cell reference copied), and
    /// returns true; returns false, changing nothing, when an item arrived or left.
    private func updateCellsInPlaceIfSameItems() -> Bool {
        let count = visibleItems.count
        guard attributesInBounds.count == count else { return false }
        for index in 0..<count where visibleItems[index].attributes.position != attributesInBounds[index].position {
            return false
        }
        var stackingChanged = false
        for index in 0..<count where visibleItems[index].attributes != attributesInBounds[index] {
            let attributes = attributesInBounds[index]
            if visibleItems[index].attributes.zIndex != attributes.zIndex { stackingChanged = true }
            let cell = visibleItems[index].cell
            apply(attributes, to: cell)
            cell.isHidden = attributes.isHidden
            visibleItems[index].attributes = attributes
        }
        if stackingChanged { stackVisibleCellsByZIndex() }
        return true
    }

    private func isSortedByIndexPath(_ attributes: [CollectionViewLayoutAttributes]) -> Bool {
        var index = 1
        while index < attributes.count {
            if !(attributes[index - 1].position < attributes[index].position) { return false }
            index += 1
        }
        return true
    }

    // MARK: - Queries

    /// The cells on screen, in index-path order.
    public var visibleCells: [CollectionViewCell] { visibleItems.map(\.cell) }

    /// The items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { visibleItems.map(\.indexPath) }

    /// The number of cells on screen (no allocation).
    public var visibleCellCount: Int { visibleItems.count }

    /// Calls `body` with each item on screen and its cell, in index-path order, without allocating.
    public func forEachVisibleCell(_ body: (IndexPath, CollectionViewCell) -> Void) {
        // By index, reading the two fields: copying each item would copy its attributes too.
        var index = 0
        while index < visibleItems.count {
            body(visibleItems[index].indexPath, visibleItems[index].cell)
            index += 1
        }
    }

    /// The cell showing `indexPath`, or nil when the item is not on screen (UIKit's behaviour before
    /// iOS 15: there are no prepared off-screen cells). A binary search of the cells on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        guard indexPath.count == 2 else { return nil }
        let position = ItemPosition(section: indexPath.section, item: indexPath.item)
        var low = 0
        var high = visibleItems.count
        while low < high {
            let middle = (low + high) / 2
            let candidate = visibleItems[middle].attributes.position
            if candidate == position { return visibleItems[middle].cell }
            if candidate < position { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The item of a cell on screen, or nil.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        visibleItems.first { $0.cell === cell }?.indexPath
    }

    /// The item whose frame contains `point` (in the collection view's coordinates, i.e. content
    /// coordinates), on screen or not, or nil. Asks the layout for a 1 x 1 rectangle: O(log n).
    public func indexPathForItem(at point: Point) -> IndexPath? {
        prepareLayoutIfNeeded()
        var found: IndexPath?
        collectionViewLayout.enumerateLayoutAttributesForElements(
            in: Rect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)) { attributes in
            if !attributes.isHidden && attributes.frame.contains(point) { found = attributes.indexPath }
        }
        return found
    }

    /// The layout's attributes for an item (nil if it does not exist).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
}
