#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every subcommand, in the order `viewsim --help` lists them.
let commands: [any Command.Type] = []

func topLevelHelp() -> String {
    var text = """
    viewsim: iOS-style layout, scrolling and transitions, simulated headlessly.

    USAGE: viewsim COMMAND [OPTIONS]

    COMMANDS:

    """
    for command in commands {
        text += "  " + command.name.padding(toLength: 10) + command.summary + "\n"
    }
    text += """

    Run `viewsim COMMAND --help` for a command's options.
    EXIT STATUS: 0 success, 1 the result needed recovery (e.g. a broken constraint), 2 usage error.
    """
    return text
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}

func readAllStandardInput() -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = read(0, &buffer, buffer.count)
        if count <= 0 { break }
        bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
}

func runMain() -> Int32 {
    var console = Console(readStandardInput: readAllStandardInput)
    let arguments = Array(CommandLine.arguments.dropFirst())
    let status: Int32
    if let first = arguments.first, first != "--help", first != "-h", first != "help" {
        if let command = commands.first(where: { $0.name == first }) {
            let rest = Array(arguments.dropFirst())
            if rest.contains("--help") || rest.contains("-h") {
                console.print(command.help)
                status = ExitStatus.success
            } else {
                status = command.run(rest, console: &console)
            }
        } else {
            console.printError("viewsim: unknown command '\(first)'; valid commands: \(commands.map(\.name).joined(separator: ", "))")
            status = ExitStatus.usage
        }
    } else if arguments.isEmpty {
        console.printError(topLevelHelp())
        status = ExitStatus.usage
    } else {
        console.print(topLevelHelp())
        status = ExitStatus.success
    }
    fputs(console.output, stdout)
    fputs(console.error, stderr)
    return status
}

exit(runMain())
