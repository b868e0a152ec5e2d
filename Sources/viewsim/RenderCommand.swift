import StateMachines
import ViewTree

/// `viewsim render [--state STATE | --scene SCENE [--at SECONDS] [--script SCRIPT]] [--out FILE]
/// [--outline]`: an SVG picture of the salon cell in a state, or of a scene's window at a moment.
enum RenderCommand: Command {
    static var state: DefaultedOption<SalonSelectorCell.State> { .choice(
        "--state", noun: "state", label: "--state STATE", default: .collapsed, help: { "the cell's state: \($0)" }) }
    static var scene: Option<String> { SceneArguments.sceneOption(help: "a scene instead of the cell: \(SceneCatalog.names)") }
    static var output: Option<String> {
        .text("--out", value: "FILE", help: "write the SVG to FILE (replaced whole, or left untouched on failure;\n"
                + "it keeps its permissions) instead of standard output; - is standard\noutput")
    }
    static var outline: Option<Bool> { .flag("--outline", help: """
        draw every view's frame with its name over the picture: blue, red
        for a view one of whose constraints had to be broken, orange for an
        ambiguous layout; dashed for views that draw nothing (hidden, alpha 0)
        """) }

    static var nib: Option<String> { .text("--nib", value: "FILE", help: "draw an Interface Builder document (.xib or .storyboard; - for\n"
        + "standard input) laid out as `viewsim dump --nib` lays it out: the\n"
        + "first top-level view of a xib, the initial scene of a storyboard") }
    static var object: Option<String> { .text("--object", value: "ID", help: "with --nib: the top-level view, scene or view controller to draw, by\n"
        + "its IB id") }
    static var intrinsic: DefaultedOption<IntrinsicSizeSource> { NibArguments.intrinsic(default: .model) }
    static var device: Option<String> { NibArguments.device(withNib: true) }

    /// Every scene's own options (a scene rejects those it does not take), each key once, with
    /// the first scene that takes it (whose help line the help shows).
    static var sceneOptions: [(option: SceneOption, scene: SceneDescription)] {
        var options: [(option: SceneOption, scene: SceneDescription)] = []
        for scene in SceneCatalog.all {
            for option in scene.options where !options.contains(where: { $0.option.key == option.key }) {
                options.append((option, scene))
            }
        }
        return options
    }

    static var syntax: CommandSyntax {
        CommandSyntax(
            name: "render",
            summary: "Draw the salon cell, or a scene at a moment, as an SVG picture",
            forms: [[.optional(state), .optional(output), .optional(outline)],
                    [.required(scene), .optional(SceneArguments.timeOption), .optional(SceneArguments.scriptOption), .word("[SCENE OPTIONS]"),
                     .optional(output), .optional(outline)],
                    [.required(nib), .optional(object), .optional(device), .optional(NibArguments.orientation),
                     .optional(intrinsic), .optional(output), .optional(outline)]],
            description: """
                Draws a picture as SVG: without --scene, the salon cell laid out in a state, as
                `viewsim dump` prints it; with --scene, the scene's window (390 x 844) at a moment of its
                gesture script, as `viewsim play` plays it (120 ticks per second), every animation at its
                presentation value.

                Each view is drawn as a rectangle of its background colour, with its alpha and clipping;
                labels as their text in their frames; images as hatched placeholders with the image's
                aspect ratio (the selection frame's corner images as corner marks); 2-D transforms as SVG
                matrices; 3-D transforms with perspective as the quadrilaterals the views project to.
                The same input gives the same bytes.
                """,
            groups: [
                .init(heading: "OPTIONS:", options: [state.declaration, scene.declaration, SceneArguments.timeOption.declaration,
                                                     SceneArguments.scriptOption.declaration, output.declaration,
                                                     outline.declaration]),
                .init(heading: "SCENE OPTIONS (with --scene; each scene takes its own, see `viewsim scenes`):",
                      options: sceneOptions.map { SceneArguments.declaration(of: $0.option, in: $0.scene) }),
                .init(heading: "With --nib, draws an Interface Builder document instead:",
                      options: [nib.declaration, object.declaration, device.declaration,
                                NibArguments.orientation.declaration, intrinsic.declaration]),
            ],
            exitStatuses: [
                (0, "the picture was drawn"),
                (1, "the cell's layout had to break a constraint, or the scene reported a presentation\n"
                    + "issue (on standard error; the picture is drawn)"),
                (2, "a usage error (unknown option, state or scene; a malformed script; --state with\n"
                    + "--scene, or --at/--script without it; a file that cannot be written; with --nib, a\n"
                    + "document that cannot be read, reported as FILE:LINE: error: ..., or an unknown --object)"),
            ])
    }

    struct Options {
        var state: SalonSelectorCell.State = .collapsed
        var reel: SceneReel?
        var time: Double?
        var script: String?
        var outputPath: String?
        var showsOutlines = false
        /// The document to draw, when `--nib` is given.
        var nib: NibPicture.Request?
    }

