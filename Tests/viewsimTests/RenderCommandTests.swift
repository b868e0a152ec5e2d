import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `viewsim render`, run as a subprocess. Snapshots are in Fixtures/render/; the README's cell
/// pictures are docs/cell-*.svg, and must stay what the command draws.
@Suite struct RenderCommandTests {
    static let moments: [(scene: String, at: String)] = [
        ("salon", "1"), ("photos", "0.5"), ("cart", "0.35"), ("dropin", "1"), ("multitask", "1"),
    ]

    static func isWellFormedXML(_ text: String) -> Bool {
        // On Linux `parse()` returns true for some malformed documents (an unclosed element, two
        // roots, an unquoted attribute) and only sets `parserError`: check both.
        let parser = XMLParser(data: Data(text.utf8))
        return parser.parse() && parser.parserError == nil
    }

    @Test(arguments: ["<svg>", "<svg><g></svg>", "<svg x=1/>", "<svg/><svg/>"])
    func theXMLCheckRejectsMalformedDocuments(text: String) {
        #expect(!Self.isWellFormedXML(text))
    }

    @Test(arguments: ["expanded", "collapsed"])
    func theReadmePicturesAreWhatTheCommandDraws(state: String) throws {
        let result = try CommandRunner.run(["render", "--state", state])
        #expect(result.status == 0)
        #expect(result.error == "")
        let committed = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/cell-\(state).svg"),
                                   encoding: .utf8)
        #expect(result.output == committed, "regenerate with: swift run viewsim render --state \(state) --out docs/cell-\(state).svg")
        #expect(Self.isWellFormedXML(result.output))
    }

    @Test(arguments: moments)
    func aMomentOfEachSceneMatchesItsSnapshot(moment: (scene: String, at: String)) throws {
        let result = try CommandRunner.run(["render", "--scene", moment.scene, "--at", moment.at])
        #expect(result.status == 0)
        #expect(result.error == "")
        let expected = try String(contentsOfFile: CommandRunner.fixture("render/\(moment.scene)-at-\(moment.at).svg"), encoding: .utf8)
        #expect(result.output == expected)
        #expect(Self.isWellFormedXML(result.output))
        #expect(result.output.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"390\" height=\"844\""))
    }

    @Test func theCartsTiltedSnapshotIsDrawnAsATrapezoid() throws {
        let result = try CommandRunner.run(["render", "--scene", "cart", "--at", "0.35"])
        let snapshot = try #require(result.output.components(separatedBy: "<g data-name=\"snapshot\">").dropFirst().first)
        let points = try #require(snapshot.components(separatedBy: "<polygon points=\"").dropFirst().first?
            .prefix { $0 != "\"" })
        let corners = points.split(separator: " ").map { $0.split(separator: ",").compactMap { Double($0) } }
        try #require(corners.count == 4 && corners.allSatisfy { $0.count == 2 })
        // Tilted back about the x axis with perspective: the far (top) edge is narrower than the
        // near (bottom) edge, and both stay horizontal.
        let top = corners[1][0] - corners[0][0], bottom = corners[2][0] - corners[3][0]
        #expect(corners[0][1] == corners[1][1] && corners[2][1] == corners[3][1])
        #expect(top > 0 && bottom > top * 1.05, "\(corners)")
    }

    @Test func sceneOptionsReachTheScene() throws {
        let slide = try CommandRunner.run(["render", "--scene", "dropin", "--at", "1"])
        let fade = try CommandRunner.run(["render", "--scene", "dropin", "--at", "1", "--animation", "fade"])
        #expect(fade.status == 0)
        #expect(slide.output.contains("matrix("))  // rows turning in
        #expect(!fade.output.contains("matrix("))  // rows fading in do not turn
        #expect(fade.output != slide.output)
    }

    @Test func theDefaultMomentIsTheEndOfTheScript() throws {
        let end = try CommandRunner.run(["render", "--scene", "cart", "--script", "wait 0.1; tap 0; wait 0.8"])
        let at = try CommandRunner.run(["render", "--scene", "cart", "--script", "wait 0.1; tap 0; wait 0.8", "--at", "0.9"])
        #expect(end.status == 0)
        #expect(end.output == at.output)
        #expect(end.output.contains("<title>cart at 0.9 s (tick 108)</title>"))
    }

    @Test func outOfAFileIsTheSameBytesAndAFailedWriteLeavesTheOldFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewsim-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("cell.svg").path
        let written = try CommandRunner.run(["render", "--state", "expanded", "--out", file])
        #expect(written.status == 0)
        #expect(written.output == "")
        let printed = try CommandRunner.run(["render", "--state", "expanded"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.output)
        // A bad script is refused before anything is written.
        let refused = try CommandRunner.run(["render", "--scene", "cart", "--script", "tap 9", "--out", file])
        #expect(refused.status == 2)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["cell.svg"])
        let unwritable = try CommandRunner.run(["render", "--out", directory.appendingPathComponent("missing/cell.svg").path])
        #expect(unwritable.status == 2)
        #expect(unwritable.error.contains("cannot write '") && unwritable.error.contains("No such file or directory"))
    }

    /// A file that exists in a directory where no file can be created (/proc) is not called missing.
    @Test func outToAnExistingFileThatCannotBeReplacedSaysWhy() throws {
        guard FileManager.default.fileExists(atPath: "/proc/version") else { return }
        let result = try CommandRunner.run(["render", "--out", "/proc/version"])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("viewsim render: error: cannot write '/proc/version': the file exists, but the temporary "
                                       + "file /proc/.viewsim-"))
        #expect(result.error.contains(".tmp that replaces it whole cannot be created (No such file or directory); write to a "
                                      + "directory where files can be created\n"))
    }

    @Test func outKeepsPermissionsAndLinksRefusesDirectoriesAndTakesDashForStandardOutput() throws {
        let manager = FileManager.default
        let directory = manager.temporaryDirectory.appendingPathComponent("viewsim-out-\(UUID().uuidString)")
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: directory) }
        let printed = try CommandRunner.run(["render", "--state", "collapsed"]).output
        // An existing private file stays private.
        let file = directory.appendingPathComponent("cell.svg").path
        _ = manager.createFile(atPath: file, contents: Data("old".utf8), attributes: [.posixPermissions: 0o600])
        #expect(try CommandRunner.run(["render", "--state", "collapsed", "--out", file]).status == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == printed)
        #expect((try manager.attributesOfItem(atPath: file)[.posixPermissions] as? Int) == 0o600)
        // A symbolic link stays a link; the file it points to gets the picture.
        let link = directory.appendingPathComponent("link.svg").path
        try manager.createSymbolicLink(atPath: link, withDestinationPath: "cell.svg")
        try "old".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(try CommandRunner.run(["render", "--state", "collapsed", "--out", link]).status == 0)
        #expect(try manager.destinationOfSymbolicLink(atPath: link) == "cell.svg")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == printed)
        // A directory is refused with a hint; "-" is standard output.
        let refused = try CommandRunner.run(["render", "--out", directory.path])
        #expect(refused.status == 2)
        #expect(refused.error.contains("it is a directory; name a file in it, e.g. \(directory.path)/picture.svg"))
        let dash = try CommandRunner.run(["render", "--state", "collapsed", "--out", "-"])
        #expect(dash.status == 0 && dash.output == printed)
        #expect(try manager.contentsOfDirectory(atPath: directory.path).sorted() == ["cell.svg", "link.svg"])
    }

    @Test func outlinesNameEveryView() throws {
        let result = try CommandRunner.run(["render", "--state", "expanded", "--outline"])
        #expect(result.status == 0)
        for name in ["containerView", "salonNameLabel", "salonAddressLabel", "separatorLine"] {
            #expect(result.output.contains(">\(name)</text>"), "\(name)")
        }
        #expect(Self.isWellFormedXML(result.output))
    }

    @Test(arguments: [
        (["render", "--scene", "kitchen"], "unknown scene 'kitchen'; valid scenes: salon, photos, cart, dropin, multitask"),
        (["render", "--state", "open"], "unknown state 'open'; valid states: collapsed, expanded"),
        (["render", "--at", "1"], "--at needs --scene SCENE"),
        (["render", "--animation", "fade"], "--animation needs --scene SCENE"),
        (["render", "--scene", "cart", "--state", "expanded"], "--state is for the cell alone"),
        (["render", "--scene", "cart", "--animation", "fade"], "the scene 'cart' takes no option --animation"),
        (["render", "--scene", "dropin", "--animation", "spin"], "unknown animation 'spin'"),
        (["render", "--scene", "cart", "--at", "601"], "--at needs a time in seconds from 0 to 600, not '601'"),
        (["render", "--scene", "cart", "--at", "nan"], "--at needs a time in seconds from 0 to 600, not 'nan'"),
        (["render", "--scene", "cart", "--at", "0x10"], "--at needs a time in seconds from 0 to 600, not '0x10'"),
        (["render", "--scene", "cart", "--script", "tap 2"], "script 1:1: item 2 does not exist"),
        (["render", "--outline=yes"], "--outline takes no value"),
        (["render", "--out"], "--out needs a value"),
        (["render", "--state", "expanded", "--state", "collapsed"], "--state is given more than once"),
        (["render", "--colour", "red"], "unknown argument '--colour'"),
    ])
    func usageErrorsExitWithStatus2(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.contains("viewsim render: error: " + message), "\(result.error)")
        #expect(result.error.contains("usage: viewsim render"))
    }
}
