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
        #expect(throws: SceneOptionError.notTaken(scene: "salon", option: "animation")) {
            _ = try salon.makeScene(options: ["animation": "fade"])
        }
    }

    @Test func aSceneRejectsAValueItCannotUse() {
        let dropIn = DropInScene.sceneDescription
        #expect(throws: SceneOptionError.inapplicable(option: "offset", requiredOption: "animation",
                                                      requiredValue: "rotate-and-slide", givenValue: "fade")) {
            _ = try dropIn.makeScene(options: ["animation": "fade", "offset": "1,1"])
        }
        #expect(throws: SceneOptionError.unknownValue(option: "animation", value: "spin",
                                                      validValues: ["rotate-and-slide", "fade"])) {
            _ = try dropIn.makeScene(options: ["animation": "spin"])
        }
        let example = DropInAnimationStyle.defaultOffset
        #expect(throws: SceneOptionError.notAPoint(option: "offset", text: "1", example: example)) {
            _ = try dropIn.makeScene(options: ["offset": "1"])
        }
        #expect(throws: SceneOptionError.pointTooLarge(option: "offset", text: "0,-1e6", limit: 1e6, example: example)) {
            _ = try dropIn.makeScene(options: ["offset": "0,-1e6"])
        }
    }

    @Test func optionValuesAreReadAsTheirKindsSay() throws {
        let options = DropInScene.sceneDescription.options
        let given = SceneOptionValues(options: options, texts: ["offset": " 3, -4"])
        #expect(try given.choice("animation") == "rotate-and-slide")  // the first choice by default
        #expect(try given.point("offset") == Point(x: 3, y: -4))
        #expect(try SceneOptionValues(options: options, texts: [:]).point("offset") == DropInAnimationStyle.defaultOffset)
        #expect(try DropInScene.style(SceneOptionValues(options: options, texts: ["animation": "fade"])) == .fade)
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
