import TestSupport
import Foundation
import Testing
@testable import viewsim
import Cassowary

/// `viewsim solve`, run as a subprocess on the files in Fixtures/.
@Suite struct SolveCommandTests {
    static let layoutText = """
        bar.height = 44
        bar.left = 0
        bar.right = 320
        button.height = 32
        button.left = 8
        button.top = 6
        button.width = 64
        label.left = 80
        label.right = 312
        label.top = 6
        width = 320

        """

    @Test func printsEveryVariableSortedByName() throws {
        let result = try CommandRunner.run(["solve", "layout.constraints"])
        #expect(result.output == Self.layoutText)
        #expect(result.error == "")
        #expect(result.status == 0)
    }

    @Test func readsStandardInputForADash() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: CommandRunner.fixture("layout.constraints"))))
        let result = try CommandRunner.run(["solve", "-"], input: bytes)
        #expect(result.output == Self.layoutText)
        #expect(result.status == 0)
    }

    @Test func printsJSON() throws {
        for arguments in [["solve", "layout.constraints", "--format", "json"], ["solve", "--format=json", "layout.constraints"]] {
            let result = try CommandRunner.run(arguments)
            #expect(result.output == """
                {
                  "variables": {
                    "bar.height": 44,
                    "bar.left": 0,
                    "bar.right": 320,
                    "button.height": 32,
                    "button.left": 8,
                    "button.top": 6,
                    "button.width": 64,
                    "label.left": 80,
                    "label.right": 312,
                    "label.top": 6,
                    "width": 320
                  },
                  "conflicts": [],
                  "ambiguous": []
                }

                """)
            #expect(result.error == "")
            #expect(result.status == 0)
        }
    }

    @Test func logsConflictsTheAutoLayoutWayAndExitsWithOne() throws {
        let result = try CommandRunner.run(["solve", "conflicts.constraints"])
        #expect(result.output == "gap = 40\nheight = 20\nspare = 0\nwidth = 100\n")
        #expect(result.error == """
            conflicts.constraints:3: Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this: (1) look at each constraint and try to figure out which you don't expect; (2) find the line that added the unwanted constraint or constraints and fix it.
            (
                "line 2: width == 100",
                "line 3: width == 50"
            )

            Will attempt to recover by breaking constraint
            line 3: width == 50

            conflicts.constraints:6: Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this: (1) look at each constraint and try to figure out which you don't expect; (2) find the line that added the unwanted constraint or constraints and fix it.
            (
                "line 4: height >= 20",
                "line 5: gap == 2 * height",
                "line 6: gap <= 30"
            )

            Will attempt to recover by breaking constraint
            line 6: gap <= 30


            """)
        #expect(result.status == 1)
    }

    @Test func reportsConflictsAndAmbiguityInJSON() throws {
        let result = try CommandRunner.run(["solve", "conflicts.constraints", "--format", "json"])
        #expect(result.output == """
            {
              "variables": {
                "gap": 40,
                "height": 20,
                "spare": 0,
                "width": 100
              },
              "conflicts": [
                {"lines": [2, 3], "broken": 3},
                {"lines": [4, 5, 6], "broken": 6}
              ],
              "ambiguous": ["spare"]
            }

            """)
        #expect(result.error == "")
        #expect(result.status == 1)
        #expect(try CommandRunner.run(["solve", "conflicts.constraints", "--format", "json"]).output == result.output)
    }

    static let badFiles: [(file: String, message: String)] = [
        ("syntax-error.constraints", "2:3: error: '=' alone is not an operator; write '==' for equality"),
        ("unknown-strength.constraints", "1:8: error: unknown strength '!strongest'; use !required, !strong, !medium, !weak or @P with P from 1 to 1000"),
        ("priority-out-of-range.constraints", "1:8: error: priority 1001 is outside 1...1000; use a number from 1 (weakest) to 1000 (required)"),
        ("non-linear.constraints", "1:15: error: non-linear term: cannot multiply an expression containing 'width' by one containing 'height'; multiply variables by numbers only"),
        ("division-by-zero.constraints", "1:15: error: division by zero; divide by a non-zero number"),
        ("non-finite.constraints", "1:6: error: number '1e999' is too large (not finite); numbers must be below 1.8e308 in magnitude"),
        ("undeclared-edit.constraints", "2:9: error: cannot suggest a value for 'h': it is not an edit variable; declare it on an earlier line with 'edit h'"),
        ("required-edit.constraints", "1:8: error: edit variable 'w' cannot be required; use !strong, !medium, !weak or @P with P below 1000"),
        ("truncated.constraints", "3:25: error: expected a number, a name or '(', found the end of the line"),
        ("invalid-utf8.constraints", "1:6: error: invalid UTF-8 byte 0xFF; the file must be UTF-8 text"),
        ("random.bin", "1:2: error: invalid UTF-8 byte 0xC4; the file must be UTF-8 text"),
        ("deep-parentheses.constraints", "1:106: error: parentheses nested deeper than 100 levels; simplify the expression"),
    ]

    @Test(arguments: badFiles.map(\.file))
    func rejectsABadFileWithItsPosition(_ file: String) throws {
        let message = try #require(Self.badFiles.first { $0.file == file }?.message)
        for format in ["text", "json"] {
            let result = try CommandRunner.run(["solve", file, "--format", format])
            #expect(result.error == "\(file):\(message)\n")
            #expect(result.output == "")
            #expect(result.status == 2)
        }
    }

    @Test func rejectsAMissingFileOrADirectory() throws {
        let missing = try CommandRunner.run(["solve", "missing.constraints"])
        #expect(missing.error == "missing.constraints: error: cannot read the file: No such file or directory\n")
        #expect(missing.status == 2)
        let directory = try CommandRunner.run(["solve", "."])
        #expect(directory.error == ".: error: cannot read the file: Is a directory\n")
        #expect(directory.status == 2)
    }

    @Test func rejectsBadArguments() throws {
        let cases: [([String], String)] = [
            (["solve"], "missing FILE (a path, or - for standard input)"),
            (["solve", "layout.constraints", "--format", "xml"], "unknown format 'xml'; valid formats: text, json"),
            (["solve", "layout.constraints", "--format"], "--format needs a value: text, json"),
            (["solve", "layout.constraints", "--verbose"], "unknown argument '--verbose'; valid options: --format"),
            (["solve", "a.constraints", "b.constraints"], "more than one file given ('a.constraints' and 'b.constraints'); solve one file at a time"),
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner.run(arguments)
            #expect(result.error == "viewsim solve: error: \(message)\nusage: viewsim solve FILE|- [--format text|json]\n")
            #expect(result.output == "")
            #expect(result.status == 2)
        }
    }

    @Test func describesItselfInHelp() throws {
        let top = try CommandRunner.run(["--help"])
        #expect(top.output.contains("  solve     Solve a .constraints file and print every variable\n"))
        #expect(top.status == 0)
        let help = try CommandRunner.run(["solve", "--help"])
        #expect(help.status == 0)
        for part in ["USAGE: viewsim solve FILE|- [--format text|json]", "--format json", "EXIT STATUS:",
                     "0  every required constraint holds", "1  one or more required constraints had to be broken",
                     "2  a usage error", "edit NAME [STRENGTH]", "suggest NAME NUMBER"] {
            #expect(help.output.contains(part), "help lacks \(part)")
        }
    }

    @Test func rejectsAVeryLongLineAndDeepParenthesesFromStandardInput() throws {
        let long = try CommandRunner.run(["solve", "-"], input: Array(("x == " + String(repeating: "1 + ", count: 40_000) + "1\n").utf8))
        #expect(long.error == "<stdin>:1:65537: error: line is longer than 65536 bytes; split it into several constraints\n")
        #expect(long.status == 2)
        let deep = try CommandRunner.run(["solve", "-"], input: Array(("y >= " + String(repeating: "(", count: 60_000)).utf8))
        #expect(deep.error == "<stdin>:1:106: error: parentheses nested deeper than 100 levels; simplify the expression\n")
        #expect(deep.status == 2)
    }

    /// Endless input is read in bounded chunks and stops at the first limit, with status 2.
    @Test func stopsReadingEndlessInputAtTheFirstLimit() throws {
        let zero = try CommandRunner.run(["solve", "/dev/zero"])
        #expect(zero.error == "/dev/zero:1:65537: error: line is longer than 65536 bytes; split it into several constraints\n")
        #expect(zero.output == "")
        #expect(zero.status == 2)
        let random = try CommandRunner.run(["solve", "/dev/urandom", "--format", "json"])
        // Any line: a newline or '#' among the first random bytes moves the error past line 1.
        #expect(random.error.hasPrefix("/dev/urandom:") && random.error.contains(": error: "), "\(random.error)")
        #expect(random.output == "")
        #expect(random.status == 2)
    }

    /// `cat /dev/zero | viewsim solve -`, in process: the command stops after the line limit.
    @Test func stopsReadingAnEndlessStandardInputAtTheLineLimit() {
        var chunks = 0
        var console = Console(readStandardInput: {
            chunks += 1
            return .success([UInt8](repeating: 0, count: InputFile.chunkSize))
        })
        #expect(CLI.run(["solve", "-"], console: &console) == ExitStatus.usage)
        #expect(console.error == "<stdin>:1:65537: error: line is longer than 65536 bytes; split it into several constraints\n")
        #expect(console.output == "")
        #expect(chunks == 2)
    }

    @Test func rejectsInputLongerThanTheFileSizeLimit() throws {
        let line = Array("# 64 bytes of comment, again and again and again and again ....\n".utf8)
        #expect(line.count == 64)
        let input = Array([[UInt8]](repeating: line, count: ConstraintSystem.maximumFileSize / 64 + 1).joined())
        let result = try CommandRunner.run(["solve", "-"], input: input)
        #expect(result.error == "<stdin>:65537:1: error: the input is longer than 4194304 bytes (4 MiB), the most a "
                + ".constraints file may hold; is it the right file?\n")
        #expect(result.status == 2)
    }

    /// A chain of required inequalities grows the solver quadratically (each link's row holds
    /// the slacks of the links before it): the file stops at the constraint that reaches
    /// viewsim's solver memory limit (160 MiB, near link 3,400), with exit status 2.
    @Test func stopsAtTheSolverMemoryLimitNamingTheLine() throws {
        var text = "v0 == 0\n"
        for link in 0..<5_000 { text += "v\(link + 1) >= v\(link) + 1\n" }
        let result = try CommandRunner.run(["solve", "-"], input: Array(text.utf8))
        let line = result.error.split(separator: ":").dropFirst().first.flatMap { Int($0) } ?? 0
        #expect(result.error.hasPrefix("<stdin>:\(line): error: the solver's storage ("), "\(result.error)")
        #expect(result.error.contains("has reached its limit of 160.00 MB: the constraint was not added"))
        #expect(line > 3_000 && line < 5_000)
        #expect(result.output == "")
        #expect(result.status == 2)
    }

    /// A solution that overflowed `Double` is an error naming the constraint, never printed.
    @Test func rejectsANonFiniteResultNamingItsConstraint() throws {
        let cases: [(String, String)] = [
            ("x == 1e300\ny == x * 1e300\n", "<stdin>:2: error: 'y == 1e+300 * x' gives y = inf, which is not a finite number; "
                + "use smaller numbers (results must stay below 1.8e308 in magnitude)\n"),
            ("x == 1e200\ny == 1e200\nz == x*1e150 - y*1e150\n", "<stdin>:3: error: 'z == 1e+150 * x - 1e+150 * y' gives z = nan, "
                + "which is not a finite number; use smaller numbers (results must stay below 1.8e308 in magnitude)\n"),
        ]
        for (input, message) in cases {
            for format in ["text", "json"] {
                let result = try CommandRunner.run(["solve", "-", "--format", format], input: Array(input.utf8))
                #expect(result.error == message)
                #expect(result.output == "")
                #expect(result.status == 2)
            }
        }
    }

    /// Random bytes and every truncation of a valid file end in a status, never a crash.
    @Test func survivesRandomAndTruncatedInput() throws {
        var generator = SplitMix64(seed: 0xB17E5)
        var inputs: [[UInt8]] = (0..<8).map { _ in generator.bytes(count: generator.int(in: 1...400)) }
        let layout = try [UInt8](Data(contentsOf: URL(fileURLWithPath: CommandRunner.fixture("layout.constraints"))))
        inputs += stride(from: 7, to: layout.count, by: 53).map { Array(layout[..<$0]) }
        for input in inputs {
            let result = try CommandRunner.run(["solve", "-", "--format", "json"], input: input)
            #expect((0...2).contains(result.status), "input \(input) ended with \(result.status): \(result.error)")
            if result.status == 2 {
                #expect(result.error.hasPrefix("<stdin>:") && result.error.contains(": error: "))
                #expect(result.output == "")
            } else {
                #expect(result.output.hasPrefix("{\n  \"variables\": {"))
            }
        }
    }
}
