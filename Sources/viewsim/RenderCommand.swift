import StateMachines
import ViewTree

/// `viewsim render [--state STATE | --scene SCENE [--at SECONDS] [--script SCRIPT]] [--out FILE]
/// [--outline]`: an SVG picture of the salon cell in a state, or of a scene's window at a moment.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "Draw the salon cell, or a scene at a moment, as an SVG picture"
    static let usage = "usage: viewsim render [--state collapsed|expanded] [--out FILE] [--outline]\n"
        + "       viewsim render --scene SCENE [--at SECONDS] [--script SCRIPT] [SCENE OPTIONS] [--out FILE] [--outline]"
    static var help: String {
        """
        USAGE: viewsim render [--state collapsed|expanded] [--out FILE] [--outline]
               viewsim render --scene SCENE [--at SECONDS] [--script SCRIPT] [SCENE OPTIONS]
                              [--out FILE] [--outline]

        Draws a picture as SVG: without --scene, the salon cell laid out in a state, as
        `viewsim dump` prints it; with --scene, the scene's window (390 x 844) at a moment of its
        gesture script, as `viewsim play` plays it (120 ticks per second), every animation at its
        presentation value.

        Each view is drawn as a rectangle of its background colour, with its alpha and clipping;
        labels as their text in their frames; images as hatched placeholders with the image's
        aspect ratio (the selection frame's corner images as corner marks); 2-D transforms as SVG
        matrices; 3-D transforms with perspective as the quadrilaterals the views project to.
        The same input gives the same bytes.

        OPTIONS:
          --state STATE       the cell's state: collapsed (default) or expanded
          --scene SCENE       a scene instead of the cell: \(SceneCatalog.names)
          --at SECONDS        the moment, 0 to 600 (default: the end of the script): the first
                              tick at or after it; the script is cut there, or time runs on after it
          --script SCRIPT     the gesture script (default: the scene's, see `viewsim scenes`)
          SCENE OPTIONS       the scene's own options, as `viewsim play --help` lists them
                              (e.g. --animation fade for dropin)
          --out FILE          write the SVG to FILE (replaced whole, or left untouched on failure;
                              it keeps its permissions) instead of standard output; - is standard
                              output
          --outline           draw every view's frame with its name over the picture: blue, red
                              for a view one of whose constraints had to be broken, orange for an
                              ambiguous layout; dashed for views that draw nothing (hidden, alpha 0)
          -h, --help          this help

        EXIT STATUS:
          0  the picture was drawn
          1  the cell's layout had to break a constraint, or the scene reported a presentation
             issue (on standard error; the picture is drawn)
          2  a usage error (unknown option, state or scene; a malformed script; --state with
             --scene, or --at/--script without it; a file that cannot be written)
        """
    }

    struct Options {
        var state: SalonSelectorCell.State = .collapsed
        var reel: SceneReel?
        var time: Double?
        var script: String?
        var outputPath: String?
        var showsOutlines = false
    }

    struct UsageError: Error {
        let message: String
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
            picture = try draw(options)
        } catch {
            console.printError("viewsim render: error: \(error.message)")
            console.printError(usage)
            return ExitStatus.usage
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

    /// Every scene's own options (a scene rejects those it does not take).
    static var sceneOptionNames: [String] {
        var names: [String] = []
        for scene in SceneCatalog.all {
            for option in scene.options where !names.contains(option.name) { names.append(option.name) }
        }
        return names
    }

    /// Reads the options and checks that they go together.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        let scanner = OptionScanner(valueOptions: ["--state", "--scene", "--at", "--script", "--out"] + sceneOptionNames,
                                    flags: ["--outline"])
        let found: [(option: String, value: String?)]
        switch scanner.scan(arguments[...]) {
        case let .success(scanned): found = scanned
        case let .failure(error): throw UsageError(message: error.message)
        }
        var options = Options()
        var sceneName: String?
        var sceneOptions: [String: String] = [:]
        for (option, value) in found {
            let text = value ?? ""
            switch option {
            case "--outline":
                options.showsOutlines = true
            case "--state":
                guard let state = SalonSelectorCell.State(rawValue: text) else {
                    throw UsageError(message: "unknown state '\(text)'; valid states: "
                                     + SalonSelectorCell.State.allCases.map(\.rawValue).joined(separator: ", "))
                }
                options.state = state
            case "--scene":
                sceneName = text
            case "--at":
                guard let seconds = SceneDump.parseTime(text) else {
                    throw UsageError(message: "--at needs a time in seconds from 0 to \(formatGeometry(SceneDump.maximumTime)), not '\(text)'")
                }
                options.time = seconds
            case "--script":
                options.script = text
            case "--out":
                options.outputPath = text == "-" ? nil : text  // "-" is standard output
            default:
                sceneOptions[option] = text
            }
        }
        let given = found.map(\.option)
        guard let sceneName else {
            if let option = given.first(where: { ["--at", "--script"].contains($0) || sceneOptionNames.contains($0) }) {
                throw UsageError(message: "\(option) needs --scene SCENE (one of: \(SceneCatalog.names))")
            }
            return options
        }
        if given.contains("--state") {
            throw UsageError(message: "--state is for the cell alone; a scene's cells take their states from its script (use --at and --script)")
        }
        guard let scene = SceneCatalog.scene(named: sceneName) else {
            throw UsageError(message: "unknown scene '\(sceneName)'; valid scenes: \(SceneCatalog.names)")
        }
        do {
            options.reel = try SceneReel(scene: scene, options: sceneOptions)
        } catch {
            throw UsageError(message: error.message)
        }
        return options
    }
}