    /// A drawn picture, and what went wrong on the way (broken constraints, presentation issues).
    struct Picture {
        var svg: String
        var problems: [String] = []
    }

    static func run(_ arguments: [String], console: inout Console) -> Int32 {
        let options: Options
        let picture: Picture
        do throws(UsageError) {
            options = try parse(arguments)
            if let request = options.nib {
                switch try NibPicture.draw(request, showsOutlines: options.showsOutlines, console: console) {
                case let .success(drawn): picture = drawn
                case let .failure(unreadable):
                    console.printError(NibArguments.message(unreadable, path: request.path))
                    return ExitStatus.usage
                }
            } else {
                picture = try draw(options)
            }
        } catch {
            return usageError(error, console: &console)
        }
        if let path = options.outputPath {
            if case let .failure(failure) = OutputFile.replace(path, with: picture.svg) {
                console.printError("viewsim render: error: cannot write '\(path)': \(failure.message)")
                return ExitStatus.usage
            }
        } else {
            console.output += picture.svg
        }
        for problem in picture.problems { console.printError(problem) }
        return picture.problems.isEmpty ? ExitStatus.success : ExitStatus.recovered
    }

    /// Draws the cell, or plays the scene up to the moment and draws its window.
    static func draw(_ options: Options) throws(UsageError) -> Picture {
        guard let reel = options.reel else {
            let cell = SalonSelectorCell.laidOut(state: options.state)
            let renderOptions = ScenePictures.options(title: "SalonSelectorCell \(options.state.rawValue)",
                                                      backdrop: ScenePictures.cellBackdrop,
                                                      showsOutlines: options.showsOutlines)
            return Picture(svg: SVGRenderer(options: renderOptions).render(cell), problems: cell.layoutLog.entries)
        }
        let script = try parseScript(options.script ?? reel.scene.defaultScript)
        let renderOptions = { (clock: SimulationClock) in
            ScenePictures.options(title: "\(reel.scene.name) at \(formatGeometry(clock.now)) s (tick \(clock.tickIndex))",
                                  backdrop: reel.backdrop, showsOutlines: options.showsOutlines)
        }
        var last: SceneStage?
        do {
            // Only the last visit (the moment, or the script's end) is drawn.
            try reel.play(script, until: options.time) { last = $0 }
        } catch {
            throw UsageError(message: error.description)
        }
        guard let stage = last else { return Picture(svg: "") }  // play always visits the start
        return Picture(svg: SVGRenderer(options: renderOptions(stage.clock)).render(stage.window),
                       problems: stage.window.presentationLog.entries.map { "viewsim render: \($0)" })
    }

    static func parseScript(_ text: String) throws(UsageError) -> GestureScript {
        do {
            return try GestureScript(parsing: text)
        } catch {
            throw UsageError(message: error.description)
        }
    }

    /// Reads the options and checks that they go together.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        let parsed = try syntax.parse(arguments)
        let output = parsed.value(output)
        var options = Options(state: parsed.value(state), time: parsed.value(SceneArguments.timeOption),
                              script: parsed.value(SceneArguments.scriptOption),
                              outputPath: output == "-" ? nil : output,  // "-" is standard output
                              showsOutlines: parsed.isSet(outline))
        if let path = parsed.value(nib) {
            let allowed = [nib.name, object.name, device.name, NibArguments.orientation.name, intrinsic.name,
                           Self.output.name, outline.name]
            let others = parsed.names.filter { !allowed.contains($0) }
            if !others.isEmpty { throw UsageError("\(others.joined(separator: ", ")) cannot be combined with --nib") }
            options.nib = NibPicture.Request(path: path, object: parsed.value(object),
                                             options: .init(deviceID: parsed.value(device),
                                                            intrinsicSizes: parsed.value(intrinsic),
                                                            orientation: parsed.value(NibArguments.orientation)))
            return options
        }
        let nibOnly = [object.name, device.name, NibArguments.orientation.name, intrinsic.name]
        if let option = parsed.names.first(where: nibOnly.contains) {
            throw UsageError(message: "\(option) needs --nib FILE")
        }
        guard let sceneName = parsed.value(scene) else {
            let sceneOnly = ["--at", "--script"] + sceneOptions.map { SceneArguments.name(of: $0.option) }
            if let option = parsed.names.first(where: sceneOnly.contains) {
                throw UsageError(message: "\(option) needs --scene SCENE (one of: \(SceneCatalog.names))")
            }
            return options
        }
        if parsed.contains(state.name) {
            throw UsageError(message: "--state is for the cell alone; a scene's cells take their states from its script (use --at and --script)")
        }
        guard let description = SceneCatalog.scene(named: sceneName) else { return options }  // read(_:) checked it
        do {
            options.reel = try SceneReel(scene: description,
                                         options: SceneArguments.values(of: sceneOptions.map(\.option), in: parsed))
        } catch {
            throw UsageError(message: SceneArguments.message(for: error))
        }
        return options
    }
}
