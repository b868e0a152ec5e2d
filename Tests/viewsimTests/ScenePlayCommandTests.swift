import Foundation
import Testing

/// `viewsim play photos|cart`, run as a subprocess.
@Suite struct ScenePlayCommandTests {
    static let photosScript = "wait 0.05; tap 4; wait 1.6; tap 4; wait 1.05"

    static func snapshot(_ name: String) throws -> String {
        try String(contentsOfFile: CommandRunner.fixture("play/" + name), encoding: .utf8)
    }

    @Test(arguments: [(["play", "cart", "--fps", "60"], "cart-60.txt"),
                      (["play", "photos", "--fps", "60", "--script", Self.photosScript], "photos-short-60.txt"),
                      (["play", "photos", "--fps=60", "--script=\(Self.photosScript)", "--format=json"], "photos-short-60.json")])
    func matchesTheSnapshot(arguments: [String], file: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output == (try Self.snapshot(file)))
    }

    /// The cart's key moments at 60 Hz: the tap at tick 7 (t = 7/60) presents; the presentation
    /// ends 0.5 s later, at tick 37, with the snapshot at R_x(0.1)·S(0.85, 0.95, 1)·P(-1/100).
    @Test func theCartTiltsAndSlidesForHalfASecond() throws {
        let result = try CommandRunner.run(["play", "cart", "--fps", "60"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 103) // 1.7 s of script at 60 Hz, plus tick 0
        #expect(lines[0] == "0 t=0 phase=browsing | product.view frame=(0 0; 390 844) transform=identity alpha=1 hidden=no")
        #expect(lines[7].hasPrefix("7 t=0.116667 phase=presenting transition=presentation progress=0 | product.view "))
        #expect(lines[7].contains("| snapshot frame=(0 0; 390 844) transform=identity alpha=1 | sheet.view frame=(0 844; 390 844)"))
        #expect(lines[7].hasSuffix("tapAddToCart -> presenting"))
        // 0.95 cos 0.1 = 0.945254, sin 0.1 = 0.0998334, -0.95 sin 0.1 = -0.0948417, cos 0.1 = 0.995004.
        #expect(lines[37] == "37 t=0.616667 phase=sheetShown | product.view frame=(0 0; 390 844) transform=identity alpha=1 hidden=yes"
                + " | snapshot frame=(29.25 411.027; 331.5 432.973) transform=3d[0.85 0 0 0; 0 0.945254 0.0998334 -0.000998334;"
                + " 0 -0.0948417 0.995004 -0.00995004; 0 0 0 1] alpha=1 | sheet.view frame=(0 0; 390 844)"
                + " transform=[1, 0, 0, 1, 0, -844] alpha=1 | transitionCompleted -> sheetShown")
        #expect(lines.contains { $0.hasSuffix("tapSheet -> dismissing") })
        #expect(lines[102].hasPrefix("102 t=1.7 phase=browsing | product.view frame=(0 0; 390 844) transform=identity alpha=1 hidden=no"))
    }

    @Test func thePhotoTimelineShowsTheContainerAndThePhases() throws {
        let result = try CommandRunner.run(["play", "photos", "--fps", "60", "--script", Self.photosScript, "--format", "json"])
        let ticks = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(ticks.count == 163)
        // The tap lands at tick 4; the zoom starts from thumbnail 4's window frame.
        let start = ticks[4]
        #expect(start["phase"] as? String == "zoomingIn 4")
        let elements = try #require(start["elements"] as? [[String: Any]])
        #expect(elements.map { $0["name"] as? String } == ["browser.view", "photo 4", "zoomImage"])
        #expect(elements[2]["frame"] as? [String: Double] == ["x": 132, "y": 132, "width": 126, "height": 126])
        #expect(elements[0]["alpha"] as? Double == 0)
        // completeTransition at 1.0 s: tick 64 (t = 64/60).
        #expect(ticks[63]["phase"] as? String == "zoomingIn 4")
        #expect(ticks[64]["phase"] as? String == "fadingIn 4")
        let completed = try #require(ticks[64]["elements"] as? [[String: Any]])
        #expect(completed[2]["frame"] as? [String: Double] == ["x": 0, "y": 227, "width": 390, "height": 390])
        #expect(ticks[94]["phase"] as? String == "browsing 4")
        #expect(ticks[162]["phase"] as? String == "grid")
    }

    @Test func theSameScriptGivesTheSameBytes() throws {
        let first = try CommandRunner.run(["play", "photos"])
        let second = try CommandRunner.run(["play", "photos"])
        #expect(first.status == 0 && first.error == "")
        #expect(first.output == second.output)
        #expect(first.output.contains("thumbnail 21 off screen: grid scrolled to 470 and laid out"))
    }

    @Test(arguments: [
        (["play", "cart", "--script", "tap 1"], "script 1:1: item 1 does not exist; the cart scene has one target"),
        (["play", "cart", "--script", "swipe up"], "script 1:1: 'swipe': nothing scrolls on the cart screen"),
        (["play", "photos", "--script", "tap 300"], "script 1:1: item 300 does not exist; the photo feed has 300 items (0-299)"),
    ])
    func scriptsTheSceneCannotPlayAreUsageErrors(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.contains("viewsim play: error: " + message), "\(result.error)")
    }
}
