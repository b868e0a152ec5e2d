import Foundation
import ViewTree

/// The seed's custom collection-view layout for a task switcher: cards stacked down the screen
/// that slide up, faster and faster, as the content scrolls, each following the same curve
/// `step` points of scrolling after the one before it.
///
/// **Position** (the seed's formula, with `max(0, ...)` as in its code): with `x` the content
/// offset (`contentOffset.y`), card `i` sits `y_i` points below the top of the visible area, where
///
///     y_i = (max(0, m_i - x) / m_i)^4 · n_i,   m_i = m0 + step·i,   n_i = ((m0 + step·i) / m0)^4 · n0
///
/// with `m0 = 1000`, `n0 = 250`, `step = 140`. So at offset 0 card 0 is at y = 250 (`n0`) and card
/// `i` at `n_i`; card `i` reaches the top at `x = m_i`. Since `n_i / m_i^4 = n0 / m0^4`, the formula
/// is `y_i(x) = y_0(x - step·i)`: after `step` points of scrolling every card has taken the place
/// of the card before it, and `y_i` never decreases with `i`, which is what lets a query find the
/// cards in a rectangle by binary search. In content coordinates a card's top is `x + y_i`.
///
/// **Scale and alpha** (the seed shows cards shrinking and fading but gives no formula; defined
/// here from the same position `y_i`): a card is scaled about its centre by
/// `minimumScale + (1 - minimumScale)·min(1, y_i / n0)`, from 1 at card 0's starting place (y = 250)
/// and below, to 0.8 at the top edge; its opacity is `min(1, max(0, (y_i - fadeEnd) / (n0 - fadeEnd)))`,
/// from 1 at y = 250 to 0 at `fadeEnd` = 10 points from the top. Cards recede and fade as they
/// climb: at a resting place the front card has three fading cards above it (opacity 0.53, 0.24,
/// 0.08). A card closer to the top than `fadeEnd` is invisible and hidden, and queries leave hidden
/// cards out, so the pile of spent cards costs nothing.
///
/// **Stacking**: card `i` has `zIndex` `i`, so each card covers the lower part of the one before
/// it, as in a task switcher.
///
/// **Resting places**: the content is `step·(count - 1)` points longer than the view, so the last
/// card can come to card 0's starting place; flings and layout changes come to rest at a multiple
/// of `step`, where some card sits exactly at y = 250.
public final class MultitaskLayout: CollectionViewLayout {
    /// The collection view (weak).
    public weak var collectionView: CollectionView?

    /// The offset at which card 0 reaches the top: 1000 (the seed's `m0`).
    public let m0: Double
    /// Card 0's distance from the top at offset 0: 250 (the seed's `n0`).
    public let n0: Double
    /// The scrolling that moves every card to the place of the card before it: 140 (the seed's
    /// `deltaOffsetY`).
    public let step: Double
    /// The scale of a card at the top edge: 0.8.
    public let minimumScale: Double
    /// The distance from the top at which a climbing card has faded out: 10 points.
    public let fadeEnd: Double
    /// The gap between a card and the collection view's left and right edges.
    public var horizontalInset = 20.0 { didSet { invalidateLayout() } }
    /// A card's height (before its scale).
    public var cardHeight = 480.0 { didSet { invalidateLayout() } }

    private var itemCount = 0
    private var contentSize = Size.zero
    private var cardWidth = 0.0

    /// A layout with the seed's constants (or others).
    public init(m0: Double = 1000, n0: Double = 250, step: Double = 140, minimumScale: Double = 0.8,
                fadeEnd: Double = 10) {
        self.m0 = m0
        self.n0 = n0
        self.step = step
        self.minimumScale = minimumScale
        self.fadeEnd = min(fadeEnd, n0 / 2)
    }

    // MARK: - The seed's formula

    /// The seed's `defaultYWithRow`: where card `index` sits at offset 0, `n_i`.
    public func restingY(ofItem index: Int) -> Double {
        let xi = 0 - step * Double(index)
        return pow4((m0 - xi) / m0) * n0
    }

    /// The seed's `getOriginYWithOffsetY`: how far below the top of the visible area card `index`
    /// sits at content offset `x`, `y_i`.
    public func originY(ofItem index: Int, atOffset x: Double) -> Double {
        let ni = restingY(ofItem: index)
        let mi = m0 + Double(index) * step
        let remaining = max(0, mi - x)
        return pow4(remaining / mi) * ni
    }

