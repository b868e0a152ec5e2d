import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import StateMachines
import ViewTree

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

private func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

private func row(_ index: Int) -> IndexPath { IndexPath(row: index, section: 0) }

/// The element of row `index` in a tick record.
private func element(_ tick: SceneTick, row index: Int) -> SceneElement? {
    tick.elements.first { $0.name == "row \(index)" }
}

/// How many times a row got the entrance in a list of records.
private func entrances(_ ticks: [SceneTick], row index: Int) -> Int {
    ticks.flatMap(\.events).filter { $0 == "willDisplay(\(index)): rotate-and-slide" }.count
}

@Suite struct DropInRowTrackerTests {
    @Test func aFreshRowAnimatesOnceThenNever() {
        var tracker = DropInRowTracker()
        #expect(tracker.state(of: row(3)) == .fresh)
        #expect(tracker.willDisplay(row(3)) == .animate)
        #expect(tracker.state(of: row(3)) == .animating)
        #expect(tracker.willDisplay(row(3)) == .none)
        tracker.animationEnded(at: row(3))
        #expect(tracker.state(of: row(3)) == .settled)
        for _ in 0..<5 { #expect(tracker.willDisplay(row(3)) == .none) }
        #expect(tracker.state(of: row(3)) == .settled)
        #expect(tracker.state(of: row(4)) == .fresh)
    }

    @Test func anEndWithoutAnEntranceChangesNothing() {
        var tracker = DropInRowTracker()
        tracker.animationEnded(at: row(1))
        #expect(tracker.state(of: row(1)) == .fresh)
        #expect(tracker.willDisplay(row(1)) == .animate)
    }

    @Test func rowsAreRememberedByIndexPath() {
        var tracker = DropInRowTracker()
        _ = tracker.willDisplay(IndexPath(row: 2, section: 1))
        _ = tracker.willDisplay(row(7))
        _ = tracker.willDisplay(row(2))
        #expect(tracker.state(of: IndexPath(row: 2, section: 1)) == .animating)
        #expect(tracker.animatedRows == [row(2), row(7), IndexPath(row: 2, section: 1)])
    }
}

@Suite struct DropInAnimatorTests {
    /// -15° about z after a translation by (-20, -20): the translation turned by -15° is
    /// 20√2 at 225° - 15° = 210°, i.e. (-√600, -√200).
    @Test func theRotateAndSlideStartIsTheSeeds() {
        let animator = DropInAnimator(style: .rotateAndSlide)
        let t = animator.startTransform
        let radians = -15 * Double.pi / 180
        #expect(close(t.m11, cos(radians)) && close(t.m12, sin(radians)))
        #expect(close(t.m21, -sin(radians)) && close(t.m22, cos(radians)))
        #expect(close(t.m41, -600.0.squareRoot()) && close(t.m42, -200.0.squareRoot()))
        #expect(t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1 && t.isAffine)
        #expect(animator.startOpacity == 0.8)
        #expect(animator.duration == 0.4)
    }

    @Test func theOffsetIsAParameter() {
        let animator = DropInAnimator(style: .rotateAndSlide(offset: Point(x: 0, y: 0)))
        #expect(close(animator.startTransform.m41, 0) && close(animator.startTransform.m42, 0))
        #expect(DropInAnimationStyle.defaultOffset == Point(x: -20, y: -20))
    }

    @Test func theFadeStartsNearlyTransparent() {
        let animator = DropInAnimator(style: .fade)
        #expect(animator.startTransform == .identity)
        #expect(animator.startOpacity == 0.1)
        #expect(animator.duration == 1.4)
    }
}

@Suite struct DropInSceneTests {
    @Test func theRowsOnScreenAtTheStartBeginTheirEntrance() throws {
        let scene = DropInScene()
        let start = scene.tickRecord()
        // 140-point rows in an 844-point window: rows 0-6.
        #expect(start.elements.map(\.name) == (0...6).map { "row \($0)" })
        #expect((0...6).allSatisfy { entrances([start], row: $0) == 1 })
        let first = try #require(element(start, row: 0))
        #expect(first.transform == scene.animator.startTransform)
        #expect(first.alpha == 0.8)
        #expect(first.details == [SceneField("state", .text("animating"))])
        // The content view (390 x 140, centred at (195, 70)) under the start transform: the
        // corners (±195, ±70) moved by (-20, -20) and turned by -15° about the centre.
        let radians = -15 * Double.pi / 180
        let corners = [(-195.0, -70.0), (195, -70), (195, 70), (-195, 70)].map { x, y in
            (x: 195 + (x - 20) * cos(radians) - (y - 20) * sin(radians),
             y: 70 + (x - 20) * sin(radians) + (y - 20) * cos(radians))
        }
        let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!
        let minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
        #expect(close(first.frame, Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), 1e-9))
        // The cell itself does not move: only its content view does.
        let cell = try #require(scene.tableView.cellForRow(at: row(0)))
        #expect(cell.presentation.transform3D == .identity && cell.presentation.alpha == 1)
    }

