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

    /// Moves `phase` on `event` where its machine allows it, else notes the event ignored;
    /// answers whether it applied.
    public mutating func advance<Phase: ScenePhase>(_ phase: inout Phase, on event: Phase.Event) -> Bool {
        guard let next = phase.next(on: event) else {
            note("\(event) ignored while \(phase)")
            return false
        }
        phase = next
        return true
    }

    /// The events since the last call, in order; clears them.
    public mutating func take() -> [String] {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }
}

/// A scene's state machine: each phase says where an event leads.
public protocol ScenePhase: Sendable {
    /// What happens to the scene.
    associatedtype Event
    /// The phase after `event`, or nil when the event does not apply in this phase.
    func next(on event: Event) -> Self?
}
