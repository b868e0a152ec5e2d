import Foundation

extension CollectionView {
    /// Whether an item is selected.
    public func isSelected(_ indexPath: IndexPath) -> Bool {
        indexPathsForSelectedItems.binarySearchContains(indexPath)
    }

    /// A simulated tap at `point` (the collection view's coordinates). As in UIKit, a tap on moving
    /// content only stops it (no selection, no delegate call); otherwise the item under the finger,
    /// if the delegate allows, becomes the only selected item: the previous one gets
    /// `didDeselectItemAt`, then the tapped one `didSelectItemAt`. Returns the item selected, if any.
    @discardableResult
    public func tap(at point: Point) -> IndexPath? {
        guard !isDragging else { return nil }
        if stopMotion() { return nil }
        guard allowsSelection, let indexPath = indexPathForItem(at: point) else { return nil }
        if allowsMultipleSelection, isSelected(indexPath) {
            // With several selected, a tap on a selected item deselects it.
            deselectItem(at: indexPath)
            notifyDidDeselect(indexPath)
            return nil
        }
        guard delegateShouldSelect(indexPath) else { return nil }
        for previous in indexPathsForSelectedItems where previous != indexPath && !allowsMultipleSelection {
            deselectItem(at: previous)
            notifyDidDeselect(previous)
        }
        selectItem(at: indexPath)
        notifyDidSelect(indexPath)
        return indexPath
    }

    /// Selects an item without telling the delegate (`selectItem(at:animated:scrollPosition:)`).
    public func selectItem(at indexPath: IndexPath) {
        guard !isSelected(indexPath) else { return }
        let index = indexPathsForSelectedItems.firstIndex { $0 > indexPath } ?? indexPathsForSelectedItems.count
        indexPathsForSelectedItems.insert(indexPath, at: index)
        cellForItem(at: indexPath)?.isSelected = true
    }

    /// Selects an item without telling the delegate, then scrolls it to `scrollPosition` unless
    /// that is empty (`selectItem(at:animated:scrollPosition:)`).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in indexPathsForSelectedItems { deselectItem(at: selected) }
            return
        }
        selectItem(at: indexPath)
        if scrollPosition != [] { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without telling the delegate (`deselectItem(at:animated:)`; selection
    /// changes are not animated here).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        deselectItem(at: indexPath)
    }

    /// Deselects an item without telling the delegate.
    public func deselectItem(at indexPath: IndexPath) {
        guard let index = indexPathsForSelectedItems.firstIndex(of: indexPath) else { return }
        indexPathsForSelectedItems.remove(at: index)
        cellForItem(at: indexPath)?.isSelected = false
    }
}

extension Array where Element == IndexPath {
    /// Whether the sorted array contains `indexPath` (binary search).
    func binarySearchContains(_ indexPath: IndexPath) -> Bool {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] == indexPath { return true }
            if self[middle] < indexPath { low = middle + 1 } else { high = middle }
        }
        return false
    }
}

extension CollectionView {
    /// Items were inserted in the data (`insertItems(at:)`): the collection view reloads its
    /// data (changes are not animated here).
    public func insertItems(at indexPaths: [IndexPath]) {
        reloadData()
    }

    /// Items were deleted from the data (`deleteItems(at:)`): the collection view reloads its data.
    public func deleteItems(at indexPaths: [IndexPath]) {
        reloadData()
    }

    /// Sections changed in the data (`reloadSections(_:)`): the collection view reloads its data.
    public func reloadSections(_ sections: IndexSet) {
        reloadData()
    }

    /// Runs `updates` (which change the data and call the methods above), then `completion`
    /// with true (`performBatchUpdates(_:completion:)`; not animated here).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
}
