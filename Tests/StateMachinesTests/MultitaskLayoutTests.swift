import Foundation
import TestSupport
import Testing
@testable import StateMachines
import ViewTree

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance * max(1, abs(b)) }

/// The seed's formula written out independently: `y_i = (max(0, m_i - x) / m_i)^4 · n_i`,
/// `m_i = 1000 + 140 i`, `n_i = ((1000 + 140 i) / 1000)^4 · 250`.
private func seedY(_ i: Int, _ x: Double) -> Double {
    let m = 1000 + 140 * Double(i)
    let n = (m / 1000) * (m / 1000) * (m / 1000) * (m / 1000) * 250
    let ratio = max(0, m - x) / m
    return ratio * ratio * ratio * ratio * n
}

/// A collection view of `count` cards with the multitask layout, laid out at offset 0, with its
/// layout and data source (kept here: the view holds it weakly).
private struct Fixture {
    let collectionView: CollectionView
    let layout: MultitaskLayout
    let source: CardCountSource
}

private func makeCollectionView(count: Int) -> Fixture {
    let layout = MultitaskLayout()
    let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let source = CardCountSource(count: count)
    collectionView.register(forCellWithReuseIdentifier: "card") { CollectionViewCell() }
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    return Fixture(collectionView: collectionView, layout: layout, source: source)
}

private final class CardCountSource: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
}

@Suite struct MultitaskLayoutTests {
    @Test func atOffsetZeroCardZeroSitsAt250() throws {
        let fixture = makeCollectionView(count: 15)
        defer { withExtendedLifetime(fixture) {} }
        let (collectionView, layout) = (fixture.collectionView, fixture.layout)
        let card0 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(card0.frame == Rect(x: 20, y: 250, width: 350, height: 480))
        #expect(card0.transform3D == .identity && card0.alpha == 1 && card0.zIndex == 0)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 20, y: 250, width: 350, height: 480))
        // n_1 = 1.14^4 · 250 = 422.24004, n_2 = 1.28^4 · 250 = 671.08864.
        #expect(close(layout.restingY(ofItem: 1), 422.24004))
        #expect(close(layout.restingY(ofItem: 2), 671.08864))
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
    }

    /// Positions at several offsets equal the seed's formula, in content coordinates `x + y_i`.
    @Test(arguments: [0.0, 70, 140, 333.3, 999, 1000, 1140, 1500, 1960])
    func positionsFollowTheFormula(offset: Double) {
        let fixture = makeCollectionView(count: 15)
        defer { withExtendedLifetime(fixture) {} }
        let (collectionView, layout) = (fixture.collectionView, fixture.layout)
        collectionView.contentOffset = Point(x: 0, y: offset)
        for item in 0..<15 {
            let expected = seedY(item, offset)
            #expect(close(layout.originY(ofItem: item, atOffset: offset), expected))
            let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
            #expect(close(frame.minY, offset + expected), "card \(item) at offset \(offset)")
        }
    }

    @Test func aCardReachesTheTopAtItsM() {
        let layout = MultitaskLayout()
        #expect(layout.originY(ofItem: 0, atOffset: 1000) == 0)
        #expect(layout.originY(ofItem: 3, atOffset: 1420) == 0)
        #expect(layout.originY(ofItem: 3, atOffset: 5000) == 0)  // max(0, ...): never above the top
        #expect(layout.originY(ofItem: 3, atOffset: 1419) > 0)
    }

    /// After 140 points every card has taken the place of the card before it.
    @Test func everyStepMovesEachCardToThePreviousCardsPlace() {
        let layout = MultitaskLayout()
        for k in 0..<10 {
            #expect(close(layout.originY(ofItem: k, atOffset: 140 * Double(k)), 250))
            #expect(close(layout.originY(ofItem: k + 1, atOffset: 140 * Double(k)), layout.restingY(ofItem: 1)))
        }
    }

    @Test func scaleAndAlphaFollowThePosition() throws {
        let fixture = makeCollectionView(count: 15)
        defer { withExtendedLifetime(fixture) {} }
        let (collectionView, layout) = (fixture.collectionView, fixture.layout)
        collectionView.contentOffset = Point(x: 0, y: 140)
        // Card 0 at 140: y = 0.86^4 · 250 = 136.75774; scale 0.8 + 0.2 · y / 250; alpha (y - 10) / 240.
        let y = 0.86 * 0.86 * 0.86 * 0.86 * 250
        let card0 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(close(card0.transform3D.m11, 0.8 + 0.2 * y / 250) && close(card0.transform3D.m22, 0.8 + 0.2 * y / 250))
        #expect(card0.transform3D.m33 == 1 && card0.transform3D.m41 == 0 && card0.transform3D.m42 == 0)
        #expect(close(card0.alpha, (y - 10) / 240))
        #expect(!card0.isHidden)
        // Card 1 is at 250: full size, opaque; card 2 below it too.
        let card1 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(close(card1.transform3D.m11, 1) && close(card1.alpha, 1))
        #expect(layout.scale(atOriginY: 600) == 1 && layout.alpha(atOriginY: 600) == 1)
        #expect(layout.scale(atOriginY: 0) == 0.8 && layout.alpha(atOriginY: 10) == 0)
    }

