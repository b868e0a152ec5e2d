import Foundation
import Testing

/// `viewsim scenes`, and `viewsim play` for the drop-in and multitask scenes, run as a subprocess.
@Suite struct ScenesCommandTests {
    @Test func listsTheFiveScenesWithTheirDefaultScripts() throws {
        let result = try CommandRunner.run(["scenes"])
        #expect(result.status == 0 && result.error == "")
        let lines = result.output.split(separator: "\n").map(String.init)
        let names = lines.filter { !$0.hasPrefix(" ") }.map { String($0.prefix { $0 != " " }) }
        #expect(names == ["salon", "photos", "cart", "dropin", "multitask"])
        #expect(lines.filter { $0.hasPrefix("           default script: ") }.count == 5)
        #expect(lines.contains("           default script: wait 0.6; drag -120 0.25; release -1.8; wait 4; tap 2; wait 1"))
        #expect(lines.contains("           default script: wait 0.5; scroll 0 -900 0.6; wait 0.5; scroll 0 600 0.4; wait 0.5"))
        #expect(lines.contains { $0.contains("option --animation rotate-and-slide|fade") })
    }

    @Test func takesNoArguments() throws {
        let result = try CommandRunner.run(["scenes", "dropin"])
        #expect(result.status == 2 && result.output == "")
        #expect(result.error.contains("viewsim scenes: error: unexpected argument 'dropin'"))
    }

    @Test func everySceneListedPlaysItsDefaultScript() throws {
        for scene in ["salon", "photos", "cart", "dropin", "multitask"] {
            let result = try CommandRunner.run(["play", scene, "--fps", "60"])
            #expect(result.status == 0, "\(scene): \(result.error)")
            #expect(result.output.hasPrefix("0 t=0 "), "\(scene)")
        }
    }
}

@Suite struct PlayCardsCommandTests {
    static func snapshot(_ name: String) throws -> String {
        try String(contentsOfFile: CommandRunner.fixture("play/" + name), encoding: .utf8)
    }

    @Test(arguments: [
        (["play", "dropin", "--fps", "60", "--script", "wait 0.05; scroll 0 -200 0.1; wait 0.05"], "dropin-short-60.txt"),
        (["play", "multitask", "--fps", "60", "--script", "scroll 0 -100 0.05; wait 0.05; tap 1,300; wait 0.05"],
         "multitask-short-60.txt"),
    ])
    func matchesTheSnapshot(arguments: [String], file: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0 && result.error == "")
        #expect(result.output == (try Self.snapshot(file)))
    }

    @Test func theDropInStartShowsTheSeedsStartTransform() throws {
        let result = try CommandRunner.run(["play", "dropin", "--script", "wait 0.5"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 61)
        #expect(lines[0].hasPrefix("0 t=0 offset=0 | row 0 frame=(-35.9678 -62.2267; 412.946 236.169) "
                                   + "transform=[0.965926, -0.258819, 0.258819, 0.965926, -24.4949, -14.1421] alpha=0.8 state=animating"))
        #expect(lines[60].hasPrefix("60 t=0.5 offset=0 | row 0 frame=(0 0; 390 140) transform=identity alpha=1 state=settled"))
    }

    @Test func theFadeIsChosenByAnOption() throws {
        let result = try CommandRunner.run(["play", "dropin", "--animation", "fade", "--script", "wait 1.5", "--format", "json"])
        #expect(result.status == 0)
        let ticks = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(ticks.count == 181)
        let first = try #require((ticks[0]["elements"] as? [[String: Any]])?.first)
        #expect(first["name"] as? String == "row 0" && first["alpha"] as? Double == 0.1)
        #expect(first["transform"] as? [Double] == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect((first["frame"] as? [String: Double]) == ["x": 0, "y": 0, "width": 390, "height": 140])
        let last = try #require((ticks[180]["elements"] as? [[String: Any]])?.first)
        #expect(last["alpha"] as? Double == 1 && last["state"] as? String == "settled")
        #expect(ticks[0]["offset"] as? Double == 0)
    }

    @Test func theMultitaskJsonCarriesEachCardsPlace() throws {
        let result = try CommandRunner.run(["play", "multitask", "--format", "json", "--script", "wait 0.1"])
        let ticks = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let cards = try #require(ticks[0]["elements"] as? [[String: Any]])
        #expect(cards.map { $0["name"] as? String } == ["card 0", "card 1", "card 2"])
        #expect(cards[0]["y"] as? Double == 250 && cards[0]["z"] as? Int == 0)
        #expect((cards[0]["frame"] as? [String: Double]) == ["x": 20, "y": 250, "width": 350, "height": 480])
    }

    @Test func theOutputIsTheSameOnEveryRun() throws {
        for scene in ["dropin", "multitask"] {
            let first = try CommandRunner.run(["play", scene])
            let second = try CommandRunner.run(["play", scene])
            #expect(first.status == 0 && first.output == second.output && !first.output.isEmpty)
        }
    }

    @Test(arguments: [
        (["play", "dropin", "--animation", "spin"], "unknown animation 'spin'; valid animations: rotate-and-slide, fade"),
        (["play", "dropin", "--offset", "1"], "--offset needs two numbers X,Y (e.g. -20,-20), found '1'"),
        (["play", "dropin", "--offset", "1000000,0"], "--offset needs X and Y below 1000000 points in magnitude (e.g. -20,-20), found '1000000,0'"),
        (["play", "dropin", "--offset", "0,-inf"], "--offset needs X and Y below 1000000 points in magnitude (e.g. -20,-20), found '0,-inf'"),
        (["play", "dropin", "--offset", "nan,0"], "--offset needs two numbers X,Y (e.g. -20,-20), found 'nan,0'"),
        (["play", "dropin", "--animation", "fade", "--offset", "1,2"], "--offset applies to --animation rotate-and-slide, not fade"),
        (["play", "multitask", "--animation", "fade"], "unknown argument '--animation'; valid options for multitask: --script, --fps, --format, --out"),
        (["play", "dropin", "--script", "tap 20"], "script 1:1: row 20 does not exist; the drop-in table has 20 rows (0-19)"),
        (["play", "multitask", "--script", "tap 15"], "script 1:1: card 15 does not exist; the task switcher has 15 cards (0-14)"),
        (["play", "multitask", "--script", "swipe sideways"], "script 1:7: expected a direction after 'swipe' (up, down, left, right)"),
        (["play", "dropin", "--script", "drag 5 0.1; scroll 0 -900 0.6"], "script 1:13: 'scroll' while a drag is in progress"),
    ])
    func usageErrorsExitWithStatus2(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.contains("viewsim play: error: " + message), "\(result.error)")
    }

    @Test func helpDocumentsTheScenesAndTheNewGestures() throws {
        let result = try CommandRunner.run(["play", "--help"])
        #expect(result.status == 0)
        for word in ["dropin", "multitask", "--animation rotate-and-slide|fade", "--offset X,Y",
                     "scroll DX DY SECONDS", "swipe DIRECTION"] {
            #expect(result.output.contains(word), "\(word)")
        }
    }
}
