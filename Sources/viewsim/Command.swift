/// One `viewsim` subcommand. Commands declare their arguments and help once (``syntax``),
/// call the libraries and format output; no simulation logic lives here.
protocol Command {
    /// The command's name, options and help.
    static var syntax: CommandSyntax { get }
    /// Runs the command with the arguments after its name; returns the exit status.
    static func run(_ arguments: [String], console: inout Console) -> Int32
}

extension Command {
    /// The word that selects the command, e.g. `solve`.
    static var name: String { syntax.name }
    /// One line for `viewsim --help`.
    static var summary: String { syntax.summary }
    /// The full text of `viewsim help NAME` and `viewsim NAME --help`.
    static var help: String { syntax.help }
    /// The usage lines printed after a usage error.
    static var usage: String { syntax.usage }

    /// Prints `viewsim NAME: error: MESSAGE` and the usage to standard error; returns 2.
    static func usageError(_ error: UsageError, console: inout Console) -> Int32 {
        console.printError("viewsim \(name): error: \(error.message)")
        console.printError(usage)
        return ExitStatus.usage
    }
}

/// Where a command writes: standard output and standard error, collected so tests and
/// the entry point decide where the text goes.
struct Console {
    var output = ""
    var error = ""
    /// The next chunk of standard input, empty at its end; read lazily (only `solve -` needs it).
    var readStandardInput: () -> Result<[UInt8], InputFile.Failure> = { .success([]) }

    mutating func print(_ line: String) { output += line + "\n" }
    mutating func printError(_ line: String) { error += line + "\n" }
}

/// Exit statuses shared by every command.
enum ExitStatus {
    static let success: Int32 = 0
    /// The command ran but something had to give (e.g. a broken constraint).
    static let recovered: Int32 = 1
    /// Bad arguments or unreadable input.
    static let usage: Int32 = 2
}
