import StateMachines

/// `viewsim scenes`: lists the scenes `viewsim play` runs, with a line about each and its
/// default script.
enum ScenesCommand: Command {
    static var syntax: CommandSyntax {
        CommandSyntax(
            name: "scenes",
            summary: "List the scenes with what each shows and its default gesture script",
            forms: [[]],
            description: """
                Lists the scenes `viewsim play SCENE` runs: for each, its name and what it shows, its own
                options, and the gesture script it plays when no --script is given.
                """,
            groups: [.init(heading: "OPTIONS:", options: [])],
            exitStatuses: [(0, "listed"), (2, "a usage error (this command takes no arguments)")])
    }

    static func run(_ arguments: [String], console: inout Console) -> Int32 {
        if let argument = arguments.first {
            return usageError(UsageError("unexpected argument '\(argument)'; this command takes none"), console: &console)
        }
        console.output += listing()
        return ExitStatus.success
    }

    /// The listing: per scene, `NAME  SUMMARY`, its options, and `default script: SCRIPT`.
    static func listing() -> String {
        var text = ""
        for scene in SceneCatalog.all {
            text += scene.name.padded(to: 11) + scene.summary + "\n"
            for option in scene.options {
                text += String(repeating: " ", count: 11) + "option \(SceneArguments.name(of: option)) "
                    + "\(SceneArguments.valueName(of: option)): \(SceneArguments.help(of: option, in: scene))\n"
            }
            text += String(repeating: " ", count: 11) + "default script: \(scene.defaultScript)\n"
        }
        return text
    }
}
