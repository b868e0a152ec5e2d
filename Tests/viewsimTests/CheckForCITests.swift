import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `viewsim check` in a team's CI: exit statuses, folders, baselines, and the GitHub, SARIF and
/// JUnit formats, each read back by a parser.
@Suite struct CheckForCITests {
    /// A folder of documents made from the fixtures: `App/Clean.xib` (no issue), `App/Moved.xib`
    /// (one misplaced view, a warning), `App/Screens/Profile.xib` (errors), and documents where
    /// the search must not look: `App/Pods`, `App/.git`, `App/Legacy`, a text file.
    static func project() throws -> URL {
        let root = try HostileDocuments.directory()
        let card = try String(contentsOfFile: CommandRunner.fixture("nib/card.xib"), encoding: .utf8)
        let profile = try String(contentsOfFile: CommandRunner.fixture("nib/profile.xib"), encoding: .utf8)
        let files = [
            "App/Clean.xib": card,
            "App/Moved.xib": card.replacingOccurrences(of: "x=\"16\" y=\"12\"", with: "x=\"16\" y=\"20\""),
            "App/Screens/Profile.xib": profile,
            "App/Pods/Vendor.xib": profile,
            "App/.git/Old.xib": profile,
            "App/Legacy/Old.storyboard": profile,
            "App/notes.txt": "not a document",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// Warnings alone exit with 0, as a compiler's do; `--strict` makes them fail.
    @Test func warningsFailOnlyWhenStrict() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let moved = root.appendingPathComponent("App/Moved.xib").path
        let result = try CommandRunner.run(["check", moved])
        #expect(result.status == 0)
        #expect(result.output.contains(": warning: misplaced view: 'title-lbl' (UILabel)"))
        #expect(result.output.hasSuffix("1 file checked: 1 warning\n"))
        #expect(try CommandRunner.run(["check", moved, "--strict"]).status == 1)
        #expect(try CommandRunner.run(["check", "nib/profile.xib"]).status == 1)
    }

    /// A folder is searched for documents in byte order, skipping dependencies, hidden folders
    /// and what `--exclude` matches.
    @Test func aFolderIsSearched() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App").path
        let result = try CommandRunner.run(["check", app + "/", "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]]).compactMap { $0["file"] as? String }
        #expect(files == ["Clean.xib", "Legacy/Old.storyboard", "Moved.xib", "Screens/Profile.xib"].map { app + "/" + $0 })
        let excluded = try CommandRunner.run(["check", app, "--exclude", "Legacy", "--exclude", "*/Screens/*"])
        #expect(excluded.status == 0)
        #expect(excluded.output.hasSuffix("2 files checked: 1 warning\n"))
        let empty = root.appendingPathComponent("Empty").path
        try FileManager.default.createDirectory(atPath: empty + "/Pods", withIntermediateDirectories: true)
        try "".write(toFile: empty + "/Pods/Skipped.xib", atomically: true, encoding: .utf8)
        let none = try CommandRunner.run(["check", empty])
        #expect(none.status == 2)
        #expect(none.error.hasPrefix("viewsim check: error: \(empty): no .xib or .storyboard file in this folder or below it"))
    }

    /// A baseline accepts today's issues by file, kind and view or constraints, not by line:
    /// lines added above them keep them accepted, and a new issue is still reported.
    @Test func aBaselineReportsOnlyNewIssues() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let profile = root.appendingPathComponent("App/Screens/Profile.xib")
        let baseline = root.appendingPathComponent("baseline.txt").path
        let written = try CommandRunner.run(["check", profile.path, "--write-baseline", baseline])
        #expect(written.status == 1)
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(text.split(separator: "\n").dropFirst() == [
            "\(profile.path)\tambiguous\tname-label",
            "\(profile.path)\tconflict\tbadge-wide,badge-width",
            "\(profile.path)\tmisplaced\tavatar",
        ])
        let original = try String(contentsOf: profile, encoding: .utf8)
        try original.replacingOccurrences(of: "<objects>", with: "<objects>\n\n\n").write(to: profile, atomically: true, encoding: .utf8)
        let accepted = try CommandRunner.run(["check", profile.path, "--baseline", baseline])
        #expect(accepted.status == 0)
        #expect(accepted.output == "1 file checked: no issues (3 issues in the baseline left out)\n")
        // The avatar is 8 pt off; moving the name label too is a new misplacement.
        try original.replacingOccurrences(of: "id=\"avatar\"", with: "id=\"portrait\"")
            .replacingOccurrences(of: "\"avatar\"", with: "\"portrait\"")
            .write(to: profile, atomically: true, encoding: .utf8)
        let renamed = try CommandRunner.run(["check", profile.path, "--baseline", baseline])
        #expect(renamed.status == 0)
        #expect(renamed.output.contains("misplaced view: 'portrait'"))
        #expect(renamed.output.hasSuffix("1 file checked: 1 warning (2 issues in the baseline left out)\n"))
        try "not\ta baseline\n".write(toFile: baseline, atomically: true, encoding: .utf8)
        let broken = try CommandRunner.run(["check", profile.path, "--baseline", baseline])
        #expect(broken.status == 2)
        #expect(broken.error.contains("the baseline \(baseline): line 1 is not FILE<TAB>KIND<TAB>KEY"))
        let missing = try CommandRunner.run(["check", profile.path, "--baseline", baseline + ".none"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("write one with --write-baseline"))
    }

    /// `--format github` prints one workflow command per issue, which GitHub Actions turns into
    /// an annotation at the file and line.
    @Test func githubAnnotations() throws {
        let result = try CommandRunner.run(["check", "nib/profile.xib", "nib/missing.xib", "--format", "github"])
        #expect(result.status == 2)
        let pattern = try NSRegularExpression(pattern: "^::(error|warning) file=([^,:]+)(?:,line=([0-9]+))?,title=([^,:]+)::(.+)$")
        var annotations: [(String, String, String?, String)] = []
        for line in result.output.split(separator: "\n").map(String.init) where line.hasPrefix("::") {
            let match = try #require(pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), "\(line)")
            func group(_ index: Int) -> String? { Range(match.range(at: index), in: line).map { String(line[$0]) } }
            annotations.append((group(1)!, group(2)!, group(3), group(4)!))
            #expect(!line.dropFirst(2).contains("\n"))
        }
        #expect(annotations.map(\.0) == ["warning", "error", "error", "error"])
        #expect(annotations.map(\.2) == ["10", "17", "26", nil])
        #expect(annotations.map(\.3) == ["Misplaced view", "Ambiguous layout", "Conflicting constraints", "Unreadable document"])
        #expect(result.output.contains("%0Aline 24: Badge.width == 24 (badge-width) is part of the conflict"))
        #expect(result.output.hasSuffix("\n2 files checked: 2 errors, 1 warning, 1 file unreadable\n"))
    }

    /// `--format sarif` is a SARIF 2.1.0 log with the fields GitHub code scanning requires.
    @Test func sarifHasTheRequiredFields() throws {
        let result = try CommandRunner.run(["check", "nib/profile.xib", "nib/truncated.xib", "--format", "sarif"])
        #expect(result.status == 2)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "viewsim")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs == ["conflict", "ambiguous", "misplaced", "unreadable"])
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleId"] as? String } == ["misplaced", "ambiguous", "conflict", "unreadable"])
        for item in results {
            let ruleID = try #require(item["ruleId"] as? String)
            let index = try #require(item["ruleIndex"] as? Int)
            #expect(ruleIDs[index] == ruleID)
            #expect(["error", "warning", "note", "none"].contains(item["level"] as? String ?? ""))
            #expect(((item["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let locations = try #require(item["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri.hasPrefix("nib/"))
            let line = try #require((physical["region"] as? [String: Any])?["startLine"] as? Int)
            #expect(line >= 1)
        }
        let absolute = try CommandRunner.run(["check", CommandRunner.fixture("nib/card.xib"), CommandRunner.fixture("nib/truncated.xib"),
                                              "--format", "sarif"])
        #expect(absolute.output.contains("\"uri\": \"file:///"))
        let conflict = results[2]
        #expect((conflict["relatedLocations"] as? [[String: Any]])?.count == 1)
        #expect((conflict["partialFingerprints"] as? [String: String])?["viewsimIssue/v1"]
                == "nib/profile.xib|conflict|badge-wide,badge-width")
    }

    /// An XML element read back with XMLParser (XMLDocument leaks in swift-corelibs-foundation).
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""
        init(name: String, attributes: [String: String]) { self.name = name; self.attributes = attributes }
        func elements(named wanted: String) -> [Element] { children.filter { $0.name == wanted } }

        /// The document's root element, or nil when it is not well-formed XML.
        static func parse(_ text: String) -> Element? {
            final class Builder: NSObject, XMLParserDelegate {
                var stack: [Element] = []
                var root: Element?
                func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                            attributes: [String: String] = [:]) {
                    let element = Element(name: name, attributes: attributes)
                    stack.last?.children.append(element)
                    if root == nil { root = element }
                    stack.append(element)
                }
                func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                    stack.removeLast()
                }
                func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
            }
            let builder = Builder()
            let parser = XMLParser(data: Data(text.utf8))
            parser.delegate = builder
            return parser.parse() ? builder.root : nil
        }
    }

    /// `--format junit` is JUnit XML with one test case per file.
    @Test func junitHasOneTestCasePerFile() throws {
        let result = try CommandRunner.run(["check", "nib/card.xib", "nib/profile.xib", "nib/truncated.xib", "--format", "junit"])
        #expect(result.status == 2)
        let root = try #require(Element.parse(result.output))
        #expect(root.name == "testsuites")
        let suite = try #require(root.elements(named: "testsuite").first)
        #expect(suite.attributes["tests"] == "3")
        #expect(suite.attributes["failures"] == "1")
        #expect(suite.attributes["errors"] == "1")
        let cases = suite.elements(named: "testcase")
        #expect(cases.compactMap { $0.attributes["name"] } == ["nib/card.xib", "nib/profile.xib", "nib/truncated.xib"])
        #expect(cases[0].children.isEmpty)
        let failure = try #require(cases[1].elements(named: "failure").first)
        #expect(failure.attributes["message"] == "2 errors, 1 warning")
        #expect(failure.text.contains("nib/profile.xib:26: error: conflicting constraints"))
        #expect(cases[2].elements(named: "error").first?.attributes["type"] == "unreadable")
    }

    /// A warning alone passes its test case (listed in `<system-out>`) unless `--strict`.
    @Test func junitWarningsFailOnlyWhenStrict() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let moved = root.appendingPathComponent("App/Moved.xib").path
        for strict in [false, true] {
            let result = try CommandRunner.run(["check", moved, "--format", "junit"] + (strict ? ["--strict"] : []))
            let root = try #require(Element.parse(result.output))
            let testCase = try #require(root.elements(named: "testsuite").first?.elements(named: "testcase").first)
            #expect(testCase.elements(named: "failure").isEmpty == !strict)
            #expect(testCase.elements(named: "system-out").isEmpty == strict)
        }
    }

    @Test func versionAndHelpHelp() throws {
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("viewsim "))
        let help = try CommandRunner.run(["help", "help"])
        #expect(help.status == 0)
        #expect(help.output.contains("COMMANDS:"))
    }
}
