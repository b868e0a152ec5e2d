import Foundation
import Testing
@testable import ViewTree

/// A vertical list of 100-point rows whose zIndex is given per item by a function.
private final class StackedLayout: CollectionViewLayout {
    weak var collectionView: CollectionView?
    var zIndex: (Int) -> Int
    private var count = 0

    init(zIndex: @escaping (Int) -> Int) {
        self.zIndex = zIndex
    }

    func prepare() { count = collectionView?.numberOfItems(inSection: 0) ?? 0 }
    var collectionViewContentSize: Size { Size(width: 100, height: Double(count) * 100) }
    func invalidateLayout() { collectionView?.collectionViewLayoutDidInvalidate() }

    func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        var attributes = CollectionViewLayoutAttributes(indexPath: indexPath,
                                                        frame: Rect(x: 0, y: Double(indexPath.item) * 100, width: 100, height: 100))
        attributes.zIndex = zIndex(indexPath.item)
        return attributes
    }

    func enumerateLayoutAttributesForElements(in rect: Rect, _ body: (CollectionViewLayoutAttributes) -> Void) {
        let first = max(0, Int((rect.minY / 100).rounded(.down)))
        var item = first
        while item < count, Double(item) * 100 < rect.maxY {
            if let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: 0)) { body(attributes) }
            item += 1
        }
    }
}

/// The stacking order (back to front) of the visible cells, by the tag the source gave them.
private func stackedTags(_ collectionView: CollectionView) -> [Int] {
    collectionView.subviews.compactMap { $0 as? TaggedCell }.filter { !$0.isHidden }.map(\.shownItem)
}

@Suite struct CollectionViewStackingTests {
    /// The collection view, its layout and its data source (kept: the view holds it weakly).
    private struct Fixture {
        let collectionView: CollectionView
        let layout: StackedLayout
        let source: TaggedSource
    }

    private func makeView(count: Int, zIndex: @escaping (Int) -> Int) -> Fixture {
        let layout = StackedLayout(zIndex: zIndex)
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
        let source = TaggedSource(count: count)
        collectionView.register(forCellWithReuseIdentifier: "tagged") { TaggedCell() }
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return Fixture(collectionView: collectionView, layout: layout, source: source)
    }

    @Test func aHigherZIndexIsDrawnAbove() {
        let fixture = makeView(count: 10) { -$0 }
        defer { withExtendedLifetime(fixture) {} }
        let collectionView = fixture.collectionView
        #expect(stackedTags(collectionView) == [2, 1, 0])
    }

    @Test func cellsArrivingAboveKeepTheirPlaceInTheStack() {
        let fixture = makeView(count: 10) { $0 }
        defer { withExtendedLifetime(fixture) {} }
        let collectionView = fixture.collectionView
        collectionView.contentOffset = Point(x: 0, y: 500)
        collectionView.layoutIfNeeded()
        #expect(stackedTags(collectionView) == [5, 6, 7])
        // Scrolling back brings in lower items, which must go behind the ones that stay.
        collectionView.contentOffset = Point(x: 0, y: 350)
        collectionView.layoutIfNeeded()
        #expect(stackedTags(collectionView) == [3, 4, 5, 6])
    }

    @Test func aChangedZIndexRestacks() {
        let fixture = makeView(count: 10) { $0 }
        defer { withExtendedLifetime(fixture) {} }
        let (collectionView, layout) = (fixture.collectionView, fixture.layout)
        #expect(stackedTags(collectionView) == [0, 1, 2])
        layout.zIndex = { $0 == 1 ? 5 : 0 }
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(stackedTags(collectionView) == [0, 2, 1])
    }
}
