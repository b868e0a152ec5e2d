import Testing
@testable import StateMachines
import ViewTree

private func card(_ tick: SceneTick, _ index: Int) -> SceneElement? {
    tick.elements.first { $0.name == "card \(index)" }
}

@Suite struct MultitaskSceneTests {
    @Test func theStartShowsThreeCardsFrontToBack() throws {
        let scene = MultitaskScene()
        let start = scene.tickRecord()
        #expect(start.elements.map(\.name) == ["card 0", "card 1", "card 2"])
        let first = try #require(card(start, 0))
        #expect(first.frame == Rect(x: 20, y: 250, width: 350, height: 480))
        #expect(first.transform == .identity && first.alpha == 1)
        #expect(first.details == [SceneField("y", .number(250)), SceneField("z", .integer(0))])
        #expect(start.fields.first == SceneField("offset", .number(0)))
    }

    @Test func aScrollReleasedAtRestSettlesOnTheNearestRestingPlace() throws {
        let scene = MultitaskScene(clock: SimulationClock(frameRate: .fps60))
        let ticks = try scene.play(GestureScript(parsing: "scroll 0 -900 0.6; wait 2.5"))
        #expect(ticks.contains { $0.events.contains("willEndDragging(velocity: 0, target: 840)") })
        #expect(scene.collectionView.contentOffset.y == 840)
        // At 840 = 6 · 140, card 6 is where card 0 started.
        let last = try #require(ticks.last)
        #expect(card(last, 6)?.frame == Rect(x: 20, y: 250, width: 350, height: 480))
        // The card above it is scaled about its centre and half faded: y = 0.86^4 · 250.
        let above = try #require(card(last, 5))
        let y = 0.86 * 0.86 * 0.86 * 0.86 * 250
        let scale = 0.8 + 0.2 * y / 250
        #expect(abs(above.alpha - (y - 10) / 240) < 1e-9)
        #expect(abs(above.frame.width - 350 * scale) < 1e-9 && abs(above.frame.height - 480 * scale) < 1e-9)
        #expect(abs(above.frame.midY - (y + 240)) < 1e-9)
    }

    @Test func aTapBringsTheCardToTheFront() throws {
        let scene = MultitaskScene(clock: SimulationClock(frameRate: .fps60))
        let ticks = try scene.play(GestureScript(parsing: "tap 2; wait 0.5"))
        #expect(ticks.flatMap(\.events).contains("didSelectItemAt(2)"))
        #expect(scene.collectionView.contentOffset.y == 280)
        #expect(card(ticks.last!, 2)?.frame.minY == 250)
    }

    @Test func tapsOnMissingCardsAreRejectedBeforePlaying() {
        let scene = MultitaskScene()
        #expect(throws: GestureScriptError.self) { try scene.play(GestureScript(parsing: "tap 15")) }
        #expect(scene.clock.tickIndex == 0)
    }

    @Test func theDefaultScriptPlaysTheSameEveryTime() throws {
        let first = try MultitaskScene().play(GestureScript(parsing: MultitaskScene.defaultScript))
        let second = try MultitaskScene().play(GestureScript(parsing: MultitaskScene.defaultScript))
        #expect(SceneTimelineFormat.text(first) == SceneTimelineFormat.text(second))
        #expect(first.count > 100)
    }
}
