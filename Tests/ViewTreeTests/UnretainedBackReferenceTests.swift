import Testing
@testable import ViewTree

/// The back references that are neither retained nor `weak` (a layout's collection view, a window's
/// layout pass): they are cleared when their target goes away, so nothing is left pointing at a
/// freed object.
@Suite struct UnretainedBackReferenceTests {
    @Test func aLayoutThatOutlivesItsCollectionViewForgetsIt() {
        let layout = FlowLayout()
        var collectionView: CollectionView? = CollectionView(frame: Rect(x: 0, y: 0, width: 100, height: 100),
                                                             collectionViewLayout: layout)
        #expect(layout.collectionView === collectionView)
        collectionView = nil
        #expect(layout.collectionView == nil)
        layout.invalidateLayout()  // must not reach the freed collection view
        layout.prepare()
        #expect(layout.collectionViewContentSize == .zero)
    }

    @Test func aLayoutMovedToAnotherCollectionViewKeepsTheNewOne() {
        let layout = FlowLayout()
        let second = CollectionView(frame: .zero, collectionViewLayout: FlowLayout())
        var first: CollectionView? = CollectionView(frame: .zero, collectionViewLayout: layout)
        second.collectionViewLayout = layout
        #expect(layout.collectionView === second)
        first = nil
        #expect(first == nil)
        #expect(layout.collectionView === second)
    }

    @Test func aTableLayoutForgetsItsTableView() {
        var table: TableView? = TableView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let layout = table?.collectionViewLayout
        #expect(layout?.collectionView === table)
        table = nil
        #expect(layout?.collectionView == nil)
    }

    @Test func aWindowThatGoesAwayLeavesItsClockTicking() {
        let clock = SimulationClock()
        var window: Window? = Window()
        window?.clock = clock
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window?.addSubview(view)
        view.setNeedsLayout()
        let pass = window?.layoutPass
        #expect(pass.map { clock.hasFrameObserver($0) } == true)
        window = nil
        #expect(pass.map { clock.hasFrameObserver($0) } == false)
        #expect(pass?.window == nil)
        clock.advance(ticks: 3)  // no layout pass reaches the freed window
        #expect(clock.tickIndex == 3)
    }
}
