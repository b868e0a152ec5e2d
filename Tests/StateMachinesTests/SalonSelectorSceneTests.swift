import Foundation
import Testing
@testable import StateMachines
import ViewTree

/// Plays `script` on a fresh scene and returns the scene and its records, read back from the
/// scene's ticks.
private func play(_ script: String, frameRate: FrameRate = .fps120) throws -> (SalonSelectorScene, [SalonRecord]) {
    let (scene, ticks) = try playTicks(script, frameRate: frameRate)
    return (scene, try ticks.map(SalonRecord.init))
}

private func playTicks(_ script: String, frameRate: FrameRate = .fps120) throws -> (SalonSelectorScene, [SceneTick]) {
    let scene = SalonSelectorScene(clock: SimulationClock(frameRate: frameRate))
    return (scene, try scene.play(GestureScript(parsing: script)))
}

/// The salon's values in one tick, typed: what its ``SceneTick`` says, field by field.
private struct SalonRecord {
    struct Cell {
        var index: Int
        var state: SalonSelectorCell.State
        var frame: Rect
        var containerSize: Size
    }

    var contentOffset: Point
    var scrollingState: SelectionScrollingState
    var centredIndex: Int?
    var cells: [Cell]
    var selectionFrameAlpha: Double
    var selectionFrameScale: Double
    var events: [String]

    struct Unreadable: Error {}

    init(_ tick: SceneTick) throws {
        guard case .point(let offset) = tick.value(of: "contentOffset"),
              case .text(let state) = tick.value(of: "scrollingState"),
              case .groups(let cells) = tick.value(of: "cells"),
              case .group(let frame) = tick.value(of: "selectionFrame"),
              case .number(let alpha) = frame.first(where: { $0.name == "alpha" })?.value,
              case .number(let scale) = frame.first(where: { $0.name == "scale" })?.value else { throw Unreadable() }
        contentOffset = offset
        if state == "idle" {
            scrollingState = .idle
        } else {
            guard case .bool(let animate) = tick.value(of: "animateSelectionFrame") else { throw Unreadable() }
            scrollingState = .scrolling(animateSelectionFrame: animate)
        }
        if case .integer(let index) = tick.value(of: "centredIndex") { centredIndex = index }
        self.cells = try cells.map { fields in
            func value(_ name: String) -> SceneValue? { fields.first { $0.name == name }?.value }
            guard case .integer(let index) = value("index"), case .text(let state) = value("state"),
                  let state = SalonSelectorCell.State(rawValue: state), case .rect(let frame) = value("frame"),
                  case .size(let container) = value("containerSize") else { throw Unreadable() }
            return Cell(index: index, state: state, frame: frame, containerSize: container)
        }
        selectionFrameAlpha = alpha
        selectionFrameScale = scale
        events = tick.events
    }
}

private func cell(_ scene: SalonSelectorScene, _ item: Int) -> SalonSelectorCell? {
    scene.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? SalonSelectorCell
}

@Suite struct SalonSelectorSceneTests {
    @Test func theGeometryIsTheSeeds() {
        let scene = SalonSelectorScene()
        #expect(scene.collectionView.frame == Rect(x: 0, y: 312, width: 390, height: 220))
        #expect(scene.selectionFrameView.frame == Rect(x: 25, y: 312, width: 340, height: 220))
        #expect(scene.collectionView.contentSize == Size(width: 1710, height: 220))
        #expect(cell(scene, 0)?.frame == Rect(x: 35, y: 10, width: 320, height: 200))
        #expect(cell(scene, 0)?.containerView.frame.size == Size(width: 250, height: 150))
        #expect(scene.collectionView.visibleCellCount == 2)
    }