    /// The scale of a card `y` points below the top: `minimumScale` at 0, 1 from `n0` down.
    public func scale(atOriginY y: Double) -> Double {
        minimumScale + (1 - minimumScale) * min(1, max(0, y / n0))
    }

    /// The opacity of a card `y` points below the top: 0 down to `fadeEnd`, 1 from `n0` down.
    public func alpha(atOriginY y: Double) -> Double {
        min(1, max(0, (y - fadeEnd) / (n0 - fadeEnd)))
    }

    private func pow4(_ value: Double) -> Double {
        let square = value * value
        return square * square
    }

    // MARK: - CollectionViewLayout

    public func invalidateLayout() {
        collectionView?.collectionViewLayoutDidInvalidate()
    }

    /// Takes the number of cards and the view's size: O(1).
    public func prepare() {
        guard let collectionView else {
            itemCount = 0
            contentSize = .zero
            return
        }
        itemCount = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        let size = collectionView.bounds.size
        cardWidth = max(0, size.width - 2 * horizontalInset)
        contentSize = itemCount == 0 ? .zero : Size(width: size.width, height: size.height + step * Double(itemCount - 1))
    }

    public var collectionViewContentSize: Size { contentSize }

    /// Every card moves when the content scrolls, so every change of bounds calls for a new
    /// (constant-time) `prepare()`.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }

    private var offset: Double { Double(collectionView?.contentOffset.y ?? 0) }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < itemCount else { return nil }
        return attributes(ofItem: indexPath.item, atOffset: offset)
    }

    /// The attributes of card `index` at content offset `x`.
    public func attributes(ofItem index: Int, atOffset x: Double) -> CollectionViewLayoutAttributes {
        let y = originY(ofItem: index, atOffset: x)
        var attributes = CollectionViewLayoutAttributes(
            indexPath: IndexPath(item: index, section: 0),
            frame: Rect(x: horizontalInset, y: x + y, width: cardWidth, height: cardHeight))
        let scale = scale(atOriginY: y)
        attributes.transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
        attributes.alpha = alpha(atOriginY: y)
        attributes.zIndex = index
        attributes.isHidden = attributes.alpha == 0
        return attributes
    }

    /// The visible cards whose (untransformed) frames meet `rect`, in index order: two binary
    /// searches over the cards' positions, which never decrease with the index, then the cards
    /// returned: O(log n + visible).
    public func enumerateLayoutAttributesForElements(in rect: Rect, _ body: (CollectionViewLayoutAttributes) -> Void) {
        let rect = rect.standardized
        guard itemCount > 0, !rect.isNull, rect.maxX > horizontalInset, rect.minX < horizontalInset + cardWidth else { return }
        let x = offset
        // Cards within fadeEnd of the top are hidden; then the first card whose bottom is below rect's top.
        let firstVisible = firstIndex(in: itemCount) { originY(ofItem: $0, atOffset: x) > fadeEnd }
        let firstBelowTop = firstIndex(in: itemCount) { x + originY(ofItem: $0, atOffset: x) + cardHeight > rect.minY }
        var index = max(firstVisible, firstBelowTop)
        while index < itemCount {
            let attributes = attributes(ofItem: index, atOffset: x)
            if attributes.frame.minY >= rect.maxY { return }
            if !attributes.isHidden { body(attributes) }
            index += 1
        }
    }

    /// The nearest resting place: a multiple of `step` within the content.
    public func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        Point(x: proposedContentOffset.x, y: restingOffset(near: proposedContentOffset.y))
    }

    /// Where a fling comes to rest: the resting place nearest to where it would have stopped.
    public func targetContentOffset(forProposedContentOffset proposedContentOffset: Point,
                                    withScrollingVelocity velocity: Point) -> Point {
        targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    /// The multiple of `step` nearest `y`, between 0 and the last card's resting offset.
    public func restingOffset(near y: Double) -> Double {
        guard itemCount > 0, step > 0, y.isFinite else { return 0 }
        let last = Double(itemCount - 1)
        return min(max((y / step).rounded(), 0), last) * step
    }
}
