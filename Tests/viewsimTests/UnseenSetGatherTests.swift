import Foundation
import Testing

/// `docs/ib-unseen/gather.py`, which the README gives for gathering an unseen set: each file is
/// read at the commit its table names, and what cannot be read is named and fails the run.
@Suite(.enabled(if: CommandRunner.hasTool("python3") && CommandRunner.hasTool("git"), "needs python3 and git"))
struct UnseenSetGatherTests {
    static let script = CommandRunner.packageRoot.appendingPathComponent("docs/ib-unseen/gather.py").path

    /// A scratch folder with a clone `clones/owner+name` whose `App/Main.storyboard` changed in a
    /// second commit; returns the folder and the first commit.
    static func makeClone() throws -> (folder: URL, first: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewsim-gather-\(UUID().uuidString)")
        let clone = folder.appendingPathComponent("clones/owner+name")
        try FileManager.default.createDirectory(at: clone.appendingPathComponent("App"), withIntermediateDirectories: true)
        func git(_ arguments: String...) throws -> String {
            let result = try CommandRunner.runTool("git", ["-c", "user.name=viewsim", "-c", "user.email=viewsim@example.com"] + arguments,
                                                   in: clone)
            #expect(result.status == 0, "git \(arguments): \(result.error)")
            return result.output
        }
        _ = try git("init", "--quiet")
        let file = clone.appendingPathComponent("App/Main.storyboard")
        try "first\n".write(to: file, atomically: true, encoding: .utf8)
        _ = try git("add", "App/Main.storyboard")
        _ = try git("commit", "--quiet", "-m", "first")
        let first = try git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        try "second\n".write(to: file, atomically: true, encoding: .utf8)
        _ = try git("commit", "--quiet", "-am", "second")
        return (folder, first)
    }

    static func gather(_ rows: [String], in folder: URL) throws -> CommandRunner.Result {
        let table = folder.appendingPathComponent("sources.tsv")
        try (["number\trepository\tpath\tcommit"] + rows).joined(separator: "\n").appending("\n")
            .write(to: table, atomically: true, encoding: .utf8)
        let source = folder.appendingPathComponent("clones").path + "/{owner}+{name}"
        return try CommandRunner.runTool("python3", [script, table.path, folder.appendingPathComponent("out").path, "--source", source],
                                         in: folder)
    }

    @Test func aFileIsGatheredAtItsTablesCommit() throws {
        let (folder, first) = try Self.makeClone()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.gather(["00007\towner/name\tApp/Main.storyboard\t\(first)"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "1 of 1 files in \(folder.appendingPathComponent("out").path)\n")
        let gathered = try String(contentsOf: folder.appendingPathComponent("out/00007_Main.storyboard"), encoding: .utf8)
        #expect(gathered == "first\n")
    }

    @Test func aFileTheCommitDoesNotHoldIsNamedAndFailsTheRun() throws {
        let (folder, first) = try Self.makeClone()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.gather(["00007\towner/name\tApp/Missing.storyboard\t\(first)"], in: folder)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("owner/name: App/Missing.storyboard at \(first):"))
        #expect(result.output.hasPrefix("0 of 1 files"))
    }

    @Test func aTableWithoutItsHeaderIsRefusedAtItsFirstLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewsim-gather-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("table.tsv")
        try "00007\towner/name\tApp/Main.storyboard\tabc\n".write(to: table, atomically: true, encoding: .utf8)
        let result = try CommandRunner.runTool("python3", [Self.script, table.path, folder.appendingPathComponent("out").path], in: folder)
        #expect(result.status == 1)
        #expect(result.error == "\(table.path): line 1: not a sources table (expected the header number, repository, path, commit)\n")
    }
}
