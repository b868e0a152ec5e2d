import Foundation
import Testing

/// `viewsim play salon`, run as a subprocess.
@Suite struct PlayCommandTests {
    static let shortScript = "wait 0.55; drag -40 0.05; release -0.2; wait 0.2; tap 1,330; wait 0.1"

    static func snapshot(_ name: String) throws -> String {
        try String(contentsOfFile: CommandRunner.fixture("play/" + name), encoding: .utf8)
    }

    @Test(arguments: [("text", "short-60.txt"), ("json", "short-60.json")])
    func matchesTheSnapshot(format: String, file: String) throws {
        let result = try CommandRunner.run(["play", "salon", "--fps", "60", "--script", Self.shortScript, "--format", format])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output == (try Self.snapshot(file)))
    }

    @Test func theDefaultScriptFlingsSnapsExpandsAndTaps() throws {
        let result = try CommandRunner.run(["play", "salon"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 703)
        #expect(lines[0] == "0 t=0 offset=0 state=idle centre=0 | cell 0 collapsed frame=(35 322; 320 200) container=250x150"
                + " | cell 1 collapsed frame=(365 322; 320 200) container=250x150 | selectionFrame alpha=1 scale=1"
                + " | willDisplay(0), willDisplay(1)")
        #expect(lines.contains { $0.hasSuffix("willEndDragging(velocity: 1.8, target: 1018.2 -> 990), "
                                              + "didEndDragging(willDecelerate: true), willBeginDecelerating") })
        #expect(lines.contains { $0.contains("offset=990 state=idle centre=3") && $0.hasSuffix("didEndDecelerating") })
        #expect(lines.contains { $0.contains("didSelectItemAt(2)") })
        #expect(lines[702].hasPrefix("702 t=5.85 offset=660 state=idle centre=2 | cell 1 collapsed frame=(-295 322; 320 200)"
                                     + " container=250x150 | cell 2 expanded frame=(35 322; 320 200) container=320x200"))
        #expect(lines[702].hasSuffix("selectionFrame alpha=1 scale=1"))
        let again = try CommandRunner.run(["play", "salon", "--script=\(Self.shortScript)", "--fps=60"])
        #expect(again.output == (try Self.snapshot("short-60.txt")))
    }

    @Test func jsonIsAnArrayOfTickObjects() throws {
        let result = try CommandRunner.run(["play", "salon", "--format", "json", "--script", "wait 0.6; tap 1; wait 0.4"])
        let ticks = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(ticks.count == 121)
        for tick in ticks {
            #expect(Set(tick.keys) == ["tick", "time", "contentOffset", "scrollingState", "animateSelectionFrame",
                                       "centredIndex", "cells", "selectionFrame", "events"])
        }
        let last = try #require(ticks.last)
        #expect((last["contentOffset"] as? [String: Double])?["x"] == 330)
        #expect(last["centredIndex"] as? Int == 1)
        #expect(last["scrollingState"] as? String == "idle")
    }

    @Test(arguments: [
        (["play"], "missing scene; valid scenes: salon, photos, cart, dropin, multitask"),
        (["play", "garden"], "unknown scene 'garden'; valid scenes: salon, photos, cart, dropin, multitask"),
        (["play", "salon", "--fps", "90"], "unknown frame rate '90'; valid rates: 60, 120"),
        (["play", "salon", "--format", "xml"], "unknown format 'xml'; valid formats: text, json"),
        (["play", "salon", "--speed", "2"], "unknown argument '--speed'"),
        (["play", "salon", "--script"], "--script needs a value"),
        (["play", "salon", "--fps", "60", "--fps", "120"], "--fps is given more than once"),
        (["play", "salon", "--script", "wait 0.5; jump 3"], "script 1:11: unknown command 'jump'; valid commands: wait, drag, release, tap"),
        (["play", "salon", "--script", "drag -120 0.25; wait 1"], "script 1:1: this drag is never released"),
        (["play", "salon", "--script", "tap 9"], "script 1:1: item 9 does not exist; the salon selector has 5 items (0-4)"),
    ])
    func usageErrorsExitWithStatus2(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.contains("viewsim play: error: " + message), "\(result.error)")
        #expect(result.error.contains("usage: viewsim play SCENE"))
    }

    @Test func helpDocumentsTheGrammar() throws {
        let result = try CommandRunner.run(["play", "--help"])
        #expect(result.status == 0)
        for word in ["wait SECONDS", "drag DISTANCE SECONDS", "release VELOCITY", "tap INDEX", "tap X,Y", "--fps 60|120"] {
            #expect(result.output.contains(word))
        }
    }
}
