import Cassowary
import ViewTree

/// `viewsim solve FILE|- [--format text|json]`: solves a `.constraints` file the way Auto Layout
/// would (recovering from conflicts) and prints every variable.
enum SolveCommand: Command {
    enum Format: String, CaseIterable { case text, json }

    static var format: DefaultedOption<Format> { .choice("--format", noun: "format", default: .text, help: [
        .text: "one `NAME = VALUE` a line, sorted by name; conflicts are\n"
            + "logged to standard error the way Auto Layout logs them",
        .json: """
            {"variables": {NAME: VALUE, ...},
             "conflicts": [{"lines": [LINE, ...], "broken": LINE}, ...],
             "ambiguous": [NAME, ...]}
            `lines` are the lines of one minimal conflicting set, `broken` the line
            of the constraint broken to recover; `ambiguous` names the variables
            whose value other equally good solutions would change
            """,
    ]) }

    static var syntax: CommandSyntax {
        CommandSyntax(
            name: "solve",
            summary: "Solve a .constraints file and print every variable",
            forms: [[.word("FILE|-"), .optional(format)]],
            description: """
                Solves the constraint system in FILE (`-` reads standard input) and prints the value of
                every variable. Unsatisfiable required constraints do not stop the solve: as Auto Layout
                does, the solver breaks the constraint that ran into the conflict (it then holds as nearly
                as the other required constraints allow), reports the minimal set of constraints that
                conflict, and goes on.

                FILE FORMAT (.constraints), one statement a line, `#` starts a comment:
                  EXPR OP EXPR [STRENGTH]   a constraint; OP is ==, <= or >=; EXPR is linear, e.g.
                                            `right == left + 2 * (width - 8) / 3`
                  edit NAME [STRENGTH]      an edit variable (strong unless given; never required)
                  suggest NAME NUMBER       a suggested value for an edit variable (the last one wins)
                  STRENGTH is !required, !strong, !medium, !weak (1000, 750, 500, 250) or @P with P in
                  1...1000; constraints are required unless given. Variables are created on first use.
                  A line may hold \(ConstraintSystem.maximumLineLength) bytes and the file \(ConstraintSystem.maximumFileSize >> 20) MiB; reading stops at
                  the first line that is too long or does not parse.
                """,
            groups: [.init(heading: "OPTIONS:", options: [format.declaration])],
            notes: """
                Values are printed exactly, as the shortest decimal that reads back to the same number
                (integers without a fraction, -0 as 0). A value that is not a finite number (the
                numbers overflowed) is an error naming its constraint, never printed.
                """,
            exitStatuses: [
                (0, "every required constraint holds"),
                (1, "one or more required constraints had to be broken (the recovered solution is printed)"),
                (2, "a usage error, an unreadable file, a file that does not parse (FILE:LINE:COLUMN:\n"
                    + "error: MESSAGE on standard error), a system that needs more than the solver's\n"
                    + "memory limit, or a result that is not a finite number"),
            ],
            takesWords: true)
    }

    static func run(_ arguments: [String], console: inout Console) -> Int32 {
        let path: String
        let format: Format
        do throws(UsageError) {
            (path, format) = try parse(arguments)
        } catch {
            return usageError(error, console: &console)
        }
        let displayName = path == "-" ? "<stdin>" : path
        let system: ConstraintSystem
        switch readSystem(path, console: console) {
        case let .success(read): system = read
        case let .failure(failure):
            console.printError("\(displayName)\(failure.message)")
            return ExitStatus.usage
        }
        let solver = Solver(options: .recoversFromConflicts)
        // The limit an Interface Builder document's solver gets: a hostile file (a chain of
        // thousands of links) stops at about 200 MB in half a second, not at a gigabyte after
        // several seconds, the solver's own default.
        solver.memoryLimit = InterfaceBuilderLayout.Options.defaultSolverMemoryLimit
        do {
            try system.load(into: solver)
        } catch {
            // Parsing rules out every other solver error but the memory limit; anything else would be a solver bug.
            console.printError("\(displayName):\(error.line): error: \(error.error)")
            return ExitStatus.usage
        }
        if let result = system.firstNonFiniteResult(in: solver) {
            console.printError("\(displayName):\(result.line): error: \(result)")
            return ExitStatus.usage
        }
        let report = SolveReport(system: system, solver: solver)
        switch format {
        case .text:
            for conflict in report.conflicts { console.error += conflictLog(conflict, report: report, file: displayName) }
            for (name, value) in report.values { console.print("\(name) = \(ConstraintSystem.format(value))") }
        case .json:
            console.output += report.json(ambiguous: system.ambiguousVariables(in: solver).map(\.name))
        }
        return report.conflicts.isEmpty ? ExitStatus.success : ExitStatus.recovered
    }

    /// Why a system could not be read: the rest of a message that starts with the file's name.
    struct ReadFailure: Error {
        let message: String
    }

    /// Reads and parses the file at `path` (`-`: standard input) a chunk at a time, stopping at
    /// the first limit or mistake (see `ConstraintSystem.Reader`).
    static func readSystem(_ path: String, console: Console) -> Result<ConstraintSystem, ReadFailure> {
        let nextChunk: () -> Result<[UInt8], InputFile.Failure>
        switch console.chunks(of: path) {
        case let .success(reader): nextChunk = reader
        case let .failure(failure): return .failure(ReadFailure(message: ": error: cannot read the file: \(failure.message)"))
        }
        var reader = ConstraintSystem.Reader()
        do throws(ConstraintSystem.ParseError) {
            while true {
                switch nextChunk() {
                case let .success(chunk):
                    if chunk.isEmpty { return .success(try reader.finish()) }
                    try reader.read(chunk)
                case let .failure(failure):
                    return .failure(ReadFailure(message: ": error: cannot read the file: \(failure.message)"))
                }
            }
        } catch {
            return .failure(ReadFailure(message: ":\(error.line):\(error.column): error: \(error.message)"))
        }
    }

    /// The file and the format, or what is wrong with the arguments.
    static func parse(_ arguments: [String]) throws(UsageError) -> (path: String, format: Format) {
        let parsed = try syntax.parse(arguments)
        guard let path = parsed.words.first else { throw UsageError("missing FILE (a path, or - for standard input)") }
        if parsed.words.count > 1 {
            throw UsageError("more than one file given ('\(path)' and '\(parsed.words[1])'); solve one file at a time")
        }
        return (path, parsed.value(format))
    }

    /// Auto Layout's log for an unsatisfiable constraint, with lines instead of addresses.
    static func conflictLog(_ conflict: SolveReport.Conflict, report: SolveReport, file: String) -> String {
        func describe(_ line: Int) -> String { "line \(line): \(report.constraintText[line] ?? "")" }
        var text = """
            \(file):\(conflict.broken): Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this: (1) look at each constraint and try to figure out which you don't expect; (2) find the line that added the unwanted constraint or constraints and fix it.
            (\n
            """
        text += conflict.lines.map { "    \"\(describe($0))\"" }.joined(separator: ",\n")
        text += "\n)\n\nWill attempt to recover by breaking constraint\n\(describe(conflict.broken))\n\n"
        return text
    }
}
