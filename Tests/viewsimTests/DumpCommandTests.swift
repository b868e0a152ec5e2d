import Foundation
import Testing

/// `viewsim dump`, run as a subprocess and compared with the snapshot files in Fixtures/dump/.
@Suite struct DumpCommandTests {
    static func snapshot(_ name: String) throws -> String {
        try String(contentsOfFile: CommandRunner.fixture("dump/" + name), encoding: .utf8)
    }

    @Test(arguments: [("collapsed", "text", "collapsed.txt"), ("collapsed", "json", "collapsed.json"),
                      ("expanded", "text", "expanded.txt"), ("expanded", "json", "expanded.json")])
    func matchesTheSnapshot(state: String, format: String, file: String) throws {
        let result = try CommandRunner.run(["dump", "--state", state, "--format", format])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output == (try Self.snapshot(file)))
    }

    @Test func defaultsToCollapsedText() throws {
        let result = try CommandRunner.run(["dump"])
        #expect(result.status == 0)
        #expect(result.output == (try Self.snapshot("collapsed.txt")))
        let equals = try CommandRunner.run(["dump", "--format=json", "--state=expanded"])
        #expect(equals.output == (try Self.snapshot("expanded.json")))
    }

    @Test func theFirstLineIsTheCellAsTheIssueShowsIt() throws {
        let result = try CommandRunner.run(["dump", "--state", "expanded"])
        #expect(result.output.hasPrefix("<SalonSelectorCell; frame = (0 0; 320 200); layer = <CALayer>>\n   | <View; name = contentView;"))
        #expect(result.output.contains("   |    |    | <View; name = separatorLine; frame = (40 101; 240 2);"))
    }

    @Test func jsonParsesAndHasTheNamedViews() throws {
        let result = try CommandRunner.run(["dump", "--state", "expanded", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        var names: [String] = []
        func walk(_ node: [String: Any]) {
            names.append(node["name"] as? String ?? "?")
            #expect(Set(node.keys) == ["name", "type", "frame", "bounds", "center", "alpha", "isHidden",
                                       "backgroundColor", "transform", "children"])
            for child in node["children"] as? [[String: Any]] ?? [] { walk(child) }
        }
        walk(try #require(object))
        #expect(names == ["cell", "contentView", "containerView", "salonNameLabel", "salonAddressLabel", "separatorLine"])
    }

    @Test func badArgumentsAreUsageErrorsWithTheValidValues() throws {
        let cases: [([String], String)] = [
            (["dump", "--state", "open"], "viewsim dump: error: unknown state 'open'; valid states: collapsed, expanded\n"),
            (["dump", "--format", "xml"], "viewsim dump: error: unknown format 'xml'; valid formats: text, json\n"),
            (["dump", "--state"], "viewsim dump: error: --state needs a value: collapsed, expanded\n"),
            (["dump", "--verbose"], "viewsim dump: error: unknown argument '--verbose'; valid options: --state, --format, --scene, --at, --script, --values, --nib, --device, --orientation, --intrinsic\n"),
            (["dump", "--state", "expanded", "--state", "collapsed"], "viewsim dump: error: --state is given more than once\n"),
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.output == "")
            #expect(result.error == message + "usage: viewsim dump [--state collapsed|expanded] [--format text|json]\n"
                    + "       viewsim dump --scene SCENE [--at SECONDS] [--script SCRIPT] [--values presentation|model] [--format text|json]\n"
                    + "       viewsim dump --nib FILE [--format text|json] [--device ID] [--orientation portrait|landscape] [--intrinsic model|stored]\n")
        }
    }

    @Test func readmeShowsTheRealExpandedOutput() throws {
        let readme = try String(contentsOfFile: CommandRunner.packageRoot.appendingPathComponent("README.md").path, encoding: .utf8)
        #expect(readme.contains("$ swift run viewsim dump --state expanded\n" + (try Self.snapshot("expanded.txt")) + "```"))
    }

    @Test func helpDescribesTheOptions() throws {
        let result = try CommandRunner.run(["dump", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("--state collapsed") && result.output.contains("--format json"))
        let top = try CommandRunner.run(["--help"])
        #expect(top.output.contains("dump"))
    }
}
