/// One running animation of one property of one view: from the presentation value it had when
/// the animation began to the model value, along a timing curve.
struct PropertyAnimation<Value: Interpolatable> {
    /// The value shown at the start (the previous presentation value).
    let from: Value
    /// The model value it moves to (updated if the same block changes the property again).
    var to: Value
    /// The clock time (seconds) at which it starts moving (after the delay).
    let startTime: Double
    /// How long it moves, in seconds (> 0).
    let duration: Double
    let curve: TimingCurve
    /// The `View.animate` call that created it (also recognises a second change in the same block).
    let group: AnimationGroup

    /// The clock time at which it ends.
    var endTime: Double { startTime + duration }

    /// Whether it has reached its end at `time` (a nanosecond's tolerance absorbs decimal rounding).
    func hasEnded(at time: Double) -> Bool {
        time >= endTime - 1e-9
    }

    /// The presentation value at `time`.
    func value(at time: Double) -> Value {
        if hasEnded(at: time) { return to }
        let fraction = (time - startTime) / duration
        if fraction <= 0 { return from }
        return Value.interpolate(from, to, curve.progress(at: fraction, duration: duration))
    }
}
