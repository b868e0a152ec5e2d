import StateMachines
import ViewTree

/// `viewsim dump [--state collapsed|expanded] [--format text|json]`: prints the salon cell's
/// resolved view tree.
enum DumpCommand: Command {
    static let name = "dump"
    static let summary = "Print the salon cell's laid-out view tree in a state"
    static let usage = "usage: viewsim dump [--state collapsed|expanded] [--format text|json]"
    static let help = """
        USAGE: viewsim dump [--state collapsed|expanded] [--format text|json]

        Builds the salon selector cell, shows the first built-in salon in it, puts it in the
        given state, lays it out with the Auto Layout engine and prints the view tree.

        OPTIONS:
          --state collapsed   (default) the unselected cell: 250 x 150 grey container
          --state expanded    the selected cell: 320 x 200 white container with a separator
          --format text       (default) one line per view in the style of UIKit's
                              recursiveDescription, `   | ` per level, numbers as %g, fields at
                              their default values left out
          --format json       the tree as JSON objects: name, type, frame, bounds, center, alpha,
                              isHidden, backgroundColor, transform, children
          -h, --help          this help

        EXIT STATUS:
          0  the layout satisfied every constraint
          1  a constraint had to be broken (the log goes to standard error; the tree is printed)
          2  a usage error (unknown option, state or format)
        """

    enum Format: String, CaseIterable { case text, json }

    struct Options {
        var state: SalonSelectorCell.State = .collapsed
        var format: Format = .text
    }

    static func run(_ arguments: [String], console: inout Console) -> Int32 {
        let options: Options
        switch parse(arguments) {
        case let .success(parsed): options = parsed
        case let .failure(error):
            console.printError("viewsim dump: error: \(error.message)")
            console.printError(usage)
            return ExitStatus.usage
        }
        let cell = SalonSelectorCell.laidOut(state: options.state)
        switch options.format {
        case .text: console.output += ViewDump.text(of: cell)
        case .json: console.output += ViewDump.json(of: cell)
        }
        let log = cell.layoutLog.entries
        if log.isEmpty { return ExitStatus.success }
        for entry in log { console.printError(entry) }
        return ExitStatus.recovered
    }

    struct UsageError: Error {
        let message: String
    }

    /// Reads `--state X`, `--format X` (or `--state=X`, `--format=X`), each at most once.
    static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var seen: Set<String> = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            var option = argument
            var value: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                option = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard option == "--state" || option == "--format" else {
                return .failure(UsageError(message: "unknown argument '\(argument)'; valid options: --state, --format"))
            }
            if value == nil {
                guard index + 1 < arguments.count else {
                    return .failure(UsageError(message: "\(option) needs a value: \(validValues(of: option))"))
                }
                index += 1
                value = arguments[index]
            }
            guard seen.insert(option).inserted else {
                return .failure(UsageError(message: "\(option) is given more than once"))
            }
            let text = value ?? ""
            if option == "--state" {
                guard let state = SalonSelectorCell.State(rawValue: text) else {
                    return .failure(UsageError(message: "unknown state '\(text)'; valid states: \(validValues(of: option))"))
                }
                options.state = state
            } else {
                guard let format = Format(rawValue: text) else {
                    return .failure(UsageError(message: "unknown format '\(text)'; valid formats: \(validValues(of: option))"))
                }
                options.format = format
            }
            index += 1
        }
        return .success(options)
    }

    private static func validValues(of option: String) -> String {
        option == "--state"
            ? SalonSelectorCell.State.allCases.map(\.rawValue).joined(separator: ", ")
            : Format.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
