import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `viewsim play SCENE --format html`, run as a subprocess: one self-contained page whose
/// frames are the scene's ticks, as pictures and as `--format text` lines.
@Suite struct PlayHTMLCommandTests {
    /// The page's data block, decoded.
    struct Reel {
        var fps: Int
        var pictures: [String]
        var frames: [(tick: Int, time: Double, picture: Int, facts: String)]
    }

    static func reel(of page: String) throws -> Reel {
        let start = try #require(page.range(of: "<script id=\"reel\" type=\"application/json\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8))
                                as? [String: Any])
        let frames = try #require(json["frames"] as? [[Any]]).map { row in
            (tick: row[0] as? Int ?? -1, time: row[1] as? Double ?? -1, picture: row[2] as? Int ?? -1, facts: row[3] as? String ?? "")
        }
        // Each picture is runs of [first line, count] over the shared lines.
        let lines = try #require(json["lines"] as? [String])
        let pictures = try #require(json["pictures"] as? [[Int]]).map { runs in
            stride(from: 0, to: runs.count, by: 2).flatMap { lines[runs[$0]..<(runs[$0] + runs[$0 + 1])] }.joined(separator: "\n")
        }
        return Reel(fps: try #require(json["fps"] as? Int), pictures: pictures, frames: frames)
    }

    @Test func everyTickIsAFrameWithItsPictureAndItsTextLine() throws {
        let script = "wait 0.1; tap 0; wait 0.3"
        let page = try CommandRunner.run(["play", "cart", "--script", script, "--format", "html"])
        #expect(page.status == 0)
        #expect(page.error == "")
        let text = try CommandRunner.run(["play", "cart", "--script", script])
        let lines = text.output.split(separator: "\n").map(String.init)
        let reel = try Self.reel(of: page.output)
        #expect(reel.fps == 120)
        #expect(reel.frames.count == lines.count)
        #expect(reel.frames.map(\.facts) == lines)
        #expect(reel.frames.map(\.tick) == Array(0..<lines.count))
        #expect(reel.frames.last?.time == 0.4)
        // Pictures are stored once however many ticks show them: at rest before the tap, the
        // page does not change.
        #expect(reel.frames[0].picture == reel.frames[5].picture)
        #expect(reel.pictures.count < reel.frames.count)
        #expect(Set(reel.frames.map(\.picture)) == Set(reel.pictures.indices))
        for picture in reel.pictures {
            #expect(picture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(RenderCommandTests.isWellFormedXML(picture))
        }
        // Mid-transition, the picture is the one `viewsim render` draws at that moment.
        let moment = try CommandRunner.run(["render", "--scene", "cart", "--script", script, "--at", "0.3"])
        let tilted = try #require(reel.frames.first { $0.time == 0.3 })
        let drawn = moment.output.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("<?xml") && !$0.contains("<title>") }.joined(separator: "\n")
        #expect(reel.pictures[tilted.picture] == drawn)
    }

    @Test func thePageIsSelfContainedAndHasItsControls() throws {
        let page = try CommandRunner.run(["play", "cart", "--format", "html"]).output
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        for control in ["id=\"play\"", "id=\"scrubber\" type=\"range\"", "id=\"speed\"", "id=\"clock\"", "id=\"facts\"",
                        "id=\"back\"", "id=\"forward\""] {
            #expect(page.contains(control), "\(control)")
        }
        // Nothing is fetched: no external scripts, styles, images or links.
        for reference in ["src=", "href=", "@import", "url(http", "<link"] {
            #expect(!page.contains(reference), "\(reference)")
        }
        // Only the two script elements end a script; pictures cannot close one early.
        #expect(page.components(separatedBy: "</script>").count == 3)
    }

    @Test func theSamePlayGivesTheSameBytesAndOutWritesThem() throws {
        let first = try CommandRunner.run(["play", "dropin", "--fps", "60", "--script", "scroll 0 -300 0.3; wait 0.2",
                                           "--format", "html", "--animation", "fade"])
        let second = try CommandRunner.run(["play", "dropin", "--fps", "60", "--script", "scroll 0 -300 0.3; wait 0.2",
                                            "--format", "html", "--animation", "fade"])
        #expect(first.output == second.output)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("viewsim-play-\(UUID().uuidString).html").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let written = try CommandRunner.run(["play", "dropin", "--fps", "60", "--script", "scroll 0 -300 0.3; wait 0.2",
                                             "--format", "html", "--animation", "fade", "--out", file])
        #expect(written.status == 0)
        #expect(written.output == "")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == first.output)
    }

    @Test func outWorksForTextTooAndAFailedWriteIsAUsageError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("viewsim-play-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let written = try CommandRunner.run(["play", "salon", "--script", "wait 0.05", "--out", file])
        let printed = try CommandRunner.run(["play", "salon", "--script", "wait 0.05"])
        #expect(written.status == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.output)
        let failed = try CommandRunner.run(["play", "salon", "--format", "html", "--out", "/nonexistent-dir/page.html"])
        #expect(failed.status == 2)
        #expect(failed.error.contains("viewsim play: error: cannot write '/nonexistent-dir/page.html': No such file or directory"))
    }

    @Test func badFormatNamesTheValidOnes() throws {
        let result = try CommandRunner.run(["play", "cart", "--format", "gif"])
        #expect(result.status == 2)
        #expect(result.error.contains("unknown format 'gif'; valid formats: text, json, html"))
    }
}

extension PlayHTMLCommandTests {
    /// The README links to docs/cart-player.html; it must stay what the command writes.
    @Test func theCommittedCartPageIsWhatTheCommandWrites() throws {
        let result = try CommandRunner.run(["play", "cart", "--format", "html"])
        let committed = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/cart-player.html"),
                                   encoding: .utf8)
        #expect(result.output == committed, "regenerate with: swift run viewsim play cart --format html --out docs/cart-player.html")
    }
}

extension PlayHTMLCommandTests {
    /// A script may say anything in a comment, placeholders of the page's template included.
    @Test func placeholdersInTheScriptStayText() throws {
        let script = "wait 0.05 # {{DATA}} {{ISSUES}} </script>"
        let page = try CommandRunner.run(["play", "cart", "--format", "html", "--script", script])
        #expect(page.status == 0)
        #expect(page.output.contains("<p id=\"script\">wait 0.05 # {{DATA}} {{ISSUES}} &lt;/script&gt;</p>"))
        let reel = try Self.reel(of: page.output)
        #expect(reel.frames.count == 7)
    }
}
