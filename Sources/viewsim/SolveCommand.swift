import Cassowary

/// `viewsim solve FILE|- [--format text|json]`: solves a `.constraints` file the way Auto Layout
/// would (recovering from conflicts) and prints every variable.
enum SolveCommand: Command {
    static let name = "solve"
    static let summary = "Solve a .constraints file and print every variable"
    static let usage = "usage: viewsim solve FILE|- [--format text|json]"
    static let help = """
        USAGE: viewsim solve FILE|- [--format text|json]

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

        OPTIONS:
          --format text   (default) one `NAME = VALUE` a line, sorted by name; conflicts are
                          logged to standard error the way Auto Layout logs them
          --format json   {"variables": {NAME: VALUE, ...},
                           "conflicts": [{"lines": [LINE, ...], "broken": LINE}, ...],
                           "ambiguous": [NAME, ...]}
                          `lines` are the lines of one minimal conflicting set, `broken` the line
                          of the constraint broken to recover; `ambiguous` names the variables
                          whose value other equally good solutions would change
          -h, --help      this help

        Values are printed exactly, as the shortest decimal that reads back to the same number
        (integers without a fraction, -0 as 0).

        EXIT STATUS:
          0  every required constraint holds
          1  one or more required constraints had to be broken (the recovered solution is printed)
          2  a usage error, an unreadable file, or a file that does not parse
             (FILE:LINE:COLUMN: error: MESSAGE on standard error)
        """

    enum Format: String { case text, json }

    static func run(_ arguments: [String], console: inout Console) -> Int32 {
        let path: String
        let format: Format
        switch parse(arguments) {
        case let .success(parsed): (path, format) = parsed
        case let .failure(message):
            console.printError("viewsim solve: error: \(message.message)")
            console.printError(usage)
            return ExitStatus.usage
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
        do {
            try system.load(into: solver)
        } catch {
            // Parsing rules out every other solver error; this would be a solver bug.
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
        if path == "-" {
            nextChunk = console.readStandardInput
        } else {
            switch InputFile.reading(path) {
            case let .success(file): nextChunk = file.nextChunk
            case let .failure(failure): return .failure(ReadFailure(message: ": error: cannot read the file: \(failure.message)"))
            }
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

    /// The file and the format, or a message saying what is wrong with the arguments.
    static func parse(_ arguments: [String]) -> Result<(String, Format), UsageError> {
        var path: String?
        var format = Format.text
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            var value: String?
            if !optionsEnded, argument == "--" {
                optionsEnded = true
                continue
            } else if !optionsEnded, argument == "--format" {
                guard index < arguments.count else { return .failure(UsageError("--format needs a value: text or json")) }
                value = arguments[index]
                index += 1
            } else if !optionsEnded, argument.hasPrefix("--format=") {
                value = String(argument.dropFirst("--format=".count))
            } else if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
                return .failure(UsageError("unknown option '\(argument)'"))
            } else {
                guard path == nil else { return .failure(UsageError("more than one file given ('\(path!)' and '\(argument)'); solve one file at a time")) }
                path = argument
                continue
            }
            guard let value, let chosen = Format(rawValue: value) else {
                return .failure(UsageError("unknown format '\(value ?? "")'; use text or json"))
            }
            format = chosen
        }
        guard let path else { return .failure(UsageError("missing FILE (a path, or - for standard input)")) }
        return .success((path, format))
    }

    struct UsageError: Error {
        let message: String
        init(_ message: String) { self.message = message }
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
