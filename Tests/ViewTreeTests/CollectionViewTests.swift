import Foundation
import Testing
@testable import ViewTree

/// A cell that counts `prepareForReuse` and carries some state the reuse must reset.
final class TaggedCell: CollectionViewCell {
    var shownItem = -1
    var highlightedState = false
    var reuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        shownItem = -1
        highlightedState = false
        reuseCount += 1
    }
}

/// A data source of `count` tagged cells in one section that logs display calls.
final class TaggedSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var count: Int
    var displayLog: [String] = []
    var selected: [Int] = []

    init(count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tagged", for: indexPath) as! TaggedCell
        #expect(cell.shownItem == -1 && !cell.highlightedState, "a dequeued cell comes back reset")
        cell.shownItem = indexPath.item
        cell.highlightedState = true
        return cell
    }
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        displayLog.append("+\(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        displayLog.append("-\(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath.item)
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets {
        let side = (collectionView.bounds.width - 320) / 2
        return EdgeInsets(top: 10, left: side, bottom: 10, right: side)
    }
}

/// The salon-like collection view: 390 x 220, horizontal, 320 x 200 items, on a 120 Hz clock.
final class CollectionScene {
    let clock = SimulationClock()
    let window = Window()
    let layout = FlowLayout()
    let collectionView: CollectionView
    let source: TaggedSource

    init(count: Int) {
        layout.scrollDirection = .horizontal
        layout.itemSize = Size(width: 320, height: 200)
        collectionView = CollectionView(frame: Rect(x: 0, y: 312, width: 390, height: 220), collectionViewLayout: layout)
        source = TaggedSource(count: count)
        window.clock = clock
        window.addSubview(collectionView)
        collectionView.register(forCellWithReuseIdentifier: "tagged") { TaggedCell() }
        collectionView.dataSource = source
        collectionView.delegate = source
        clock.advance()
    }

    var visibleItems: [Int] { collectionView.indexPathsForVisibleItems.map(\.item) }
}

@Suite struct CollectionViewTests {
    @Test func theFirstLayoutPassShowsTheItemsThatMeetTheBounds() {
        let scene = CollectionScene(count: 5)
        // Item 0 spans 35...355 and item 1 365...685: both meet the bounds 0...390.
        #expect(scene.visibleItems == [0, 1])
        #expect(scene.collectionView.contentSize == Size(width: 1710, height: 220))
        let cell = scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? TaggedCell
        #expect(cell?.shownItem == 1)
        #expect(cell?.frame == Rect(x: 365, y: 10, width: 320, height: 200))
        #expect(cell?.presentationFrame(in: scene.window) == Rect(x: 365, y: 322, width: 320, height: 200))
        #expect(scene.source.displayLog == ["+0", "+1"])
    }

