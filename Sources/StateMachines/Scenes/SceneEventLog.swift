/// What happened in a scene since its last tick record (delegate calls, taps that missed, notes
/// of the state machines), in order: the `events` of the next ``SceneTick``. Every scene keeps
/// one.
public struct SceneEventLog: Sendable {
    /// Whether notes are kept (benchmarks turn this off: a tick must not build strings for them).
    public var isRecording = true
    private var pending: [String] = []

    /// An empty log that records.
    public init() {}

    /// Notes `event` for the current tick; the text is built only while recording.
    public mutating func note(_ event: @autoclosure () -> String) {
        if isRecording { pending.append(event()) }
    }

    /// The events since the last call, in order; clears them.
    public mutating func take() -> [String] {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }
}
