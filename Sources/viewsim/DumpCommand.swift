import StateMachines
import ViewTree

/// `viewsim dump [--state collapsed|expanded] [--format text|json]`: prints the salon cell's
/// resolved view tree; with `--scene`, a scene's whole window at a moment (see `SceneDump`).
enum DumpCommand: Command {
    enum Format: String, CaseIterable { case text, json }

    static var state: DefaultedOption<SalonSelectorCell.State> { .choice("--state", noun: "state", default: .collapsed, help: [
        .collapsed: "the unselected cell: 250 x 150 grey container",
        .expanded: "the selected cell: 320 x 200 white container with a separator",
    ]) }
    static var format: DefaultedOption<Format> { .choice("--format", noun: "format", default: .text, help: [
        .text: "one line per view in the style of UIKit's\n"
            + "recursiveDescription, `   | ` per level, numbers as %g, fields at\n"
            + "their default values left out",
        .json: "the tree as JSON objects: name, type, frame, bounds, center, alpha,\n"
            + "isHidden, backgroundColor, transform (transform3D too when it has\n"
            + "perspective or depth), children",
    ]) }
    static var scene: Option<String> { SceneArguments.sceneOption(help: "the scene (see `viewsim play --help` for each scene's script)") }
    static var time: Option<Double> { SceneArguments.timeOption }
    static var script: Option<String> { SceneArguments.scriptOption }
    static var values: DefaultedOption<ViewDump.Values> { .choice("--values", noun: "values", plural: "values", order: [.presentation, .model],
                                                                  default: .presentation, help: [
        .presentation: "what is on screen at that moment, mid-animation values\n"
            + "included, as layer.presentation()",
        .model: "the model values (the animations' end values), as UIKit prints them",
    ]) }

    static var nib: Option<String> { .text("--nib", value: "FILE", help: "an Interface Builder document (.xib or .storyboard; - for standard\n"
        + "input): every top-level view of a xib, or every scene's root view of a\n"
        + "storyboard, laid out for the document's device") }
    static var device: Option<String> { NibArguments.device(withNib: true) }
    static var orientation: Option<InterfaceBuilderDevice.Orientation> { NibArguments.orientation }
    static var intrinsic: DefaultedOption<IntrinsicSizeSource> { NibArguments.intrinsic(default: .model) }

    static var syntax: CommandSyntax {
        CommandSyntax(
            name: "dump",
            summary: "Print the salon cell's laid-out view tree, or a scene's window at a moment",
            forms: [[.optional(state), .optional(format)],
                    [.required(scene), .optional(time), .optional(script), .optional(values), .optional(format)],
                    [.required(nib), .optional(format), .optional(device), .optional(orientation),
                     .optional(intrinsic)]],
            description: """
                Builds the salon selector cell, shows the first built-in salon in it, puts it in the
                given state, lays it out with the Auto Layout engine and prints the view tree.
                """,
            groups: [
                .init(heading: "OPTIONS:", options: [state.declaration, format.declaration]),
                .init(heading: "With --scene, builds a scene (\(SceneCatalog.names)) on a 120 Hz clock, plays its\n"
                        + "script up to a moment and prints the whole window's tree then:",
                      options: [scene.declaration, time.declaration, script.declaration, values.declaration]),
                .init(heading: "With --nib, reads an Interface Builder document instead (JSON: {\"document\": {...},\n"
                        + "\"roots\": [VIEW, ...]}, each VIEW with its IB \"id\" and \"class\"):",
                      options: [nib.declaration, device.declaration, orientation.declaration, intrinsic.declaration]),
            ],
            exitStatuses: [
                (0, "the layout satisfied every constraint"),
                (1, "a constraint had to be broken, or (with --scene) the scene reported a presentation\n"
                    + "issue such as a transition never completed (on standard error; the tree is printed)"),
                (2, "a usage error (unknown option, state or format), or (with --nib) a document that\n"
                    + "cannot be read, or whose layout needs more than the solver's memory limit, reported\n"
                    + "as FILE:LINE: error: ..."),
            ])
    }

    struct Options {
        var state: SalonSelectorCell.State = .collapsed
        var format: Format = .text
        /// The scene dump, when `--scene` is given.
        var scene: SceneDump.Request?
        /// The document dump, when `--nib` is given.
        var nib: NibDump.Request?
    }

    static func run(_ arguments: [String], console: inout Console) -> Int32 {
        let options: Options
        do throws(UsageError) {
            options = try parse(arguments)
        } catch {
            return usageError(error, console: &console)
        }
        if var request = options.nib {
            request.json = options.format == .json
            return NibDump.run(request, console: &console)
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

    /// Reads the options and checks that they go together: `--at`, `--script` and `--values` go
    /// with `--scene` only, `--state` without it.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        let parsed = try syntax.parse(arguments)
        var options = Options(state: parsed.value(state), format: parsed.value(format))
        let sceneOptions = [time.name, script.name, values.name]
        let nibOptions = [device.name, orientation.name, intrinsic.name]
        if let path = parsed.value(nib) {
            let others = parsed.names.filter { ![nib.name, format.name].contains($0) && !nibOptions.contains($0) }
            if !others.isEmpty {
                throw UsageError("\(others.joined(separator: ", ")) cannot be combined with --nib")
            }
            options.nib = NibDump.Request(path: path, options: .init(deviceID: parsed.value(device),
                                                                     intrinsicSizes: parsed.value(intrinsic),
                                                                     orientation: parsed.value(orientation)))
            return options
        }
        let givenNibOptions = parsed.names.filter(nibOptions.contains)
        if !givenNibOptions.isEmpty {
            throw UsageError("\(givenNibOptions.joined(separator: ", ")) \(givenNibOptions.count == 1 ? "needs" : "need") --nib FILE")
        }
        guard let name = parsed.value(scene) else {
            let given = parsed.names.filter(sceneOptions.contains)
            if !given.isEmpty {
                throw UsageError("\(given.joined(separator: ", ")) \(given.count == 1 ? "needs" : "need") "
                                 + "--scene SCENE (valid scenes: \(SceneCatalog.names))")
            }
            return options
        }
        if parsed.contains(state.name) {
            throw UsageError("--state is for the salon cell; it cannot be combined with --scene")
        }
        options.scene = SceneDump.Request(scene: name, at: parsed.value(time), script: parsed.value(script),
                                          values: parsed.value(values))
        return options
    }
}
