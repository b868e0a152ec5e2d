import StateMachines
import ViewTree

/// `viewsim play SCENE [--script SCRIPT] [--fps 60|120] [--format text|json|html] [--out FILE]
/// [SCENE OPTIONS]`: plays a scene on the simulated clock and prints its timeline, one record per
/// tick, or writes it as a web page that plays the pictures.
enum PlayCommand: Command {
    static var script: Option<String> { SceneArguments.scriptOption }
    static var frameRate: DefaultedOption<FrameRate> { DefaultedOption(option: Option(
        name: "--fps", valueName: "60|120", valueHint: "60, 120",
        help: [HelpEntry(label: "--fps 60|120", text: "ticks per second (default \(FrameRate.default.framesPerSecond))")],
        read: { text in
            Int(text).flatMap(FrameRate.init(framesPerSecond:)).map { .success($0) }
                ?? .failure(UsageError("unknown frame rate '\(text)'; valid rates: 60, 120"))
        }), defaultValue: .default) }
    static var format: DefaultedOption<Format> { .choice("--format", noun: "format", default: .text, help: [
        .text: """
            one line per tick. salon: tick, time, content offset,
            scrolling state, centred item; per visible cell its index, state,
            frame in window coordinates and container size; the selection
            frame's alpha and scale; the delegate calls of the tick. Other
            scenes: tick, time, the scene's values (content offset, transition
            phase); per element on screen (row, card, view in the transition's
            container) its presentation frame in window coordinates, transform
            (identity, [a, b, c, d, tx, ty], or 3d[16 entries]) and alpha, then
            its own values; the events of the tick
            """,
        .json: "an array of tick objects with the same fields",
        .html: """
            one self-contained web page (no network needed) that plays the
            ticks as SVG pictures, as `viewsim render --scene` draws them, with
            play/pause, a scrubber with the time, step buttons (or the arrow
            keys), a speed control, and each tick's text line beside the picture
            """,
    ]) }
    static var output: Option<String> {
        .text("--out", value: "FILE", help: "write to FILE (replaced whole, or left untouched on failure; it keeps\n"
                + "its permissions) instead of standard output; - is standard output")
    }

    /// The options of every scene; with a scene, its own options too.
    static func syntax(for scene: SceneDescription?) -> CommandSyntax {
        var scenes = ""
        for scene in SceneCatalog.all {
            scenes += "  " + scene.name.padded(to: 11) + scene.summary + "\n"
            for option in scene.options {
                scenes += "    " + (SceneArguments.name(of: option) + " " + SceneArguments.valueName(of: option)).padded(to: 30)
                    + SceneArguments.help(of: option, in: scene) + "\n"
            }
        }
        var groups: [CommandSyntax.OptionGroup] = [
            .init(heading: "OPTIONS:", options: [script.declaration, frameRate.declaration, format.declaration, output.declaration]),
        ]
        if let scene {
            groups.append(.init(heading: "OPTIONS OF \(scene.name):", options: scene.options.map { SceneArguments.declaration(of: $0, in: scene) }))
        }
        return CommandSyntax(
            name: "play",
            summary: "Play a scene tick by tick with a gesture script and print its timeline",
            forms: [[.word("SCENE"), .optional(script), .optional(frameRate), .optional(format), .optional(output),
                     .word("[SCENE OPTIONS]")]],
            description: """
                Plays one of the seeds' screens on a simulated clock, driven by a gesture script, and prints
                what is on screen after every tick. `viewsim scenes` lists the scenes with their default
                scripts.

                SCENES (and their own options):
                \(scenes)
                SCRIPT (commands separated by ';' or new lines; '#' starts a comment):
                  wait SECONDS           let time pass
                  drag DISTANCE SECONDS  move the finger by DISTANCE points over SECONDS (touching down
                                         first); DISTANCE is one number along the scroll axis or X,Y
                  release VELOCITY       lift the finger moving at VELOCITY points per millisecond
                                         (one number or X,Y); it must follow a drag
                  scroll DX DY SECONDS   a whole touch: move the finger by DX,DY over SECONDS and lift it
                                         at rest (scroll 0 -900 0.6 is drag 0,-900 0.6; release 0,0)
                  swipe DIRECTION        a flick up, down, left or right: the finger moves 100 points in
                                         0.1 s and lifts at that speed, 1 point per millisecond
                  tap INDEX              tap item INDEX (a salon, photo, row or card; in the cart, 0 is
                                         the add-to-cart button or the sheet)
                  tap X,Y                tap a point in window coordinates (390 x 844)
                Distances and velocities are the finger's: 'drag -120' moves the content left (the offset
                grows), 'swipe up' scrolls a vertical list towards its end. The script must end with the
                finger up and last at most 600 seconds. Numbers are plain decimals (1.5, -120; no
                exponents) below 1000000000 in magnitude.
                """,
            groups: groups,
            exitStatuses: [
                (0, "the script played"),
                (1, "the scene reported a presentation issue (e.g. a transition never completed; on\n"
                    + "standard error, after the timeline)"),
                (2, "a usage error (unknown scene or option, a malformed script: its line:column is given)"),
            ],
            subject: scene?.name)
    }