    @Test func cellForItemIsNilOffScreen() {
        let scene = CollectionScene(count: 5)
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 9, section: 0)) == nil)
        scene.collectionView.contentOffset = Point(x: 990, y: 0)
        scene.clock.advance()
        #expect(scene.visibleItems == [2, 3, 4])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect((scene.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? TaggedCell)?.shownItem == 3)
    }

    @Test func cellsAreRecycledSoNoMoreExistThanFitOnScreenPlusOne() {
        let scene = CollectionScene(count: 1000)
        var maximumVisible = 0
        var previousCreated = 0
        for _ in 0..<4000 {
            scene.collectionView.contentOffset.x += 37
            scene.clock.advance()
            maximumVisible = max(maximumVisible, scene.collectionView.visibleCellCount)
            for (index, item) in scene.visibleItems.enumerated() {
                let cell = scene.collectionView.visibleCells[index] as! TaggedCell
                #expect(cell.shownItem == item)
                #expect(!cell.isHidden)
            }
            previousCreated = scene.collectionView.createdCellCount
        }
        #expect(maximumVisible == 3)
        #expect(previousCreated <= maximumVisible + 1)
        let reused = scene.collectionView.subviews.compactMap { $0 as? TaggedCell }.map(\.reuseCount).reduce(0, +)
        #expect(reused > 400)
    }

    @Test func displayCallsComeInOrderAsItemsArriveAndLeave() {
        let scene = CollectionScene(count: 5)
        scene.collectionView.contentOffset = Point(x: 400, y: 0)
        scene.clock.advance()
        #expect(scene.source.displayLog == ["+0", "+1", "-0", "+2"])
    }

    @Test func indexPathForItemAtAPoint() {
        let scene = CollectionScene(count: 5)
        #expect(scene.collectionView.indexPathForItem(at: Point(x: 195, y: 110)) == IndexPath(item: 0, section: 0))
        #expect(scene.collectionView.indexPathForItem(at: Point(x: 360, y: 110)) == nil) // the gap
        #expect(scene.collectionView.indexPathForItem(at: Point(x: 365, y: 10)) == IndexPath(item: 1, section: 0))
        #expect(scene.collectionView.indexPathForItem(at: Point(x: 1400, y: 110)) == IndexPath(item: 4, section: 0))
        #expect(scene.collectionView.indexPathForItem(at: Point(x: 1400, y: 5)) == nil) // the top inset
    }

    /// Item 2 spans 695...1015 (centre 855) in a 390-point-wide view.
    @Test(arguments: [(ScrollPosition.left, 695.0), (.centeredHorizontally, 660.0), (.right, 625.0)])
    func scrollToItemPositions(position: ScrollPosition, expected: Double) {
        let scene = CollectionScene(count: 5)
        scene.collectionView.scrollToItem(at: IndexPath(item: 2, section: 0), at: position, animated: false)
        #expect(scene.collectionView.contentOffset == Point(x: expected, y: 0))
    }

    @Test func scrollToItemClampsAtTheEnds() {
        let scene = CollectionScene(count: 5)
        scene.collectionView.scrollToItem(at: IndexPath(item: 4, section: 0), at: .left, animated: false)
        #expect(scene.collectionView.contentOffset.x == 1320)
        scene.collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .right, animated: false)
        #expect(scene.collectionView.contentOffset.x == 0)
    }

    @Test func verticalScrollToItemPositions() {
        let source = CountingDataSource(counts: [100])
        let (collectionView, _) = makeFlowCollectionView(size: Size(width: 300, height: 400), source: source) {
            $0.itemSize = Size(width: 300, height: 40)
        }
        let item = IndexPath(item: 20, section: 0) // y 1000...1040
        collectionView.scrollToItem(at: item, at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 1000)
        collectionView.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == 820)
        collectionView.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == 640)
    }

    @Test func animatedScrollToItemEndsWithDidEndScrollingAnimation() {
        let scene = CollectionScene(count: 5)
        let log = DelegateLog()
        scene.collectionView.delegate = log // not a flow-layout delegate: the layout's own inset applies
        scene.layout.sectionInset = EdgeInsets(top: 10, left: 35, bottom: 10, right: 35)
        scene.collectionView.scrollToItem(at: IndexPath(item: 3, section: 0), at: .centeredHorizontally, animated: true)
        scene.clock.advance(ticks: 40)
        #expect(scene.collectionView.contentOffset.x == 990)
        #expect(log.calls == ["didScroll", "didEndScrollingAnimation"])
    }

    @Test func aTapSelectsTheItemUnderTheFinger() {
        let scene = CollectionScene(count: 5)
        #expect(scene.collectionView.tap(at: Point(x: 400, y: 100)) == IndexPath(item: 1, section: 0))
        #expect(scene.source.selected == [1])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(scene.collectionView.tap(at: Point(x: 360, y: 100)) == nil)
        #expect(scene.collectionView.tap(at: Point(x: 100, y: 100)) == IndexPath(item: 0, section: 0))
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    }

    @Test func aTapOnMovingContentOnlyStopsIt() {
        let scene = CollectionScene(count: 5)
        scene.collectionView.setContentOffset(Point(x: 660, y: 0), animated: true)
        scene.clock.advance(ticks: 5)
        #expect(scene.collectionView.tap(at: Point(x: 400, y: 100)) == nil)
        #expect(!scene.collectionView.isScrollAnimating)
        #expect(scene.source.selected.isEmpty)
    }

    @Test func reloadDataRecyclesAndReloads() {
        let scene = CollectionScene(count: 5)
        scene.source.count = 1
        scene.collectionView.reloadData()
        #expect(scene.collectionView.visibleCellCount == 0)
        scene.clock.advance()
        #expect(scene.visibleItems == [0])
        #expect(scene.collectionView.contentSize.width == 390)
        #expect(scene.collectionView.createdCellCount == 2)
        #expect(scene.source.displayLog == ["+0", "+1", "-0", "-1", "+0"])
    }

    @Test func aHundredThousandItemsCostNoMoreCellsThanFive() {
        let scene = CollectionScene(count: 100_000)
        scene.collectionView.scrollToItem(at: IndexPath(item: 77_777, section: 0), at: .centeredHorizontally, animated: false)
        scene.clock.advance()
        #expect(scene.visibleItems == [77_776, 77_777, 77_778])
        #expect(scene.collectionView.createdCellCount <= 4)
        let expectedWidth: Double = 70 + 32_000_000 + 999_990
        #expect(Double(scene.collectionView.contentSize.width) == expectedWidth)
    }
}