    @Test func halfwayTheRowIsHalfTurnedAndSettlesAt0_4Seconds() throws {
        let scene = DropInScene(clock: SimulationClock(frameRate: .fps60))
        let ticks = scene.advance(by: 0.5)
        // Tick 12 is 0.2 s: ease-in-out is at exactly half, so -7.5° and half the translation.
        let half = try #require(element(ticks[11], row: 2))
        let radians = -7.5 * Double.pi / 180
        #expect(close(half.transform.m11, cos(radians)) && close(half.transform.m12, sin(radians)))
        #expect(close(half.transform.m41, -600.0.squareRoot() / 2) && close(half.transform.m42, -200.0.squareRoot() / 2))
        #expect(close(half.alpha, 0.9))
        // Tick 24 is 0.4 s: at rest, and the row has settled.
        let end = try #require(element(ticks[23], row: 2))
        #expect(end.transform == .identity && end.alpha == 1)
        #expect(end.frame == Rect(x: 0, y: 280, width: 390, height: 140))
        #expect(end.details == [SceneField("state", .text("settled"))])
        #expect(element(ticks[22], row: 2)?.details == [SceneField("state", .text("animating"))])
    }

    /// A finger on the table while a flick still decelerates stops it, as on any UIScrollView,
    /// and the timeline says so; a touch on a table at rest does not.
    @Test func aTouchStopsADeceleratingTable() throws {
        let scene = DropInScene()
        let ticks = try scene.play(GestureScript(parsing: "swipe up; wait 0.1; drag 10 0.05; release 0; wait 0.1"))
        let notes = ticks.filter { $0.events.contains("touch stopped the scrolling") }
        #expect(notes.count == 1)
        let atRest = try DropInScene().play(GestureScript(parsing: "drag 10 0.05; release 0"))
        #expect(!atRest.contains { $0.events.contains("touch stopped the scrolling") })
    }

    @Test func aRowAnimatesExactlyOnceHoweverOftenItIsDisplayed() throws {
        let scene = DropInScene()
        var ticks = [scene.tickRecord()]
        // Down to the end, back to the top, and again, slowly and quickly.
        ticks += try scene.play(GestureScript(parsing: """
            wait 0.5; scroll 0 -900 0.6; wait 0.5; scroll 0 -1200 0.3; wait 0.5
            scroll 0 2100 1; wait 0.5; swipe up; wait 4; swipe down; swipe down; scroll 0 3000 0.5; wait 0.5
            """))
        #expect(scene.tableView.contentOffset.y == 0)
        for index in 0..<20 {
            #expect(entrances(ticks, row: index) == 1, "row \(index)")
            #expect(scene.rows.state(of: row(index)) == .settled, "row \(index)")
        }
        // Row 0 came back without moving: at rest the moment it reappeared.
        let back = try #require(ticks.firstIndex { $0.events.contains("willDisplay(0): animated before") })
        let row0 = try #require(element(ticks[back], row: 0))
        #expect(row0.transform == .identity && row0.alpha == 1)
    }

    @Test func aCellReusedDuringItsEntranceStartsTheNewRowsOwn() throws {
        let scene = DropInScene(clock: SimulationClock(frameRate: .fps60))
        // Jump to the end at once: rows 0-6 leave mid-entrance, their cells are reused for 13-19.
        scene.tableView.contentOffset = Point(x: 0, y: 1956)
        let ticks = scene.advance(by: 1.0 / 60)
        #expect(ticks[0].elements.map(\.name) == (13...19).map { "row \($0)" })
        #expect(scene.tableView.createdCellCount == 7)
        for index in 0...6 { #expect(scene.rows.state(of: row(index)) == .settled) }
        #expect(ticks[0].events.contains("entrance of row 0 cut short"))
        // The reused cell shows row 13 starting its own entrance, not the tail of row 0's.
        let row13 = try #require(element(ticks[0], row: 13))
        #expect(row13.transform == scene.animator.startTransform && row13.alpha == 0.8)
    }

    @Test func theFadeRunsFromATenthToOpaqueIn1_4Seconds() throws {
        let scene = DropInScene(style: .fade, clock: SimulationClock(frameRate: .fps60))
        let start = try #require(element(scene.tickRecord(), row: 0))
        #expect(start.alpha == 0.1 && start.transform == .identity)
        #expect(start.frame == Rect(x: 0, y: 0, width: 390, height: 140))
        let ticks = scene.advance(by: 1.5)
        #expect(close(element(ticks[41], row: 0)!.alpha, 0.55)) // 0.7 s: half way
        #expect(element(ticks[82], row: 0)!.alpha < 1)
        #expect(element(ticks[83], row: 0)!.alpha == 1) // 1.4 s
    }

    @Test func tapsOnMissingRowsAreRejectedBeforePlaying() throws {
        let scene = DropInScene()
        #expect(throws: GestureScriptError.self) { try scene.play(GestureScript(parsing: "tap 20")) }
        #expect(scene.clock.tickIndex == 0)
    }
}
