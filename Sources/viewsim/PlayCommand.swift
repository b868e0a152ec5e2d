import StateMachines
import ViewTree

/// `viewsim play salon [--script SCRIPT] [--fps 60|120] [--format text|json]`: plays a scene on the
/// simulated clock and prints its timeline, one record per tick.
enum PlayCommand: Command {
    static let name = "play"
    static let summary = "Play a scene tick by tick with a gesture script and print its timeline"
    static let usage = "usage: viewsim play salon [--script SCRIPT] [--fps 60|120] [--format text|json]"
    static let help = """
        USAGE: viewsim play salon [--script SCRIPT] [--fps 60|120] [--format text|json]

        Plays the salon selector (a horizontal collection view of five salons: the centred cell
        expands when scrolling stops and collapses when it starts, a selection frame over the centre
        fades and scales with the scrolling state, flings snap a cell to the centre, a tap scrolls a
        cell to the centre) on a simulated clock, driven by a gesture script, and prints what is on
        screen after every tick.

        SCRIPT (commands separated by ';' or new lines; '#' starts a comment):
          wait SECONDS           let time pass
          drag DISTANCE SECONDS  move the finger by DISTANCE points over SECONDS (touching down
                                 first); DISTANCE is one number along the scroll axis or X,Y
          release VELOCITY       lift the finger moving at VELOCITY points per millisecond
                                 (one number or X,Y); it must follow a drag
          tap INDEX              tap the visible part of item INDEX (0-4)
          tap X,Y                tap a point in window coordinates (390 x 844)
        Distances and velocities are the finger's: 'drag -120' moves the content left (the offset
        grows). The script must end with the finger up and last at most 600 seconds.
        Default: \(SalonSelectorScene.defaultScript)

        OPTIONS:
          --script SCRIPT     the gesture script (default above)
          --fps 60|120        ticks per second (default 120)
          --format text       (default) one line per tick: tick, time, content offset, scrolling
                              state, centred item; per visible cell its index, state, frame in
                              window coordinates and container size; the selection frame's alpha
                              and scale; the delegate calls of the tick, in order
          --format json       an array of tick objects with the same fields
          -h, --help          this help

        EXIT STATUS:
          0  the script played
          2  a usage error (unknown scene or option, a malformed script: its line:column is given)
        """

    enum Format: String, CaseIterable { case text, json }

    struct Options {
        var script = SalonSelectorScene.defaultScript
        var frameRate = FrameRate.default
        var format = Format.text
    }

    static func run(_ arguments: [String], console: inout Console) -> Int32 {
        let options: Options
        let script: GestureScript
        do throws(UsageError) {
            options = try parse(arguments)
            do {
                script = try GestureScript(parsing: options.script)
            } catch {
                throw UsageError(message: error.description)
            }
        } catch {
            console.printError("viewsim play: error: \(error.message)")
            console.printError(usage)
            return ExitStatus.usage
        }
        let scene = SalonSelectorScene(clock: SimulationClock(frameRate: options.frameRate))
        let records: [SalonTickRecord]
        do {
            records = try scene.play(script)
        } catch {
            console.printError("viewsim play: error: \(error.description)")
            console.printError(usage)
            return ExitStatus.usage
        }
        switch options.format {
        case .text: console.output += SalonTimelineFormat.text(records)
        case .json: console.output += SalonTimelineFormat.json(records)
        }
        return ExitStatus.success
    }

    struct UsageError: Error {
        let message: String
    }

    /// Reads the scene name, then `--script`, `--fps`, `--format` (each at most once, as
    /// `--option VALUE` or `--option=VALUE`).
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        guard let scene = arguments.first, !scene.hasPrefix("-") else {
            throw UsageError(message: "missing scene; valid scenes: salon")
        }
        guard scene == "salon" else {
            throw UsageError(message: "unknown scene '\(scene)'; valid scenes: salon")
        }
        var options = Options()
        var seen: [String] = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            var option = argument
            var value: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                option = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard ["--script", "--fps", "--format"].contains(option) else {
                throw UsageError(message: "unknown argument '\(argument)'; valid options: --script, --fps, --format")
            }
            guard !seen.contains(option) else { throw UsageError(message: "\(option) is given more than once") }
            seen.append(option)
            if value == nil {
                guard index + 1 < arguments.count else { throw UsageError(message: "\(option) needs a value") }
                index += 1
                value = arguments[index]
            }
            let text = value ?? ""
            switch option {
            case "--script":
                options.script = text
            case "--fps":
                guard let rate = Int(text).flatMap(FrameRate.init(framesPerSecond:)) else {
                    throw UsageError(message: "unknown frame rate '\(text)'; valid rates: 60, 120")
                }
                options.frameRate = rate
            default:
                guard let format = Format(rawValue: text) else {
                    throw UsageError(message: "unknown format '\(text)'; valid formats: text, json")
                }
                options.format = format
            }
            index += 1
        }
        return options
    }
}
