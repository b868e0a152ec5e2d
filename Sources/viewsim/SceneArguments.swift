import StateMachines

/// The options that name a scene and a moment of its script, shared by `dump --scene`, `render
/// --scene` and `play`, and the scenes' own options as command-line options.
enum SceneArguments {
    /// `--scene SCENE`, one of the catalogue's scenes.
    static func sceneOption(help: String) -> Option<String> {
        Option(name: "--scene", valueName: "SCENE", valueHint: SceneCatalog.names,
               help: [HelpEntry(label: "--scene SCENE", text: help)],
               read: { name in
                   SceneCatalog.scene(named: name) == nil
                       ? .failure(UsageError("unknown scene '\(name)'; valid scenes: \(SceneCatalog.names)")) : .success(name)
               })
    }

    /// `--at SECONDS`, a moment of the script.
    static var timeOption: Option<Double> {
        Option(name: "--at", valueName: "SECONDS", valueHint: "a time in seconds",
               help: [HelpEntry(label: "--at SECONDS", text: "the moment, 0 to 600 (default: the end of the script): the first\n"
                                    + "tick at or after it; the script is cut there, or time runs on after it")],
               read: { text in
                   SceneDump.parseTime(text).map { .success($0) }
                       ?? .failure(UsageError("--at needs a time in seconds from 0 to \(Int(SceneDump.maximumTime)), not '\(text)'"))
               })
    }

    /// `--script SCRIPT`, a gesture script (checked when the scene plays it).
    static var scriptOption: Option<String> {
        .text("--script", value: "SCRIPT", hint: "a gesture script",
              help: "the gesture script (default: the scene's, see `viewsim scenes`)")
    }

    /// A scene's own option (e.g. `--animation` of dropin) as a command-line option; the scene
    /// checks its value when it is built.
    static func declaration(of option: SceneOption) -> OptionDeclaration {
        Option<String>.text(option.name, value: option.valueName, help: option.help).declaration
    }

    /// The values of `options` given in `parsed`, by option name.
    static func values(of options: [SceneOption], in parsed: ParsedArguments) -> [String: String] {
        var values: [String: String] = [:]
        for (name, value) in parsed.options where options.contains(where: { $0.name == name }) { values[name] = value }
        return values
    }
}
