import ViewTree

/// A scene that can be played tick by tick with a gesture script and recorded as ``SceneTick``s.
public protocol PlayableScene: GestureTarget {
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
