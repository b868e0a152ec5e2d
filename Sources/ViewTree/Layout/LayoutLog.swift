/// Where a layout engine reports what it had to do to recover, as Auto Layout prints to the
/// console: "Unable to simultaneously satisfy constraints" with the conflicting set, then
/// "Will attempt to recover by breaking constraint". Read ``entries``, forward each message
/// with ``handler``, or turn recording off with ``isSilenced``.
///
/// Conflicts are found when constraints and new constants reach the solver: together, at the
/// next layout pass or the next read that needs the solver (a frame, ``View/layoutLog``,
/// `isBroken`, ambiguity), not at each assignment as in UIKit. A conflict mended before then
/// (a width moved past its cap, then the cap raised) is therefore not reported; one that
/// remains is reported as the assignments in order would have reported it.
public final class LayoutLog {
    /// The messages so far, oldest first.
    public private(set) var entries: [String] = []
    /// The conflicts among them as data, oldest first (each also has its message in ``entries``).
    public private(set) var conflicts: [LayoutConflict] = []
    /// When true, messages are neither recorded nor forwarded.
    public var isSilenced = false
    /// Called with every message that is recorded (e.g. to print it to standard error).
    public var handler: ((String) -> Void)?

    /// Creates an empty log.
    public init() {}

    /// Records a message (unless silenced) and forwards it to the handler.
    public func record(_ message: String) {
        if isSilenced { return }
        entries.append(message)
        handler?(message)
    }

    /// Records a conflict: its message, and the conflict itself in ``conflicts``.
    func record(_ conflict: LayoutConflict, message: String) {
        if isSilenced { return }
        conflicts.append(conflict)
        record(message)
    }

    /// Forgets the recorded messages and conflicts.
    public func removeAll() {
        entries.removeAll()
        conflicts.removeAll()
    }

    /// The messages joined by newlines.
    public var text: String { entries.joined(separator: "\n") }
}

/// A conflict the engine recovered from ("Unable to simultaneously satisfy constraints"): a
/// minimal set of constraints that cannot all hold, and the one broken to go on.
public struct LayoutConflict {
    /// The conflicting constraints in activation order: without any one of them the rest can hold.
    public let constraints: [LayoutConstraint]
    /// The constraint that was broken (one of ``constraints``).
    public let broken: LayoutConstraint
}
