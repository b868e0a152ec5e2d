import Foundation
import Testing

/// `viewsim check FILE…`, run as a subprocess on the documents in Fixtures/nib/.
@Suite struct CheckCommandTests {
    /// profile.xib has one of each issue: the badge's two widths conflict, the name label has no
    /// vertical constraint, and the avatar is stored 8 pt below where its constraints put it.
    @Test func reportsConflictsAmbiguousAndMisplacedViewsAtTheirLines() throws {
        let result = try CommandRunner.run(["check", "nib/profile.xib"])
        #expect(result.status == 1)
        #expect(result.error == "")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines == [
            "nib/profile.xib:10: warning: misplaced view: 'avatar' (UIImageView) is stored at (16 24; 64 64) but its "
                + "constraints put it at (16 16; 64 64)",
            "nib/profile.xib:14: note: 'avatar-height' places 'avatar' (UIImageView)",
            "nib/profile.xib:32: note: 'avatar-top' places 'avatar' (UIImageView)",
            "nib/profile.xib:17: error: ambiguous layout: 'name-label' (UILabel) needs constraints for Y position",
            "nib/profile.xib:26: error: conflicting constraints: Badge.width == 32 (badge-wide) cannot hold together with "
                + "1 other; Auto Layout breaks this one",
            "nib/profile.xib:24: note: Badge.width == 24 (badge-width) is part of the conflict",
            "1 file checked: 2 errors, 1 warning",
        ])
    }

    @Test func aCleanDocumentExitsWithZero() throws {
        let result = try CommandRunner.run(["check", "nib/card.xib"])
        #expect(result.status == 0)
        #expect(result.output == "1 file checked: no issues\n")
    }

    /// A file that cannot be read is reported where it is (a missing one with no line) and the
    /// others are still checked.
    @Test func anUnreadableFileExitsWithTwoAfterCheckingTheOthers() throws {
        let result = try CommandRunner.run(["check", "nib/truncated.xib", "nib/profile.xib", "nib/missing.xib"])
        #expect(result.status == 2)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("nib/truncated.xib:") == true)
        #expect(lines.first?.contains(": error: ") == true)
        #expect(lines.contains { $0.hasPrefix("nib/profile.xib:17: error: ambiguous layout") })
        #expect(lines.contains("nib/missing.xib: error: cannot read the file: No such file or directory"))
        #expect(lines.last == "3 files checked: 2 errors, 1 warning, 2 files unreadable")
    }

    @Test func jsonHasOneObjectPerFileWithItsIssues() throws {
        let result = try CommandRunner.run(["check", "nib/profile.xib", "nib/cocoa.xib", "--format", "json"])
        #expect(result.status == 2)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(json["errors"] as? Int == 2)
        #expect(json["warnings"] as? Int == 1)
        #expect(json["unreadable"] as? Int == 1)
        #expect(json["baselined"] as? Int == 0)
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.map { $0["file"] as? String } == ["nib/profile.xib", "nib/cocoa.xib"])
        #expect(files[0]["readable"] as? Bool == true)
        #expect(files[0]["device"] as? String == "retina6_12")
        #expect(files[0]["orientation"] as? String == "portrait")
        let issues = try #require(files[0]["issues"] as? [[String: Any]])
        #expect(issues.map { $0["kind"] as? String } == ["misplaced", "ambiguous", "conflict"])
        #expect(issues.map { $0["severity"] as? String } == ["warning", "error", "error"])
        #expect(issues.map { $0["line"] as? Int } == [10, 17, 26])
        #expect(issues[0]["view"] as? String == "avatar")
        #expect(issues[0]["stored"] as? [Double] == [16, 24, 64, 64])
        #expect(issues[0]["layout"] as? [Double] == [16, 16, 64, 64])
        #expect(issues[0]["constraints"] as? [String] == ["avatar-height", "avatar-top"])
        #expect(issues[1]["undetermined"] as? [String] == ["y"])
        #expect(issues[2]["constraints"] as? [String] == ["badge-width", "badge-wide"])
        #expect((issues[0]["notes"] as? [[String: Any]])?.map { $0["line"] as? Int } == [14, 32])
        let notes = try #require(issues[2]["notes"] as? [[String: Any]])
        #expect(notes.map { $0["line"] as? Int } == [24])
        #expect(files[1]["readable"] as? Bool == false)
        let failure = try #require((files[1]["issues"] as? [[String: Any]])?.first)
        #expect(failure["kind"] as? String == "unreadable")
        #expect(failure["line"] as? Int == 2)
    }

    /// Moving a view by a point and a half or less is not a misplacement (Xcode saves such views
    /// unflagged: of the 111 views of the corpus and the unseen sets' clean and flagged documents
    /// laid out more than 1 and at most 1.5 pt from their stored frame, it flagged 2); more is.
    @Test func misplacementStartsPastOneAndAHalfPoints() throws {
        let directory = try HostileDocuments.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let profile = try String(contentsOfFile: CommandRunner.fixture("nib/profile.xib"), encoding: .utf8)
        // The avatar moved to its laid-out place (16 16), then a little further.
        for (y, misplaced) in [("16", false), ("16.4", false), ("17", false), ("15", false), ("17.5", false), ("14.5", false),
                               ("17.6", true), ("14", true)] {
            let path = directory.appendingPathComponent("moved-\(y).xib").path
            try profile.replacingOccurrences(of: "x=\"16\" y=\"24\"", with: "x=\"16\" y=\"\(y)\"")
                .write(toFile: path, atomically: true, encoding: .utf8)
            let result = try CommandRunner.run(["check", path])
            #expect(result.output.contains("misplaced view: 'avatar'") == misplaced, "y = \(y)")
        }
    }

    @Test func landscapeLaysTheDocumentOutTurned() throws {
        let result = try CommandRunner.run(["dump", "--nib", "nib/profile.xib", "--orientation", "landscape", "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let document = try #require(json["document"] as? [String: Any])
        #expect(document["size"] as? [Double] == [852, 393])
        let checked = try CommandRunner.run(["check", "nib/profile.xib", "--orientation", "landscape", "--format", "json"])
        #expect(checked.output.contains("\"orientation\": \"landscape\""))
    }

    /// Every corpus document is checked (never unreadable), and of the files Xcode saved clean (no
    /// view flagged `misplaced` or `ambiguous`), few get any report and fewer an error. The bounds
    /// are the figures reached (`check_score.py` measures the same), lowered as rules land; 9,
    /// not 8, since cell content short of its cell is ambiguous (152 is the rule's one clean
    /// corpus file, against 6 flagged ones elsewhere: docs/interface-builder-rules.md).
    @Test(.enabled(if: CommandRunner.corpus != nil, "needs ../shared/ib-corpus"))
    func theCorpusIsCheckedAndXcodeCleanFilesStayClean() throws {
        var xcodeClean = 0, reported: [String] = [], errors: [String] = [], flaggedMisplaced = 0, agreed = 0
        var flaggedAmbiguous = 0, agreedAmbiguous = 0
        for path in CommandRunner.corpusDocuments {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let name = URL(fileURLWithPath: path).lastPathComponent
            let result = try CommandRunner.run(["check", path])
            #expect(result.status == 0 || result.status == 1, "\(name): \(result.output)")
            if text.contains("misplaced=\"YES\"") {
                flaggedMisplaced += 1
                if result.output.contains(": warning: misplaced view") { agreed += 1 }
            }
            if text.contains("ambiguous=\"YES\"") {
                flaggedAmbiguous += 1
                if result.output.contains(": error: ambiguous layout") { agreedAmbiguous += 1 }
            }
            // Xcode 8.0 (toolsVersion 11201) saved no frames, so its files say nothing either way.
            guard !text.contains("misplaced=\"YES\""), !text.contains("ambiguous=\"YES\""),
                  !text.contains("toolsVersion=\"11201\"") else { continue }
            xcodeClean += 1
            if result.output.contains(": warning: ") || result.output.contains(": error: ") { reported.append(name) }
            if result.output.contains(": error: ") { errors.append(name) }
            // One short line per diagnostic, details in notes (the path and line aside).
            for line in result.output.split(separator: "\n") where line.contains(": error: ") || line.contains(": warning: ") {
                let message = line.split(separator: " ", maxSplits: 2).last ?? ""
                #expect(message.count <= 200, "\(line)")
            }
        }
        #expect(xcodeClean >= 180)
        #expect(reported.count <= 9, "\(reported)")
        #expect(errors.count <= 9, "\(errors)")
        // Quiet by finding nothing would pass the bounds above: most files Xcode flagged
        // misplaced get a misplaced warning too.
        #expect(flaggedMisplaced >= 17 && agreed >= 13, "\(agreed) of \(flaggedMisplaced)")
        #expect(flaggedAmbiguous >= 14 && agreedAmbiguous >= 13, "\(agreedAmbiguous) of \(flaggedAmbiguous)")
    }

    @Test func usageErrors() throws {
        let none = try CommandRunner.run(["check"])
        #expect(none.status == 2)
        #expect(none.error.hasPrefix("viewsim check: error: name at least one .xib or .storyboard file, or a folder, to check"))
        let device = try CommandRunner.run(["check", "nib/card.xib", "--device", "retina99"])
        #expect(device.status == 2)
        #expect(device.error.contains("unknown device 'retina99'"))
        let orientation = try CommandRunner.run(["check", "nib/card.xib", "--orientation", "sideways"])
        #expect(orientation.status == 2)
        #expect(orientation.error.contains("unknown orientation 'sideways'; valid orientations: portrait, landscape"))
    }
}
