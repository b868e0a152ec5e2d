import StateMachines
import ViewTree

/// `viewsim dump --scene SCENE [--at SECONDS] [--script SCRIPT] [--values presentation|model]`:
/// plays a scene's script up to a moment and prints the whole window's view tree then.
enum SceneDump {
    /// The longest moment `--at` may name, in seconds (as long as a script may last).
    static let maximumTime = GestureScript.maximumDuration

    /// What to dump.
    struct Request {
        var scene: String
        var at: Double?
        var script: String?
        var values: ViewDump.Values = .presentation
        var json = false
    }

    /// Builds the scene at 120 Hz, plays the script (the scene's default one unless given) until
    /// `at` seconds (the script's end by default; cutting it short, or waiting on after it), then
    /// prints the window. Presentation issues go to standard error, with exit status 1.
    static func run(_ request: Request, console: inout Console) -> Int32 {
        guard let description = SceneCatalog.scene(named: request.scene) else {
            return usageError("unknown scene '\(request.scene)'; valid scenes: \(SceneCatalog.names)", console: &console)
        }
        let clock = SimulationClock()
        let scene: any PlayableScene
        let player: GesturePlayer
        do {
            scene = try description.makeScene(clock: clock)
            let script = try GestureScript(parsing: request.script ?? description.defaultScript)
            player = try GesturePlayer(script: script, target: scene)
        } catch let error as GestureScriptError {
            return usageError(error.description, console: &console)
        } catch {
            return usageError("\(error)", console: &console)
        }
        clock.addFrameObserver(player, phase: .update)
        if let at = request.at {
            clock.advance(until: at)
        } else {
            while !player.isFinished { clock.advance() }
        }
        clock.removeFrameObserver(player)
        console.output += request.json ? ViewDump.json(of: scene.window, values: request.values)
                                       : ViewDump.text(of: scene.window, values: request.values)
        return PresentationIssueReport.report(scene.window.presentationLog.entries, command: "dump", console: &console)
    }

    /// Reads `--at`'s value: a number of seconds from 0 to ``maximumTime``.
    static func parseTime(_ text: String) -> Double? {
        // Decimal only: `Double` also reads hexadecimal ("0x10" is 16), "inf" and "nan".
        guard text.allSatisfy({ "0123456789.eE+-".contains($0) }),
              let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds <= maximumTime else { return nil }
        return seconds
    }

    private static func usageError(_ message: String, console: inout Console) -> Int32 {
        DumpCommand.usageError(UsageError(message), console: &console)
    }
}
