import StateMachines
import ViewTree

/// `viewsim dump [--state collapsed|expanded] [--format text|json]`: prints the salon cell's
/// resolved view tree; with `--scene`, a scene's whole window at a moment (see `SceneDump`).
enum DumpCommand: Command {
    static let name = "dump"
    static let summary = "Print the salon cell's laid-out view tree, or a scene's window at a moment"
    static let usage = "usage: viewsim dump [--state collapsed|expanded] [--format text|json]\n"
        + "       viewsim dump --scene SCENE [--at SECONDS] [--script SCRIPT] [--values presentation|model] [--format text|json]"
    static let help = """
        USAGE: viewsim dump [--state collapsed|expanded] [--format text|json]
               viewsim dump --scene SCENE [--at SECONDS] [--script SCRIPT] [--values presentation|model]
                            [--format text|json]

        Builds the salon selector cell, shows the first built-in salon in it, puts it in the
        given state, lays it out with the Auto Layout engine and prints the view tree.

        OPTIONS:
          --state collapsed   (default) the unselected cell: 250 x 150 grey container
          --state expanded    the selected cell: 320 x 200 white container with a separator
          --format text       (default) one line per view in the style of UIKit's
                              recursiveDescription, `   | ` per level, numbers as %g, fields at
                              their default values left out
          --format json       the tree as JSON objects: name, type, frame, bounds, center, alpha,
                              isHidden, backgroundColor, transform (transform3D too when it has
                              perspective or depth), children

        With --scene, builds a scene (\(SceneCatalog.names)) on a 120 Hz clock, plays its
        script up to a moment and prints the whole window's tree then:
          --scene SCENE       the scene (see `viewsim play --help` for each scene's script)
          --script SCRIPT     the gesture script (default: the scene's default script)
          --at SECONDS        the moment, 0 to 600 (default: the end of the script); the script is
                              cut there, or time runs on after it
          --values presentation
                              (default) what is on screen at that moment, mid-animation values
                              included, as layer.presentation()
          --values model      the model values (the animations' end values), as UIKit prints them
          -h, --help          this help

        EXIT STATUS:
          0  the layout satisfied every constraint
          1  a constraint had to be broken, or (with --scene) the scene reported a presentation
             issue such as a transition never completed (on standard error; the tree is printed)
          2  a usage error (unknown option, state or format)
        """

    enum Format: String, CaseIterable { case text, json }

    struct Options {
        var state: SalonSelectorCell.State = .collapsed
        var format: Format = .text
        /// The scene dump, when `--scene` is given.
        var scene: SceneDump.Request?
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
        if var request = options.scene {
            request.json = options.format == .json
            return SceneDump.run(request, console: &console)
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

    /// Reads `--state X`, `--format X`, `--scene X`, `--at X`, `--script X`, `--values X` (or
    /// `--option=X`), each at most once; the last four go with `--scene` only, `--state` without it.
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
            guard ["--state", "--format"].contains(option) || sceneOptions.contains(option) else {
                return .failure(UsageError(message: "unknown argument '\(argument)'; valid options: --state, --format, "
                                           + sceneOptions.joined(separator: ", ")))
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
            if sceneOptions.contains(option) {
                var request = options.scene ?? SceneDump.Request(scene: "")
                switch option {
                case "--scene":
                    guard SceneCatalog.scene(named: text) != nil else {
                        return .failure(UsageError(message: "unknown scene '\(text)'; valid scenes: \(SceneCatalog.names)"))
                    }
                    request.scene = text
                case "--at":
                    guard let seconds = SceneDump.parseTime(text) else {
                        return .failure(UsageError(message: "--at needs a time in seconds from 0 to "
                                                   + "\(Int(SceneDump.maximumTime)), not '\(text)'"))
                    }
                    request.at = seconds
                case "--script":
                    request.script = text
                default:
                    guard let values = ViewDump.Values(rawValue: text) else {
                        return .failure(UsageError(message: "unknown values '\(text)'; valid values: presentation, model"))
                    }
                    request.values = values
                }
                options.scene = request
            } else if option == "--state" {
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
        if let request = options.scene {
            if request.scene.isEmpty {
                let given = sceneOptions.filter { seen.contains($0) }
                return .failure(UsageError(message: "\(given.joined(separator: ", ")) \(given.count == 1 ? "needs" : "need") "
                                           + "--scene SCENE (valid scenes: \(SceneCatalog.names))"))
            }
            if seen.contains("--state") {
                return .failure(UsageError(message: "--state is for the salon cell; it cannot be combined with --scene"))
            }
        }
        return .success(options)
    }

    /// The options of a scene dump.
    static let sceneOptions = ["--scene", "--at", "--script", "--values"]

    private static func validValues(of option: String) -> String {
        if option == "--scene" { return SceneCatalog.names }
        if option == "--at" { return "a time in seconds" }
        if option == "--script" { return "a gesture script" }
        if option == "--values" { return ViewDump.Values.allCases.map(\.rawValue).joined(separator: ", ") }
        return option == "--state"
            ? SalonSelectorCell.State.allCases.map(\.rawValue).joined(separator: ", ")
            : Format.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
