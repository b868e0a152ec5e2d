import StateMachines
import ViewTree

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

    /// A scene's own option as written on the command line: its key after `--`, e.g. `--animation`.
    static func name(of option: SceneOption) -> String { "--" + option.key }

    /// What a scene option's value looks like: its choices (`rotate-and-slide|fade`) or `X,Y`.
    static func valueName(of option: SceneOption) -> String {
        switch option.kind {
        case let .choice(values): return values.joined(separator: "|")
        case .point: return "X,Y"
        }
    }

    /// What each scene's options do, by scene name and option key, as `--help`, `viewsim scenes`
    /// and `play --help` say it (including the default).
    static let helpLines: [String: [String: String]] = [
        "dropin": [
            "animation": "the entrance: a -15 degree turn and slide at opacity 0.8 over 0.4 s (default), "
                + "or opacity 0.1 to 1 over 1.4 s",
            "offset": "the slide of rotate-and-slide in points (default -20,-20)",
        ],
    ]

    /// The help line of `option` of `scene` (a test checks that every scene option has one).
    static func help(of option: SceneOption, in scene: SceneDescription) -> String {
        helpLines[scene.name]?[option.key] ?? ""
    }

    /// A scene's own option (e.g. `--animation` of dropin) as a command-line option; the scene
    /// checks its value when it is built.
    static func declaration(of option: SceneOption, in scene: SceneDescription) -> OptionDeclaration {
        Option<String>.text(name(of: option), value: valueName(of: option), help: help(of: option, in: scene)).declaration
    }

    /// The values of `options` given in `parsed`, by option key.
    static func values(of options: [SceneOption], in parsed: ParsedArguments) -> [String: String] {
        var values: [String: String] = [:]
        for option in options {
            if let value = parsed.options.first(where: { $0.name == name(of: option) })?.value { values[option.key] = value }
        }
        return values
    }

    /// What is wrong with a scene option, in the command line's words.
    static func message(for error: SceneOptionError) -> String {
        switch error {
        case let .notTaken(scene, option):
            return "the scene '\(scene)' takes no option --\(option)"
        case let .unknownValue(option, value, validValues):
            return "unknown \(option) '\(value)'; valid \(option)s: \(validValues.joined(separator: ", "))"
        case let .notAPoint(option, text, example):
            return "--\(option) needs two numbers X,Y (e.g. \(pointText(example))), found '\(text)'"
        case let .pointTooLarge(option, text, limit, example):
            return "--\(option) needs X and Y below \(Int(limit)) points in magnitude (e.g. \(pointText(example))), "
                + "found '\(text)'"
        case let .inapplicable(option, requiredOption, requiredValue, givenValue):
            return "--\(option) applies to --\(requiredOption) \(requiredValue), not \(givenValue)"
        }
    }

    /// `X,Y` as a point option is written, e.g. `-20,-20`.
    private static func pointText(_ point: Point) -> String { formatGeometry(point.x) + "," + formatGeometry(point.y) }
}
