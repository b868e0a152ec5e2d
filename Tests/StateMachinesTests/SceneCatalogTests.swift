import Testing
@testable import StateMachines
import ViewTree

@Suite struct SceneCatalogTests {
    @Test func everySceneIsBuiltFromItsOwnDescription() throws {
        let built = try SceneCatalog.all.map { try $0.makeScene() }
        #expect(built[0] is SalonSelectorScene)
        #expect(built[1] is PhotosScene)
        #expect(built[2] is CartScene)
        #expect(built[3] is DropInScene)
        #expect(built[4] is MultitaskScene)
        #expect(SceneCatalog.names == "salon, photos, cart, dropin, multitask")
    }

    @Test func anUnknownNameFindsNoScene() {
        #expect(SceneCatalog.scene(named: "garden") == nil)
        #expect(SceneCatalog.scene(named: "salon")?.name == "salon")
    }

    @Test func aSceneRejectsAnOptionItDoesNotTake() {
        let salon = SalonSelectorScene.sceneDescription
        #expect(throws: SceneOptionError(message: "the scene 'salon' takes no option --animation")) {
            _ = try salon.makeScene(options: ["--animation": "fade"])
        }
    }

    @Test func aSceneRejectsAValueItCannotUse() {
        #expect(throws: SceneOptionError(message: "--offset applies to --animation rotate-and-slide, not fade")) {
            _ = try DropInScene.sceneDescription.makeScene(options: ["--animation": "fade", "--offset": "1,1"])
        }
    }

    @Test func theSceneBuiltUsesTheClockGiven() throws {
        let clock = SimulationClock(frameRate: .fps60)
        for description in SceneCatalog.all {
            #expect(try description.makeScene(clock: clock).clock === clock)
        }
    }
}

@Suite struct SceneTimelineFormatTests {
    private let tick = SceneTick(tick: 3, time: 0.025, fields: [
        SceneField("offset", .number(5), form: .textOnly),
        SceneField("contentOffset", .point(Point(x: 5, y: 0)), form: .jsonOnly),
        SceneField("centre", .missing),
        SceneField("items", .groups([[SceneField("item", .text("item 1"), form: .unlabelledTextOnly),
                                      SceneField("index", .integer(1), form: .jsonOnly),
                                      SceneField("state", .text("open"), form: .unlabelledInText),
                                      SceneField("size", .size(Size(width: 2, height: 3)))]])),
        SceneField("badge", .group([SceneField("alpha", .number(0.5))])),
    ], events: ["tap(1)"])

    @Test func aFieldShowsInTheFormsItsFormNames() {
        #expect(SceneTimelineFormat.line(tick) == "3 t=0.025 offset=5 centre=- | item 1 open size=2x3 | badge alpha=0.5 | tap(1)")
        #expect(SceneTimelineFormat.object(tick)
            == "{\"tick\": 3, \"time\": 0.025, \"contentOffset\": {\"x\": 5, \"y\": 0}, \"centre\": null, "
            + "\"items\": [{\"index\": 1, \"state\": \"open\", \"size\": {\"width\": 2, \"height\": 3}}], "
            + "\"badge\": {\"alpha\": 0.5}, \"events\": [\"tap(1)\"]}")
    }

    @Test func elementsPrintTheirNameFrameTransformAlphaAndDetails() {
        let element = SceneElement(name: "row 0", frame: Rect(x: 1, y: 2, width: 3, height: 4), transform: .identity,
                                   alpha: 1, details: [SceneField("state", .text("settled"))])
        let tick = SceneTick(tick: 0, time: 0, elements: [element])
        #expect(SceneTimelineFormat.line(tick) == "0 t=0 | row 0 frame=(1 2; 3 4) transform=identity alpha=1 state=settled")
        #expect(tick.elements == [element])
        #expect(SceneTimelineFormat.object(SceneTick(tick: 0, time: 0, elements: []))
            == "{\"tick\": 0, \"time\": 0, \"elements\": [], \"events\": []}")
    }
}
