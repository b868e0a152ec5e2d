import ViewTree
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entry point's logic, outside `main.swift` so it is not tied to the main actor.
enum CLI {
    /// Every subcommand, in the order `viewsim --help` lists them.
    static var commands: [any Command.Type] {
        [SolveCommand.self, DumpCommand.self, PlayCommand.self, RenderCommand.self, ScenesCommand.self, CheckCommand.self]
    }

    static func topLevelHelp() -> String {
        var text = """
        viewsim: iOS-style layout, scrolling and transitions, simulated headlessly.

        USAGE: viewsim COMMAND [OPTIONS]

        COMMANDS:

        """
        for command in commands {
            text += "  " + command.name.padded(to: 10) + command.summary + "\n"
        }
        text += """

        Run `viewsim help COMMAND` (or `viewsim COMMAND --help`) for a command's options, and
        `viewsim --version` for the version.
        EXIT STATUS: 0 success, 1 the result needed recovery (e.g. a broken constraint), 2 usage error.
        """
        return text
    }

    static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 { return }
            offset += written
        }
    }

    static func runMain() -> Int32 {
        // Each command reports what the layout logs in its own output.
        LayoutLog.console = nil
        let standardInput = InputFile.standardInput()
        var console = Console(readStandardInput: standardInput.nextChunk)
        let status = run(Array(CommandLine.arguments.dropFirst()), console: &console)
        writeAll(console.output, to: 1)
        writeAll(console.error, to: 2)
        return status
    }

    /// Dispatches to a command; `viewsim help COMMAND`, and `--help` anywhere after a command,
    /// print that command's help.
    static func run(_ arguments: [String], console: inout Console) -> Int32 {
        guard let first = arguments.first else {
            console.printError(topLevelHelp())
            return ExitStatus.usage
        }
        if first == "--version" {
            console.print("viewsim \(Version.current)")
            return ExitStatus.success
        }
        if first == "help", arguments.count == 2, arguments[1] == "help" {
            console.print(topLevelHelp())
            return ExitStatus.success
        }
        if first == "help", arguments.count > 1 {
            guard arguments.count == 2, let command = command(named: arguments[1], console: &console) else {
                if arguments.count > 2 { console.printError("viewsim help: error: name one command, e.g. viewsim help dump") }
                return ExitStatus.usage
            }
            console.print(command.help)
            return ExitStatus.success
        }
        if first == "--help" || first == "-h" || first == "help" {
            console.print(topLevelHelp())
            return ExitStatus.success
        }
        guard let command = command(named: first, console: &console) else { return ExitStatus.usage }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.print(command.help)
            return ExitStatus.success
        }
        return command.run(rest, console: &console)
    }

    /// The command called `name`, or nil after saying which names are valid.
    private static func command(named name: String, console: inout Console) -> (any Command.Type)? {
        if let command = commands.first(where: { $0.name == name }) { return command }
        let names = commands.map { $0.name }.joined(separator: ", ")
        console.printError("viewsim: unknown command '\(name)'; valid commands: \(names)")
        return nil
    }
}

extension String {
    /// The string followed by spaces up to `width` characters (at least one space).
    func padded(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
