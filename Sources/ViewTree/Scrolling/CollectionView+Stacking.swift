extension CollectionView {
    /// Orders the cells on screen among the subviews by their attributes' `zIndex`: a cell with a
    /// higher `zIndex` is drawn above one with a lower, as in UIKit; cells with equal `zIndex` are
    /// stacked in index-path order. Called when cells arrive or a `zIndex` changes; nothing is
    /// reordered while every `zIndex` is 0 (new cells then simply go on top, as before).
    func stackVisibleCellsByZIndex() {
        guard visibleItems.contains(where: { $0.attributes.zIndex != 0 }) else { return }
        stackingOrder.removeAll(keepingCapacity: true)
        stackingOrder.append(contentsOf: visibleItems.indices)
        // visibleItems is in index-path order, so comparing zIndex, then position, is a total order.
        stackingOrder.sort { a, b in
            let za = visibleItems[a].attributes.zIndex, zb = visibleItems[b].attributes.zIndex
            return za != zb ? za < zb : a < b
        }
        guard !cellsAreStacked(in: stackingOrder) else { return }
        for index in stackingOrder { bringSubviewToFront(visibleItems[index].cell) }
    }

    /// Whether the cells already appear among the subviews in `order` (back to front).
    private func cellsAreStacked(in order: [Int]) -> Bool {
        var next = 0
        for subview in subviews where next < order.count && subview === visibleItems[order[next]].cell {
            next += 1
        }
        return next == order.count
    }
}
