import Foundation
import Testing
import Cassowary
import ViewTree

/// README.md stays true: its Swift blocks compile and run (verbatim, in `ReadmeSwiftBlocks`, or a
/// whole test file as `ReadmeExampleTests.swift` of the ViewSimTesting tests), and the `solve`
/// examples show what the command prints.
@Suite struct ReadmeTests {
    static func text(of path: String) throws -> String {
        try String(contentsOfFile: CommandRunner.packageRoot.appendingPathComponent(path).path, encoding: .utf8)
    }

    /// The ```swift blocks of the README, in order.
    static func swiftBlocks() throws -> [String] {
        let parts = try text(of: "README.md").components(separatedBy: "```swift\n").dropFirst()
        return parts.map { String($0[..<($0.range(of: "```")?.lowerBound ?? $0.endIndex)]) }
    }

    @Test func everySwiftBlockIsCompiledVerbatim() throws {
        let compiled = try Self.text(of: "Tests/viewsimTests/ReadmeSwiftBlocks.swift")
        let compiledLines = Set(compiled.split(separator: "\n").map(String.init))
        let testFile = try Self.text(of: "Tests/ViewSimTestingTests/ReadmeExampleTests.swift")
        // Compiled against the UIKit module, by the UIKit tests (which check it is shown whole).
        let uikitFile = try Self.text(of: "Tests/UIKitTests/ReadmeBookingCell.swift")
        let blocks = try Self.swiftBlocks()
        #expect(blocks.count == 10)
        #expect(blocks.filter { $0 == testFile }.count == 1, "the README shows ReadmeExampleTests.swift whole")
        for block in blocks where block != testFile && block != uikitFile {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let imports = lines.prefix { $0.hasPrefix("import ") || $0.isEmpty }
            for line in imports where !line.isEmpty {
                #expect(compiledLines.contains(line), "ReadmeSwiftBlocks.swift lacks \(line)")
            }
            let body = lines.dropFirst(imports.count).joined(separator: "\n")
            #expect(!body.isEmpty && compiled.contains(body), "ReadmeSwiftBlocks.swift lacks the README block:\n\(block)")
        }
    }

    @Test func theSwiftBlocksRun() throws {
        #expect(ReadmeSwiftBlocks.salonCell().hasPrefix("<SalonSelectorCell; frame = (0 0; 320 200)"))
        let profile = ReadmeSwiftBlocks.profileScreen()
        #expect(try Self.text(of: "README.md").contains("```\n" + profile + "```\n"), "the README shows:\n\(profile)")
        #expect(try ReadmeSwiftBlocks.pictures().allSatisfy { !$0.isEmpty })
        let tags = ReadmeSwiftBlocks.selfSizingFlow()
        #expect((tags.collectionViewLayout as? FlowLayout)?.estimatedItemSize == FlowLayout.automaticSize)
        let (system, solver) = try ReadmeSwiftBlocks.constraintFile()
        #expect(solver.conflicts.map { system.line(of: $0.broken) } == [2])
        #expect(solver.ambiguousVariables().map(\.name) == ["spare"])
        #expect(try ReadmeSwiftBlocks.twoSidedPreference() == 30)
        #expect(try ReadmeSwiftBlocks.weights() == 100)
        let badge = try ReadmeSwiftBlocks.nibBadge()
        #expect(badge == #"New ["layer.shouldRasterize"]"#)
        #expect(try Self.text(of: "README.md").contains("\n// " + badge + "\n"))
    }

    /// Each `$ swift run viewsim solve …` example shows the command's real output (standard
    /// output, then standard error, as a terminal shows them).
    @Test func theSolveExamplesShowRealOutput() throws {
        let readme = try Self.text(of: "README.md")
        let examples: [(shown: String, arguments: [String], input: String?)] = [
            ("$ swift run viewsim solve layout.constraints\n", ["solve", "layout.constraints"], nil),
            ("$ swift run viewsim solve conflicts.constraints\n", ["solve", "conflicts.constraints"], nil),
            ("$ swift run viewsim solve conflicts.constraints --format json\n", ["solve", "conflicts.constraints", "--format", "json"], nil),
            ("$ echo 'area == width * height' | swift run viewsim solve -\n", ["solve", "-"], "area == width * height\n"),
            ("$ swift run viewsim dump --nib Tests/viewsimTests/Fixtures/nib/card.xib\n", ["dump", "--nib", "nib/card.xib"], nil),
        ]
        for example in examples {
            let result = try CommandRunner.run(example.arguments, input: Array((example.input ?? "").utf8))
            #expect(readme.contains(example.shown + result.output + result.error), "\(example.shown)")
        }
        #expect(!readme.contains("$ viewsim "), "a bare viewsim is not on a new user's PATH")
    }

    /// The `viewsim check` example shows the command's real output (run from the fixtures, so
    /// its file names are given from the package root as the README shows them).
    @Test func theCheckExampleShowsRealOutput() throws {
        let readme = try Self.text(of: "README.md")
        let shownPath = "Tests/viewsimTests/Fixtures/nib/profile.xib"
        let result = try CommandRunner.run(["check", "nib/profile.xib"])
        #expect(result.status == 1)
        let output = result.output.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("nib/profile.xib:") ? "Tests/viewsimTests/Fixtures/" + $0 : String($0) }
            .joined(separator: "\n")
        #expect(readme.contains("```\n$ swift run viewsim check \(shownPath)\n" + output + "```\n"))
    }
}