    static var syntax: CommandSyntax { syntax(for: nil) }

    enum Format: String, CaseIterable { case text, json, html }

    struct Options {
        var scene: SceneDescription
        var script: String
        var frameRate = FrameRate.default
        var format = Format.text
        var outputPath: String?
        /// The values of the scene's own options, by key.
        var sceneOptions: [String: String] = [:]
    }

    static func run(_ arguments: [String], console: inout Console) -> Int32 {
        do throws(UsageError) {
            let options = try parse(arguments)
            let script: GestureScript
            do {
                script = try GestureScript(parsing: options.script)
            } catch {
                throw UsageError(message: error.description)
            }
            let (timeline, issues) = try play(script, options: options)
            if let path = options.outputPath {
                if case let .failure(failure) = OutputFile.replace(path, with: timeline) {
                    throw UsageError(message: "cannot write '\(path)': \(failure.message)")
                }
            } else {
                console.output += timeline
            }
            return PresentationIssueReport.report(issues, command: "play", console: &console)
        } catch {
            return usageError(error, console: &console)
        }
    }

    /// Builds the scene, plays the script and formats the timeline; also returns the scene's
    /// presentation issues.
    static func play(_ script: GestureScript, options: Options) throws(UsageError) -> (String, [PresentationIssue]) {
        let clock = SimulationClock(frameRate: options.frameRate)
        do {
            if options.format == .html {
                let reel = try SceneReel(scene: options.scene, options: options.sceneOptions)
                let page = try ScenePlayerPage.recording(reel, script: options.script, frameRate: options.frameRate)
                return (page.html, page.presentationIssues)
            }
            let scene = try options.scene.makeScene(clock: clock, options: options.sceneOptions)
            let ticks = try scene.play(script)
            return (options.format == .text ? SceneTimelineFormat.text(ticks) : SceneTimelineFormat.json(ticks),
                    PresentationIssueReport.issues(of: scene))
        } catch let error as SceneOptionError {
            throw UsageError(message: SceneArguments.message(for: error))
        } catch let error as GestureScriptError {
            throw UsageError(message: error.description)
        } catch {
            throw UsageError(message: "\(error)")
        }
    }

    /// Reads the scene name, then `--script`, `--fps`, `--format`, `--out` and the scene's own
    /// options (each at most once, as `--option VALUE` or `--option=VALUE`).
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        guard let name = arguments.first, !name.hasPrefix("-") else {
            throw UsageError(message: "missing scene; valid scenes: \(SceneCatalog.names)")
        }
        guard let scene = SceneCatalog.scene(named: name) else {
            throw UsageError(message: "unknown scene '\(name)'; valid scenes: \(SceneCatalog.names)")
        }
        let parsed = try syntax(for: scene).parse(arguments.dropFirst())
        let output = parsed.value(output)
        return Options(scene: scene, script: parsed.value(script) ?? scene.defaultScript,
                       frameRate: parsed.value(frameRate), format: parsed.value(format),
                       outputPath: output == "-" ? nil : output,  // "-" is standard output
                       sceneOptions: SceneArguments.values(of: scene.options, in: parsed))
    }
}