    @Test func cardsNearTheTopAreHiddenAndLeftOut() throws {
        let fixture = makeCollectionView(count: 15)
        defer { withExtendedLifetime(fixture) {} }
        let (collectionView, layout) = (fixture.collectionView, fixture.layout)
        collectionView.contentOffset = Point(x: 0, y: 1120)
        collectionView.layoutIfNeeded()
        // At 1120 card 8 is at 250; card 4 at y_0(560) = 0.44^4 · 250 = 9.37 < 10: hidden.
        let card4 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
        #expect(card4.isHidden && card4.alpha == 0)
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [5, 6, 7, 8, 9, 10])
    }

    @Test func cardsStackInZByIndex() {
        let fixture = makeCollectionView(count: 15)
        defer { withExtendedLifetime(fixture) {} }
        let collectionView = fixture.collectionView
        collectionView.contentOffset = Point(x: 0, y: 1400)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = Point(x: 0, y: 280)
        collectionView.layoutIfNeeded()
        let stacked = collectionView.subviews.filter { !$0.isHidden }.compactMap { view in
            collectionView.indexPath(for: view as! CollectionViewCell)?.item
        }
        #expect(stacked == collectionView.indexPathsForVisibleItems.map(\.item))
        #expect(stacked.count >= 3)
    }

    /// The query returns exactly the visible cards whose frames meet the rectangle (checked against
    /// a scan of every card), in index order.
    @Test func queriesMatchAScanOfEveryCard() {
        let fixture = makeCollectionView(count: 200)
        defer { withExtendedLifetime(fixture) {} }
        let (collectionView, layout) = (fixture.collectionView, fixture.layout)
        var random = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let offset = random.double(in: 0...(layout.collectionViewContentSize.height - 844))
            collectionView.contentOffset = Point(x: 0, y: offset)
            let rect = Rect(x: random.double(in: -5...395), y: offset + random.double(in: -200...1000),
                            width: random.double(in: 1...101), height: random.double(in: 1...901))
            let found = layout.layoutAttributesForElements(in: rect)
            let scanned = (0..<200).compactMap { item -> CollectionViewLayoutAttributes? in
                let attributes = layout.attributes(ofItem: item, atOffset: offset)
                let frame = attributes.frame
                let meets = frame.minX < rect.maxX && frame.maxX > rect.minX && frame.minY < rect.maxY && frame.maxY > rect.minY
                return meets && !attributes.isHidden ? attributes : nil
            }
            #expect(found == scanned)
        }
    }

    @Test func theContentLetsTheLastCardComeToTheFront() {
        let fixture = makeCollectionView(count: 15)
        defer { withExtendedLifetime(fixture) {} }
        let (collectionView, layout) = (fixture.collectionView, fixture.layout)
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 844 + 14 * 140))
        #expect(collectionView.contentOffsetRange.y == 0...1960)
        collectionView.contentOffset = Point(x: 0, y: 1960)
        #expect(close(layout.layoutAttributesForItem(at: IndexPath(item: 14, section: 0))!.frame.minY, 1960 + 250))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 15, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    }

    @Test(arguments: [(0.0, 0.0), (69, 0), (71, 140), (900, 840), (-300, 0), (1960, 1960), (5000, 1960)])
    func restingPlacesAreMultiplesOf140(proposed: Double, expected: Double) {
        let fixture = makeCollectionView(count: 15)
        defer { withExtendedLifetime(fixture) {} }
        let layout = fixture.layout
        #expect(layout.targetContentOffset(forProposedContentOffset: Point(x: 0, y: proposed)) == Point(x: 0, y: expected))
        #expect(layout.targetContentOffset(forProposedContentOffset: Point(x: 0, y: proposed),
                                           withScrollingVelocity: Point(x: 0, y: 2)) == Point(x: 0, y: expected))
    }

    @Test func anEmptyLayoutHasNoContent() {
        let fixture = makeCollectionView(count: 0)
        defer { withExtendedLifetime(fixture) {} }
        let (collectionView, layout) = (fixture.collectionView, fixture.layout)
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: collectionView.bounds) == [])
        #expect(layout.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 300)) == .zero)
    }
}
