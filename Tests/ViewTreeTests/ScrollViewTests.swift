import Foundation
import Testing
@testable import ViewTree

/// Records delegate calls by name (consecutive `didScroll`s collapse into one entry).
final class DelegateLog: CollectionViewDelegate {
    var calls: [String] = []
    var adjustTarget: ((inout Point) -> Void)?
    var lastVelocity: Point?
    var proposedTarget: Point?

    private func log(_ call: String) {
        if call == "didScroll", calls.last == "didScroll" { return }
        calls.append(call)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { log("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: UnsafeMutablePointer<Point>) {
        lastVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        adjustTarget?(&targetContentOffset.pointee)
        log("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { log("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { log("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { log("didEndScrollingAnimation") }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        log("didDeselect \(indexPath.item)")
    }
}

/// A 390 x 300 scroll view over 1710 x 300 of content in a window on a 120 Hz clock.
final class ScrollScene {
    let clock = SimulationClock()
    let window = Window()
    let scrollView = ScrollView(frame: Rect(x: 0, y: 100, width: 390, height: 300))
    let log = DelegateLog()

    init() {
        window.clock = clock
        window.addSubview(scrollView)
        scrollView.contentSize = Size(width: 1710, height: 300)
        scrollView.delegate = log
    }

    /// Drags by `distance` over `ticks` ticks, then lifts with `velocity` (finger, points per ms).
    func fling(by distance: Double, ticks: Int, velocity: Double) {
        scrollView.beginDragging()
        for _ in 0..<ticks {
            clock.advance()
            scrollView.drag(by: Vector(dx: distance / Double(ticks), dy: 0))
        }
        scrollView.endDragging(fingerVelocity: Vector(dx: velocity, dy: 0))
    }

    func runUntilIdle(limit: Int = 2000) {
        var ticks = 0
        while (scrollView.isDecelerating || scrollView.isScrollAnimating) && ticks < limit {
            clock.advance()
            ticks += 1
        }
    }
}

@Suite struct ScrollViewTests {
    @Test func contentOffsetIsTheBoundsOrigin() {
        let scene = ScrollScene()
        scene.scrollView.contentOffset = Point(x: 120, y: 0)
        #expect(scene.scrollView.bounds.origin == Point(x: 120, y: 0))
        #expect(scene.scrollView.frame == Rect(x: 0, y: 100, width: 390, height: 300))
        #expect(scene.log.calls == ["didScroll"])
    }

    @Test func aFlingDeceleratesToTheProjectionWithUIKitsDelegateOrder() {
        let scene = ScrollScene()
        scene.fling(by: -120, ticks: 30, velocity: -0.5)
        // Velocity 0.5 pt/ms at 0.998: 0.5 * 0.998 / 0.002 = 249.5 beyond 120.
        #expect(scene.log.lastVelocity == Point(x: 0.5, y: 0))
        #expect(abs(scene.log.proposedTarget!.x - 369.5) < 1e-9)
        #expect(scene.scrollView.isDecelerating)
        scene.runUntilIdle()
        #expect(abs(scene.scrollView.contentOffset.x - 369.5) < 1e-9)
        #expect(scene.log.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                    "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test func theDelegateMayMoveTheTargetAndTheDecelerationLandsOnIt() {
        let scene = ScrollScene()
        scene.log.adjustTarget = { $0.x = 330 }
        scene.fling(by: -120, ticks: 30, velocity: -0.5)
        var previous = scene.scrollView.contentOffset.x
        var ticks = 0
        while scene.scrollView.isDecelerating {
            scene.clock.advance()
            ticks += 1
            #expect(scene.scrollView.contentOffset.x >= previous)
            previous = scene.scrollView.contentOffset.x
        }
        #expect(scene.scrollView.contentOffset.x == 330)
        // 210 points at 0.998: less than half a point left after ln(0.5 / 210) / ln(0.998) = 3016 ms.
        #expect(ticks == Int((ScrollPhysics.decelerationDuration(from: 120, to: 330, rate: .normal) / (1000.0 / 120)).rounded(.up)))
    }

    @Test func flingsClampAtBothEnds() {
        let scene = ScrollScene()
        scene.fling(by: -100, ticks: 10, velocity: -20)
        #expect(scene.log.proposedTarget == Point(x: 1320, y: 0))
        scene.runUntilIdle()
        #expect(scene.scrollView.contentOffset.x == 1320)
        scene.fling(by: 2000, ticks: 10, velocity: 0)
        #expect(scene.scrollView.contentOffset.x == 0)
        #expect(scene.log.calls.suffix(2) == ["willEndDragging", "didEndDragging(false)"])
    }

    @Test func aReleaseWithoutVelocityDoesNotDecelerate() {
        let scene = ScrollScene()
        scene.fling(by: -50, ticks: 5, velocity: 0)
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.log.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    }

    @Test func pagingStopsAtTheNextPage() {
        let scene = ScrollScene()
        scene.scrollView.isPagingEnabled = true
        scene.scrollView.contentSize = Size(width: 390 * 4, height: 300)
        scene.fling(by: -60, ticks: 6, velocity: -3)
        #expect(scene.log.proposedTarget == Point(x: 390, y: 0))
        scene.runUntilIdle()
        #expect(scene.scrollView.contentOffset.x == 390)
        scene.fling(by: -100, ticks: 6, velocity: 0)
        scene.runUntilIdle()
        #expect(scene.scrollView.contentOffset.x == 390)
        scene.fling(by: -250, ticks: 6, velocity: 0)
        scene.runUntilIdle()
        #expect(scene.scrollView.contentOffset.x == 780)
    }

    @Test func animatedSetContentOffsetEndsWithDidEndScrollingAnimation() {
        let scene = ScrollScene()
        scene.scrollView.setContentOffset(Point(x: 660, y: 0), animated: true)
        #expect(scene.scrollView.contentOffset.x == 0)
        scene.clock.advance(ticks: 18) // half of 0.3 s: ease-in-out is half-way
        #expect(abs(scene.scrollView.contentOffset.x - 330) < 1e-9)
        scene.clock.advance(ticks: 18)
        #expect(scene.scrollView.contentOffset.x == 660)
        #expect(!scene.scrollView.isScrollAnimating)
        #expect(scene.log.calls == ["didScroll", "didEndScrollingAnimation"])
        scene.clock.advance(ticks: 5)
        #expect(scene.log.calls == ["didScroll", "didEndScrollingAnimation"])
    }

    @Test func aDragCatchesAMovingScrollView() {
        let scene = ScrollScene()
        scene.fling(by: -120, ticks: 10, velocity: -2)
        scene.clock.advance(ticks: 10)
        let caught = scene.scrollView.contentOffset.x
        scene.scrollView.beginDragging()
        #expect(!scene.scrollView.isDecelerating)
        scene.clock.advance(ticks: 10)
        #expect(scene.scrollView.contentOffset.x == caught)
        #expect(!scene.log.calls.contains("didEndDecelerating"))
    }

    @Test func scrollRectToVisibleMovesJustEnough() {
        let scene = ScrollScene()
        scene.scrollView.scrollRectToVisible(Rect(x: 500, y: 0, width: 100, height: 50), animated: false)
        #expect(scene.scrollView.contentOffset.x == 210)
        scene.scrollView.scrollRectToVisible(Rect(x: 300, y: 0, width: 50, height: 50), animated: false)
        #expect(scene.scrollView.contentOffset.x == 210)
        scene.scrollView.scrollRectToVisible(Rect(x: 100, y: 0, width: 50, height: 50), animated: false)
        #expect(scene.scrollView.contentOffset.x == 100)
        scene.scrollView.scrollRectToVisible(Rect(x: 1650, y: 0, width: 500, height: 50), animated: false)
        #expect(scene.scrollView.contentOffset.x == 1320)
    }

    @Test func withoutAClockMotionEndsAtOnce() {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 300))
        scrollView.contentSize = Size(width: 1710, height: 300)
        let log = DelegateLog()
        scrollView.delegate = log
        scrollView.setContentOffset(Point(x: 200, y: 0), animated: true)
        #expect(scrollView.contentOffset.x == 200)
        #expect(log.calls == ["didScroll", "didEndScrollingAnimation"])
    }
}

/// `UIRefreshControl`: above the content, started by a pull past its height, sending
/// `valueChanged` once; `beginRefreshing`/`endRefreshing` send nothing.
@Suite struct RefreshControlTests {
    @Test func aPullPastTheControlStartsOneRefresh() {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = Size(width: 320, height: 2000)
        let control = RefreshControl()
        var refreshes = 0
        control.addAction(Action { _ in refreshes += 1 }, for: .valueChanged)
        scrollView.refreshControl = control
        #expect(control.superview === scrollView && control.frame == Rect(x: 0, y: -60, width: 320, height: 60))

        scrollView.beginDragging()
        scrollView.drag(toTranslation: Vector(dx: 0, dy: 40))  // not far enough
        scrollView.endDragging(fingerVelocity: .zero)
        #expect(refreshes == 0 && !control.isRefreshing)

        scrollView.beginDragging()
        scrollView.drag(toTranslation: Vector(dx: 0, dy: 70))
        scrollView.drag(toTranslation: Vector(dx: 0, dy: 20))  // pulled far enough once is enough
        scrollView.endDragging(fingerVelocity: .zero)
        #expect(refreshes == 1 && control.isRefreshing)
        scrollView.beginDragging()
        scrollView.drag(toTranslation: Vector(dx: 0, dy: 90))
        scrollView.endDragging(fingerVelocity: .zero)
        #expect(refreshes == 1)  // already refreshing
        control.endRefreshing()
        #expect(!control.isRefreshing)
        scrollView.refreshControl = nil
        #expect(control.superview == nil)
    }
}