    @Test func theFirstCellExpandsHalfASecondAfterStart() throws {
        let (scene, records) = try play("wait 0.7")
        #expect(records[59].cells[0].state == .collapsed)
        #expect(records[60].cells[0].state == .expanded)
        // The 0.15 s animation ends 18 ticks later, at the expanded container's size.
        #expect(records[77].cells[0].containerSize != Size(width: 320, height: 200))
        #expect(records[78].cells[0].containerSize == Size(width: 320, height: 200))
        #expect(cell(scene, 0)?.containerView.frame.size == Size(width: 320, height: 200))
        #expect(cell(scene, 1)?.state == .collapsed)
    }

    @Test func aFlingComesToRestWithTheNearestCellCentredAndExpanded() throws {
        let (scene, records) = try play("wait 0.6; drag -120 0.25; release -1.8; wait 4")
        // Projection 120 + 1.8 · 0.998 / 0.002 = 1018.2: nearest centre is cell 3's, at offset 990.
        let release = try #require(records.first { $0.events.contains { $0.hasPrefix("willEndDragging") } })
        #expect(release.events.contains("willEndDragging(velocity: 1.8, target: 1018.2 -> 990)"))
        let rest = try #require(records.last)
        // 990 up to the rounding of the seed's arithmetic (1018.2 - 28.2 in binary floating point).
        #expect(abs(rest.contentOffset.x - 990) < 1e-9)
        #expect(rest.scrollingState == .idle)
        #expect(rest.centredIndex == 3)
        #expect(cell(scene, 3)?.state == .expanded)
        #expect(abs((cell(scene, 3)?.presentationFrame(in: scene.window).midX ?? 0) - 195) < 1e-9)
        #expect(rest.selectionFrameAlpha == 1 && rest.selectionFrameScale == 1)
    }

    @Test(arguments: [-0.3, -0.9, -1.5, -2.5, 0.4, 1.2])
    func everyFlingSnapsToACellCentre(velocity: Double) throws {
        let (_, records) = try play("wait 0.1; drag -500 0.3; release \(velocity); wait 6")
        let rest = try #require(records.last)
        #expect(rest.scrollingState == .idle)
        let index = (rest.contentOffset.x / 330).rounded()
        #expect(abs(rest.contentOffset.x - 330 * index) < 1e-9)
        #expect(rest.centredIndex == Int(index))
    }

    @Test func flingsPastTheEndsClampToTheFirstAndLastCells() throws {
        let (_, forward) = try play("drag -300 0.1; release -20; wait 6")
        #expect(forward.last?.contentOffset.x == 1320)
        #expect(forward.last?.centredIndex == 4)
        let (_, backward) = try play("drag -300 0.1; release 20; wait 6")
        #expect(backward.last?.contentOffset.x == 0)
        #expect(backward.last?.centredIndex == 0)
    }

    @Test func whileScrollingTheCentredCellCollapsesAndTheFrameFadesOut() throws {
        let (scene, records) = try play("wait 0.7; drag -60 0.5; release 0; wait 3")
        // Mid-drag, after the 0.15 s animation: the seed's scrolling(true) look.
        let dragging = records[84 + 36]
        #expect(dragging.scrollingState == .scrolling(animateSelectionFrame: true))
        #expect(dragging.cells.first { $0.index == 0 }?.state == .collapsed)
        #expect(dragging.cells.first { $0.index == 0 }?.containerSize == Size(width: 250, height: 150))
        #expect(dragging.selectionFrameAlpha == 0)
        #expect(dragging.selectionFrameScale == 1.5)
        // Released off-centre without velocity: the snap decelerates back to cell 0 (60 points at
        // 0.998 per ms: 2.4 s), then rests.
        #expect(records.last?.contentOffset.x == 0)
        #expect(records.last?.scrollingState == .idle)
        #expect(cell(scene, 0)?.state == .expanded)
    }

