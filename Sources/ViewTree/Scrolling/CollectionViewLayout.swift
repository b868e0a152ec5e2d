import Foundation

/// What places the items of a ``CollectionView`` (`UICollectionViewLayout`): a layout answers where
/// each item goes and which items meet a rectangle.
///
/// The collection view calls ``prepare()`` before its first query after ``invalidateLayout()``
/// (a new layout, `reloadData`, a change of bounds size, or a change of the layout's own
/// properties). The queries must be cheap: ``enumerateLayoutAttributesForElements(in:_:)`` is called
/// on every scroll tick and should cost O(log n + visible), never a scan of every item.
public protocol CollectionViewLayout: AnyObject {
    /// The collection view this layout places items for; set by the collection view. Implement
    /// it as a `weak var`: the collection view owns its layout, so a strong reference would keep
    /// both alive.
    var collectionView: CollectionView? { get set }

    /// Computes whatever the queries need (once per invalidation, not per tick).
    func prepare()

    /// The size of the whole content.
    var collectionViewContentSize: Size { get }

    /// Calls `body` with the attributes of every item whose frame meets `rect` (content
    /// coordinates; touching edges do not count), in index-path order, without allocating.
    func enumerateLayoutAttributesForElements(in rect: Rect, _ body: (CollectionViewLayoutAttributes) -> Void)

    /// The attributes of one item, or nil for an index path that does not exist.
    func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes?

    /// Where to rest instead of `proposedContentOffset` after a change of layout (default: there).
    func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point

    /// Where a fling released with `velocity` (points per millisecond) should come to rest instead of
    /// `proposedContentOffset`; asked before the scroll view delegate's `scrollViewWillEndDragging`
    /// (default: there).
    func targetContentOffset(forProposedContentOffset proposedContentOffset: Point,
                             withScrollingVelocity velocity: Point) -> Point

    /// Whether a change of the collection view's bounds to `newBounds` needs a new ``prepare()``
    /// (default: only when the size changes).
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool

    /// Marks the layout as out of date. Implementations must call
    /// `collectionView?.collectionViewLayoutDidInvalidate()` so that ``prepare()`` runs again.
    func invalidateLayout()
}

extension CollectionViewLayout {
    /// The attributes of every item whose frame meets `rect`, in index-path order (an array:
    /// for per-tick work use ``enumerateLayoutAttributesForElements(in:_:)``).
    public func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        var result: [CollectionViewLayoutAttributes] = []
        enumerateLayoutAttributesForElements(in: rect) { result.append($0) }
        return result
    }

    public func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        proposedContentOffset
    }

    public func targetContentOffset(forProposedContentOffset proposedContentOffset: Point,
                                    withScrollingVelocity velocity: Point) -> Point {
        proposedContentOffset
    }

    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let collectionView else { return false }
        return collectionView.bounds.size != newBounds.size
    }
}

/// The first index in 0..<count for which `isAfter` holds (it must be monotone: false, then true),
/// or `count`: the binary search a layout makes of its sorted positions to find what a rect shows.
@inlinable
public func firstIndex(in count: Int, where isAfter: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
        let middle = (low + high) / 2
        if isAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
}

/// The collection view a built-in layout belongs to, held `unowned` (checked: a read after the
/// collection view went away stops the process instead of reaching freed memory), not `weak`:
/// a weak reference gives the collection view a side table, and every retain of it on a scroll
/// tick then takes the slow path (measured: offset ticks 12% slower). The collection view clears
/// it as it goes away (`CollectionView.deinit`), by identity, since reading an unowned reference
/// to an object being deinitialised stops the process too. (So does invalidating the layout from
/// a collection view subclass's own `deinit`, which runs before that: nothing in ViewTree does.)
struct LayoutOwner {
    private unowned var reference: CollectionView?
    private var identity: ObjectIdentifier?

    var collectionView: CollectionView? {
        get { reference }
        set {
            reference = newValue
            identity = newValue.map(ObjectIdentifier.init)
        }
    }

    /// Forgets the collection view if it is the one going away.
    mutating func collectionViewWillDeallocate(_ collectionView: ObjectIdentifier) {
        guard identity == collectionView else { return }
        reference = nil
        identity = nil
    }
}

/// A layout that holds its collection view through a ``LayoutOwner``.
protocol OwnedCollectionViewLayout: AnyObject {
    /// The collection view with this identity is going away.
    func collectionViewWillDeallocate(_ collectionView: ObjectIdentifier)
}
