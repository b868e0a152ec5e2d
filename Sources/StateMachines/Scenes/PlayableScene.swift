import ViewTree

/// A scene: a screen of the seeds in a window of its own that takes gestures and can be played
/// tick by tick, recording each tick as a ``SceneTick``. Every scene meets this one protocol;
/// `viewsim play`, `viewsim dump --scene`, `viewsim render --scene` and the HTML player use
/// nothing else (the window to print or draw, and its `presentationLog` for presentation issues).
public protocol PlayableScene: GestureTarget {
    /// The window the scene runs in.
    var window: Window { get }
    /// The record of the current tick; takes the events noted since the previous record.
    func tickRecord() -> SceneTick
}

extension PlayableScene {
    /// Plays `script` from now and returns the record of the starting state and of every tick.
    /// Throws (before anything runs) if the scene rejects a step of the script.
    public func play(_ script: GestureScript) throws(GestureScriptError) -> [SceneTick] {
        let player = try GesturePlayer(script: script, target: self)
        var ticks = [tickRecord()]
        player.play { ticks.append(tickRecord()) }
        return ticks
    }

    /// Advances the clock by `seconds` (whole ticks, up to the first at or after the end) and
    /// returns the record of every tick.
    public func advance(by seconds: Double) -> [SceneTick] {
        let target = clock.firstTick(atOrAfter: clock.now + seconds)
        var ticks: [SceneTick] = []
        while clock.tickIndex < target {
            clock.advance()
            ticks.append(tickRecord())
        }
        return ticks
    }
}