    @Test func aTapBringsTheTappedCellToTheCentreAndExpandsIt() throws {
        let (scene, records) = try play("wait 0.7; tap 1; wait 0.05; wait 0.5")
        let tapTick = try #require(records.firstIndex { $0.events.contains("didSelectItemAt(1)") })
        // The tap: scrolling(false): the frame stays visible at 1.15, the centred cell collapses.
        let afterTap = records[tapTick + 18]
        #expect(afterTap.selectionFrameAlpha == 1)
        #expect(abs(afterTap.selectionFrameScale - 1.15) < 1e-12)
        #expect(afterTap.cells.first { $0.index == 0 }?.state == .collapsed)
        // The animated scroll ends with didEndScrollingAnimation, which returns to idle (gap 1).
        let end = try #require(records.firstIndex { $0.events.contains("didEndScrollingAnimation") })
        #expect(end == tapTick + 36)
        #expect(records[end].contentOffset.x == 330)
        #expect(records[end].scrollingState == .idle)
        #expect(cell(scene, 1)?.state == .expanded)
        #expect(records.last?.selectionFrameScale == 1)
        #expect(records.last?.cells.first { $0.index == 1 }?.frame == Rect(x: 35, y: 322, width: 320, height: 200))
    }

    @Test func tappingTheCentredCellReturnsToIdleAtOnce() throws {
        let (scene, records) = try play("wait 0.7; tap 0; wait 0.3")
        let tap = try #require(records.first { $0.events.contains("didSelectItemAt(0)") })
        #expect(tap.scrollingState == .idle) // gap 2: no animation would end it
        #expect(cell(scene, 0)?.state == .expanded)
    }

    @Test func aReleaseThatNeedsNoDecelerationReturnsToIdle() throws {
        let (_, records) = try play("wait 0.7; drag -330 0.3; release 0; wait 0.3")
        let release = try #require(records.first { $0.events.contains("didEndDragging(willDecelerate: false)") })
        #expect(release.contentOffset.x == 330)
        #expect(release.scrollingState == .idle) // gap 3
        #expect(records.last?.centredIndex == 1)
    }

    @Test func tappingAnItemThatDoesNotExistIsRejectedBeforePlaying() {
        let scene = SalonSelectorScene()
        #expect {
            _ = try scene.play(GestureScript(parsing: "wait 1; tap 5"))
        } throws: { error in
            guard let error = error as? GestureScriptError else { return false }
            return error.location == SourceLocation(line: 1, column: 9) && error.message.contains("0-4")
        }
        #expect(scene.clock.tickIndex == 0)
    }

    @Test func anItemOffScreenCannotBeTapped() throws {
        let (_, records) = try play("tap 4; wait 0.1")
        #expect(records[1].events == ["tap(4) missed: item 4 is not on screen"])
    }

    @Test func noMoreCellsAreCreatedThanFitOnScreenPlusOne() throws {
        let (scene, _) = try play("drag -1400 1; release 0; wait 0.5; drag 1400 1; release 0; wait 0.5")
        #expect(scene.collectionView.createdCellCount <= 4)
    }

    @Test func playingIsDeterministicAndWorksAt60Hz() throws {
        let (_, firstTicks) = try playTicks(SalonSelectorScene.defaultScript)
        let (_, secondTicks) = try playTicks(SalonSelectorScene.defaultScript)
        #expect(SceneTimelineFormat.text(firstTicks) == SceneTimelineFormat.text(secondTicks))
        #expect(SceneTimelineFormat.json(firstTicks) == SceneTimelineFormat.json(secondTicks))
        let first = try firstTicks.map(SalonRecord.init)
        let (_, slow) = try play(SalonSelectorScene.defaultScript, frameRate: .fps60)
        #expect(first.count == 703)
        #expect(slow.count == 352)
        #expect(slow.last?.contentOffset == first.last?.contentOffset)
        #expect(slow.last?.centredIndex == 2)
    }

    @Test func theDragDistanceIsCoveredExactly() throws {
        let (_, records) = try play("drag -100 0.1; drag -23 0.037; release 0")
        let release = try #require(records.first { $0.events.contains { $0.hasPrefix("willEndDragging") } })
        #expect(release.contentOffset.x == 123)
    }
}
