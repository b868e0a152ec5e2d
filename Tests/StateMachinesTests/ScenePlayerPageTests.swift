import Foundation
import Testing
@testable import StateMachines

/// The player page's data and escaping, and the README's pictures example.
@Suite struct ScenePlayerPageTests {
    static func frame(_ tick: Int, svg: String, facts: String = "facts") -> ScenePlayerPage.Frame {
        ScenePlayerPage.Frame(tick: tick, time: Double(tick) / 120, svg: svg, facts: facts)
    }

    @Test func identicalPicturesAreStoredOnceAndFramesPointAtThem() {
        let page = ScenePlayerPage(title: "t", script: "wait 1", framesPerSecond: 120, frames: [
            Self.frame(0, svg: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg>A</svg>\n"),
            Self.frame(1, svg: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg>A</svg>\n"),
            Self.frame(2, svg: "<svg>B</svg>\n", facts: "2 t=0.0166667 | x"),
        ]).html
        #expect(page.contains("\"lines\":[\n\"<svg>A<\\/svg>\",\n\"\",\n\"<svg>B<\\/svg>\"],\n\"pictures\":[\n[0,2],\n[2,1,1,1]],"))
        #expect(page.contains("\"frames\":[\n[0,0,0,\"facts\"],\n[1,0.00833333,0,\"facts\"],\n[2,0.0166667,1,\"2 t=0.0166667 | x\"]]}"))
        #expect(!page.contains("<?xml"))
    }

    @Test func textCannotEndTheScriptOrInjectMarkup() {
        let page = ScenePlayerPage(title: "<b>&", script: "tap 1 </p>", framesPerSecond: 60, frames: [
            Self.frame(0, svg: "<svg><text>a</script><script>alert(1)</script></text></svg>", facts: "</script>"),
        ]).html
        #expect(page.contains("<title>viewsim play &lt;b&gt;&amp;</title>"))
        #expect(page.contains("<p id=\"script\">tap 1 &lt;/p&gt;</p>"))
        #expect(page.components(separatedBy: "</script>").count == 3)
        #expect(page.contains("a<\\/script><script>alert(1)<\\/script>"))
    }

    @Test func presentationIssuesAreShownOnThePage() {
        let issue = PresentationIssue(kind: .transitionNotCompleted, message: "never <completed>", time: 1.5)
        let page = ScenePlayerPage(title: "t", script: "", framesPerSecond: 120, frames: [Self.frame(0, svg: "<svg/>")],
                                   presentationIssues: [issue]).html
        #expect(page.contains("<p class=\"issue\">" + ScenePlayerPage.escapedText("\(issue)") + "</p>"))
        #expect(page.contains("never &lt;completed&gt;"))
    }

    @Test func replacingIsByteExactAndLeavesOtherCharactersAlone() {
        #expect("é</a></b>".replacingAll("</", with: "<\\/") == "é<\\/a><\\/b>")
        #expect("<{{A}}|{{B}}>".fillingPlaceholders([("{{A}}", "{{B}}é"), ("{{B}}", "2")]) == "<{{B}}é|2>")
        #expect("abc".replacingAll("", with: "x") == "abc")
        #expect("ab".replacingAll("abc", with: "x") == "ab")
    }

    @Test func lineRunsGiveTheTextsBackAndShareLines() {
        var store = LineRuns()
        let texts = ["a\nb\nc\n", "a\nb\nX\nc\n", "", "\n\n", "c\na\nb", "a\nb\nc\n"]
        let encoded = texts.map { store.runs(of: $0) }
        for (text, runs) in zip(texts, encoded) {
            var lines: [String] = []
            for k in stride(from: 0, to: runs.count, by: 2) { lines += store.lines[runs[k]..<(runs[k] + runs[k + 1])] }
            #expect(lines.joined(separator: "\n") == text)
        }
        #expect(store.lines == ["a", "b", "c", "", "X"])
        #expect(encoded[0] == [0, 4])
        #expect(encoded[1] == [0, 2, 4, 1, 2, 2])
        #expect(encoded[5] == encoded[0])
    }

    /// The README's pictures example, kept compiling and true.
    @Test func theReadmePicturesExampleWorks() throws {
        let cell = ScenePictures.cell(.expanded)
        let outlined = SVGRenderer(options: SVGRenderOptions(showsOutlines: true))
            .render(SalonSelectorCell.laidOut(state: .collapsed))
        let cart = try SceneReel(scene: SceneCatalog.scene(named: "cart")!)
        let page = try ScenePlayerPage.recording(cart, script: "wait 0.1; tap 0; wait 0.8").html
        #expect(cell.contains("<rect x=\"0\" y=\"0\" width=\"240\" height=\"2\" fill=\"#555555\"/>"))
        #expect(outlined.contains(">separatorLine</text>"))
        #expect(page.contains("\"fps\":120") && page.contains("[108,0.9,"))
    }

    @Test func aReelRefusesOptionsItsSceneDoesNotTake() throws {
        let dropIn = try #require(SceneCatalog.scene(named: "dropin"))
        #expect(throws: SceneOptionError.self) { try SceneReel(scene: dropIn, options: ["animation": "spin"]) }
        #expect(throws: SceneOptionError.self) { try SceneReel(scene: dropIn, options: ["speed": "2"]) }
        #expect(try SceneReel(scene: dropIn, options: ["animation": "fade"]).backdrop == ScenePictures.cellBackdrop)
    }
}
