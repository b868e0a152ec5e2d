import Foundation
import Testing

/// `viewsim dump --scene`, run as a subprocess.
@Suite struct SceneDumpCommandTests {
    static func snapshot(_ name: String) throws -> String {
        try String(contentsOfFile: CommandRunner.fixture("dump/" + name), encoding: .utf8)
    }

    @Test(arguments: [("text", "cart-at-0.35.txt"), ("json", "cart-at-0.35.json")])
    func matchesTheSnapshot(format: String, file: String) throws {
        let result = try CommandRunner.run(["dump", "--scene", "cart", "--at", "0.35", "--format", format])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output == (try Self.snapshot(file)))
    }

    /// Mid-way the presentation values are in between; the model values are already the end.
    @Test func presentationValuesShowTheMomentModelValuesTheEnd() throws {
        let shown = try CommandRunner.run(["dump", "--scene", "cart", "--at", "0.35"])
        let model = try CommandRunner.run(["dump", "--scene", "cart", "--at", "0.35", "--values", "model"])
        let line = { (text: String, name: String) in text.split(separator: "\n").first { $0.contains("name = \(name);") }.map(String.init) }
        let modelSnapshot = try #require(line(model.output, "snapshot"))
        #expect(modelSnapshot.contains("frame = (29.25 411.027; 331.5 432.973); transform3D = [0.85 0 0 0; 0 0.945254 0.0998334 "
                                       + "-0.000998334; 0 -0.0948417 0.995004 -0.00995004; 0 0 0 1]"))
        let shownSnapshot = try #require(line(shown.output, "snapshot"))
        #expect(!shownSnapshot.contains("29.25 411.027"))
        #expect(try #require(line(model.output, "sheet.view")).contains("frame = (0 0; 390 844); transform = [1, 0, 0, 1, 0, -844]"))
        #expect(try #require(line(model.output, "product.view")).contains("hidden = YES"))
        // The window holds the page and the transition's container, in that order.
        let top = model.output.split(separator: "\n").filter { $0.hasPrefix("   | <") }
        #expect(top.count == 2 && top[1].hasPrefix("   | <TransitionView; name = transitionView; frame = (0 0; 390 844)"))
    }

    @Test func theDefaultMomentIsTheEndOfTheScriptAndTimeRunsOnAfterIt() throws {
        let end = try CommandRunner.run(["dump", "--scene", "photos", "--script", "tap 4; wait 0.5"])
        #expect(end.output.contains("<ImageView; name = zoomImage;"))
        #expect(end.output.contains("<TransitionView; name = transitionView;"))
        let later = try CommandRunner.run(["dump", "--scene", "photos", "--script", "tap 4; wait 0.5", "--at", "3"])
        #expect(!later.output.contains("zoomImage"))
        #expect(later.output.contains("name = browser.view; frame = (0 0; 410 844)"))
        let empty = try CommandRunner.run(["dump", "--scene", "cart", "--script", ""])
        #expect(empty.status == 0)
        #expect(!empty.output.contains("transitionView"))
    }

    @Test(arguments: [
        (["dump", "--scene", "kitchen"], "unknown scene 'kitchen'; valid scenes: salon, photos, cart, dropin, multitask"),
        (["dump", "--at", "1"], "--at needs --scene SCENE"),
        (["dump", "--scene", "cart", "--state", "expanded"], "--state is for the salon cell; it cannot be combined with --scene"),
        (["dump", "--scene", "cart", "--at", "-1"], "--at needs a time in seconds from 0 to 600, not '-1'"),
        (["dump", "--scene", "cart", "--at", "soon"], "--at needs a time in seconds from 0 to 600, not 'soon'"),
        (["dump", "--scene", "cart", "--values", "both"], "unknown values 'both'; valid values: presentation, model"),
        (["dump", "--scene", "cart", "--script", "tap 2"], "script 1:1: item 2 does not exist"),
    ])
    func usageErrorsExitWithStatus2(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.contains("viewsim dump: error: " + message), "\(result.error)")
        #expect(result.error.contains("viewsim dump --scene SCENE"))
    }
}
